import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchBrowser } from '../../src-main/engine/nodes/browser.js';
import { KIMI_CHAT_PATH, KIMI_WEB } from '../../src-main/engine/platforms/kimi/definition.js';
import { parseKimiStream } from '../../src-main/engine/platforms/kimi/stream-parser.js';
import { brandsOf, domAgainstStream, expectBusyThenAnswer, expectCitedInAnswer, expectReasonedSearch, expectReferences, expectRefusal, expectScreenshot, expectSharePage } from './family-cases.js';
import { freshSubTaskId, job, received, sharedBrowser, useReplicaPool } from './helpers.js';

const env = useReplicaPool('kimi');
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
    expectReferences(r, { min: 6, summary: true, icon: true });
    expectCitedInAnswer(r);
    expect(r.searchKeywords.length).toBeGreaterThan(0);
    expect((await received(env.sandbox.baseUrl, j.subTaskId))[0]).toMatchObject({ reasoning: false, search: true });

    await expectScreenshot(env, r);
    await expectSharePage(r, new RegExp(`^${env.sandbox.baseUrl}/kimi/share/[a-z0-9]{20}$`), ['新能源汽车哪个品牌好']);
  });

  it('reasoning_search: everything; screenshot 2 with the term mentioned', async () => {
    const j = kimi({ mode: 'reasoning_search', prompt: '婴儿奶粉哪个牌子好', screenshot: 2, monitorTerms: ['不相关', '飞鹤'] });
    const r = await env.pool.run(j);
    await expectReasonedSearch(env, j, r, '飞鹤');
  });
});

describe.concurrent('kimi: refusals', () => {
  it('[sim:fail-times=2]: unavailable twice (busy), then the answer under the same X-Sim-Key', () =>
    expectBusyThenAnswer(env, { platform: 'kimi', times: 2, message: '平台繁忙: kimi — 当前使用人数较多，请稍后再试', answer: '瑞幸咖啡' }));

  it('[sim:ratelimit]: resource_exhausted is a rate limit', () =>
    expectRefusal(env, {
      job: { platform: 'kimi', mode: 'search', prompt: '[sim:ratelimit] 手机推荐' },
      kind: 'rate_limit',
      message: '平台限流(请求过于频繁): kimi — 请求过于频繁，请稍后再试',
      outcomes: ['rate_limit'],
    }));

  it('[sim:login]: the refresh is refused, the login wall shows, nothing is asked', () =>
    expectRefusal(env, { job: { platform: 'kimi', prompt: '[sim:login] 手机推荐' }, kind: 'login', message: '平台登录已失效(登录墙): kimi', outcomes: [] }));

  it('[sim:captcha]: the anti-bot page in front of the gateway is a challenge', () =>
    expectRefusal(env, { job: { platform: 'kimi', mode: 'search', prompt: '[sim:captcha] 手机推荐' }, kind: 'challenge', outcomes: ['challenge'] }));

  it('[sim:norefs]: a search answer whose tool block returned no results carries no references', async () => {
    const j = kimi({ mode: 'search', prompt: '[sim:norefs] 新能源汽车哪个品牌好' });
    const r = await env.pool.run(j);
    expect(r.answerContent).toContain('比亚迪');
    expect(r.referenceList).toEqual([]);
    expect(r.citedIndexes).toEqual([]);
    expect((await received(env.sandbox.baseUrl, j.subTaskId))[0]).toMatchObject({ search: true, outcome: 'answer' });
  });

  it('[sim:empty]: a completed stream without text is an empty answer', () =>
    expectRefusal(env, { job: { platform: 'kimi', prompt: '[sim:empty] 手机推荐' }, kind: 'no_answer', message: '未获取到回答: kimi — 回答内容为空' }));
});

describe('kimi: the DOM route', () => {
  it('reads the rendered answer, reasoning and sources when the stream cannot be captured', async () => {
    await domAgainstStream(env, KIMI_WEB, { mode: 'reasoning_search', prompt: '推荐几款跑鞋' });
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
