// A remote browser reached over CDP (how browserless or a Selenium Grid 4 node is reached): the
// node pool runs an attempt there, with the region's proxy applied to that remote context too.
// An endpoint that cannot be reached fails the attempt as node_lost (the scheduler requeues it
// without a retry), marks the pool down, and the next attempt runs locally.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskProxy } from '../../src-main/engine/egress/proxy-url.js';
import { NodePool } from '../../src-main/engine/nodes/index.js';
import type { RemoteBrowserSetting } from '../../src-main/engine/settings.js';
import { sandboxPromptRouting, startSandbox, type SandboxServer } from '../../src-main/sandbox/index.js';
import { CHROMIUM_ARGS } from '../../src-main/engine/nodes/browser.js';
import { startForwardProxy, type ForwardProxy } from '../helpers/forward-proxy.js';
import { failure, job, received, sharedBrowser } from './helpers.js';

let sandbox: SandboxServer;
let proxy: ForwardProxy;
let chrome: ChildProcess;
let profile: string;
let cdpUrl: string;
let dataDir: string;
const pools: NodePool[] = [];

beforeAll(async () => {
  sandbox = await startSandbox();
  proxy = await startForwardProxy({ egressIp: '192.0.2.44' });
  profile = await mkdtemp(join(tmpdir(), 'bm-cdp-'));
  dataDir = await mkdtemp(join(tmpdir(), 'bm-cdp-data-'));
  chrome = spawn('/usr/bin/chromium', ['--headless=new', '--remote-debugging-port=0', '--remote-debugging-address=127.0.0.1', `--user-data-dir=${profile}`, ...CHROMIUM_ARGS, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  cdpUrl = await new Promise<string>((resolve, reject) => {
    let text = '';
    chrome.stderr!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const m = /DevTools listening on (ws:\/\/\S+)/.exec(text);
      if (m) resolve(m[1]!);
    });
    chrome.once('exit', () => reject(new Error(`chromium exited: ${text.slice(0, 500)}`)));
  });
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
  // the whole process group: Chromium's helpers keep writing to the profile after the browser dies
  if (chrome?.pid && chrome.exitCode === null) {
    const exited = new Promise((resolve) => chrome.once('exit', resolve));
    process.kill(-chrome.pid, 'SIGKILL');
    await exited;
  }
  await proxy?.close();
  await sandbox?.close();
  await rm(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  await rm(dataDir, { recursive: true, force: true });
});

function poolWith(concurrency: number, remoteBrowsers: RemoteBrowserSetting[]): NodePool {
  const pool = new NodePool({ dataDir, routing: sandboxPromptRouting(sandbox.baseUrl), browserEndpoint: sharedBrowser(), pools: () => ({ concurrency, remoteBrowsers }) });
  pools.push(pool);
  return pool;
}

describe('CDP remote browsers', () => {
  it('runs an attempt on a CDP endpoint, through the region proxy', async () => {
    const pool = poolWith(0, [{ name: 'grid', kind: 'cdp', endpoint: cdpUrl, concurrency: 1 }]);
    expect(pool.capacity()).toBe(1);
    const spec = { server: proxy.url };
    const j = { ...job({ prompt: '咖啡机推荐' }), egress: { proxy: spec, region: '410000', label: maskProxy(spec) } };
    const r = await pool.run(j);
    expect(r.answerContent.length).toBeGreaterThan(0);
    expect(r.proxyIp).toBe('192.0.2.44');
    expect((await received(sandbox.baseUrl, j.subTaskId))[0]!.forwardedFor).toBe('192.0.2.44');
    expect(pool.pools().find((p) => p.name === 'grid')).toMatchObject({ kind: 'cdp', started: 1, up: true, drops: 0 });
  });

  it('an unreachable endpoint fails as node_lost, is marked down, and the next run goes local', async () => {
    const pool = poolWith(1, [{ name: 'gone', kind: 'server', endpoint: 'ws://127.0.0.1:9/never?token=hidden-tok', concurrency: 1 }]);
    expect(pool.capacity()).toBe(2);
    const err = await failure(pool.run(job({ prompt: '咖啡机推荐' })));
    expect(err.kind).toBe('node_lost');
    expect(err.message).toContain('远程浏览器节点 gone 断开');
    expect(err.message).not.toContain('hidden-tok');
    const gone = pool.pools().find((p) => p.name === 'gone')!;
    expect(gone).toMatchObject({ up: false, drops: 1, endpoint: 'ws://127.0.0.1:9/never?token=***' });
    expect(pool.capacity()).toBe(1);
    const r = await pool.run(job({ prompt: '咖啡机推荐' }));
    expect(r.answerContent.length).toBeGreaterThan(0);
    expect(pool.pools().find((p) => p.name === 'local')).toMatchObject({ started: 1 });
  });
});
