import { describe, expect, it } from 'vitest';
import { YUANBAO_WEB } from '../../src-main/engine/platforms/yuanbao/definition.js';
import { encodeBase64Url } from '../../src-main/sandbox/index.js';
import { brandsOf, domAgainstStream, expectGoods, expectReferences, expectRefusal, expectScreenshot, expectSharePage, expectVideos, runTogether } from './family-cases.js';
import { job, received, useReplicaPool } from './helpers.js';

const env = useReplicaPool('yuanbao-web');

// the four modes run side by side in the file's one browser; each test reads its own result
const modes = {
  standard: job({ platform: 'yuanbao', mode: 'standard', prompt: '2025年有哪些值得推荐的手机品牌？' }),
  reasoning: job({ platform: 'yuanbao', mode: 'reasoning', prompt: '降噪耳机哪个牌子好', screenshot: 2, monitorTerms: ['不存在的品牌XYZ'] }),
  search: job({ platform: 'yuanbao', mode: 'search', prompt: '新能源汽车哪个品牌好', screenshot: 1 }),
  reasoning_search: job({ platform: 'yuanbao', mode: 'reasoning_search', prompt: '扫地机器人哪个牌子好？推荐几款', screenshot: 2, monitorTerms: ['不相关', '石头科技', '石头'] }),
};
const result = runTogether(env, modes);

describe('yuanbao web: the four modes', () => {
  it('standard: a structured answer, no sources, no reasoning; the remembered 联网搜索 is switched off', async () => {
    const j = modes.standard;
    const r = await result('standard');
    expect(r.capturedFrom).toBe('stream');
    expect(brandsOf('phone').filter((b) => r.answerContent.includes(b)).length).toBeGreaterThanOrEqual(4);
    expect(r.answerContent).toMatch(/^### /m);
    expect(r.answerContent).not.toContain('(@ref)');
    expect(r.referenceList).toEqual([]);
    expect(r.citedIndexes).toEqual([]);
    expect(r.reasoningProcess).toBeNull();
    expect(r.searchKeywords).toEqual([]);
    expect(r.recommendedQuestions).toHaveLength(3);
    expect(r.screenshotFile).toBeNull();
    expect(r.shareUrl).toBeNull();
    const [req] = await received(env.sandbox.baseUrl, j.subTaskId);
    expect(req).toMatchObject({ prompt: '2025年有哪些值得推荐的手机品牌？', reasoning: false, search: false, outcome: 'answer', mobile: false });
  });

  it('reasoning: the deep-think model answers with its reasoning; screenshot 2 without the term takes none', async () => {
    const j = modes.reasoning;
    const r = await result('reasoning');
    expect(r.reasoningProcess?.content.length).toBeGreaterThan(50);
    expect(r.referenceList).toEqual([]);
    expect(r.screenshotFile).toBeNull();
    expect(r.shareUrl).toBeNull();
    expect((await received(env.sandbox.baseUrl, j.subTaskId))[0]).toMatchObject({ reasoning: true, search: false });
  });

  it('search: references by doc index (the url-less plugin doc left out), cited subset; screenshot 1 with a share link', async () => {
    const r = await result('search');
    expect(r.reasoningProcess).toBeNull();
    expectReferences(r, { min: 5, summary: true, numbered: true });
    expect(r.citedIndexes.length).toBeGreaterThan(0);
    const markers = [...r.answerContent.matchAll(/\[citation:(\d+)\]/g)].map((m) => Number(m[1]));
    expect(markers.every((n) => r.citedIndexes.includes(n))).toBe(true);
    expect(r.searchKeywords).toEqual([]);

    await expectScreenshot(env, r);
    await expectSharePage(r, new RegExp(`^${env.sandbox.baseUrl}/yuanbao/s/[A-Za-z0-9]+$`), ['新能源汽车哪个品牌好', r.referenceList[0]!.url]);
  });

  it('reasoning_search on a shopping question: everything, with video and product cards; screenshot 2 with the term mentioned', async () => {
    const j = modes.reasoning_search;
    const r = await result('reasoning_search');
    expect(r.reasoningProcess).not.toBeNull();
    expect(r.referenceList.length).toBeGreaterThan(0);
    expect(r.citedIndexes.length).toBeGreaterThan(0);
    expectVideos(r, /^(\d+:)?\d{2}:\d{2}$/);
    expectGoods(r, { filled: ['mall', 'mallPlatform'], numericPrice: true, httpsUrl: true });
    expect(r.screenshotFile).not.toBeNull();
    expect(r.shareUrl).not.toBeNull();
    expect((await received(env.sandbox.baseUrl, j.subTaskId))[0]).toMatchObject({ reasoning: true, search: true });
  });
});

describe('yuanbao web: directives and refusals', () => {
  it('streams the Markdown of [sim:answer=…] and never types a directive', async () => {
    const markdown = '### 结论\n\n1. **品牌甲**：测试答案\n2. **品牌乙**：第二名';
    const j = job({ platform: 'yuanbao', prompt: `[sim:delay=200]请给出结论[sim:answer=${encodeBase64Url(markdown)}]` });
    const r = await env.pool.run(j);
    expect(r.answerContent).toBe(markdown);
    const reqs = await received(env.sandbox.baseUrl, j.subTaskId);
    expect(reqs.map((x) => x.prompt)).toEqual(['请给出结论']);
  });

  it('[sim:login]: the login modal stops the attempt before anything is asked', () =>
    expectRefusal(env, { job: { platform: 'yuanbao', prompt: '[sim:login] 手机推荐' }, kind: 'login', message: expect.stringContaining('平台登录已失效(登录墙): yuanbao'), outcomes: [] }));

  it('[sim:captcha]: Tencent captcha is a challenge', () =>
    expectRefusal(env, {
      job: { platform: 'yuanbao', mode: 'search', prompt: '[sim:captcha] 手机推荐' },
      kind: 'challenge',
      message: expect.stringContaining('遇到平台安全验证(验证码/挑战页): yuanbao'),
      outcomes: ['challenge'],
    }));

  it('refuses a chat request made outside the page (no page signature)', async () => {
    const page = await fetch(`${env.sandbox.baseUrl}/yuanbao/chat/naQivTmsDa`);
    const cookie = (page.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
    expect(cookie).toContain('hy_token=');
    const headers = { 'content-type': 'application/json', cookie };
    const conv = (await (await fetch(`${env.sandbox.baseUrl}/yuanbao/api/user/agent/conversation/create`, { method: 'POST', headers, body: '{"agentId":"naQivTmsDa"}' })).json()) as { id: string };
    const res = await fetch(`${env.sandbox.baseUrl}/yuanbao/api/chat/${conv.id}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ prompt: '手机推荐', chatModelId: 'deep_seek_v3', supportFunctions: ['closeInternetSearch'] }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).not.toContain('event-stream');
  });
});

describe('yuanbao web: DOM fallback', () => {
  it('reads the rendered answer, sources drawer, reasoning and follow-ups when the stream cannot be captured', async () => {
    const { dom, streamed } = await domAgainstStream(env, YUANBAO_WEB, { mode: 'reasoning_search', prompt: '推荐几款跑鞋' });
    expect(streamed.capturedFrom).toBe('stream');
    expect(dom.referenceList.map((x) => x.site)).toEqual(streamed.referenceList.map((x) => x.site));
    expect(dom.recommendedQuestions).toEqual(streamed.recommendedQuestions);
  });
});
