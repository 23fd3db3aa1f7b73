// POST /api/local/analysis: the brand fields an answer would get, with the submit's brand-list
// rules (a keyword is required here: there is nothing to preview without one).
import type { BrandAnalysis } from '../domain.js';
import { badRequest } from '../errors.js';
import { brandLists, objectBody } from '../validation.js';
import { analyzeBrand } from './index.js';

export function previewAnalysis(body: unknown): BrandAnalysis {
  const b = objectBody(body);
  if (typeof b.answerContent !== 'string') throw badRequest('answerContent 必须是字符串');
  const lists = brandLists(b, { keywordRequired: true });
  return analyzeBrand({ answerContent: b.answerContent, monitorKeywords: lists.monitorKeyword, monitorKeywordAliases: lists.monitorKeywordAliases, competitors: lists.competitors });
}
