import { describe, expect, it } from 'vitest';
import { analyzeBrand, EMPTY_ANALYSIS } from '../../../src-main/engine/analysis/index.js';
import { query } from './query.js';

describe('rule: analysis only for a monitored keyword', () => {
  it('is EMPTY_ANALYSIS when monitorKeywords is null or blank', () => {
    const answer = '1. 华为：影像出色\n2. 小米：性价比高';
    expect(analyzeBrand({ ...query(answer, 'x', ['华为']), monitorKeywords: null })).toEqual(EMPTY_ANALYSIS);
    expect(analyzeBrand({ ...query(answer, 'x', ['华为']), monitorKeywords: '   ' })).toEqual(EMPTY_ANALYSIS);
    expect(EMPTY_ANALYSIS).toEqual({
      mentionPosition: null,
      mentionContext: '',
      sentiment: 'neutral',
      competitorRankings: [],
      allRankings: [],
      categoryRanking: null,
      keywordEvaluations: [],
    });
  });

  it('never hands out the shared empty value for mutation', () => {
    const a = analyzeBrand({ answerContent: '', monitorKeywords: null, monitorKeywordAliases: [], competitors: [] });
    a.allRankings.push({ name: 'x', rank: 1 });
    expect(EMPTY_ANALYSIS.allRankings).toEqual([]);
  });

  it('is deterministic and leaves its input untouched', () => {
    const q = query('1. **华为**：影像出色，价格偏高。\n2. 小米：性价比高。', '华为|HUAWEI', ['小米|Xiaomi']);
    const copy = structuredClone(q);
    expect(analyzeBrand(q)).toEqual(analyzeBrand(q));
    expect(q).toEqual(copy);
  });

  it('copes with an empty answer', () => {
    expect(analyzeBrand(query('', '华为', ['小米']))).toEqual({
      ...EMPTY_ANALYSIS,
      competitorRankings: [{ name: '小米', rank: null }],
    });
  });
});
