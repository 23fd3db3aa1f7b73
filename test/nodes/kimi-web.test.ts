import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { launchBrowser } from '../../src-main/engine/nodes/browser.js';
import { NodePool } from '../../src-main/engine/nodes/index.js';
import { KIMI_CHAT_PATH, KIMI_WEB } from '../../src-main/engine/platforms/kimi/definition.js';
import { parseKimiStream } from '../../src-main/engine/platforms/kimi/stream-parser.js';
import { CATEGORIES } from '../../src-main/sandbox/content/catalog.js';
import { sandboxPromptRouting } from '../../src-main/sandbox/routing.js';
import { failure, freshSubTaskId, isPng, job, received, sharedBrowser, useReplicaPool } from './helpers.js';

const env = useReplicaPool('kimi');
const brandsOf = (id: string) => CATEGORIES.find((c) => c.id === id)!.brands.map((b) => b.name);
const kimi = (input: Parameters<typeof job>[0]) => job({ platform: 'kimi', ...input });

describe.concurrent('kimi: the four modes', () => {
  it('standard: an answer naming real brands, no sources, no reasoning; the remembered search switch is turned off', async () => {
    const j = kimi({ mode: 'standard', prompt: '2025年有哪些值得推荐的手机品牌？', screenshot: 0 });
    const r = await env.pool.run(j);
    expect(r.capturedFrom).toBe('stream');
    expect(brandsOf('phone').filter((b) => r.answerContent.includes(b)).length).toBeGreaterThanOrEqual(4);
    expect(r.answerContent).toMatch(/^### /m);
    expect(r.referenceList).toEqual([]);
    expect(r.answerContent).not.toMatch(/\[citation:|\[\^/);
    expect(r.reasoningProcess).toBeNull();
    expect(r.searchKeywords).toEqual([]);
    // Kimi's stream carries no follow-up questions, video or product cards
    expect(r.recommendedQuestions).toEqual([]);
    expect(r.videoList).toEqual([]);
    expect(r.goods).toEqual([]);
    expect(r.screenshotFile).toBeNull();
    expect(r.shareUrl).toBeNull();
    const [req] = await received(env.sandbox.baseUrl, j.subTaskId);
    expect(req).toMatchObject({ family: 'kimi', prompt: '2025年有哪些值得推荐的手机品牌？', reasoning: false, search: false, attempt: 1, outcome: 'answer' });
  });

  it('reasoning: the thinking block, still no sources; screenshot 2 without the term mentioned takes none', async () => {
    const j = kimi({ mode: 'reasoning', prompt: '推荐几款降噪耳机', screenshot: 2, monitorTerms: ['不存在的品牌XYZ'] });
    const r = await env.pool.run(j);
    expect(r.reasoningProcess?.content.length).toBeGreaterThan(50);
    expect(r.referenceList).toEqual([]);
    expect(r.searchKeywords).toEqual([]);
    expect(r.screenshotFile).toBeNull();
    expect((await received(env.sandbox.baseUrl, j.subTaskId))[0]).toMatchObject({ reasoning: true, search: false });
  });

  it('search: references mapped by the spans, search words; screenshot 1 with a share link', async () => {
    const j = kimi({ mode: 'search', prompt: '新能源汽车哪个品牌好', screenshot: 1 });
    const r = await env.pool.run(j);
    expect(r.reasoningProcess).toBeNull();
    expect(r.referenceList.length).toBeGreaterThanOrEqual(6);
    for (const ref of r.referenceList) {
      expect(ref.url).toMatch(/^https:\/\//);
      expect(ref.publishTime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(ref.site).not.toBe('');
      expect(ref.summary).not.toBe('');
      expect(ref.icon).not.toBe('');
    }
    expect(r.citedIndexes.length).toBeGreaterThan(0);
    for (const n of r.citedIndexes) expect(r.answerContent).toContain(`[citation:${n}]`);
    expect(r.searchKeywords.length).toBeGreaterThan(0);
    expect((await received(env.sandbox.baseUrl, j.subTaskId))[0]).toMatchObject({ reasoning: false, search: true });

    expect(await isPng(join(env.dataDir, 'screenshots', r.screenshotFile!))).toBe(true);
    expect(r.shareUrl).toMatch(new RegExp(`^${env.sandbox.baseUrl}/kimi/share/[a-z0-9]{20}$`));
    const shared = await fetch(r.shareUrl!);
    expect(shared.status).toBe(200);
    const html = await shared.text();
    expect(html).toContain('新能源汽车哪个品牌好');
  });

  it('reasoning_search: everything; screenshot 2 with the term mentioned', async () => {
    const j = kimi({ mode: 'reasoning_search', prompt: '婴儿奶粉哪个牌子好', screenshot: 2, monitorTerms: ['不相关', '飞鹤'] });
    const r = await env.pool.run(j);
    expect(r.answerContent).toContain('飞鹤');
    expect(r.reasoningProcess).not.toBeNull();
    expect(r.referenceList.length).toBeGreaterThan(0);
    expect(r.citedIndexes.length).toBeGreaterThan(0);
    expect(r.searchKeywords.length).toBeGreaterThan(0);
    expect(existsSync(join(env.dataDir, 'screenshots', r.screenshotFile!))).toBe(true);
    expect(r.shareUrl).not.toBeNull();
    expect((await received(env.sandbox.baseUrl, j.subTaskId))[0]).toMatchObject({ reasoning: true, search: true });
  });
});

describe.concurrent('kimi: refusals', () => {
  it('[sim:fail-times=2]: unavailable twice (busy), then the answer under the same X-Sim-Key', async () => {
    const subTaskId = freshSubTaskId();
    const prompt = '[sim:fail-times=2]推荐几个咖啡品牌';
    for (const attempt of [1, 2]) {
      const err = await failure(env.pool.run(kimi({ subTaskId, attempt, prompt })));
      expect(err.kind).toBe('busy');
      expect(err.message).toBe('平台繁忙: kimi — 当前使用人数较多，请稍后再试');
    }
    const ok = await env.pool.run(kimi({ subTaskId, attempt: 3, prompt }));
    expect(ok.answerContent).toContain('瑞幸咖啡');
    expect((await received(env.sandbox.baseUrl, subTaskId)).map((r) => [r.attempt, r.outcome])).toEqual([
      [1, 'busy'],
      [2, 'busy'],
      [3, 'answer'],
    ]);
  });

  it('[sim:ratelimit]: resource_exhausted is a rate limit', async () => {
    const j = kimi({ mode: 'search', prompt: '[sim:ratelimit] 手机推荐' });
    const err = await failure(env.pool.run(j));
    expect(err.kind).toBe('rate_limit');
    expect(err.message).toBe('平台限流(请求过于频繁): kimi — 请求过于频繁，请稍后再试');
    expect((await received(env.sandbox.baseUrl, j.subTaskId)).map((r) => r.outcome)).toEqual(['rate_limit']);
  });

  it('[sim:login]: the refresh is refused, the login wall shows, nothing is asked', async () => {
    const j = kimi({ prompt: '[sim:login] 手机推荐' });
    const err = await failure(env.pool.run(j));
    expect(err.kind).toBe('login');
    expect(err.message).toBe('平台登录已失效(登录墙): kimi');
    expect(await received(env.sandbox.baseUrl, j.subTaskId)).toEqual([]);
  });

  it('[sim:captcha]: the anti-bot page in front of the gateway is a challenge', async () => {
    const j = kimi({ mode: 'search', prompt: '[sim:captcha] 手机推荐' });
    const err = await failure(env.pool.run(j));
    expect(err.kind).toBe('challenge');
    expect((await received(env.sandbox.baseUrl, j.subTaskId)).map((r) => r.outcome)).toEqual(['challenge']);
  });

  it('[sim:norefs]: a search answer whose tool block returned no results carries no references', async () => {
    const j = kimi({ mode: 'search', prompt: '[sim:norefs] 新能源汽车哪个品牌好' });
    const r = await env.pool.run(j);
    expect(r.answerContent).toContain('比亚迪');
    expect(r.referenceList).toEqual([]);
    expect(r.citedIndexes).toEqual([]);
    expect((await received(env.sandbox.baseUrl, j.subTaskId))[0]).toMatchObject({ search: true, outcome: 'answer' });
  });

  it('[sim:empty]: a completed stream without text is an empty answer', async () => {
    const err = await failure(env.pool.run(kimi({ prompt: '[sim:empty] 手机推荐' })));
    expect(err.kind).toBe('no_answer');
    expect(err.message).toBe('未获取到回答: kimi — 回答内容为空');
  });
});

describe('kimi: the DOM route', () => {
  it('reads the rendered answer, reasoning and sources when the stream cannot be captured', async () => {
    const blind = new NodePool({
      dataDir: env.dataDir,
      routing: sandboxPromptRouting(env.sandbox.baseUrl),
      browserEndpoint: sharedBrowser(),
      definitions: (code) => (code === 'kimi' ? { ...KIMI_WEB, stream: { ...KIMI_WEB.stream, requests: [{ method: 'POST', pathSuffix: '/no/such/stream' }] } } : undefined),
    });
    try {
      const [dom, streamed] = await Promise.all([
        blind.run(kimi({ mode: 'reasoning_search', prompt: '推荐几款跑鞋' })),
        env.pool.run(kimi({ mode: 'reasoning_search', prompt: '推荐几款跑鞋' })),
      ]);
      expect(dom.capturedFrom).toBe('dom');
      expect(dom.answerContent.replace(/\s+/g, '')).toBe(streamed.answerContent.replace(/\s+/g, ''));
      expect(dom.citedIndexes).toEqual(streamed.citedIndexes);
      expect(dom.referenceList.map((x) => x.url)).toEqual(streamed.referenceList.map((x) => x.url));
      expect(dom.reasoningProcess?.content).toBe(streamed.reasoningProcess?.content);
    } finally {
      await blind.close();
    }
  });
});

describe('kimi: the gateway refuses requests made outside the page', () => {
  it('a valid session but no page signature is permission_denied; a forged JWT is unauthenticated', async () => {
    const base = `${env.sandbox.baseUrl}/kimi`;
    const page = await (await fetch(`${base}/`)).text();
    const refreshToken = /"refreshToken":"([^"]+)"/.exec(page)![1]!;
    const refreshed = await fetch(`${base}/api/auth/token/refresh`, { headers: { authorization: `Bearer ${refreshToken}` } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get('set-cookie')).toMatch(/^kimi-auth=ey[\w-]+\.[\w-]+\.[\w-]+; Path=\/kimi/);
    const { access_token: jwt } = (await refreshed.json()) as { access_token: string };

    const json = Buffer.from(JSON.stringify({ scenario: 'SCENARIO_K2', message: { role: 'user', blocks: [{ text: { content: '手机推荐' } }] }, options: { thinking: false } }));
    const body = Buffer.concat([Buffer.from([0, 0, 0, 0, 0]), json]);
    body.writeUInt32BE(json.length, 1);
    const ask = async (token: string) => {
      const res = await fetch(`${base}${KIMI_CHAT_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/connect+json', 'connect-protocol-version': '1', 'x-msh-platform': 'web', authorization: `Bearer ${token}` },
        body,
      });
      return parseKimiStream({ url: res.url, status: res.status, headers: Object.fromEntries(res.headers), body: Buffer.from(await res.arrayBuffer()) });
    };
    expect((await ask(jwt)).error).toEqual({ kind: 'platform', message: 'invalid request signature' });
    expect((await ask(`${jwt.slice(0, -4)}AAAA`)).error?.kind).toBe('login');
    expect((await fetch(`${base}/api/auth/token/refresh`, { headers: { authorization: 'Bearer kimi-rt-forged' } })).status).toBe(401);
  });
});

describe('kimi: the page keeps its short-lived JWT fresh', () => {
  it('trades the refresh token on load, and again before sending when kimi-auth is about to lapse', async () => {
    const endpoint = sharedBrowser();
    const browser = endpoint ? await chromium.connect(endpoint) : await launchBrowser(null, { headless: true, channel: null });
    try {
      const subTaskId = freshSubTaskId();
      const context = await browser.newContext({ extraHTTPHeaders: { 'x-sim-key': String(subTaskId) } });
      const page = await context.newPage();
      await page.goto(`${env.sandbox.baseUrl}/kimi/`);
      await page.locator('#app[data-ready="true"]').waitFor();
      const jwtNow = async () => (await context.cookies()).find((c) => c.name === 'kimi-auth')?.value ?? '';
      const claims = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as { exp: number; typ: string };
      const first = await jwtNow();
      expect(claims(first).typ).toBe('access');
      expect(claims(first).exp * 1000 - Date.now()).toBeGreaterThan(14 * 60_000);

      // a token 30 s from expiry (and not one the gateway would take): the page must renew it first
      const header = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url');
      const lapsing = `${header}.${Buffer.from(JSON.stringify({ ...claims(first), exp: Math.floor(Date.now() / 1000) + 30 })).toString('base64url')}.c2ln`;
      await context.addCookies([{ name: 'kimi-auth', value: lapsing, domain: new URL(env.sandbox.baseUrl).hostname, path: '/kimi' }]);
      expect(await jwtNow()).toBe(lapsing);
      await page.locator('.chat-input-editor').fill('推荐几个咖啡品牌');
      await page.keyboard.press('Enter');
      await page.locator('.segment-assistant-actions').waitFor();
      const renewed = await jwtNow();
      expect(renewed).not.toBe(lapsing);
      expect(claims(renewed).exp * 1000 - Date.now()).toBeGreaterThan(14 * 60_000);
      expect((await received(env.sandbox.baseUrl, subTaskId)).map((r) => r.outcome)).toEqual(['answer']);
    } finally {
      await browser.close();
    }
  });
});
