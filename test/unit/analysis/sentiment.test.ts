import { describe, expect, it } from 'vitest';
import { analyzeBrand } from '../../../src-main/engine/analysis/index.js';
import { query } from './query.js';

const sentiment = (answer: string, keyword: string, competitors: string[] = []): string =>
  analyzeBrand(query(answer, keyword, competitors)).sentiment;

describe('rule: sentiment toward the monitored brand', () => {
  it('is neutral when the brand is mentioned without judgement or not at all', () => {
    expect(sentiment('华为是一家总部位于深圳的科技公司。', '华为')).toBe('neutral');
    expect(sentiment('小米的影像出色。', '华为', ['小米'])).toBe('neutral');
  });

  it('reads plain praise and criticism', () => {
    expect(sentiment('华为的影像体验出色，系统流畅。', '华为')).toBe('positive');
    expect(sentiment('三星的售后网点较少，售后态度差。', '三星')).toBe('negative');
  });

  it('handles negation: 不推荐, 并不出色, not recommended, 没有明显短板', () => {
    expect(sentiment('整体来看，不推荐购买三星。', '三星')).toBe('negative');
    expect(sentiment('华硕的性能释放并不出色。', '华硕')).toBe('negative');
    expect(sentiment("For most people, Peloton is not recommended at this price.", 'Peloton')).toBe('negative');
    expect(sentiment('一加整机没有明显短板。', '一加')).toBe('positive');
  });

  it('weighs the clause after a turn more: 虽然…但是…, but', () => {
    expect(sentiment('虽然极氪的车机早期口碑一般，但是现在表现出色。', '极氪')).toBe('positive');
    expect(sentiment('星巴克环境舒适，但价格偏高，出杯慢，排队时间长。', '星巴克')).toBe('negative');
    expect(sentiment('The Pixel camera is good, but battery life is poor and updates are slow.', 'Pixel')).toBe('negative');
  });

  it('halves hedged judgements', () => {
    // Two plain complaints outweigh a compliment; hedged, they only balance it.
    expect(sentiment('魅族的系统流畅。魅族的信号不太稳定，续航也一般。', '魅族')).toBe('negative');
    expect(sentiment('魅族的系统流畅。部分用户反映魅族的信号可能不太稳定，续航似乎也一般。', '魅族')).toBe('neutral');
    expect(sentiment('魅族的系统流畅。部分用户反映魅族的信号可能不太稳定。', '魅族')).toBe('positive');
  });

  it('reads comparatives from the side of the compared brands', () => {
    // "A 比 B 更贵" is negative for A on price and, compared against, positive for B.
    expect(sentiment('苹果比华为更贵。', '苹果', ['华为'])).toBe('negative');
    expect(sentiment('苹果比华为更贵。', '华为', ['苹果'])).toBe('positive');
    expect(sentiment('小米比华为便宜，性能更强。', '华为', ['小米'])).toBe('negative');
    expect(sentiment('与苹果相比，华为的信号更好。', '苹果', ['华为'])).toBe('negative');
    expect(sentiment('Samsung is cheaper than Apple.', 'Apple', ['Samsung'])).toBe('negative');
  });

  it('reads the sentences of the brand\'s own ranked item or section', () => {
    const answer = '### 1. 比亚迪\n- **优势**：刀片电池安全性高，油耗低\n### 2. 特斯拉\n- **不足**：内饰简陋，售后响应慢';
    expect(sentiment(answer, '比亚迪', ['特斯拉'])).toBe('positive');
    expect(sentiment(answer, '特斯拉', ['比亚迪'])).toBe('negative');
  });

  it('never reads the brand name itself as a judgement', () => {
    expect(sentiment('自然堂推出了新品。', '自然堂')).toBe('neutral');
  });
});
