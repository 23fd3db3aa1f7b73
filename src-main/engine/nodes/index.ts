// The node pool: one browser per (headless, channel) choice that some platform asked for,
// launched on first use; a fresh browser context per attempt (device profile for `_mobile`
// codes), closed afterwards. Concurrency limits belong to the scheduler; the pool is merely
// safe under several concurrent runs. Where pages live and what is typed there come from the
// injected routing (real sites, or the sandbox replicas wired by the composition root).

import { join } from 'node:path';
import { devices, errors as pwErrors, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { systemClock, type Clock } from '../clock.js';
import { redactProxy, type ProxySpec } from '../egress/proxy-url.js';
import { regionLabel, type JobEgress } from '../egress/resolve.js';
import { ExecutionError, type ExecutionJob, type ExecutionResult, type Executor, type NodePoolStatus } from '../execution/types.js';
import { getPlatformDefinition } from '../platforms/index.js';
import type { BrowserChoice, PlatformDefinition } from '../platforms/types.js';
import { BrowserHost } from './browser.js';
import { drive } from './driver.js';
import { errorText, fail } from './errors.js';
import { guarded } from './guard.js';
import { ProxyEgress } from './egress.js';
import { BrowserPools, type PoolSettings, type Slot } from './pools.js';
import { realSites, type PageRouting } from './routing.js';
import { needsVirtualDisplay, VirtualDisplay } from './virtual-display.js';
import type { SessionRegistry } from '../sessions/registry.js';
import { redactSession, type StorageState } from '../sessions/files.js';

export type { PageRouting } from './routing.js';

export interface NodePoolOptions {
  /** screenshots go to <dataDir>/screenshots/<name>.png */
  dataDir: string;
  /** where pages live and what is typed there; default: the real sites, the prompt as given */
  routing?: PageRouting;
  /** discovery: this → env BRAND_MONITOR_CHROMIUM → /usr/bin/chromium → installed Chrome/Edge */
  browserPath?: string | null;
  /** forces every platform headless (true) or headed (false); default: each definition's choice */
  headless?: boolean;
  /** a running browser server (ws endpoint) for headless pages without a channel; launched locally when unreachable */
  browserEndpoint?: string | null;
  /** where definitions come from; defaults to the built-in ones (tests use it to alter hooks) */
  definitions?: (code: string) => PlatformDefinition | undefined;
  /** the engine's clock: job deadlines are on it */
  clock?: Clock;
  /** diagnostics: phase timings of every attempt */
  log?: (line: string) => void;
  /** the local concurrency and the remote browsers, read live (settings change while serving); default: local only */
  pools?: () => PoolSettings;
  /** the IP-echo URL fetched through each proxy once (setting ipEchoUrl); the routing's own is used when this gives null */
  ipEchoUrl?: () => string | null;
  /** saved platform logins: a job's context starts from its account's state and keeps the rotated one */
  sessions?: Pick<SessionRegistry, 'load' | 'refresh'>;
}

// In-page functions are serialised from compiled TS; esbuild-based loaders (tsx, vite) wrap
// inner functions in a `__name(...)` helper that only exists in Node. Pages get a no-op one.
const NAME_SHIM = 'if (typeof globalThis.__name !== "function") { globalThis.__name = function (f) { return f; }; }';

export class NodePool implements Executor {
  private readonly hosts = new Map<string, BrowserHost>();
  private readonly display = new VirtualDisplay();
  private readonly definitions: (code: string) => PlatformDefinition | undefined;
  private readonly routing: PageRouting;
  private readonly clock: Clock;
  private readonly browserPools: BrowserPools;
  private readonly egress: ProxyEgress;
  private closed = false;

  constructor(private readonly opts: NodePoolOptions) {
    this.definitions = opts.definitions ?? getPlatformDefinition;
    this.routing = opts.routing ?? realSites;
    this.clock = opts.clock ?? systemClock;
    this.egress = new ProxyEgress(this.clock);
    this.browserPools = new BrowserPools(opts.pools ?? (() => ({ concurrency: 64, remoteBrowsers: [] })), this.clock);
  }

  capacity(): number {
    return this.browserPools.capacity();
  }

  pools(): NodePoolStatus[] {
    return this.browserPools.status();
  }

  get screenshotsDir(): string {
    return join(this.opts.dataDir, 'screenshots');
  }

  supports(platform: string): boolean {
    return this.definitions(platform) !== undefined;
  }

  async run(job: ExecutionJob): Promise<ExecutionResult> {
    const def = this.definitions(job.platform);
    if (!def) throw fail.platform(job.platform, '不支持的平台');
    const { prompt, headers } = this.routing.prepare(job);
    if (!prompt.trim()) throw fail.platform(def.code, '问题内容为空');
    const entryUrl = this.routing.entryUrl(def);
    const egress = job.egress ?? null;
    const vault = job.accountId !== undefined ? this.opts.sessions : undefined;
    const saved = vault ? vault.load(job.accountId!, def.family) : null;

    let context: BrowserContext | null = null;
    let stopped = false;
    let proxyProblem: () => string | null = () => null;
    const stop = async () => {
      stopped = true;
      await context?.close().catch(() => undefined);
    };
    const slot = this.browserPools.acquire();
    try {
      return await guarded(job, this.clock, stop, async () => {
        let created: BrowserContext | null = null;
        try {
          created = await this.newContext(def, headers, slot, egress ? await this.egress.contextProxy(egress, slot.remote !== null) : null, saved);
          context = created;
          if (stopped) throw fail.aborted(def.code);
          const echoUrl = this.opts.ipEchoUrl?.() ?? this.routing.ipEchoUrl?.() ?? null;
          const proxyIp = egress ? await this.egress.ip(created, egress, echoUrl) : null;
          const page = await created.newPage();
          if (egress) proxyProblem = this.egress.watch(page);
          const result = await drive(page, { def, job, prompt, entryUrl, screenshotsDir: this.screenshotsDir, clock: this.clock, log: this.opts.log });
          // cookies rotate on the real sites: the state after a good run is the one to keep
          if (saved) vault!.refresh(job.accountId!, def.family, (await created.storageState()) as typeof saved);
          return { ...result, proxyIp };
        } catch (err) {
          if (egress) this.egress.failed(egress);
          const refused = proxyProblem();
          const cause = egress && refused && !(err instanceof ExecutionError && (err.kind === 'aborted' || err.kind === 'timeout')) ? fail.egress(regionLabel(egress.region), egress.label, refused) : err;
          const lost = slot.remote !== null && !(err instanceof ExecutionError && err.kind === 'node_lost') && (await slot.remote.lost());
          const out = classify(cause, def.code, slot, egress, this.clock.now(), lost);
          // a browser error may quote what it was given; a saved login never reaches an errorMessage
          const safe = saved ? redactSession(out.message, saved) : out.message;
          throw safe === out.message ? out : new ExecutionError(out.kind, safe);
        } finally {
          await created?.close().catch(() => undefined);
        }
      });
    } finally {
      slot.release();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const hosts = [...this.hosts.values()];
    this.hosts.clear();
    await Promise.all([...hosts.map((h) => h.close()), this.browserPools.close(), this.egress.close()]);
    await this.display.close();
  }

  /** one browser per choice; headed ones only when a platform asks for one */
  private host(choice: BrowserChoice): BrowserHost {
    if (this.closed) throw fail.browser('节点池已关闭');
    const headless = this.opts.headless ?? choice.headless;
    const key = `${headless ? 'headless' : 'headed'}|${choice.channel ?? ''}`;
    let host = this.hosts.get(key);
    if (!host) {
      host = new BrowserHost(this.opts.browserPath, async () => ({
        headless,
        channel: choice.channel,
        display: !headless && needsVirtualDisplay() ? await this.display.get() : null,
        endpoint: headless && !choice.channel ? (this.opts.browserEndpoint ?? null) : null,
      }));
      this.hosts.set(key, host);
    }
    return host;
  }

  private async newContext(def: PlatformDefinition, headers: Record<string, string>, slot: Slot, proxy: ProxySpec | null, storageState: StorageState | null): Promise<BrowserContext> {
    const device = def.deviceProfile ? devices[def.deviceProfile] : undefined;
    if (def.deviceProfile && !device) throw fail.browser(`未知的设备配置 ${def.deviceProfile}`);
    const options: BrowserContextOptions = {
      ...(device ?? { viewport: { width: 1280, height: 900 } }),
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      // a service worker would hide the stream from the network capture
      serviceWorkers: 'block',
      extraHTTPHeaders: headers,
      // Chromium never proxies loopback unless told to (`<-loopback>`): local replicas and
      // loopback proxies must really go through the region's egress too
      ...(proxy ? { proxy: { ...proxy, bypass: '<-loopback>' } } : {}),
      ...(storageState ? { storageState: storageState as BrowserContextOptions['storageState'] } : {}),
    };
    if (slot.remote) {
      const remote = slot.remote;
      const browser = await remote.browser(this.clock);
      const context = await browser.newContext(options);
      await context.addInitScript({ content: NAME_SHIM });
      return context;
    }
    const host = this.host(this.routing.browser(def));
    let context: BrowserContext;
    try {
      context = await (await host.get()).newContext(options);
    } catch (err) {
      if (err instanceof ExecutionError) throw err;
      // the browser may have died between get() and newContext(): one relaunch
      try {
        context = await (await host.get()).newContext(options);
      } catch (again) {
        throw again instanceof ExecutionError ? again : fail.browser(errorText(again));
      }
    }
    await context.addInitScript({ content: NAME_SHIM });
    return context;
  }
}

const BROWSER_GONE = /Target .*closed|browser has (been )?(closed|disconnected)|Browser closed|Connection closed/i;
const PROXY_FAILED = /ERR_PROXY|ERR_TUNNEL_CONNECTION_FAILED|ERR_SOCKS|ERR_NO_SUPPORTED_PROXIES|ERR_MANDATORY_PROXY|407 Proxy/i;

function classify(err: unknown, platform: string, slot: Slot, egress: JobEgress | null, at: number, remoteLost: boolean): ExecutionError {
  const message = errorText(err);
  if (err instanceof ExecutionError && err.kind === 'node_lost') return err;
  const lostRemote = slot.remote && (remoteLost || BROWSER_GONE.test(message) || (err instanceof ExecutionError && err.kind === 'browser'));
  let out: ExecutionError;
  const settled = err instanceof ExecutionError && (err.kind === 'aborted' || err.kind === 'timeout');
  if (lostRemote) out = slot.remote!.down(at, message);
  else if (egress && !settled && PROXY_FAILED.test(message)) out = fail.egress(regionLabel(egress.region), egress.label, message);
  else if (err instanceof ExecutionError) out = err;
  else if (BROWSER_GONE.test(message)) out = fail.browser(message);
  else if (err instanceof pwErrors.TimeoutError) out = fail.timeout(platform, `页面操作超时: ${message}`);
  else out = fail.platform(platform, `页面操作失败: ${message}`);
  // a browser error may quote what it was given; proxy credentials never leave the pool
  const safe = redactProxy(out.message, egress?.proxy);
  return safe === out.message ? out : new ExecutionError(out.kind, safe);
}

export { getPlatformDefinition } from '../platforms/index.js';
