import { describe, expect, it } from 'vitest';
import { expectBusyThenAnswer } from './family-cases.js';
import { failure, freshSubTaskId, job, received, useReplicaPool } from './helpers.js';

// the real site wants a headed Chrome; the sandbox routing runs the replica in the shared headless Chromium
const env = useReplicaPool('doubao-mf');

describe('doubao_mobile', () => {
  it('sets both switches in the + sheet, sends with the button; goods kept, video cards and search words not', async () => {
    const j = job({ platform: 'doubao_mobile', mode: 'reasoning_search', prompt: '扫地机器人哪款值得买', screenshot: 1 });
    const r = await env.pool.run(j);
    expect(r.capturedFrom).toBe('stream');
    expect(r.reasoningProcess).not.toBeNull();
    expect(r.referenceList.length).toBeGreaterThan(0);
    expect(r.citedIndexes.length).toBeGreaterThan(0);
    expect(r.goods.length).toBeGreaterThan(0);
    expect(r.goods[0]).toMatchObject({ position: 1, priceUnit: '¥' });
    expect(r.videoList).toEqual([]);
    expect(r.searchKeywords).toEqual([]);
    expect(r.screenshotFile).toMatch(/\.png$/);
    expect(r.shareUrl).toBeNull();
    expect((await received(env.sandbox.baseUrl, j.subTaskId))[0]).toMatchObject({ mobile: true, reasoning: true, search: true, prompt: '扫地机器人哪款值得买' });
  });

  it('standard, reasoning and search on the phone, side by side with the web code', async () => {
    const jobs = [
      job({ platform: 'doubao_mobile', mode: 'standard', prompt: '白酒送礼推荐' }),
      job({ platform: 'doubao_mobile', mode: 'reasoning', prompt: '咖啡品牌推荐' }),
      job({ platform: 'doubao_mobile', mode: 'search', prompt: '护肤品牌推荐' }),
      job({ platform: 'doubao', mode: 'search', prompt: '跑鞋哪个牌子好' }),
      job({ platform: 'doubao', mode: 'search', prompt: '[sim:norefs] 跑鞋哪个牌子好' }),
    ];
    const [standard, reasoning, search, web, degraded] = await Promise.all(jobs.map((j) => env.pool.run(j)));
    expect(standard!.answerContent).toContain('茅台');
    expect(standard!.referenceList).toEqual([]);
    expect(standard!.reasoningProcess).toBeNull();
    expect(reasoning!.reasoningProcess).not.toBeNull();
    expect(reasoning!.referenceList).toEqual([]);
    expect(search!.referenceList.length).toBeGreaterThan(0);
    expect(search!.reasoningProcess).toBeNull();
    // the phone answers shorter than the web page
    expect(search!.answerContent.length).toBeLessThan(web!.answerContent.length);
    expect(web!.searchKeywords.length).toBeGreaterThan(0);
    // a throttled doubao searches but answers without references: completed, nothing cited
    expect(degraded!.searchKeywords).toEqual(web!.searchKeywords);
    expect(degraded!.referenceList).toEqual([]);
    expect(degraded!.answerContent).not.toContain('[citation:');
    const flags = await Promise.all(jobs.map(async (j) => (await received(env.sandbox.baseUrl, j.subTaskId))[0]));
    expect(flags.map((f) => [f!.mobile, f!.reasoning, f!.search])).toEqual([
      [true, false, false],
      [true, true, false],
      [true, false, true],
      [false, false, true],
      [false, false, true],
    ]);
  });
});

describe('doubao: refusals', () => {
  it('login wall, captcha, rate limit and an empty answer each fail with their own kind and message', async () => {
    const login = job({ platform: 'doubao', prompt: '[sim:login] 手机推荐' });
    const captcha = job({ platform: 'doubao', mode: 'search', prompt: '[sim:captcha] 手机推荐' });
    const limited = job({ platform: 'doubao', prompt: '[sim:ratelimit] 手机推荐' });
    const empty = job({ platform: 'doubao_mobile', prompt: '[sim:empty] 手机推荐' });
    const [eLogin, eCaptcha, eLimited, eEmpty] = await Promise.all([login, captcha, limited, empty].map((j) => failure(env.pool.run(j))));
    expect([eLogin!.kind, eLogin!.message]).toEqual(['login', '平台登录已失效(登录墙): doubao']);
    // the wall shows on page load: nothing was asked
    expect(await received(env.sandbox.baseUrl, login.subTaskId)).toEqual([]);
    expect([eCaptcha!.kind, eCaptcha!.message]).toEqual(['challenge', '遇到平台安全验证(验证码/挑战页): doubao']);
    expect((await received(env.sandbox.baseUrl, captcha.subTaskId)).map((r) => r.outcome)).toEqual(['challenge']);
    expect([eLimited!.kind, eLimited!.message]).toEqual(['rate_limit', '平台限流(请求过于频繁): doubao — 你的请求过于频繁，请稍后再试']);
    expect([eEmpty!.kind, eEmpty!.message]).toEqual(['no_answer', '未获取到回答: doubao_mobile — 回答内容为空']);
  });

  it('busy on the first attempt, answered on the retry under the same sub-task', () =>
    expectBusyThenAnswer(env, { platform: 'doubao', times: 1, message: '平台繁忙: doubao — 当前使用人数较多，请稍后再试', answer: '瑞幸咖啡' }));

  it('a completion request made outside the page (no a_bogus) is refused even with a valid session', async () => {
    const key = freshSubTaskId();
    const page = await fetch(`${env.sandbox.baseUrl}/doubao/chat/`);
    const cookie = page.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toMatch(/sessionid=.*sessionid_ss=.*ttwid=.*msToken=/);
    const msToken = /msToken=([^;]+)/.exec(cookie)![1];
    const body = JSON.stringify({ messages: [{ content_block: [{ block_type: 10000, content: { text_block: { text: '手机推荐' } } }] }], option: { need_deep_think: 0 }, ext: { use_search: '0' } });
    const res = await fetch(`${env.sandbox.baseUrl}/doubao/chat/completion?device_id=1&fp=verify_x&msToken=${msToken}&a_bogus=forged`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-sim-key': String(key) },
      body,
    });
    expect(await res.json()).toMatchObject({ code: 710010003 });
    expect((await received(env.sandbox.baseUrl, key)).map((r) => r.outcome)).toEqual(['rejected']);
  });
});
