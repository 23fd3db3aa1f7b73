// Where a run's browser comes from: the local Chromium (the pool's BrowserHosts) and any remote
// browsers in the settings (a Playwright browser server, or a CDP endpoint), each with its own
// concurrency. A run takes a slot on the pool with the most free slots (remote first on a tie,
// to spare the desktop). A remote pool that drops or cannot be reached is marked down for a
// while (doubling up to 5 minutes) and its capacity leaves the scheduler's sum until then.

import { chromium, type Browser } from 'playwright-core';
import type { Clock } from '../clock.js';
import type { NodePoolStatus } from '../execution/types.js';
import type { RemoteBrowserSetting } from '../settings.js';
import { maskUrl } from '../egress/proxy-url.js';
import { errorText, fail } from './errors.js';
import { poolStatus } from './pool-status.js';

export interface PoolSettings {
  concurrency: number;
  remoteBrowsers: RemoteBrowserSetting[];
}

const FIRST_DOWN_MS = 15_000;
const MAX_DOWN_MS = 5 * 60_000;

class RemotePool {
  inUse = 0;
  started = 0;
  downUntil: number | null = null;
  lastError: string | null = null;
  drops = 0;
  private downMs = 0;
  private pending: Promise<Browser> | null = null;
  private current: Browser | null = null;

  constructor(public setting: RemoteBrowserSetting) {}

  get key(): string {
    return `${this.setting.kind}|${this.setting.endpoint}`;
  }

  up(at: number): boolean {
    return this.downUntil === null || this.downUntil <= at;
  }

  /** the connected browser; a failed connect marks the pool down and throws node_lost */
  async browser(clock: Clock): Promise<Browser> {
    if (this.pending) {
      const current = await this.pending.catch(() => null);
      if (current?.isConnected()) return current;
      this.pending = null;
    }
    const { kind, endpoint } = this.setting;
    const connecting = (kind === 'server' ? chromium.connect(endpoint, { timeout: 15_000 }) : chromium.connectOverCDP(endpoint, { timeout: 15_000 })).then((b) => {
      b.on('disconnected', () => {
        if (this.pending === connecting) this.pending = null;
      });
      this.healthy();
      this.current = b;
      return b;
    });
    this.pending = connecting;
    try {
      return await connecting;
    } catch (err) {
      if (this.pending === connecting) this.pending = null;
      throw this.down(clock.now(), `无法连接: ${errorText(err)}`);
    }
  }

  /** marks the pool down; returns the node_lost error its run fails with */
  down(at: number, raw: string) {
    // connect errors quote the endpoint, which may carry a token
    const detail = raw.split(this.setting.endpoint).join(maskUrl(this.setting.endpoint));
    this.downMs = Math.min(MAX_DOWN_MS, this.downMs ? this.downMs * 2 : FIRST_DOWN_MS);
    this.downUntil = at + this.downMs;
    this.drops += 1;
    this.lastError = detail;
    const p = this.pending;
    this.pending = null;
    void p?.then((b) => b.close()).catch(() => undefined);
    return fail.nodeLost(this.setting.name, detail);
  }

  /**
   * Whether the browser went away under a run that just failed: whatever the page error said
   * (a stream cut short, a detached frame), a lost connection is the pool's fault, not the
   * sub-task's. The disconnect event can trail the page error by a moment.
   */
  async lost(waitMs = 1_500): Promise<boolean> {
    const b = this.current;
    if (!b) return true;
    if (!b.isConnected()) return true;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, waitMs);
      b.once('disconnected', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    return !b.isConnected();
  }

  healthy(): void {
    this.downMs = 0;
    this.downUntil = null;
  }

  async close(): Promise<void> {
    const p = this.pending;
    this.pending = null;
    await p?.then((b) => b.close()).catch(() => undefined);
  }
}

export interface Slot {
  /** null: the local Chromium */
  remote: RemotePool | null;
  release(): void;
}

export class BrowserPools {
  private localInUse = 0;
  private localStarted = 0;
  private readonly remotes = new Map<string, RemotePool>();

  constructor(
    private readonly settings: () => PoolSettings,
    private readonly clock: Clock,
  ) {}

  /** slots the scheduler may fill now */
  capacity(): number {
    const s = this.sync();
    const at = this.clock.now();
    return s.concurrency + [...this.remotes.values()].filter((r) => r.up(at)).reduce((n, r) => n + r.setting.concurrency, 0);
  }

  /** a slot on the freest pool; node_lost when every pool is full or down (the scheduler requeues it) */
  acquire(): Slot {
    const s = this.sync();
    const at = this.clock.now();
    let best: RemotePool | null = null;
    let bestFree = s.concurrency - this.localInUse;
    for (const r of this.remotes.values()) {
      const free = r.setting.concurrency - r.inUse;
      if (r.up(at) && free > 0 && free >= bestFree) {
        if (!best || free > best.setting.concurrency - best.inUse) best = r;
      }
    }
    if (best) {
      const pool = best;
      pool.inUse += 1;
      pool.started += 1;
      return { remote: pool, release: once(() => (pool.inUse -= 1)) };
    }
    if (bestFree <= 0) throw fail.nodeLost('local', '没有空闲的浏览器节点');
    this.localInUse += 1;
    this.localStarted += 1;
    return { remote: null, release: once(() => (this.localInUse -= 1)) };
  }

  status(): NodePoolStatus[] {
    const at = this.clock.now();
    const remotes = [...this.remotes.values()].map((r) => ({ setting: r.setting, inUse: r.inUse, up: r.up(at), downUntil: r.downUntil, lastError: r.lastError, started: r.started, drops: r.drops }));
    return poolStatus(this.sync().concurrency, { inUse: this.localInUse, started: this.localStarted }, remotes);
  }

  async close(): Promise<void> {
    const all = [...this.remotes.values()];
    this.remotes.clear();
    await Promise.all(all.map((r) => r.close()));
  }

  /** follows the settings as they change: new pools appear, removed or re-pointed ones close */
  private sync(): PoolSettings {
    const s = this.settings();
    const wanted = new Set<string>();
    for (const setting of s.remoteBrowsers) {
      wanted.add(setting.name);
      const have = this.remotes.get(setting.name);
      if (have && have.key === `${setting.kind}|${setting.endpoint}`) {
        have.setting = setting;
        continue;
      }
      void have?.close();
      this.remotes.set(setting.name, new RemotePool(setting));
    }
    for (const [name, r] of this.remotes) {
      if (!wanted.has(name)) {
        this.remotes.delete(name);
        void r.close();
      }
    }
    return s;
  }
}

function once(f: () => void): () => void {
  let done = false;
  return () => {
    if (!done) {
      done = true;
      f();
    }
  };
}
