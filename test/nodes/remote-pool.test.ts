// Remote browsers: a real Playwright browser server on loopback joins the local Chromium as a
// second pool. Work spreads over both (capacity = the sum); killing the server mid-run marks
// its pool down and its sub-task goes back to the queue without spending a retry, finishing on
// the local pool.
import { existsSync } from 'node:fs';
import { chromium, type BrowserServer } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserCandidates, CHROMIUM_ARGS } from '../../src-main/engine/nodes/browser.js';
import { startTestService, waitFor, waitForFinal, type TestService } from '../helpers/service.js';
import { sharedBrowser } from './helpers.js';

let t: TestService;
let server: BrowserServer;

beforeAll(async () => {
  const local = browserCandidates(null).find((c): c is { path: string; origin: string } => 'path' in c && existsSync(c.path));
  server = await chromium.launchServer({ ...(local ? { executablePath: local.path } : { channel: 'chrome' }), headless: true, args: CHROMIUM_ARGS, host: '127.0.0.1' });
  t = await startTestService({ chromium: true, browserEndpoint: sharedBrowser(), concurrency: 1, maxRetries: 0 });
  t.service.engine.settings.save({ remoteBrowsers: [{ name: 'lab', kind: 'server', endpoint: server.wsEndpoint(), concurrency: 1 }] });
});
afterAll(async () => {
  await t?.close();
  await server?.close().catch(() => undefined);
});

const pool = (name: string) => t.service.engine.nodes().pools.find((p) => p.name === name)!;

describe('remote browser pools', () => {
  it('spreads work over the local and the remote pool; a dropped remote pool hands its sub-task back without a retry', async () => {
    expect(t.service.engine.nodes().pools.map((p) => [p.name, p.kind, p.concurrency, p.up])).toEqual([
      ['local', 'local', 1, true],
      ['lab', 'server', 1, true],
    ]);
    const { token } = t.account('pools', 100);
    const sub = await t.call('POST', '/task/batch/shared', {
      token,
      body: { prompts: ['[sim:delay=6000] 咖啡机推荐', '[sim:delay=6000] 扫地机器人哪款好'], platforms: [{ platform: 'deepseek', mode: 'standard' }] },
    });
    expect(sub.body.success).toBe(true);
    // both at once: one on each pool (maxRetries 0: a spent retry would fail the task)
    await waitFor(async () => pool('local').inUse === 1 && pool('lab').inUse === 1, 60_000, 50);
    // let the remote page get going (its answer is held 6 s by the replica), then kill the server
    await new Promise((r) => setTimeout(r, 2_500));
    await server.close();
    // marked down at once: its capacity leaves the sum until it is tried again
    await waitFor(async () => !pool('lab').up, 30_000, 50);
    expect(t.service.engine.nodes().pools.filter((p) => p.up).map((p) => p.name)).toEqual(['local']);

    const final = await waitForFinal(t, token, sub.body.data.taskId, 120_000);
    expect(final.status).toBe('completed');
    const rows = t.service.engine.store.all(t.service.engine.store.db.selectFrom('sub_tasks').select(['failures', 'attempts', 'status']).where('task_id', '=', sub.body.data.taskId));
    expect(rows).toEqual([
      { failures: 0, attempts: 1, status: 'completed' },
      { failures: 0, attempts: 1, status: 'completed' },
    ]);
    const lab = pool('lab');
    expect(lab).toMatchObject({ inUse: 0, started: 1, drops: 1 });
    expect(lab.lastError).toBeTruthy();
    expect(pool('local')).toMatchObject({ up: true, inUse: 0, started: 2 });
  }, 180_000);
});
