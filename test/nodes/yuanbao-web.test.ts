import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExecutionJob, ExecutionResult } from '../../src-main/engine/execution/types.js';
import { NodePool } from '../../src-main/engine/nodes/index.js';
import { YUANBAO_WEB } from '../../src-main/engine/platforms/yuanbao/definition.js';
import { CATEGORIES } from '../../src-main/sandbox/content/catalog.js';
import { encodeBase64Url, sandboxPromptRouting } from '../../src-main/sandbox/index.js';
import { failure, isPng, job, received, useReplicaPool } from './helpers.js';

const env = useReplicaPool('yuanbao-web');
const brandsOf = (id: string) => CATEGORIES.find((c) => c.id === id)!.brands.map((b) => b.name);

// the four modes run side by side in the file's one browser; each test reads its own result
const modes = {
  standard: job({ platform: 'yuanbao', mode: 'standard', prompt: '2025年有哪些值得推荐的手机品牌？' }),
  reasoning: job({ platform: 'yuanbao', mode: 'reasoning', prompt: '降噪耳机哪个牌子好', screenshot: 2, monitorTerms: ['不存在的品牌XYZ'] }),
  search: job({ platform: 'yuanbao', mode: 'search', prompt: '新能源汽车哪个品牌好', screenshot: 1 }),
  reasoning_search: job({ platform: 'yuanbao', mode: 'reasoning_search', prompt: '扫地机器人哪个牌子好？推荐几款', screenshot: 2, monitorTerms: ['不相关', '石头科技', '石头'] }),
};
const results = new Map<ExecutionJob, Promise<ExecutionResult>>();
beforeAll(() => {
  for (const j of Object.values(modes)) {
    const running = env.pool.run(j);
    running.catch(() => undefined);
    results.set(j, running);
  }
});

describe('yuanbao web: the four modes', () => {
  it('standard: a structured answer, no sources, no reasoning; the remembered 联网搜索 is switched off', async () => {
    const j = modes.standard;
    const r = await results.get(j)!;
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
    const r = await results.get(j)!;
    expect(r.reasoningProcess?.content.length).toBeGreaterThan(50);
    expect(r.referenceList).toEqual([]);
    expect(r.screenshotFile).toBeNull();
    expect(r.shareUrl).toBeNull();
    expect((await received(env.sandbox.baseUrl, j.subTaskId))[0]).toMatchObject({ reasoning: true, search: false });
  });

  it('search: references by doc index (the url-less plugin doc left out), cited subset; screenshot 1 with a share link', async () => {
    const j = modes.search;
    const r = await results.get(j)!;
    expect(r.reasoningProcess).toBeNull();
    expect(r.referenceList.length).toBeGreaterThanOrEqual(5);
    for (const ref of r.referenceList) {
      expect(ref.url).toMatch(/^https:\/\//);
      expect(ref.publishTime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(ref.site).not.toBe('');
      expect(ref.summary).not.toBe('');
    }
    expect(r.referenceList.map((x) => x.index)).toEqual(r.referenceList.map((_, i) => i + 1));
    expect(r.citedIndexes.length).toBeGreaterThan(0);
    const markers = [...r.answerContent.matchAll(/\[citation:(\d+)\]/g)].map((m) => Number(m[1]));
    expect(markers.every((n) => r.citedIndexes.includes(n))).toBe(true);
    expect(r.searchKeywords).toEqual([]);

    expect(await isPng(join(env.dataDir, 'screenshots', r.screenshotFile!))).toBe(true);
    expect(r.shareUrl).toMatch(new RegExp(`^${env.sandbox.baseUrl}/yuanbao/s/[A-Za-z0-9]+$`));
    const shared = await fetch(r.shareUrl!);
    expect(shared.status).toBe(200);
    const html = await shared.text();
    expect(html).toContain('新能源汽车哪个品牌好');
    expect(html).toContain(r.referenceList[0]!.url);
  });

  it('reasoning_search on a shopping question: everything, with video and product cards; screenshot 2 with the term mentioned', async () => {
    const j = modes.reasoning_search;
    const r = await results.get(j)!;
    expect(r.reasoningProcess).not.toBeNull();
    expect(r.referenceList.length).toBeGreaterThan(0);
    expect(r.citedIndexes.length).toBeGreaterThan(0);
    expect(r.videoList.length).toBeGreaterThan(0);
    for (const [i, v] of r.videoList.entries()) {
      expect(v.position).toBe(i + 1);
      expect(v.url).toMatch(/^https:\/\//);
      expect(v.videoId).not.toBe('');
      expect(v.duration).toMatch(/^(\d+:)?\d{2}:\d{2}$/);
    }
    expect(r.goods.length).toBeGreaterThan(0);
    for (const [i, g] of r.goods.entries()) {
      expect(g.position).toBe(i + 1);
      expect(g.price).toMatch(/^\d+(\.\d+)?$/);
      expect(g.priceUnit).toBe('¥');
      expect(g.mall).not.toBe('');
      expect(g.mallPlatform).not.toBe('');
      expect(g.url).toMatch(/^https:\/\//);
    }
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

  it('[sim:login]: the login modal stops the attempt before anything is asked', async () => {
    const j = job({ platform: 'yuanbao', prompt: '[sim:login] 手机推荐' });
    const err = await failure(env.pool.run(j));
    expect(err.kind).toBe('login');
    expect(err.message).toContain('平台登录已失效(登录墙): yuanbao');
    expect(await received(env.sandbox.baseUrl, j.subTaskId)).toEqual([]);
  });

  it('[sim:captcha]: Tencent captcha is a challenge', async () => {
    const j = job({ platform: 'yuanbao', mode: 'search', prompt: '[sim:captcha] 手机推荐' });
    const err = await failure(env.pool.run(j));
    expect(err.kind).toBe('challenge');
    expect(err.message).toContain('遇到平台安全验证(验证码/挑战页): yuanbao');
    expect((await received(env.sandbox.baseUrl, j.subTaskId)).map((x) => x.outcome)).toEqual(['challenge']);
  });

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
    const blind = new NodePool({
      dataDir: env.dataDir,
      routing: sandboxPromptRouting(env.sandbox.baseUrl),
      definitions: (code) => (code === 'yuanbao' ? { ...YUANBAO_WEB, stream: { ...YUANBAO_WEB.stream, requests: [{ method: 'POST', pathSuffix: '/no/such/stream' }] } } : undefined),
    });
    try {
      const prompt = '推荐几款跑鞋';
      const [dom, streamed] = await Promise.all([blind.run(job({ platform: 'yuanbao', mode: 'reasoning_search', prompt })), env.pool.run(job({ platform: 'yuanbao', mode: 'reasoning_search', prompt }))]);
      expect(dom.capturedFrom).toBe('dom');
      expect(streamed.capturedFrom).toBe('stream');
      // the same deterministic answer, once from the stream and once from the page
      expect(dom.answerContent.replace(/\s+/g, '')).toBe(streamed.answerContent.replace(/\s+/g, ''));
      expect(dom.citedIndexes).toEqual(streamed.citedIndexes);
      expect(dom.referenceList.map((x) => x.url)).toEqual(streamed.referenceList.map((x) => x.url));
      expect(dom.referenceList.map((x) => x.site)).toEqual(streamed.referenceList.map((x) => x.site));
      expect(dom.reasoningProcess?.content).toBe(streamed.reasoningProcess?.content);
      expect(dom.recommendedQuestions).toEqual(streamed.recommendedQuestions);
    } finally {
      await blind.close();
    }
  });
});
