import { describe, expect, it } from 'vitest';
import { DOUBAO_WEB } from '../../src-main/engine/platforms/doubao/definition.js';
import { brandsOf, domAgainstStream, expectCitedInAnswer, expectGoods, expectReferences, expectScreenshot, expectSharePage, expectVideos, runTogether } from './family-cases.js';
import { job, received, useReplicaPool } from './helpers.js';

// the real site wants a headed Chrome; the sandbox routing runs the replica in the shared headless Chromium
const env = useReplicaPool('doubao-web');

// the four modes run side by side in the file's one browser; each test reads its own result
const modes = {
  standard: job({ platform: 'doubao', mode: 'standard', prompt: '2025年有哪些值得推荐的手机品牌？' }),
  reasoning: job({ platform: 'doubao', mode: 'reasoning', prompt: '推荐几款降噪耳机', screenshot: 2, monitorTerms: ['不存在的品牌XYZ'] }),
  search: job({ platform: 'doubao', mode: 'search', prompt: '新能源汽车哪个品牌好', screenshot: 1 }),
  reasoning_search: job({ platform: 'doubao', mode: 'reasoning_search', prompt: '婴儿奶粉哪个牌子好', screenshot: 2, monitorTerms: ['飞鹤'] }),
};
const result = runTogether(env, modes);

describe('doubao web: the four modes', () => {
  it('standard: brands in doubao style, no sources, no reasoning; the remembered 联网搜索 is switched off', async () => {
    const j = modes.standard;
    const r = await result('standard');
    expect(r.capturedFrom).toBe('stream');
    expect(brandsOf('phone').filter((b) => r.answerContent.includes(b)).length).toBeGreaterThanOrEqual(4);
    // emoji-led bold section titles
    expect(r.answerContent).toMatch(/^\*\*\p{Extended_Pictographic}/mu);
    expect(r.answerContent).not.toContain('[citation:');
    expect(r.referenceList).toEqual([]);
    expect(r.reasoningProcess).toBeNull();
    expect(r.searchKeywords).toEqual([]);
    expect(r.videoList).toEqual([]);
    expect(r.recommendedQuestions).toHaveLength(3);
    expect(r.screenshotFile).toBeNull();
    expect(r.shareUrl).toBeNull();
    const [req] = await received(env.sandbox.baseUrl, j.subTaskId);
    expect(req).toMatchObject({ family: 'doubao', prompt: '2025年有哪些值得推荐的手机品牌？', reasoning: false, search: false, outcome: 'answer', mobile: false });
  });

  it('reasoning: the thinking block, no sources; screenshot 2 without the term takes none', async () => {
    const j = modes.reasoning;
    const r = await result('reasoning');
    expect(r.reasoningProcess?.content.length).toBeGreaterThan(50);
    expect(r.referenceList).toEqual([]);
    expect(r.screenshotFile).toBeNull();
    expect((await received(env.sandbox.baseUrl, j.subTaskId))[0]).toMatchObject({ reasoning: true, search: false });
  });

  it('search: references by text-card index, search words, video cards, images; screenshot 1 with a /thread/ share link', async () => {
    const r = await result('search');
    expect(r.reasoningProcess).toBeNull();
    expectReferences(r, { min: 6, numbered: true });
    expectCitedInAnswer(r);
    expect(r.searchKeywords.length).toBeGreaterThan(0);
    expectVideos(r, /^\d+:\d{2}(:\d{2})?$/);
    expect(r.mediaContent.length).toBeGreaterThan(0);

    await expectScreenshot(env, r);
    await expectSharePage(r, new RegExp(`^${env.sandbox.baseUrl}/doubao/thread/[a-z0-9]{14}$`), ['新能源汽车哪个品牌好', r.answerContent.slice(0, 12)]);
  });

  it('reasoning_search, shopping question: everything plus product cards; screenshot 2 with the term mentioned', async () => {
    const j = modes.reasoning_search;
    const r = await result('reasoning_search');
    expect(r.answerContent).toContain('飞鹤');
    expect(r.reasoningProcess).not.toBeNull();
    expect(r.referenceList.length).toBeGreaterThan(0);
    expect(r.searchKeywords.length).toBeGreaterThan(0);
    expectGoods(r, { filled: ['title', 'url', 'thumbnail', 'price', 'mall', 'shopName', 'mallPlatform', 'mallProductId', 'skuId'] });
    expect(r.screenshotFile).not.toBeNull();
    expect(r.shareUrl).toMatch(/\/doubao\/thread\/[a-z0-9]+$/);
    expect((await received(env.sandbox.baseUrl, j.subTaskId))[0]).toMatchObject({ reasoning: true, search: true });
  });
});

describe('doubao web: DOM fallback', () => {
  it('reads answer, citation chips, references drawer, thinking and suggestions from the page when the stream is not captured', async () => {
    const { dom, streamed: stream } = await domAgainstStream(env, DOUBAO_WEB, { mode: 'reasoning_search', prompt: '推荐几款跑鞋' });
    expect(stream.capturedFrom).toBe('stream');
    expect(dom.referenceList.map((x) => [x.index, x.url])).toEqual(stream.referenceList.map((x) => [x.index, x.url]));
    expect(dom.referenceList.map((x) => x.site)).toEqual(stream.referenceList.map((x) => x.site));
    expect(dom.recommendedQuestions).toEqual(stream.recommendedQuestions);
  });
});
