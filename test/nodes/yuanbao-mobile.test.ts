import { describe, expect, it } from 'vitest';
import { expectBusyThenAnswer, expectRefusal, expectScreenshot } from './family-cases.js';
import { job, received, useReplicaPool } from './helpers.js';

const env = useReplicaPool('yuanbao-mobile');

describe('yuanbao_mobile', () => {
  it('sets both modes through the tools sheet, sends with the button, captures cards; no share link on mobile', async () => {
    const j = job({ platform: 'yuanbao_mobile', mode: 'reasoning_search', prompt: '护肤品牌推荐，哪款精华值得买', screenshot: 1 });
    const r = await env.pool.run(j);
    expect(r.capturedFrom).toBe('stream');
    expect(r.reasoningProcess).not.toBeNull();
    expect(r.referenceList.length).toBeGreaterThan(0);
    expect(r.citedIndexes.length).toBeGreaterThan(0);
    expect(r.videoList.length).toBeGreaterThan(0);
    expect(r.goods.length).toBeGreaterThan(0);
    expect(r.goods[0]).toMatchObject({ position: 1, priceUnit: '¥' });
    await expectScreenshot(env, r);
    expect(r.shareUrl).toBeNull();
    const [req] = await received(env.sandbox.baseUrl, j.subTaskId);
    expect(req).toMatchObject({ mobile: true, reasoning: true, search: true, prompt: '护肤品牌推荐，哪款精华值得买' });
  });

  it('standard, search and reasoning side by side in one browser', async () => {
    const mobile = job({ platform: 'yuanbao_mobile', mode: 'standard', prompt: '白酒送礼推荐' });
    const search = job({ platform: 'yuanbao_mobile', mode: 'search', prompt: '咖啡品牌推荐' });
    const reasoning = job({ platform: 'yuanbao_mobile', mode: 'reasoning', prompt: '笔记本电脑推荐' });
    const [m, s, t] = await Promise.all([env.pool.run(mobile), env.pool.run(search), env.pool.run(reasoning)]);
    expect(m.referenceList).toEqual([]);
    expect(m.reasoningProcess).toBeNull();
    expect(m.answerContent).toContain('茅台');
    expect(s.referenceList.length).toBeGreaterThan(0);
    expect(t.reasoningProcess).not.toBeNull();
    expect(t.referenceList).toEqual([]);
    expect((await received(env.sandbox.baseUrl, mobile.subTaskId))[0]).toMatchObject({ mobile: true, search: false, reasoning: false });
    expect((await received(env.sandbox.baseUrl, search.subTaskId))[0]).toMatchObject({ mobile: true, search: true, reasoning: false });
    expect((await received(env.sandbox.baseUrl, reasoning.subTaskId))[0]).toMatchObject({ mobile: true, search: false, reasoning: true });
  });
});

describe('yuanbao: busy, rate limit and empty answers', () => {
  it('[sim:fail-times=2]: two busy attempts, then the answer, under one X-Sim-Key', () =>
    expectBusyThenAnswer(env, { platform: 'yuanbao_mobile', times: 2, message: expect.stringContaining('当前使用人数较多，请稍后再试'), answer: '瑞幸' }));

  it('[sim:ratelimit]: the throttled account is a rate_limit error with the site message', () =>
    expectRefusal(env, {
      job: { platform: 'yuanbao', prompt: '[sim:ratelimit] 手机推荐' },
      kind: 'rate_limit',
      message: expect.stringContaining('当前提问过于频繁，请稍后再试'),
      outcomes: ['rate_limit'],
    }));

  it('[sim:empty]: a stream that ends without text is no answer', () =>
    expectRefusal(env, { job: { platform: 'yuanbao', mode: 'search', prompt: '[sim:empty] 手机推荐' }, kind: 'no_answer' }));

  it('[sim:norefs]: a search answer without references still completes', async () => {
    const j = job({ platform: 'yuanbao', mode: 'search', prompt: '[sim:norefs] 手机推荐' });
    const r = await env.pool.run(j);
    expect(r.answerContent).not.toBe('');
    expect(r.referenceList).toEqual([]);
    expect((await received(env.sandbox.baseUrl, j.subTaskId))[0]).toMatchObject({ search: true, outcome: 'answer' });
  });
});
