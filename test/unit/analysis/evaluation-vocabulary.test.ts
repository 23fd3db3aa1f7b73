// The evaluation vocabulary beyond single words: compound metrics, quantities, process speeds,
// quality nouns, and the comparisons they take part in.
import { describe, expect, it } from 'vitest';
import { analyzeBrand } from '../../../src-main/engine/analysis/index.js';
import { query } from './query.js';

const evaluations = (answer: string, keyword: string, competitors: string[] = []) =>
  analyzeBrand(query(answer, keyword, competitors)).keywordEvaluations.map((e) => [e.keyword, e.nature]);

describe('rule: compound ratio metrics judge like 性价比 (X比高 / X比低)', () => {
  it('reads 洗净比高 as positive and 能效比不高 as negative', () => {
    expect(evaluations('小天鹅的洗净比高。', '小天鹅')).toEqual([['洗净比高', 'positive']]);
    expect(evaluations('格力的能效比不高。', '格力')).toEqual([['能效比不高', 'negative']]);
  });

  it('leaves 比较 to the attribute before it and reads a share as no judgement', () => {
    expect(evaluations('小天鹅的价格比较高，女性用户占比较高。', '小天鹅')).toEqual([['价格比较高', 'negative']]);
  });
});

describe('rule: how much stays in the phrase (贵一倍, 只有一半)', () => {
  it('keeps the multiple, the amount and the duration after the judgement', () => {
    expect(evaluations('戴森的价格比追觅贵一倍以上，续航只有60分钟左右。', '戴森', ['追觅'])).toEqual([
      ['价格比追觅贵一倍以上', 'negative'],
      ['续航只有60分钟左右', 'negative'],
    ]);
    expect(evaluations('极米比当贝贵了将近一千元。', '极米', ['当贝'])).toEqual([['比当贝贵了将近一千元', 'negative']]);
  });

  it('reads "only so much" by what is measured: a cheap price, a short range, a rare fault', () => {
    expect(evaluations('格力的价格不到三千元。', '格力')).toEqual([['价格不到三千元', 'positive']]);
    expect(evaluations('苹果的续航只有一天半。', '苹果')).toEqual([['续航只有一天半', 'negative']]);
    expect(evaluations('海尔的故障率只有1%。', '海尔')).toEqual([['故障率只有1%', 'positive']]);
    expect(evaluations('瑞幸的部分门店只有自提。', '瑞幸')).toEqual([['部分门店只有自提', 'negative']]);
  });

  it('drops the model number that precedes the phrase', () => {
    expect(evaluations('魅族21 很有特色。', '魅族')).toEqual([['很有特色', 'positive']]);
    expect(evaluations('iPhone 15 的 A16 芯片性能依然强劲。', '苹果|iPhone')).toEqual([['芯片性能依然强劲', 'positive']]);
  });
});

describe('rule: "只有 B 的一半" compares against B', () => {
  it('credits the cheap price to the brand measured, and reverses it for B', () => {
    const answer = '李宁的价格只有耐克的一半左右。';
    expect(analyzeBrand(query(answer, '李宁', ['耐克'])).sentiment).toBe('positive');
    expect(evaluations(answer, '李宁', ['耐克'])).toEqual([['价格只有耐克的一半左右', 'positive']]);
    expect(analyzeBrand(query(answer, '耐克', ['李宁'])).sentiment).toBe('negative');
    expect(evaluations(answer, '耐克', ['李宁'])).toEqual([]);
  });
});

describe('rule: 比 right before a brand is a comparison whatever follows (比特仑苏)', () => {
  it('reads 特仑苏 as compared against, not as a subject', () => {
    const a = analyzeBrand(query('伊利的口碑比特仑苏更稳定。', '蒙牛|特仑苏', ['伊利']));
    expect(a.sentiment).toBe('negative');
    expect(a.keywordEvaluations).toEqual([]);
  });
});

describe('rule: a brand after "from" is the subject it names, not a maker to skip', () => {
  it('gives "cheaper bikes from Echelon" to Echelon', () => {
    const answer = 'Peloton bikes are solid, but cheaper bikes from Echelon work just as well.';
    expect(evaluations(answer, 'Peloton', ['Echelon'])).toEqual([['bikes are solid', 'positive']]);
    expect(evaluations(answer, 'Echelon', ['Peloton'])).toEqual([['cheaper bikes', 'positive']]);
  });
});

describe('rule: process speeds, quality nouns in 性 and 力, and burdens that come in numbers', () => {
  it('reads quick as good and slow as bad for a process', () => {
    expect(evaluations('大疆对焦快，开机慢。', '大疆')).toEqual([
      ['对焦快', 'positive'],
      ['开机慢', 'negative'],
    ]);
  });

  it('judges any quality noun in 性 and the capacities in 力', () => {
    expect(evaluations('小鹏的乘坐舒适性一般，通过性出色。', '小鹏')).toEqual([
      ['乘坐舒适性一般', 'negative'],
      ['通过性出色', 'positive'],
    ]);
    expect(evaluations('雅诗兰黛修护力强，品牌力突出。', '雅诗兰黛')).toEqual([
      ['修护力强', 'positive'],
      ['品牌力突出', 'positive'],
    ]);
    // 性 of a person is no quality: only adverbs may stand between the noun and its ending.
    expect(evaluations('小鹏的女性用户多。', '小鹏')).toEqual([]);
  });

  it('reads many ads and a price rise as complaints', () => {
    expect(evaluations('极米的系统广告偏多。', '极米')).toEqual([['系统广告偏多', 'negative']]);
    expect(evaluations('怪兽充电价格上涨明显。', '怪兽充电')).toEqual([['价格上涨明显', 'negative']]);
  });
});

describe('rule: words that only look like judgements', () => {
  it('reads 差别 as difference and lets 问题 be what 较多 counts', () => {
    expect(evaluations('蒙牛和伊利的口感差别不大。', '蒙牛', ['伊利'])).toEqual([]);
    expect(evaluations('蒙牛的质量问题较多。', '蒙牛')).toEqual([['质量问题较多', 'negative']]);
  });
});
