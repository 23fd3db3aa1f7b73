// `npm run docs:platforms`: rewrites the README's platform table from the definitions.
import { readFileSync, writeFileSync } from 'node:fs';
import { withPlatformTable } from '../src-main/engine/platforms/table.js';

const path = new URL('../README.md', import.meta.url);
const before = readFileSync(path, 'utf8');
const after = withPlatformTable(before);
if (after !== before) writeFileSync(path, after);
console.log(after === before ? 'README platform table is up to date' : 'README platform table regenerated');
