import { describe, expect, it } from 'vitest';
import { maskProxy, maskUrl, parseProxyUrl, redactProxy } from '../../src-main/engine/egress/proxy-url.js';
import { regionEgressList } from '../../src-main/engine/egress/regions.js';
import { resolveEgress } from '../../src-main/engine/egress/resolve.js';
import { ipFromEcho } from '../../src-main/engine/nodes/egress-ip.js';
import { MAX_RATE_LIMIT_PAUSE_MS, pacingFor, PlatformPauses, REAL_SITE_PACING } from '../../src-main/engine/pacing.js';
import { checkSetting, DEFAULT_SETTINGS, maskedSettings } from '../../src-main/engine/settings.js';

describe('proxy URLs', () => {
  it('parses http, https and socks5 with defaults and decoded credentials', () => {
    expect(parseProxyUrl('http://u%40x:p%3Aw@10.0.0.5:8080')).toEqual({ server: 'http://10.0.0.5:8080', username: 'u@x', password: 'p:w' });
    expect(parseProxyUrl('https://proxy.example.com')).toEqual({ server: 'https://proxy.example.com:443' });
    expect(parseProxyUrl('socks5://10.0.0.9')).toEqual({ server: 'socks5://10.0.0.9:1080' });
    expect(parseProxyUrl('http://10.0.0.5')).toEqual({ server: 'http://10.0.0.5:80' });
    // relayed on loopback by the node pool
    expect(parseProxyUrl('socks5://u:pw@10.0.0.9:1081')).toEqual({ server: 'socks5://10.0.0.9:1081', username: 'u', password: 'pw' });
  });
  it('refuses other schemes, paths, garbage and over-long socks5 credentials, without echoing the value', () => {
    for (const bad of ['ftp://secretpw:x@h:21', 'http://h:80/path', 'http://h:80?x=1', 'not a url', `socks5://u:secretpw${'x'.repeat(300)}@h:1080`]) {
      const out = parseProxyUrl(bad);
      expect(typeof out).toBe('string');
      expect(out as string).not.toContain('secretpw');
    }
  });
  it('masks and redacts credentials', () => {
    expect(maskProxy({ server: 'http://h:1', username: 'u', password: 'p' })).toBe('http://***:***@h:1');
    expect(maskProxy({ server: 'http://h:1' })).toBe('http://h:1');
    expect(maskUrl('wss://user:pw@host:3000/x?token=abc&keep=1')).toBe('wss://***:***@host:3000/x?token=***&keep=1');
    expect(redactProxy('failed for bob:hunter22 at h', { server: 'http://h:1', username: 'bob', password: 'hunter22' })).toBe('failed for ***:*** at h');
  });
});

describe('egress decisions', () => {
  const map = { '410000': 'http://u:p@10.0.0.5:8080', '310000': 'direct' };
  it('a configured region goes through its proxy; direct; none configured is missing with the region named', () => {
    expect(resolveEgress(map, 'deepseek', '410000')).toEqual({ kind: 'proxy', egress: { proxy: { server: 'http://10.0.0.5:8080', username: 'u', password: 'p' }, region: '410000', label: 'http://***:***@10.0.0.5:8080' } });
    expect(resolveEgress(map, 'kimi', '310000')).toEqual({ kind: 'direct' });
    expect(resolveEgress(map, 'kimi', '110000')).toEqual({ kind: 'missing', message: '地区 110000(北京市) 未配置出口代理' });
    expect(resolveEgress(map, 'chatgpt', '138')).toEqual({ kind: 'missing', message: '地区 138(美国) 未配置出口代理' });
  });
  it('mobile codes ignore the region; no region uses "default" when set, else direct', () => {
    expect(resolveEgress(map, 'deepseek_mobile', '110000')).toEqual({ kind: 'direct' });
    expect(resolveEgress(map, 'deepseek', null)).toEqual({ kind: 'direct' });
    expect(resolveEgress({ default: 'http://10.0.0.1:3128' }, 'doubao_mobile', '410000')).toMatchObject({ kind: 'proxy', egress: { region: 'default' } });
  });
  it('lists every lookup region once, plus the default', () => {
    const list = regionEgressList(map);
    expect(list[0]).toMatchObject({ regionCode: 'default', hasEgress: true, egress: 'direct' });
    expect(list.filter((r) => r.hasEgress).map((r) => r.regionCode)).toEqual(['default', '310000', '410000']);
    expect(new Set(list.map((r) => r.regionCode)).size).toBe(list.length);
  });
});

describe('settings for egress, pools and pacing', () => {
  it('validates each new key', () => {
    expect(checkSetting('regionEgress', { '410000': 'direct', default: 'socks5://h:1080' })).toBeNull();
    expect(checkSetting('regionEgress', { '410000': 42 })).toContain('regionEgress.410000');
    expect(checkSetting('regionEgress', [])).toContain('regionEgress');
    expect(checkSetting('ipEchoUrl', 'https://api.ipify.org')).toBeNull();
    expect(checkSetting('ipEchoUrl', 'ftp://x')).toContain('ipEchoUrl');
    expect(checkSetting('remoteBrowsers', [{ name: 'a', kind: 'server', endpoint: 'ws://h:1/x', concurrency: 2 }])).toBeNull();
    expect(checkSetting('remoteBrowsers', [{ name: 'local', kind: 'server', endpoint: 'ws://h:1', concurrency: 2 }])).toContain('not "local"');
    expect(checkSetting('remoteBrowsers', [{ name: 'a', kind: 'cdp', endpoint: 'ws://h:1', concurrency: 1 }, { name: 'a', kind: 'cdp', endpoint: 'ws://h:2', concurrency: 1 }])).toContain('duplicate');
    expect(checkSetting('remoteBrowsers', [{ name: 'a', kind: 'cdp', endpoint: 'ws://h:1', concurrency: 0 }])).toContain('concurrency');
    expect(checkSetting('platformPacing', { doubao: { spacingMs: 3000 } })).toBeNull();
    expect(checkSetting('platformPacing', { doubao: { spacingMs: -1 } })).toContain('platformPacing.doubao.spacingMs');
    expect(checkSetting('rateLimitPauseMs', 60_000)).toBeNull();
    expect(checkSetting('concurrency', 0)).toBeNull();
  });
  it('shows settings with proxies and endpoint tokens masked', () => {
    const shown = maskedSettings({
      ...DEFAULT_SETTINGS,
      regionEgress: { '410000': 'http://u:pw1234@h:1' },
      remoteBrowsers: [{ name: 'a', kind: 'cdp', endpoint: 'wss://h/?token=zzz999', concurrency: 1 }],
    });
    expect(JSON.stringify(shown)).not.toMatch(/pw1234|zzz999/);
  });
});

describe('pacing', () => {
  const s = { platformConcurrency: 2, platformSpacingMs: 0, platformPacing: { deepseek: { spacingMs: 9000 } } };
  it('owner entries win field by field over the real-site defaults, which win over the global values', () => {
    expect(pacingFor('deepseek', s, REAL_SITE_PACING)).toEqual({ concurrency: 1, spacingMs: 9000 });
    expect(pacingFor('doubao', s, REAL_SITE_PACING)).toEqual({ concurrency: 1, spacingMs: 5000 });
    expect(pacingFor('kimi', s, REAL_SITE_PACING)).toEqual({ concurrency: 2, spacingMs: 0 });
    expect(pacingFor('doubao', s, {})).toEqual({ concurrency: 2, spacingMs: 0 });
  });
  it('a rate-limit pause doubles while it repeats, is capped, and a success clears it', () => {
    const p = new PlatformPauses();
    expect(p.rateLimited('doubao', 0, 60_000, 'x')).toBe(60_000);
    expect(p.rateLimited('doubao', 0, 60_000, 'x')).toBe(120_000);
    for (let i = 0; i < 10; i++) p.rateLimited('doubao', 0, 60_000, 'x');
    expect(p.heldUntil('doubao', 0)).toBe(MAX_RATE_LIMIT_PAUSE_MS);
    expect(p.heldUntil('kimi', 0)).toBeNull();
    p.succeeded('doubao');
    expect(p.heldUntil('doubao', 0)).toBeNull();
    expect(p.rateLimited('doubao', 0, 60_000, 'x')).toBe(60_000);
  });
});

describe('IP echo answers', () => {
  it('reads plain text and JSON shapes', () => {
    expect(ipFromEcho('203.0.113.7\n')).toBe('203.0.113.7');
    expect(ipFromEcho('{"origin": "198.51.100.2"}')).toBe('198.51.100.2');
    expect(ipFromEcho('{"ip":"2001:db8::1"}')).toBe('2001:db8::1');
    expect(ipFromEcho('<html>nothing</html>')).toBeNull();
  });
});
