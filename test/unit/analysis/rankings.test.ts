import { describe, expect, it } from 'vitest';
import { analyzeBrand } from '../../../src-main/engine/analysis/index.js';
import { query } from './query.js';

const names = (answer: string, keyword: string, competitors: string[] = []): string[] =>
  analyzeBrand(query(answer, keyword, competitors)).allRankings.map((r) => r.name);

describe('rule: rankings from the main ranking structure', () => {
  it('ranks ordered list items by the brand each item is about', () => {
    const answer = '推荐如下：\n1. **苹果**：生态完善，对标华为。\n2. **华为**：影像出色。\n3. **小米**：性价比高。';
    const a = analyzeBrand(query(answer, '华为', ['苹果', '小米']));
    expect(a.mentionPosition).toBe(2);
    expect(a.competitorRankings).toEqual([
      { name: '苹果', rank: 1 },
      { name: '小米', rank: 3 },
    ]);
  });

  it('ranks unordered list items', () => {
    expect(names('- 小米：性价比高\n- 华为：影像好\n- OPPO：设计好', '华为', ['小米', 'OPPO'])).toEqual(['小米', '华为', 'OPPO']);
  });

  it('ranks numbered headings: 1. / 一、 / 第一', () => {
    expect(names('### 1. 华为\n影像好。\n### 2. 小米\n性价比高。', '小米', ['华为'])).toEqual(['华为', '小米']);
    expect(names('一、小米\n性价比高。\n二、华为\n影像好。', '华为', ['小米'])).toEqual(['小米', '华为']);
    expect(names('第一名：vivo，影像好。\n第二名：OPPO，设计好。', 'OPPO', ['vivo'])).toEqual(['vivo', 'OPPO']);
  });

  it('orders table rows by their rank column', () => {
    const table = '| 品牌 | 排名 |\n|---|---|\n| 小米 | 3 |\n| 华为 | 1 |\n| 苹果 | 2 |';
    expect(names(table, '小米', ['华为', '苹果'])).toEqual(['华为', '苹果', '小米']);
  });

  it('orders table rows by row order without a rank column', () => {
    const table = '| 品牌 | 价格 |\n|---|---|\n| 小米 | 3999 |\n| 华为 | 5999 |';
    expect(names(table, '华为', ['小米'])).toEqual(['小米', '华为']);
  });

  it('ranks an inline enumeration after a ranking cue', () => {
    const a = analyzeBrand(query('全球出货量前三：三星、苹果、小米。小米同比增长。华为排名第五。', '小米', ['三星', '苹果', '华为']));
    expect(a.mentionPosition).toBe(3);
    expect(a.allRankings.map((r) => r.name)).toEqual(['三星', '苹果', '小米', '华为']);
  });

  it('falls back to the order of first mention when nothing is ranked', () => {
    expect(names('小米和华为都不错，但我更喜欢OPPO。', 'OPPO', ['华为', '小米'])).toEqual(['小米', '华为', 'OPPO']);
  });

  it('ranks brands mentioned outside the ranked structure after the ranked ones, by first mention', () => {
    const answer = '华为和vivo之外，推荐：\n1. 小米：性价比高\n2. OPPO：设计好\n\n总结：vivo也可以考虑。';
    expect(names(answer, 'vivo', ['华为', '小米', 'OPPO'])).toEqual(['小米', 'OPPO', '华为', 'vivo']);
  });

  it('takes as main ranking the first structure that holds the monitored brand', () => {
    const answer = '旗舰机：\n1. 苹果\n2. 三星\n\n中端机：\n- 小米：性价比\n- 华为：影像';
    const a = analyzeBrand(query(answer, '华为', ['苹果', '三星', '小米']));
    expect(a.mentionPosition).toBe(4);
    expect(a.allRankings.map((r) => r.name)).toEqual(['苹果', '三星', '小米', '华为']);
  });

  it('else the first structure with two or more brands', () => {
    const answer = '- 优势：影像\n- 劣势：价格\n\n1. 小米\n2. 华为';
    const a = analyzeBrand(query(answer, '魅族', ['华为', '小米']));
    expect(a.mentionPosition).toBeNull();
    expect(a.competitorRankings).toEqual([
      { name: '华为', rank: 2 },
      { name: '小米', rank: 1 },
    ]);
  });

  it('does not rank the lists inside a ranked brand\'s own section', () => {
    const answer = '### 1. 苹果\n- 对比：与华为相比更贵\n### 2. 小米\n- 性价比高';
    expect(names(answer, '华为', ['苹果', '小米'])).toEqual(['苹果', '小米', '华为']);
  });

  it('does not rank summary or advice sections', () => {
    const answer = '1. 苹果：生态好\n2. 三星：屏幕好\n\n## 总结\n1. 华为：信号好\n2. 小米：便宜';
    expect(names(answer, '华为', ['苹果', '三星', '小米'])).toEqual(['苹果', '三星', '华为', '小米']);
  });
});
