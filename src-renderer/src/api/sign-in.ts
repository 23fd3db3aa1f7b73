// Imported first by main.ts: ES modules run in import order, and the router rewrites the
// fragment (`#token=…` → `#/token=…`) as soon as its module creates the hash history.
import { captureToken } from './session';

captureToken();
