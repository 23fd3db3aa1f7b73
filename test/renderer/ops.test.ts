// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pacingTable, proxyServerProblem, proxyValue, remoteBrowserProblem, settingOfError, splitProxy, withEgress } from '../../src-renderer/src/lib/egress';
import { debounce, latestOnly } from '../../src-renderer/src/lib/throttle';
import { groupFamilies, loginProgressOf, needsAttention } from '../../src-renderer/src/lib/sessions';
import zh from '../../src-renderer/src/i18n/zh-CN';
import en from '../../src-renderer/src/i18n/en';
import type { PlatformInfo } from '../../src-main/api/contract';

describe('region egress form', () => {
  it('splits a masked proxy into its address and whether credentials are stored', () => {
    expect(splitProxy('http://***:***@10.0.0.5:8080')).toEqual({ server: 'http://10.0.0.5:8080', hasCredentials: true });
    expect(splitProxy('socks5://proxy.lan:1080')).toEqual({ server: 'socks5://proxy.lan:1080', hasCredentials: false });
    expect(splitProxy(null)).toEqual({ server: '', hasCredentials: false });
  });

  it('checks the address the way the service does', () => {
    expect(proxyServerProblem('')?.key).toBe('ops.v.proxyRequired');
    expect(proxyServerProblem('10.0.0.5:8080')?.key).toBe('ops.v.proxyUrl');
    expect(proxyServerProblem('ftp://10.0.0.5:21')?.key).toBe('ops.v.proxyScheme');
    expect(proxyServerProblem('http://u:p@10.0.0.5:8080')?.key).toBe('ops.v.proxyNoUserinfo');
    expect(proxyServerProblem('http://10.0.0.5:8080/path')?.key).toBe('ops.v.proxyTail');
    expect(proxyServerProblem('not a url')?.key).toBe('ops.v.proxyUrl');
    expect(proxyServerProblem('socks5://10.0.0.5:1080')).toBeNull();
  });

  it('sends the masked original back when the address is unchanged and no credentials were typed', () => {
    const masked = 'http://***:***@10.0.0.5:8080';
    expect(proxyValue({ server: 'http://10.0.0.5:8080', username: '', password: '' }, masked)).toBe(masked);
    // a new address drops the old credentials rather than carrying *** into it
    expect(proxyValue({ server: 'http://10.0.0.6:8080', username: '', password: '' }, masked)).toBe('http://10.0.0.6:8080');
    expect(proxyValue({ server: 'http://10.0.0.5:8080/', username: 'a@b', password: 'p:w/d' }, masked)).toBe('http://a%40b:p%3Aw%2Fd@10.0.0.5:8080');
    expect(proxyValue({ server: 'socks5://h:1080', username: 'u', password: '' }, null)).toBe('socks5://u@h:1080');
  });

  it('changes one row of the map and leaves the others (masked) as they were', () => {
    const map = { '110000': 'http://***:***@p:1', '310000': 'direct' };
    expect(withEgress(map, '310000', 'none', null)).toEqual({ '110000': 'http://***:***@p:1' });
    expect(withEgress(map, '440000', 'proxy', 'http://q:2')).toEqual({ ...map, '440000': 'http://q:2' });
    expect(withEgress(map, '110000', 'direct', null)).toEqual({ '110000': 'direct', '310000': 'direct' });
    expect(map['110000']).toBe('http://***:***@p:1');
  });
});

describe('remote browsers form', () => {
  const b = { name: 'lab-1', kind: 'server' as const, endpoint: 'ws://10.0.0.7:3000/abc', concurrency: 2 };
  it('refuses what the service would refuse, naming the field', () => {
    expect(remoteBrowserProblem({ ...b, name: 'local' }, [], null)?.field).toBe('name');
    expect(remoteBrowserProblem(b, [b], null)?.problem).toEqual({ key: 'ops.v.nodeDuplicate', params: { name: 'lab-1' } });
    expect(remoteBrowserProblem({ ...b, endpoint: 'tcp://x' }, [], null)?.field).toBe('endpoint');
    expect(remoteBrowserProblem({ ...b, concurrency: 0 }, [], null)?.field).toBe('concurrency');
    expect(remoteBrowserProblem(b, [], null)).toBeNull();
  });
  it('accepts a masked endpoint only when it is exactly the one shown', () => {
    const shown = 'ws://browserless:3000/?token=***';
    expect(remoteBrowserProblem({ ...b, kind: 'cdp', endpoint: shown }, [], shown)).toBeNull();
    expect(remoteBrowserProblem({ ...b, kind: 'cdp', endpoint: 'ws://other:3000/?token=***' }, [], shown)?.problem.key).toBe('ops.v.reenterSecret');
  });
});

describe('pacing and service refusals', () => {
  it('stores only the cells the owner filled, spacing in milliseconds', () => {
    expect(
      pacingTable([
        { code: 'deepseek', concurrency: 1, spacingS: 2.5 },
        { code: 'kimi', concurrency: null, spacingS: null },
        { code: 'doubao', concurrency: null, spacingS: 0 },
      ]),
    ).toEqual({ deepseek: { concurrency: 1, spacingMs: 2500 }, doubao: { spacingMs: 0 } });
  });
  it('finds the setting a 300001 message names', () => {
    expect(settingOfError('请求参数错误: regionEgress 取值无效 (regionEgress.310000: unsupported proxy scheme ftp: (http, https or socks5))')).toBe('regionEgress.310000');
    expect(settingOfError('请求参数错误: remoteBrowsers 取值无效 (remoteBrowsers.lab-1.endpoint: a ws(s):// or http(s):// URL)')).toBe('remoteBrowsers.lab-1.endpoint');
    expect(settingOfError('请求参数错误: platformPacing 取值无效 (platformPacing.deepseek.spacingMs: x)')).toBe('platformPacing.deepseek.spacingMs');
    expect(settingOfError('请求参数错误: ipEchoUrl 取值无效 (ipEchoUrl: an http(s) URL answering the caller IP, or null)')).toBe('ipEchoUrl');
    expect(settingOfError('请求参数错误: 设置组合无效 (concurrency 0 leaves no browser at all: configure remoteBrowsers first)')).toBe('concurrency');
    expect(settingOfError('无权修改设置: 仅本机桌面账户 (desktop) 可以修改')).toBeNull();
  });
});

describe('task list search timing', () => {
  afterEach(() => vi.useRealTimers());
  it('debounces typing into one request with the last value, and can be cancelled', () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    const d = debounce(300, (q: string) => seen.push(q));
    d('h');
    d('hu');
    vi.advanceTimersByTime(299);
    d('hua');
    vi.advanceTimersByTime(300);
    expect(seen).toEqual(['hua']);
    d('x');
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual(['hua']);
  });
  it('applies only the newest of overlapping answers', () => {
    const l = latestOnly();
    const first = l.next();
    const second = l.next();
    expect(l.isLatest(first)).toBe(false);
    expect(l.isLatest(second)).toBe(true);
  });
});

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('both languages', () => {
  it('have the same keys, so no English screen falls back to Chinese', () => {
    expect(keys(en).sort()).toEqual(keys(zh).sort());
  });
});

describe('platform sessions as the page groups them', () => {
  const info = (modelCode: string, family: string, over: Partial<PlatformInfo> = {}): PlatformInfo => ({
    modelCode, family, executed: true, supportsReasoning: true, overseas: false, features: { video: false, goods: false, searchKeywords: false, shareLink: false },
    session: { state: 'logged_in', savedAt: 1, checkedAt: 1, detail: null }, held: null, lastSuccessAt: null, lastError: null, recentFinished: 0, recentSuccessRate: null, searchWithReferencesRate: null,
    ...over,
  });
  it('groups executed codes by family, the family showing its most pressing session and any hold', () => {
    const held = { since: 5, reason: '登录墙' };
    const f = groupFamilies([
      info('deepseek', 'deepseek'),
      info('kimi', 'kimi', { session: { state: 'never', savedAt: null, checkedAt: null, detail: null } }),
      info('chatgpt', 'chatgpt', { executed: false }),
      info('deepseek_mobile', 'deepseek', { session: { state: 'challenged', savedAt: 1, checkedAt: 2, detail: 'captcha' }, held }),
    ]);
    expect(f.map((x) => [x.family, x.codes.map((c) => c.modelCode), x.session.state])).toEqual([
      ['deepseek', ['deepseek', 'deepseek_mobile'], 'challenged'],
      ['kimi', ['kimi'], 'never'],
    ]);
    expect(f[0]!.held).toEqual(held);
    expect(f.map(needsAttention)).toEqual([true, false]);
  });
  it('reads login progress from the session event; expiry is not a login outcome', () => {
    expect(loginProgressOf({ family: 'kimi', state: 'waiting', held: false, message: null })).toBe('waiting');
    expect(loginProgressOf({ family: 'kimi', state: 'failed', held: false, message: '登录窗口已关闭' })).toBe('failed');
    expect(loginProgressOf({ family: 'kimi', state: 'expired', held: true, message: 'x' })).toBeNull();
  });
});
