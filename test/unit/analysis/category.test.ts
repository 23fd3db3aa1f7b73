import { describe, expect, it } from 'vitest';
import { analyzeBrand } from '../../../src-main/engine/analysis/index.js';
import { query } from './query.js';

const byHeadings = [
  '## 高端手机品牌',
  '1. 苹果',
  '2. 华为',
  '3. 三星',
  '',
  '## 性价比手机品牌',
  '1. 小米',
  '2. 华为',
].join('\n');

describe('rule: categoryRanking', () => {
  it('gives the category where the brand ranks best, with that category\'s rankings', () => {
    const a = analyzeBrand(query(byHeadings, '华为', ['苹果', '小米']));
    expect(a.categoryRanking).toEqual({
      categoryName: '高端手机品牌',
      rank: 2,
      allRankings: [
        { name: '苹果', rank: 1 },
        { name: '华为', rank: 2 },
        { name: '三星', rank: 3 },
      ],
    });
    // The categories of one answer read as one ranking for the overall position.
    expect(a.mentionPosition).toBe(2);
    expect(a.allRankings.map((r) => r.name)).toEqual(['苹果', '华为', '三星', '小米']);
  });

  it('prefers the better rank across categories', () => {
    const a = analyzeBrand(query(byHeadings, '小米', ['苹果', '华为']));
    expect(a.categoryRanking?.categoryName).toBe('性价比手机品牌');
    expect(a.categoryRanking?.rank).toBe(1);
    expect(a.mentionPosition).toBe(4);
  });

  it('reads categories from lead-in phrases too', () => {
    const answer = '高端手机品牌前三依次为：苹果、华为、三星；性价比手机品牌前三为：小米、Redmi、华为。';
    const a = analyzeBrand(query(answer, '华为', ['苹果', '小米']));
    expect(a.categoryRanking).toMatchObject({ categoryName: '高端手机品牌', rank: 2 });
  });

  it('reads categories from bold category items', () => {
    const answer = '- **旗舰**：苹果、三星、华为\n- **性价比**：小米、华为';
    const a = analyzeBrand(query(answer, '华为', ['苹果', '小米']));
    expect(a.categoryRanking).toMatchObject({ categoryName: '性价比', rank: 2 });
  });

  it('is null with a single ranking', () => {
    expect(analyzeBrand(query('## 手机品牌推荐\n1. 苹果\n2. 华为', '华为')).categoryRanking).toBeNull();
  });

  it('is null when the brand is in no ranked list', () => {
    expect(analyzeBrand(query(`${byHeadings}\n\n另外 OPPO 也不错。`, 'OPPO')).categoryRanking).toBeNull();
  });
});
