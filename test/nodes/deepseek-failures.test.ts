import { describe, expect, it } from 'vitest';
import { ExecutionError } from '../../src-main/engine/execution/types.js';
import { BrowserHost } from '../../src-main/engine/nodes/browser.js';
import { freshSubTaskId, job, received, useReplicaPool } from './helpers.js';

const env = useReplicaPool('fail');

async function failure(promise: Promise<unknown>): Promise<ExecutionError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ExecutionError);
  return err as ExecutionError;
}

describe('deepseek: retries against [sim:fail-times=N]', () => {
  it('fails attempts 1 and 2 with the busy error and succeeds at 3 under the same X-Sim-Key', async () => {
    const subTaskId = freshSubTaskId();
    const prompt = '[sim:fail-times=2]推荐几个咖啡品牌';
    for (const attempt of [1, 2]) {
      const err = await failure(env.pool.run(job({ subTaskId, attempt, prompt })));
      expect(err.kind).toBe('busy');
      expect(err.message).toBe('平台繁忙: deepseek — 服务器繁忙，请稍后再试。');
    }
    const ok = await env.pool.run(job({ subTaskId, attempt: 3, prompt }));
    expect(ok.answerContent).toContain('瑞幸咖啡');
    const reqs = await received(env.sandbox.baseUrl, subTaskId);
    expect(reqs.map((r) => [r.attempt, r.outcome])).toEqual([
      [1, 'busy'],
      [2, 'busy'],
      [3, 'answer'],
    ]);
    expect(reqs.every((r) => r.prompt === '推荐几个咖啡品牌')).toBe(true);
  });

  it('[sim:fail] fails every attempt as a platform error', async () => {
    const subTaskId = freshSubTaskId();
    for (const attempt of [1, 2]) {
      expect((await failure(env.pool.run(job({ subTaskId, attempt, prompt: '[sim:fail] 银行推荐' })))).kind).toBe('busy');
    }
    expect((await received(env.sandbox.baseUrl, subTaskId)).map((r) => r.outcome)).toEqual(['busy', 'busy']);
  });
});

describe('deepseek: login wall and challenge', () => {
  it('[sim:login] fails with kind login before anything is asked', async () => {
    const j = job({ prompt: '[sim:login] 手机推荐' });
    const err = await failure(env.pool.run(j));
    expect(err.kind).toBe('login');
    expect(err.message).toBe('平台登录已失效(登录墙): deepseek');
    expect(await received(env.sandbox.baseUrl, j.subTaskId)).toEqual([]);
  });

  it('[sim:login] is a login wall in every mode and layout', async () => {
    const jobs = (['standard', 'reasoning', 'search', 'reasoning_search'] as const).flatMap((mode) => [
      job({ mode, prompt: '[sim:login] 手机推荐' }),
      job({ platform: 'deepseek_mobile', mode, prompt: '[sim:login] 手机推荐' }),
    ]);
    const errors = await Promise.all(jobs.map((j) => failure(env.pool.run(j))));
    expect(errors.map((e) => e.kind)).toEqual(jobs.map(() => 'login'));
  });

  it('[sim:captcha] fails with kind challenge', async () => {
    const j = job({ mode: 'search', prompt: '[sim:captcha] 手机推荐' });
    const err = await failure(env.pool.run(j));
    expect(err.kind).toBe('challenge');
    expect(err.message).toBe('遇到平台安全验证(验证码/挑战页): deepseek');
    expect((await received(env.sandbox.baseUrl, j.subTaskId)).map((r) => r.outcome)).toEqual(['challenge']);
  });
});

describe('deepseek: abort and deadline', () => {
  it('stops at once when the signal aborts', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const running = env.pool.run(job({ prompt: '[sim:delay=30000] 手机推荐', signal: controller.signal }));
    setTimeout(() => controller.abort(), 2_500);
    const err = await failure(running);
    expect(err.kind).toBe('aborted');
    expect(Date.now() - started).toBeLessThan(8_000);
  });

  it('gives up before the lease deadline', async () => {
    const j = job({ prompt: '[sim:delay=30000] 手机推荐', deadlineMs: 5_500 });
    const err = await failure(env.pool.run(j));
    expect(err.kind).toBe('timeout');
    expect(err.message).toMatch(/^执行超时: deepseek — 超过截止时间\(\d+ 秒内未完成\)$/);
    // the contract: the scheduler hears of it before the lease ends
    expect(Date.now()).toBeLessThan(j.deadline);
    // the env.pool is still usable afterwards
    expect((await env.pool.run(job({ prompt: '笔记本电脑推荐' }))).answerContent).toContain('联想');
  });

  it('refuses an already aborted job and unknown platforms', async () => {
    const controller = new AbortController();
    controller.abort();
    expect((await failure(env.pool.run(job({ prompt: '手机', signal: controller.signal })))).kind).toBe('aborted');
    expect(env.pool.supports('deepseek')).toBe(true);
    expect(env.pool.supports('deepseek_mobile')).toBe(true);
    expect(env.pool.supports('nosuch')).toBe(false);
    expect((await failure(env.pool.run(job({ platform: 'nosuch', prompt: '手机' })))).kind).toBe('platform');
  });
});

describe('browser host', () => {
  it('shares one launch between concurrent callers and relaunches after a disconnect', async () => {
    const host = new BrowserHost(null, async () => ({ headless: true, channel: null }));
    try {
      const [a, b] = await Promise.all([host.get(), host.get()]);
      expect(a).toBe(b);
      await a.close();
      const c = await host.get();
      expect(c).not.toBe(a);
      expect(c.isConnected()).toBe(true);
    } finally {
      await host.close();
    }
  });
});
