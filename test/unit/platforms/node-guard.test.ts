// The node guard reads the job's deadline on the engine's clock, not the wall clock.
import { describe, expect, it } from 'vitest';
import { ExecutionError, RATE_LIMIT_MIN_DELAY_MS, retryDelayFor } from '../../../src-main/engine/execution/types.js';
import { fail } from '../../../src-main/engine/nodes/errors.js';
import { guarded } from '../../../src-main/engine/nodes/guard.js';
import type { ExecutionJob } from '../../../src-main/engine/execution/types.js';

const job = (deadline: number): ExecutionJob => ({
  subTaskId: 1,
  taskId: 'e3b0c44298fc1c149afbf4c8996fb924',
  attempt: 1,
  platform: 'deepseek',
  mode: 'standard',
  prompt: '手机',
  screenshot: 0,
  monitorTerms: [],
  regionCode: null,
  deadline,
  signal: new AbortController().signal,
});

describe('guarded', () => {
  it('refuses to start when the deadline has passed on the engine clock, even if not on the wall clock', async () => {
    const deadline = Date.now() + 60_000;
    let ran = false;
    const err = await guarded(job(deadline), { now: () => deadline + 1 }, async () => undefined, async () => {
      ran = true;
    }).catch((e: unknown) => e);
    expect(ran).toBe(false);
    expect(err).toBeInstanceOf(ExecutionError);
    expect((err as ExecutionError).message).toBe('执行超时: deepseek — 租约截止时间已过，未开始执行');
  });

  it('runs the work when the engine clock leaves time, whatever the wall clock says', async () => {
    const deadline = Date.now() - 60_000;
    expect(await guarded(job(deadline), { now: () => deadline - 30_000 }, async () => undefined, async () => 'done')).toBe('done');
  });
});

describe('retry delay per failure kind', () => {
  it('backs a rate limit off at least a minute and four times the delay; other kinds keep the delay', () => {
    expect(retryDelayFor(fail.rateLimit('doubao'), 300_000)).toBe(1_200_000);
    expect(retryDelayFor(fail.rateLimit('doubao'), 100)).toBe(RATE_LIMIT_MIN_DELAY_MS);
    expect(retryDelayFor(fail.busy('doubao'), 300_000)).toBe(300_000);
    expect(retryDelayFor(new Error('x'), 300_000)).toBe(300_000);
    expect(fail.rateLimit('doubao', '710022004').message).toBe('平台限流(请求过于频繁): doubao — 710022004');
    expect(fail.busy('qianwen').message).toBe('平台繁忙: qianwen');
  });
});
