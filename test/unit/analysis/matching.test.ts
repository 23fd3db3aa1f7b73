import { describe, expect, it } from 'vitest';
import { analyzeBrand } from '../../../src-main/engine/analysis/index.js';
import { query } from './query.js';

describe('rule: brand matching', () => {
  it('matches Latin names case-insensitively on word boundaries only', () => {
    const a = analyzeBrand(query('I love pineapple juice and OPPOSITE views. Later: apple and oppo phones.', 'Apple', ['OPPO']));
    expect(a.mentionPosition).toBe(1);
    expect(a.mentionContext).toBe('Later: apple and oppo phones.');
    expect(a.competitorRankings).toEqual([{ name: 'OPPO', rank: 2 }]);
  });

  it('never finds Apple in Pineapple nor OPPO in OPPOSITE', () => {
    const a = analyzeBrand(query('Pineapple is sweet. The OPPOSITE is true.', 'Apple', ['OPPO']));
    expect(a.mentionPosition).toBeNull();
    expect(a.competitorRankings).toEqual([{ name: 'OPPO', rank: null }]);
    expect(a.allRankings).toEqual([]);
  });

  it('folds full-width letters and digits to half-width', () => {
    const a = analyzeBrand(query('１．ＨＵＡＷＥＩ Ｍａｔｅ６０：影像出色。\n２．小米１４：性价比高。', '华为|Huawei', ['小米']));
    expect(a.mentionPosition).toBe(1);
    expect(a.allRankings).toEqual([
      { name: '华为', rank: 1 },
      { name: '小米', rank: 2 },
    ]);
  });

  it('lets the longest alias win where aliases overlap', () => {
    const a = analyzeBrand(query('小米汽车的SU7订单火爆，小米手机也不错。', '小米', ['小米汽车']));
    expect(a.allRankings.map((r) => r.name)).toEqual(['小米汽车', '小米']);
    expect(a.mentionPosition).toBe(2);
    expect(a.mentionContext).toBe('小米汽车的SU7订单火爆，小米手机也不错。');
  });

  it('reports a brand met through several aliases once, under its given name', () => {
    const answer = '1. **小棕瓶**：修护力强。\n2. **兰蔻小黑瓶**：质地轻薄。\n3. **Estée Lauder 面霜**：滋润。';
    const a = analyzeBrand(query(answer, '雅诗兰黛|小棕瓶|Estée Lauder', ['兰蔻|小黑瓶']));
    expect(a.allRankings).toEqual([
      { name: '雅诗兰黛', rank: 1 },
      { name: '兰蔻', rank: 2 },
    ]);
  });

  it('ignores link targets, image URLs and citation markers', () => {
    const answer = [
      '![华为手机](https://img.example.com/huawei.png)',
      '推荐阅读[评测文章](https://www.huawei.com/review)[citation:1]，以及 https://consumer.huawei.com/cn 上的参数。',
      '- **小米14**：性价比高。',
    ].join('\n');
    const a = analyzeBrand(query(answer, '华为|huawei', ['小米']));
    expect(a.mentionPosition).toBeNull();
    expect(a.mentionContext).toBe('');
    expect(a.competitorRankings).toEqual([{ name: '小米', rank: 1 }]);
  });

  it('counts the visible text of a link', () => {
    const a = analyzeBrand(query('详见[华为官网](https://www.huawei.com)。', '华为'));
    expect(a.mentionPosition).toBe(1);
    expect(a.mentionContext).toBe('详见华为官网。');
  });
});
