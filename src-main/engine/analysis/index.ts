// Brand analysis of one answer (contract 2.4): pure, offline and deterministic, no I/O, no clock.
import type { BrandAnalysis, BrandQuery } from '../domain.js';
import { findMentions, trackedBrands } from './brands.js';
import { cleanMarkdown, fold } from './text.js';
import { mentionContext } from './context.js';
import { prepareDoc } from './doc.js';
import { rankBrands } from './ranking.js';
import { brandSentiment } from './sentiment.js';
import { findStructures } from './structures.js';

export const EMPTY_ANALYSIS: BrandAnalysis = Object.freeze({
  mentionPosition: null,
  mentionContext: '',
  sentiment: 'neutral',
  competitorRankings: [],
  allRankings: [],
  categoryRanking: null,
  keywordEvaluations: [],
}) as BrandAnalysis;

/** The analysis is only defined for a monitored keyword; without one it is EMPTY_ANALYSIS. */
export function analyzeBrand(query: BrandQuery): BrandAnalysis {
  const keyword = (query.monitorKeywords ?? '').trim();
  if (!keyword) return { ...EMPTY_ANALYSIS, competitorRankings: [], allRankings: [], keywordEvaluations: [] };
  const brands = trackedBrands(query, keyword);
  const doc = prepareDoc(String(query.answerContent ?? ''), brands);
  const structures = findStructures(doc);
  const ranks = rankBrands(doc, structures);
  const { sentiment, evaluations } = brandSentiment(doc, structures);
  return {
    mentionPosition: ranks.rankOf.get(0) ?? null,
    mentionContext: mentionContext(doc),
    sentiment,
    competitorRankings: brands.slice(1).map((b, i) => ({ name: b.name, rank: ranks.rankOf.get(i + 1) ?? null })),
    allRankings: ranks.all,
    categoryRanking: ranks.category,
    keywordEvaluations: evaluations,
  };
}

/**
 * Whether the answer mentions the brand (keyword or an alias) by the same rules the analysis uses:
 * word boundaries for Latin names, width folding, link targets and citation markers ignored. Decides
 * the "screenshot only when mentioned" option.
 */
export function mentionsBrand(answerContent: string, keyword: string, aliases: readonly string[] = []): boolean {
  if (!keyword.trim()) return false;
  const brands = trackedBrands({ answerContent, monitorKeywords: keyword, monitorKeywordAliases: [...aliases], competitors: [] }, keyword);
  return findMentions(fold(cleanMarkdown(answerContent)), brands).length > 0;
}
