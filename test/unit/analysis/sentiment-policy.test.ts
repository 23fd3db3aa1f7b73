// The weighing policy of the corpus README (test/fixtures/analysis/README.md), rule by rule:
// each pair of answers differs only in what the rule is about.
import { describe, expect, it } from 'vitest';
import { analyzeBrand } from '../../../src-main/engine/analysis/index.js';
import { judgementWeight, strengthOf } from '../../../src-main/engine/analysis/sentiment-weight.js';
import { query } from './query.js';

const read = (answer: string, keyword: string, competitors: string[] = []) => {
  const a = analyzeBrand(query(answer, keyword, competitors));
  return { sentiment: a.sentiment, evaluations: a.keywordEvaluations.map((e) => [e.keyword, e.nature]) };
};
const plain = { turned: false, conceded: false, hedged: false };

describe('rule: weight of a judgement by where it stands and how it is said', () => {
  it('counts 1 plain, 1.5 after a turn, ½ conceded, ½ hedged even after a turn', () => {
    expect(judgementWeight(plain, 'plain')).toBe(1);
    expect(judgementWeight({ ...plain, turned: true }, 'plain')).toBe(1.5);
    expect(judgementWeight({ ...plain, conceded: true }, 'plain')).toBe(0.5);
    expect(judgementWeight({ ...plain, hedged: true }, 'plain')).toBe(0.5);
    expect(judgementWeight({ ...plain, turned: true, hedged: true }, 'plain')).toBe(0.5);
  });

  it('doubles a verdict and never raises a price caveat', () => {
    expect(judgementWeight(plain, 'verdict')).toBe(2);
    expect(judgementWeight({ ...plain, turned: true }, 'verdict')).toBe(3);
    expect(judgementWeight({ ...plain, turned: true }, 'price')).toBe(1);
  });

  it('tells verdicts, price caveats and excessive prices apart', () => {
    expect(strengthOf('首选', '很多家庭的首选', '', 1, false)).toBe('verdict');
    expect(strengthOf('推荐', '我并不推荐', '', -1, false)).toBe('verdict');
    expect(strengthOf("recommend", "I wouldn't recommend", ' it', -1, false)).toBe('verdict');
    expect(strengthOf('价格偏高', '价格偏高', '', -1, true)).toBe('price');
    expect(strengthOf('pricey', 'but pricey', '', -1, false)).toBe('price');
    expect(strengthOf('贵', '比追觅贵', '一倍以上', -1, true)).toBe('plain');
    expect(strengthOf('pricey', 'but pricey', ' for what you get', -1, false)).toBe('plain');
    expect(strengthOf('价格太贵', '价格太贵', '', -1, true)).toBe('plain');
    expect(strengthOf('价格低', '价格低', '', 1, true)).toBe('plain');
  });
});

describe('rule: a strong recommendation is not overturned by a mild price caveat after the turn', () => {
  it('keeps 首选 … 但价格偏高 positive, while a compliment and the same caveat balance', () => {
    expect(read('格力是很多家庭的首选，但价格偏高。', '格力')).toEqual({
      sentiment: 'positive',
      evaluations: [
        ['很多家庭的首选', 'positive'],
        ['价格偏高', 'negative'],
      ],
    });
    expect(read('星巴克环境舒适，但价格偏高。', '星巴克').sentiment).toBe('neutral');
  });

  it('lets any other complaint after the turn decide', () => {
    expect(read('星巴克环境舒适，但出杯慢。', '星巴克').sentiment).toBe('negative');
  });

  it('treats an excessive price or poor value as a complaint, raised by the turn', () => {
    expect(read('戴森吸力出色，但比追觅贵一倍。', '戴森', ['追觅'])).toEqual({
      sentiment: 'negative',
      evaluations: [
        ['吸力出色', 'positive'],
        ['比追觅贵一倍', 'negative'],
      ],
    });
    expect(read('Dell is solid, but pricey for what you get.', 'Dell').sentiment).toBe('negative');
    expect(read('Dell is solid, but pricey.', 'Dell').sentiment).toBe('neutral');
  });
});

describe('rule: a reporting frame hedges what it reports, up to the turn', () => {
  it('halves "有网友反映，…" complaints in the following clauses', () => {
    expect(read('华为影像出色。有网友反映，华为信号差，续航短。', '华为').sentiment).toBe('neutral');
    expect(read('华为影像出色。华为信号差，续航短。', '华为').sentiment).toBe('negative');
  });

  it('stops at the turn, where the writer speaks again', () => {
    expect(read('有网友反映，华为信号差，但华为整体稳定可靠。', '华为')).toEqual({
      sentiment: 'positive',
      evaluations: [
        ['信号差', 'negative'],
        ['稳定可靠', 'positive'],
      ],
    });
  });
});

describe('rule: a summing-up sentence weighs like the clause after a turn', () => {
  it('lets 总的来说 … 值得考虑 outweigh one earlier complaint', () => {
    expect(read('魅族的信号不太稳定。总的来说，魅族值得考虑。', '魅族').sentiment).toBe('positive');
    expect(read('魅族的信号不太稳定。魅族值得考虑。', '魅族').sentiment).toBe('neutral');
  });
});

describe('rule: a choice for some readers only counts half', () => {
  it('reads "if you want…, choose X" as advice, a plain "choose X" as a recommendation', () => {
    expect(read('Samsung has weak battery life. Choose Samsung.', 'Samsung').sentiment).toBe('neutral');
    expect(read('Samsung has weak battery life. If you want a big screen, choose Samsung.', 'Samsung').sentiment).toBe('negative');
  });
});

describe('rule: complaints about a third-party channel do not count against the brand', () => {
  it('drops 海淘渠道假货 and third-party sellers, from the sentiment and the evaluations', () => {
    expect(read('爱他美口碑好，但海淘渠道假货较多。', '爱他美')).toEqual({ sentiment: 'positive', evaluations: [['口碑好', 'positive']] });
    expect(read('Aptamil is great, but third-party sellers have quality issues.', 'Aptamil')).toEqual({
      sentiment: 'positive',
      evaluations: [['great', 'positive']],
    });
  });

  it('still counts counterfeits without a channel, and the brand\'s own channels', () => {
    expect(read('爱他美口碑好，但假货较多。', '爱他美').sentiment).toBe('negative');
    expect(read('魅族口碑好，但线下渠道较少。', '魅族')).toEqual({
      sentiment: 'negative',
      evaluations: [
        ['口碑好', 'positive'],
        ['线下渠道较少', 'negative'],
      ],
    });
  });
});
