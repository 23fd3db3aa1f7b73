// Retry rules per failure kind, end to end through the scheduler: a busy platform is retried after
// the usual delay; a rate-limited one holds its platform's queue for the rate-limit pause and
// spends no retry at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src-main/engine/settings.js';
import { startTestService, waitFor, waitForFinal, type TestService } from '../helpers/service.js';

let t: TestService;
beforeAll(async () => {
  t = await startTestService({ concurrency: 2, maxRetries: 3, retryDelayMs: 200 });
});
afterAll(async () => {
  await t?.close();
});

describe('retry rules per failure kind', () => {
  it('busy retries after the retry delay; rate limit waits out the platform pause with its own errorMessage, no retry spent', async () => {
    const { token } = t.account('retry');
    // a rate limit holds its whole platform: the busy one runs on another platform
    const busyTask = await t.call('POST', '/task/batch/shared', { token, body: { prompts: ['[sim:fail-times=1] 咖啡品牌推荐'], platforms: [{ platform: 'kimi', mode: 'standard' }] } });
    const submitted = await t.call('POST', '/task/batch/shared', { token, body: { prompts: ['[sim:ratelimit] 手机推荐'], platforms: [{ platform: 'deepseek', mode: 'standard' }] } });
    expect(busyTask.body.success && submitted.body.success).toBe(true);
    const { db } = t.service.engine.store;
    const rows = () => t.service.engine.store.all(db.selectFrom('sub_tasks').select(['prompt', 'status', 'failures', 'error_message', 'next_attempt_at', 'updated_at']).orderBy('id'));
    const [busy, limited] = await waitFor(async () => {
      const [b, l] = rows();
      return b!.status === 'completed' && l!.error_message !== null && l!.status === 'pending' ? [b!, l!] : null;
    }, 90_000, 200);
    // the busy one was retried within the short delay and completed
    expect(busy.failures).toBe(1);
    expect(limited.error_message).toBe('平台限流(请求过于频繁): deepseek — 您的请求过于频繁，请稍后再试。');
    expect(limited.failures).toBe(0);
    expect(limited.next_attempt_at - limited.updated_at).toBe(DEFAULT_SETTINGS.rateLimitPauseMs);
    // stopping the task settles it; the rate-limited sub-task was never retried meanwhile
    expect((await t.call('PUT', `/task/${submitted.body.data.taskId}/stop`, { token })).body.success).toBe(true);
    const final = await waitForFinal(t, token, submitted.body.data.taskId, 30_000);
    expect(final.status).not.toBe('processing');
    expect(rows()[1]!.failures).toBe(0);
  }, 120_000);
});
