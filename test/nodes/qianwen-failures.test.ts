import { describe, expect, it } from 'vitest';
import { expectBusyThenAnswer, expectRefusal } from './family-cases.js';
import { failure, freshSubTaskId, job, received, useReplicaPool } from './helpers.js';

const env = useReplicaPool('qianwen-fail');

describe('qianwen: busy, rate limit and retries', () => {
  it('fails attempts 1 and 2 with the busy record and succeeds at 3 under the same X-Sim-Key', () =>
    expectBusyThenAnswer(env, { platform: 'qianwen', times: 2, message: '平台繁忙: qianwen — 当前使用人数过多，请稍后再试', answer: '瑞幸咖啡' }));

  it('[sim:ratelimit] is a rate limit and [sim:fail] busy, on web and phone', async () => {
    const jobs = [
      job({ platform: 'qianwen', prompt: '[sim:ratelimit] 手机推荐' }),
      job({ platform: 'qianwen_mobile', prompt: '[sim:ratelimit] 手机推荐' }),
      job({ platform: 'qianwen_mobile', prompt: '[sim:fail] 银行推荐' }),
    ];
    const errs = await Promise.all(jobs.map((j) => failure(env.pool.run(j))));
    expect(errs.map((e) => [e.kind, e.message])).toEqual([
      ['rate_limit', '平台限流(请求过于频繁): qianwen — 您的提问太频繁了，请稍后再试'],
      ['rate_limit', '平台限流(请求过于频繁): qianwen_mobile — 您的提问太频繁了，请稍后再试'],
      ['busy', '平台繁忙: qianwen_mobile — 当前使用人数过多，请稍后再试'],
    ]);
  });

  it('[sim:empty] is an empty answer, not a success; [sim:norefs] is a search answer without references, not an error', async () => {
    const [empty, norefs] = await Promise.all([
      failure(env.pool.run(job({ platform: 'qianwen', mode: 'search', prompt: '[sim:empty] 手机推荐' }))),
      env.pool.run(job({ platform: 'qianwen', mode: 'search', prompt: '[sim:norefs] 手机推荐' })),
    ]);
    expect([empty.kind, empty.message]).toEqual(['no_answer', '未获取到回答: qianwen — 回答内容为空']);
    expect(norefs.answerContent).toContain('华为');
    expect([norefs.referenceList, norefs.citedIndexes]).toEqual([[], []]);
    expect(norefs.searchKeywords.length).toBeGreaterThan(0);
  });
});

describe('qianwen: login wall and challenge', () => {
  it('[sim:login] shows the login wall: kind login before anything is asked, on web and phone', async () => {
    const web = job({ platform: 'qianwen', prompt: '[sim:login] 手机推荐' });
    const phone = job({ platform: 'qianwen_mobile', prompt: '[sim:login] 手机推荐' });
    const errs = await Promise.all([web, phone].map((j) => failure(env.pool.run(j))));
    expect(errs.map((e) => [e.kind, e.message])).toEqual([
      ['login', '平台登录已失效(登录墙): qianwen'],
      ['login', '平台登录已失效(登录墙): qianwen_mobile'],
    ]);
    expect(await received(env.sandbox.baseUrl, web.subTaskId)).toEqual([]);
  });

  it('[sim:captcha] answers with the anti-bot layer: kind challenge', () =>
    expectRefusal(env, { job: { platform: 'qianwen', mode: 'search', prompt: '[sim:captcha] 手机推荐' }, kind: 'challenge', message: '遇到平台安全验证(验证码/挑战页): qianwen', outcomes: ['challenge'] }));
});

describe('qianwen: the chat request is signed in the page', () => {
  it('a request made outside the page, with a valid session but no bx-ua, is refused', async () => {
    const base = `${env.sandbox.baseUrl}/qianwen`;
    const page = await fetch(`${base}/`);
    const cookies = page.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length);
    const key = String(freshSubTaskId());
    const body = {
      req_id: 'a'.repeat(32),
      session_id: 'b'.repeat(32),
      parent_req_id: '0',
      messages: [{ content: '手机推荐', mime_type: 'text/plain' }],
      deep_search: '0',
      scene_param: { search: '0', thinking: '0' },
    };
    const res = await fetch(`${base}/api/v2/chat?biz_id=ai_qwen&chat_client=h5&device=pc&fr=pc&pr=qwen&ut=u1&nonce=abc&timestamp=${Date.now()}`, {
      method: 'POST',
      headers: { cookie: cookies.join('; '), 'content-type': 'application/json', 'x-xsrf-token': xsrf, 'x-deviceid': 'u1', 'x-sim-key': key },
      body: JSON.stringify(body),
    });
    expect(await res.json()).toEqual({ success: false, error_code: 40300, error_msg: '非法请求', data: null });
    const info = await fetch(`${base}/api/v2/user/info`, { headers: { cookie: cookies.join('; ') } });
    expect(((await info.json()) as { success: boolean }).success).toBe(true);
    expect((await received(env.sandbox.baseUrl, Number(key))).map((r) => r.outcome)).toEqual(['rejected']);
  });
});
