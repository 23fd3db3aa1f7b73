// A region's egress, through a real forward proxy on loopback: the replica sees the proxy's
// marker, proxyIp is what the far side saw (learned once per proxy), credentials never leak
// into errors, and a broken proxy fails as an egress problem.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskProxy } from '../../src-main/engine/egress/proxy-url.js';
import type { JobEgress } from '../../src-main/engine/egress/resolve.js';
import { parseProxyUrl, type ProxySpec } from '../../src-main/engine/egress/proxy-url.js';
import { startForwardProxy, type ForwardProxy } from '../helpers/forward-proxy.js';
import { startSocks5Proxy } from '../helpers/socks5-proxy.js';
import { failure, job, received, useReplicaPool } from './helpers.js';

const env = useReplicaPool('egress');
const auth = { username: 'bm-user', password: 'S3cret-proxy-pass' };
let proxy: ForwardProxy;

const egressVia = (server: string, creds = auth): JobEgress => {
  const spec = { server, ...creds };
  return { proxy: spec, region: '410000', label: maskProxy(spec) };
};

beforeAll(async () => {
  proxy = await startForwardProxy({ auth, egressIp: '203.0.113.7' });
});
afterAll(async () => {
  await proxy?.close();
});

describe('region egress through a forward proxy', () => {
  it('runs the attempt through the proxy, learns the egress IP once, and leaves direct runs alone', async () => {
    const first = { ...job({ prompt: '咖啡机推荐' }), egress: egressVia(proxy.url) };
    const r1 = await env.pool.run(first);
    expect(r1.answerContent.length).toBeGreaterThan(0);
    expect(r1.proxyIp).toBe('203.0.113.7');
    const seen = await received(env.sandbox.baseUrl, first.subTaskId);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.forwardedFor).toBe('203.0.113.7');
    // the page, its scripts and the stream all went through the proxy, which asked for credentials first
    expect(proxy.forwarded.some((u) => u.startsWith(`${env.sandbox.baseUrl}/deepseek/`))).toBe(true);
    expect(proxy.forwarded.filter((u) => u.endsWith('/__sandbox/ip'))).toHaveLength(1);

    const second = { ...job({ prompt: '扫地机器人哪款好' }), egress: egressVia(proxy.url) };
    const r2 = await env.pool.run(second);
    expect(r2.proxyIp).toBe('203.0.113.7');
    // learned once per proxy
    expect(proxy.forwarded.filter((u) => u.endsWith('/__sandbox/ip'))).toHaveLength(1);

    const before = proxy.forwarded.length;
    const direct = job({ prompt: '手机推荐' });
    const r3 = await env.pool.run(direct);
    expect(r3.proxyIp).toBeNull();
    expect((await received(env.sandbox.baseUrl, direct.subTaskId))[0]!.forwardedFor).toBeNull();
    expect(proxy.forwarded.length).toBe(before);
  });

  it('wrong credentials and a dead proxy fail as egress errors that never carry the credentials', async () => {
    const wrong = await failure(env.pool.run({ ...job({ prompt: '咖啡机推荐' }), egress: egressVia(proxy.url, { username: 'bm-user', password: 'Wrong-pass-123' }) }));
    expect(wrong.kind, wrong.message).toBe('egress');
    expect(wrong.message).toBe(`地区 410000(河南省) 的出口代理不可用(http://***:***@127.0.0.1:${proxy.port}): 代理拒绝了认证 (HTTP 407)`);
    expect(wrong.message).not.toContain('Wrong-pass-123');
    expect(proxy.refused).toBeGreaterThan(0);

    const dead = await startForwardProxy();
    const deadUrl = dead.url;
    await dead.close();
    const err = await failure(env.pool.run({ ...job({ prompt: '咖啡机推荐' }), egress: egressVia(deadUrl) }));
    expect(err.kind).toBe('egress');
    expect(err.message).toContain('地区 410000(河南省) 的出口代理不可用(http://***:***@127.0.0.1:');
    expect(err.message).not.toContain(auth.password);
    expect(err.message).not.toContain(auth.username);
  });

  it('relays a socks5 proxy with credentials (Chromium cannot authenticate to one) without exposing them', async () => {
    const socks = await startSocks5Proxy({ username: 'sock-user', password: 'S0cks-pass-42' });
    try {
      const spec = parseProxyUrl(`socks5://sock-user:S0cks-pass-42@127.0.0.1:${socks.port}`) as ProxySpec;
      const j = { ...job({ prompt: '咖啡机推荐' }), egress: { proxy: spec, region: '410000', label: maskProxy(spec) } };
      const r = await env.pool.run(j);
      expect(r.answerContent.length).toBeGreaterThan(0);
      const port = new URL(env.sandbox.baseUrl).port;
      // the page, the stream and the IP echo all went out through the SOCKS5 proxy
      expect(socks.connects.filter((c) => c === `127.0.0.1:${port}`).length).toBeGreaterThan(0);
      expect(socks.refused).toBe(0);
      expect(r.proxyIp).toBe('127.0.0.1');
      expect(await received(env.sandbox.baseUrl, j.subTaskId)).toHaveLength(1);

      const wrong = parseProxyUrl(`socks5://sock-user:nope-nope@127.0.0.1:${socks.port}`) as ProxySpec;
      const err = await failure(env.pool.run({ ...job({ prompt: '咖啡机推荐' }), egress: { proxy: wrong, region: '410000', label: maskProxy(wrong) } }));
      expect(socks.refused).toBeGreaterThan(0);
      expect(err.kind, err.message).toBe('egress');
      expect(err.message).toContain('socks5 proxy rejected the credentials');
      expect(err.message).not.toContain('nope-nope');
    } finally {
      await socks.close();
    }
  });
});
