import { describe, expect, it } from 'vitest';
import { analyzeBrand } from '../../../src-main/engine/analysis/index.js';
import { query } from './query.js';

describe('rule: keywordEvaluations', () => {
  it('gives each evaluative phrase about the brand with its nature and its sentence', () => {
    const a = analyzeBrand(query('华为 Mate 60 的影像体验出色，但价格偏高。小米的性价比高。', '华为', ['小米']));
    expect(a.keywordEvaluations).toEqual([
      { keyword: '影像体验出色', nature: 'positive', context: '华为 Mate 60 的影像体验出色，但价格偏高。' },
      { keyword: '价格偏高', nature: 'negative', context: '华为 Mate 60 的影像体验出色，但价格偏高。' },
    ]);
  });

  it('keeps negation and the object of a comparison in the phrase', () => {
    const a = analyzeBrand(query('鸿星尔克的产品设计缺乏辨识度，性能释放并不出色，认知度不及安踏。', '鸿星尔克', ['安踏']));
    expect(a.keywordEvaluations.map((e) => [e.keyword, e.nature])).toEqual([
      ['产品设计缺乏辨识度', 'negative'],
      ['性能释放并不出色', 'negative'],
      ['认知度不及安踏', 'negative'],
    ]);
  });

  it('joins adjacent judgements into one phrase', () => {
    const a = analyzeBrand(query('ThinkPad 的键盘稳定可靠。', 'ThinkPad'));
    expect(a.keywordEvaluations.map((e) => e.keyword)).toEqual(['键盘稳定可靠']);
  });

  it('phrases English judgements with what they judge', () => {
    const a = analyzeBrand(query('Chase has an excellent mobile app. Its fees are high and the website is slow.', 'Chase'));
    expect(a.keywordEvaluations.map((e) => [e.keyword, e.nature])).toEqual([
      ['excellent mobile app', 'positive'],
      ['website is slow', 'negative'],
    ]);
  });

  it('is [] when the brand is judged nowhere', () => {
    expect(analyzeBrand(query('华为发布了新机，售价5999元。', '华为')).keywordEvaluations).toEqual([]);
    expect(analyzeBrand(query('小米的影像出色。', '华为', ['小米'])).keywordEvaluations).toEqual([]);
  });

  it('leaves out label words that only introduce a judgement', () => {
    const a = analyzeBrand(query('- **瑞幸**：价格亲民。缺点是部分门店没有堂食。', '瑞幸'));
    expect(a.keywordEvaluations.map((e) => e.keyword)).toEqual(['价格亲民']);
  });
});
