// The service's side of the node worker, against a real worker thread that speaks the protocol
// without a browser (test/fixtures/workers/scripted-node-worker.mjs). The real worker, with
// Chromium, runs in test/api/end-to-end.test.ts and every other `chromium: true` service test.
import { afterEach, describe, expect, it } from 'vitest';
import type { ExecutionJob } from '../../src-main/engine/execution/types.js';
import { WorkerExecutor } from '../../src-main/engine/execution/worker-executor.js';
import type { NodeWorkerSettings } from '../../src-main/engine/execution/worker-protocol.js';
import type { StorageState } from '../../src-main/engine/sessions/files.js';
import { executionJob, failureOf } from '../helpers/jobs.js';

const SCRIPT = { url: new URL('../fixtures/workers/scripted-node-worker.mjs', import.meta.url) };

const job = (prompt: string, over: Partial<ExecutionJob> = {}) => executionJob({ platform: 'doubao', prompt, ...over });

let now = 1_000;
let settings: NodeWorkerSettings;
let executor: WorkerExecutor;
const refreshed: unknown[] = [];
const savedLogin: StorageState = { cookies: [{ name: 'sid', value: 'saved-secret' }], origins: [] };

function make(): WorkerExecutor {
  now = 1_000;
  settings = { concurrency: 2, remoteBrowsers: [], ipEchoUrl: null };
  refreshed.length = 0;
  executor = new WorkerExecutor({
    script: SCRIPT,
    config: { dataDir: '/data/of/this/service', sandboxBaseUrl: null, browserPath: null, browserEndpoint: null },
    settings: () => settings,
    sessions: {
      load: (accountId, family) => (accountId === 5 && family === 'doubao' ? savedLogin : null),
      refresh: (accountId, family, state) => void refreshed.push({ accountId, family, state }),
    },
    clock: { now: () => now },
  });
  return executor;
}

afterEach(async () => executor?.close());

describe('WorkerExecutor: runs in a worker thread', () => {
  it('starts the worker on the first run and hands it the job, its family and the account’s saved login', async () => {
    const x = make();
    const plain = JSON.parse((await x.run(job('推荐几款手机'))).answerContent);
    expect(plain).toEqual({ prompt: '推荐几款手机', platform: 'doubao', family: 'doubao', saved: null, thread: '/data/of/this/service' });
    const withLogin = JSON.parse((await x.run(job('推荐几款手机', { accountId: 5 }))).answerContent);
    expect(withLogin.saved).toEqual(savedLogin);
  });

  it('keeps the rotated login the worker sends back; the worker’s errors keep their kind', async () => {
    const x = make();
    await x.run(job('refresh', { accountId: 5 }));
    expect(refreshed).toEqual([{ accountId: 5, family: 'doubao', state: { cookies: [{ name: 'sid', value: 'rotated' }], origins: [] } }]);
    const err = await failureOf(x.run(job('rate')));
    expect([err.kind, err.message]).toEqual(['rate_limit', 'slow down']);
  });

  it('passes an abort to the run in the worker', async () => {
    const x = make();
    const ctl = new AbortController();
    const running = x.run(job('hang', { signal: ctl.signal }));
    setTimeout(() => ctl.abort(), 50);
    expect((await failureOf(running)).kind).toBe('aborted');
  });

  it('a worker that dies fails its runs as browser errors, and the next run starts a new one', async () => {
    const x = make();
    const hanging = x.run(job('hang'));
    const crashed = await failureOf(x.run(job('crash')));
    expect(crashed.kind).toBe('browser');
    expect(crashed.message).toMatch(/^浏览器不可用: 浏览器节点线程已结束/);
    expect((await failureOf(hanging)).kind).toBe('browser');
    expect(JSON.parse((await x.run(job('again'))).answerContent).prompt).toBe('again');
  });

  it('counts capacity from the live settings, leaving out a remote pool the worker saw drop until its time is up', async () => {
    const x = make();
    settings = { ...settings, remoteBrowsers: [{ name: 'gpu', kind: 'server', endpoint: 'ws://127.0.0.1:1/', concurrency: 3 }] };
    expect(x.capacity()).toBe(5);
    expect(x.pools().map((p) => [p.name, p.up])).toEqual([['local', true], ['gpu', true]]);
    await x.run(job('first'));
    settings = { ...settings, remoteBrowsers: [{ name: 'down-5000', kind: 'cdp', endpoint: 'http://127.0.0.1:1/', concurrency: 4 }] };
    x.pools(); // sends the changed settings; the worker answers with its pools
    await expect.poll(() => x.pools().map((p) => [p.name, p.up])).toEqual([['local', true], ['down-5000', false]]);
    expect(x.capacity()).toBe(2);
    now = 5_000;
    expect(x.capacity()).toBe(6);
  });

  it('close ends the worker; later runs are refused as aborted', async () => {
    const x = make();
    await x.run(job('first'));
    await x.close();
    expect((await failureOf(x.run(job('late')))).kind).toBe('aborted');
  });
});
