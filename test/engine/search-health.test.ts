// A search-mode answer without references is recorded per result and reported per platform.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchReferenceHealth } from '../../src-main/engine/execution/search-health.js';
import { startTestService, waitForFinal, type TestService } from '../helpers/service.js';

let t: TestService;
beforeAll(async () => {
  t = await startTestService({ concurrency: 2 });
});
afterAll(async () => {
  await t?.close();
});

describe('search reference health', () => {
  it('counts search-mode answers and those that carried references, per platform', async () => {
    const { token } = t.account('health');
    const before = Date.now();
    const submitted = await t.call('POST', '/task/batch/shared', {
      token,
      body: {
        prompts: ['扫地机器人推荐', '[sim:norefs] 蓝牙耳机推荐'],
        platforms: [
          { platform: 'deepseek', mode: 'search' },
          { platform: 'deepseek', mode: 'standard' },
        ],
      },
    });
    expect(submitted.body.success).toBe(true);
    const final = await waitForFinal(t, token, submitted.body.data.taskId, 120_000);
    expect(final.status).toBe('completed');

    const health = searchReferenceHealth(t.service.engine.store, before);
    // the standard-mode answers are not search answers; the [sim:norefs] one is the degraded one
    expect(health).toEqual([{ platform: 'deepseek', searchAnswers: 2, withReferences: 1, share: 0.5 }]);
    expect(searchReferenceHealth(t.service.engine.store, Date.now() + 60_000)).toEqual([]);
  }, 150_000);
});
