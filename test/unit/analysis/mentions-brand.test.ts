import { describe, expect, it } from 'vitest';
import { mentionsBrand } from '../../../src-main/engine/analysis/index.js';

// Decides screenshot = 2 ("only when mentioned"): the same matching rules as the analysis.
describe('rule: mentionsBrand uses the analysis matching', () => {
  it('matches keyword or alias case-insensitively; a blank keyword never matches', () => {
    expect(mentionsBrand('推荐 iPhone 16', '苹果', ['iphone'])).toBe(true);
    expect(mentionsBrand('推荐 华为', '小米', [' '])).toBe(false);
    expect(mentionsBrand('anything', '   ')).toBe(false);
  });
  it('respects Latin word boundaries and full-width letters', () => {
    expect(mentionsBrand('Pineapple juice is popular', 'Apple')).toBe(false);
    expect(mentionsBrand('OPPOSITE views', 'OPPO')).toBe(false);
    expect(mentionsBrand('推荐ＯＰＰＯ Find X8', 'OPPO')).toBe(true);
  });
  it('ignores link targets and citation markers', () => {
    expect(mentionsBrand('详见[评测](https://www.huawei.com/review)[citation:2]', '华为', ['huawei'])).toBe(false);
    expect(mentionsBrand('详见[华为评测](https://example.com)', '华为')).toBe(true);
  });
});
