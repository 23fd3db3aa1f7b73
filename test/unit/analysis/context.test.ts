import { describe, expect, it } from 'vitest';
import { analyzeBrand } from '../../../src-main/engine/analysis/index.js';
import { query } from './query.js';

const context = (answer: string, keyword: string): string => analyzeBrand(query(answer, keyword)).mentionContext;

describe('rule: mentionContext', () => {
  it('is the sentence of the first mention, Markdown removed', () => {
    expect(context('手机市场竞争激烈。**华为**凭借 *Mate 60* 回归高端市场。之后华为继续增长。', '华为')).toBe('华为凭借 Mate 60 回归高端市场。');
  });

  it('is the list item of the first mention', () => {
    expect(context('推荐：\n1. **小米14**：性价比高，徕卡影像。\n2. 华为', '小米')).toBe('小米14：性价比高，徕卡影像。');
  });

  it('completes a bare heading or item with what describes it', () => {
    expect(context('### 1. 华为（HUAWEI）\n高端市场份额领先。影像出色。', '华为')).toBe('华为（HUAWEI）：高端市场份额领先。');
    expect(context('1. **霸王茶姬**\n   - 门店数：约5000家\n   - 特点：增长最快', '霸王茶姬')).toBe('霸王茶姬：门店数：约5000家；特点：增长最快');
  });

  it('drops citation markers, also two side by side (they look like a reference-style link)', () => {
    expect(context('1. **华为**：影像系统领先[citation:1][citation:5]，鸿蒙生态[citation:2]。', '华为')).toBe('华为：影像系统领先，鸿蒙生态。');
  });

  it('is the row of a table, cell by cell', () => {
    expect(context('| 排名 | 品牌 |\n|---|---|\n| 1 | **蔚来** |', '蔚来')).toBe('1 | 蔚来');
  });

  it('keeps a readable length around the mention', () => {
    const long = `${'在讨论行业长期发展时，很多报告都会提到传统渠道的深厚积累与客户基础，'.repeat(6)}而泰康在养老赛道处于领先地位，${'其经验被同业视为样本，'.repeat(6)}。`;
    const c = context(long, '泰康');
    expect(c.length).toBeLessThanOrEqual(201);
    expect(c).toContain('泰康');
    expect(c.startsWith('…')).toBe(true);
  });

  it("is '' when the brand is not mentioned", () => {
    expect(context('小米的影像出色。', '华为')).toBe('');
  });
});
