// Pacing through the scheduler: a platform's own concurrency and spacing from the settings, and
// a rate limit that holds the platform's whole queue without spending the sub-task's retries
// while other platforms go on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExecutionJob } from '../../src-main/engine/execution/types.js';
import type { ScriptedOutcome } from '../../src-main/engine/execution/scripted.js';
import { startTestService, waitFor, waitForFinal, type TestService } from '../helpers/service.js';

interface Start {
  platform: string;
  prompt: string;
  /** the scheduler's start time (the lease deadline minus the run timeout) */
  at: number;
}
const starts: Start[] = [];
const TIMEOUT_MS = 60_000;

function script(job: ExecutionJob): ScriptedOutcome {
  starts.push({ platform: job.platform, prompt: job.prompt, at: job.deadline - TIMEOUT_MS });
  if (job.prompt.includes('限流')) return { kind: 'error', error: 'rate_limit', message: '平台限流(请求过于频繁): deepseek — 请稍后再试' };
  return { kind: 'answer', answer: { answerContent: `回答: ${job.prompt}` }, delayMs: 100 };
}

let t: TestService;
beforeAll(async () => {
  t = await startTestService({ scripted: script, concurrency: 4, maxRetries: 2, retryDelayMs: 200 });
  t.service.engine.settings.save({ subTaskTimeoutMs: TIMEOUT_MS });
});
afterAll(async () => {
  await t?.close();
});

const rows = (taskId: string) =>
  t.service.engine.store.all(t.service.engine.store.db.selectFrom('sub_tasks').select(['prompt', 'status', 'failures', 'attempts', 'error_message', 'next_attempt_at', 'updated_at']).where('task_id', '=', taskId).orderBy('id'));

describe('pacing', () => {
  it("keeps a platform's own concurrency and spacing", async () => {
    t.service.engine.settings.save({ platformPacing: { kimi: { concurrency: 1, spacingMs: 1_500 } } });
    const { token } = t.account('pacing');
    const sub = await t.call('POST', '/task/batch/shared', { token, body: { prompts: ['咖啡机推荐', '手机推荐', '耳机推荐'], platforms: [{ platform: 'kimi', mode: 'standard' }] } });
    expect((await waitForFinal(t, token, sub.body.data.taskId, 30_000)).status).toBe('completed');
    const kimi = starts.filter((s) => s.platform === 'kimi').map((s) => s.at);
    expect(kimi).toHaveLength(3);
    // one at a time and the spacing apart. The start seen here is read after the run's bookkeeping
    // (load, mark processing), which a loaded CI machine delays unevenly by up to a few hundred ms;
    // without spacing the three would start within ~100 ms of each other.
    expect(kimi[1]! - kimi[0]!).toBeGreaterThanOrEqual(1_200);
    expect(kimi[2]! - kimi[1]!).toBeGreaterThanOrEqual(1_200);
  });

  it("a rate limit holds the platform's queue without spending a retry; other platforms go on", async () => {
    t.service.engine.settings.save({ platformPacing: { deepseek: { concurrency: 1 } }, rateLimitPauseMs: 120_000 });
    const { token } = t.account('ratelimit');
    const limited = await t.call('POST', '/task/batch/shared', { token, body: { prompts: ['限流 咖啡品牌推荐'], platforms: [{ platform: 'deepseek', mode: 'standard' }] } });
    const [first] = await waitFor(async () => {
      const r = rows(limited.body.data.taskId);
      return r[0]!.error_message ? r : null;
    });
    const later = await t.call('POST', '/task/batch/shared', {
      token,
      body: { prompts: ['茶叶品牌推荐'], platforms: [{ platform: 'deepseek', mode: 'standard' }, { platform: 'qianwen', mode: 'standard' }] },
    });
    await waitFor(async () => rows(later.body.data.taskId)[1]!.status === 'completed');

    expect(first).toMatchObject({ status: 'pending', failures: 0, attempts: 1, error_message: '平台限流(请求过于频繁): deepseek — 请稍后再试' });
    expect(first!.next_attempt_at - first!.updated_at).toBe(120_000);
    // the other deepseek sub-task waits for the pause; it never started
    expect(rows(later.body.data.taskId)[0]).toMatchObject({ status: 'pending', attempts: 0 });
    expect(starts.filter((s) => s.prompt === '茶叶品牌推荐').map((s) => s.platform)).toEqual(['qianwen']);
    const paused = (await t.call('GET', '/api/local/nodes', { token })).body.data.pausedPlatforms;
    expect(paused).toEqual([{ platform: 'deepseek', until: first!.next_attempt_at, reason: '平台限流(请求过于频繁): deepseek — 请稍后再试' }]);

    for (const id of [limited.body.data.taskId, later.body.data.taskId]) expect((await t.call('PUT', `/task/${id}/stop`, { token })).body.success).toBe(true);
  });
});
