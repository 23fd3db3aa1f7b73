import { describe, expect, it } from 'vitest';
import { DEEPSEEK_WEB } from '../../src-main/engine/platforms/deepseek/definition.js';
import { CATEGORIES } from '../../src-main/sandbox/content/catalog.js';
import { encodeBase64Url } from '../../src-main/sandbox/index.js';
import { domAgainstStream, expectCitedInAnswer, expectReasonedSearch, expectReferences, expectScreenshot, expectSharePage, runTogether } from './family-cases.js';
import { job, received, useReplicaPool } from './helpers.js';

const env = useReplicaPool('web');
const phoneBrands = CATEGORIES.find((c) => c.id === 'phone')!.brands.map((b) => b.name);

// the four modes run side by side in the file's one browser; each test reads its own result
const modes = {
  standard: job({ mode: 'standard', prompt: '2025年有哪些值得推荐的手机品牌？', screenshot: 0 }),
  reasoning: job({ mode: 'reasoning', prompt: '推荐几款降噪耳机', screenshot: 2, monitorTerms: ['不存在的品牌XYZ'] }),
  search: job({ mode: 'search', prompt: '新能源汽车哪个品牌好', screenshot: 1 }),
  reasoning_search: job({ mode: 'reasoning_search', prompt: '婴儿奶粉哪个牌子好', screenshot: 2, monitorTerms: ['不相关', '飞鹤'] }),
};
const result = runTogether(env, modes);

describe('deepseek web: the four modes', () => {
  it('standard: an answer naming real brands, no sources, no reasoning, no screenshot (0)', async () => {
    const j = modes.standard;
    const r = await result('standard');
    expect(r.capturedFrom).toBe('stream');
    expect(phoneBrands.filter((b) => r.answerContent.includes(b)).length).toBeGreaterThanOrEqual(5);
    expect(r.answerContent).toMatch(/^1\. \*\*/m);
    expect(r.referenceList).toEqual([]);
    expect(r.citedIndexes).toEqual([]);
    expect(r.answerContent).not.toContain('[citation:');
    expect(r.reasoningProcess).toBeNull();
    expect(r.searchKeywords).toEqual([]);
    expect(r.recommendedQuestions).toHaveLength(3);
    expect(r.screenshotFile).toBeNull();
    expect(r.shareUrl).toBeNull();
    // the replica remembers 联网搜索 as on: the driver had to read it and switch it off
    const [req] = await received(env.sandbox.baseUrl, j.subTaskId);
    expect(req).toMatchObject({ prompt: '2025年有哪些值得推荐的手机品牌？', reasoning: false, search: false, attempt: 1, outcome: 'answer' });
  });

  it('reasoning: reasoning process, still no sources; screenshot 2 without the term mentioned takes none', async () => {
    const j = modes.reasoning;
    const r = await result('reasoning');
    expect(r.reasoningProcess?.content.length).toBeGreaterThan(50);
    expect(r.reasoningProcess!.content.startsWith(r.reasoningProcess!.summary.replace(/…$/, ''))).toBe(true);
    expect(r.referenceList).toEqual([]);
    expect(r.searchKeywords).toEqual([]);
    expect(r.screenshotFile).toBeNull();
    expect(r.shareUrl).toBeNull();
    expect((await received(env.sandbox.baseUrl, j.subTaskId))[0]).toMatchObject({ reasoning: true, search: false });
  });

  it('search: references with dates and sites, the cited subset, search words; screenshot 1 with a share link', async () => {
    const r = await result('search');
    expect(r.reasoningProcess).toBeNull();
    expectReferences(r, { min: 6, summary: true, numbered: true });
    expectCitedInAnswer(r);
    expect(r.searchKeywords.length).toBeGreaterThan(0);

    expect(r.screenshotFile).toMatch(/\.png$/);
    await expectScreenshot(env, r);
    await expectSharePage(r, new RegExp(`^${env.sandbox.baseUrl}/deepseek/share/[a-z0-9]+$`), ['新能源汽车哪个品牌好', r.answerContent.slice(0, 20)]);
  });

  it('reasoning_search: everything; screenshot 2 with the term mentioned', async () => {
    const j = modes.reasoning_search;
    const r = await result('reasoning_search');
    await expectReasonedSearch(env, j, r, '飞鹤');
  });
});

describe('deepseek web: sandbox directives', () => {
  it('streams the Markdown given by [sim:answer=…] and never types a directive', async () => {
    const markdown = '## 结论\n\n1. **品牌甲**：测试答案\n2. **品牌乙**：第二名\n\n| 品牌 | 排名 |\n| --- | --- |\n| 品牌甲 | 1 |';
    const j = job({ prompt: `[sim:delay=200]请给出结论[sim:answer=${encodeBase64Url(markdown)}]` });
    const r = await env.pool.run(j);
    expect(r.answerContent).toBe(markdown);
    const reqs = await received(env.sandbox.baseUrl, j.subTaskId);
    expect(reqs).toHaveLength(1);
    expect(reqs[0]!.prompt).toBe('请给出结论');
    expect(reqs[0]!.directives).toEqual({ delayMs: 200, answer: markdown });
  });
});

describe('deepseek web: DOM fallback', () => {
  it('reads the rendered answer when the stream cannot be captured', async () => {
    await domAgainstStream(env, DEEPSEEK_WEB, { mode: 'reasoning_search', prompt: '推荐几款跑鞋' });
  });
});
