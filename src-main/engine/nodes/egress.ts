// A region's egress as the node pool applies it: the proxy a browser context is given (a loopback
// relay for an authenticated socks5 proxy, which Chromium cannot log in to), the egress IP learned
// once per proxy, and the proxy's refusals read off the page's own loads.

import type { BrowserContext, Page } from 'playwright-core';
import type { Clock } from '../clock.js';
import type { ProxySpec } from '../egress/proxy-url.js';
import { regionLabel, type JobEgress } from '../egress/resolve.js';
import { RELAY_ERROR_HEADER, SocksRelay } from '../egress/socks-relay.js';
import { learnEgressIp } from './egress-ip.js';
import { fail } from './errors.js';

interface EgressIp {
  at: number;
  /** undefined while learning */
  ip: string | null | undefined;
  learning: Promise<string | null>;
}

/** after an echo that gave no address, the next try waits this long (it costs an attempt's time) */
const ECHO_RETRY_MS = 10 * 60_000;

export class ProxyEgress {
  /** proxy → the IP the far side saw through it; forgotten after a failed run through it */
  private readonly ips = new Map<string, EgressIp>();
  private readonly relays = new Map<string, Promise<SocksRelay>>();

  constructor(private readonly clock: Clock) {}

  /** what the browser context is told; a remote browser cannot reach the loopback relay */
  async contextProxy(egress: JobEgress, remote: boolean): Promise<ProxySpec> {
    const { proxy } = egress;
    if (!proxy.server.startsWith('socks5:') || (!proxy.username && !proxy.password)) return proxy;
    if (remote) throw fail.egress(regionLabel(egress.region), egress.label, '带用户名密码的 socks5 代理只能经本机中转, 远程浏览器节点无法使用');
    const key = keyOf(egress);
    let relay = this.relays.get(key);
    if (!relay) {
      relay = SocksRelay.start(proxy);
      relay.catch(() => this.relays.delete(key));
      this.relays.set(key, relay);
    }
    return (await relay).proxy;
  }

  /** learned through the attempt's own context, so exactly the platform's path */
  ip(context: BrowserContext, egress: JobEgress, echoUrl: string | null): Promise<string | null> {
    if (!echoUrl) return Promise.resolve(null);
    const key = keyOf(egress);
    const known = this.ips.get(key);
    if (known && (known.ip !== null || this.clock.now() - known.at < ECHO_RETRY_MS)) return known.learning;
    const entry: EgressIp = { at: this.clock.now(), ip: undefined, learning: learnEgressIp(context, echoUrl) };
    entry.learning.then((ip) => (entry.ip = ip)).catch(() => undefined);
    this.ips.set(key, entry);
    return entry.learning;
  }

  /** a proxy refusal reaches the page as an HTTP status; the returned function says what was seen */
  watch(page: Page): () => string | null {
    let problem: string | null = null;
    page.on('response', (r) => {
      if (r.status() === 407) problem = '代理拒绝了认证 (HTTP 407)';
      else if (r.status() === 502 && r.headers()[RELAY_ERROR_HEADER]) problem = r.headers()[RELAY_ERROR_HEADER]!;
    });
    return () => problem;
  }

  /** a run through this proxy failed: learn its IP again next time */
  failed(egress: JobEgress): void {
    this.ips.delete(keyOf(egress));
  }

  async close(): Promise<void> {
    const relays = [...this.relays.values()];
    this.relays.clear();
    await Promise.all(relays.map((r) => r.then((x) => x.close(), () => undefined)));
  }
}

function keyOf(egress: JobEgress): string {
  return `${egress.proxy.server}|${egress.proxy.username ?? ''}|${egress.proxy.password ?? ''}`;
}
