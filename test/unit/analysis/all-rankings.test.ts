import { describe, expect, it } from 'vitest';
import { analyzeBrand } from '../../../src-main/engine/analysis/index.js';
import { query } from './query.js';

describe('rule: allRankings names every ranked brand, tracked or not', () => {
  it('names untracked items by their bold lead, trimmed of model numbers', () => {
    const answer = '1. **华为 Mate 60 Pro**：影像好。\n2. **一加 12**：屏幕好。\n3. **vivo X100 Pro**：长焦强。\n4. **Redmi K70 至尊版**：性价比高。';
    const a = analyzeBrand(query(answer, '华为'));
    expect(a.allRankings).toEqual([
      { name: '华为', rank: 1 },
      { name: '一加', rank: 2 },
      { name: 'vivo', rank: 3 },
      { name: 'Redmi', rank: 4 },
    ]);
  });

  it('names untracked items by the text before the first colon or dash', () => {
    const answer = '- 容声：冰箱专业品牌。\n- Onyx Coffee Lab – adventurous roasts.\n- 海尔：销量第一。';
    expect(analyzeBrand(query(answer, '海尔')).allRankings.map((r) => r.name)).toEqual(['容声', 'Onyx Coffee Lab', '海尔']);
  });

  it("names untracked table rows by the table's brand column", () => {
    const table = '| 排名 | 产品 | 品牌 |\n|---|---|---|\n| 1 | B5修复霜 | 理肤泉 |\n| 2 | 特护霜 | 薇诺娜 |\n| 3 | 舒缓霜 | 玉泽 |';
    expect(analyzeBrand(query(table, '薇诺娜')).allRankings.map((r) => r.name)).toEqual(['理肤泉', '薇诺娜', '玉泽']);
  });

  it('leaves out leads that are not names (criteria, labels)', () => {
    const answer = '- **容量**：400L\n- **能效**：一级\n- **海尔**：口碑好\n- **美的**：性价比高';
    expect(analyzeBrand(query(answer, '海尔', ['美的'])).allRankings.map((r) => r.name)).toEqual(['海尔', '美的']);
  });

  it('is ordered by rank with ranks 1..n', () => {
    const a = analyzeBrand(query('1. 苹果\n2. 三星\n3. 华为', '华为'));
    expect(a.allRankings.map((r) => r.rank)).toEqual([1, 2, 3]);
  });
});

describe('rule: competitorRankings and mentionPosition', () => {
  it('lists every competitor in the given order, null when not mentioned', () => {
    const a = analyzeBrand(query('1. 小米\n2. 华为', '华为', ['OPPO', '小米', 'vivo']));
    expect(a.competitorRankings).toEqual([
      { name: 'OPPO', rank: null },
      { name: '小米', rank: 1 },
      { name: 'vivo', rank: null },
    ]);
    expect(a.mentionPosition).toBe(2);
  });

  it('gives the monitored brand a rank wherever it is mentioned, null only when it is not', () => {
    expect(analyzeBrand(query('1. 小米\n2. OPPO\n\n华为也值得一看。', '华为', ['小米'])).mentionPosition).toBe(3);
    expect(analyzeBrand(query('1. 小米\n2. OPPO', '华为', ['小米'])).mentionPosition).toBeNull();
  });
});
