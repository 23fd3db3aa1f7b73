import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../src-main/sandbox/content/catalog.js';
import { composeAnswer } from '../../../src-main/sandbox/content/compose.js';

describe('composeAnswer (replica answers)', () => {
  it('is deterministic per prompt and mode', () => {
    const a = composeAnswer('2025年值得买的新能源汽车', { reasoning: true, search: true });
    const b = composeAnswer('2025年值得买的新能源汽车', { reasoning: true, search: true });
    expect(a).toEqual(b);
    expect(composeAnswer('2025年值得买的新能源汽车', { reasoning: false, search: false }).markdown).not.toEqual(a.markdown);
  });

  it.each([
    ['有哪些好喝的咖啡品牌', 'coffee'],
    ['婴儿奶粉哪个牌子好', 'milk_powder'],
    ['推荐一款轻薄笔记本', 'laptop'],
    ['跑鞋推荐', 'sports_shoes'],
    ['重疾险怎么买', 'insurance'],
    ['哪家银行信用卡好', 'bank'],
    ['买什么空调省电', 'appliance'],
  ])('names real brands of the category for %s', (prompt, id) => {
    const answer = composeAnswer(prompt, { reasoning: false, search: false });
    const category = CATEGORIES.find((c) => c.id === id)!;
    expect(answer.categoryId).toBe(id);
    const named = category.brands.filter((b) => answer.markdown.includes(`**${b.name}**`));
    expect(named.length).toBeGreaterThanOrEqual(5);
    expect(answer.markdown).toMatch(/^1\. \*\*/m);
    expect(answer.markdown).toContain('| 品牌 |');
  });

  it('cites sources only in search modes and reasons only in reasoning modes', () => {
    const plain = composeAnswer('手机推荐', { reasoning: false, search: false });
    expect(plain.markdown).not.toContain('[citation:');
    expect(plain.sources).toEqual([]);
    expect(plain.reasoning).toBeNull();
    const full = composeAnswer('手机推荐', { reasoning: true, search: true });
    const cited = [...full.markdown.matchAll(/\[citation:(\d+)\]/g)].map((m) => Number(m[1]));
    expect(cited.length).toBeGreaterThan(0);
    expect(Math.max(...cited)).toBeLessThanOrEqual(full.sources.length);
    expect(full.sources.every((s) => /^https:\/\//.test(s.url) && s.siteName && s.publishedAt > 1.6e9)).toBe(true);
    expect(full.reasoning).toContain('嗯');
    expect(full.searchQueries.length).toBeGreaterThan(0);
    expect(full.followUps).toHaveLength(3);
  });

  it('falls back to a structured answer for unknown topics and honours an answer override', () => {
    const generic = composeAnswer('如何学习弹钢琴？', { reasoning: false, search: true });
    expect(generic.categoryId).toBeNull();
    expect(generic.markdown).toContain('### 一、');
    expect(generic.sources.length).toBeGreaterThan(0);
    expect(composeAnswer('手机', { reasoning: false, search: false, answerOverride: '# 自定义' }).markdown).toBe('# 自定义');
  });
});
