import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.js';

let t: TestService;
let owner: string;
let other: string;
beforeAll(async () => {
  t = await startTestService({ paused: true, desktopSession: true });
  owner = t.service.localToken;
  other = t.account('analyst', 10).token;
});
afterAll(async () => t?.close());

describe('GET/PUT /api/local/settings', () => {
  it('any account reads the settings; only the desktop account may edit', async () => {
    const r = await t.call('GET', '/api/local/settings', { token: other });
    expect(r.body).toMatchObject({ success: true, code: 200, data: { editable: false, settings: { maxRetries: 2, prices: { currency: 'CNY' } } } });
    const own = await t.call('GET', '/api/local/settings', { token: owner });
    expect(own.body.data.editable).toBe(true);
    const denied = await t.call('PUT', '/api/local/settings', { token: other, body: { platformConcurrency: 3 } });
    expect(denied.body).toEqual({ success: false, code: 403, message: '无权修改设置: 仅本机桌面账户 (desktop) 可以修改', data: null });
    expect(t.service.engine.settings.get().platformConcurrency).toBe(2);
  });

  it('the owner saves a value and reads it back', async () => {
    const r = await t.call('PUT', '/api/local/settings', { token: owner, body: { platformConcurrency: 3, browserPath: '/usr/bin/chromium' } });
    expect(r.body).toMatchObject({ success: true, code: 200, message: '设置已保存', data: { settings: { platformConcurrency: 3, browserPath: '/usr/bin/chromium' } } });
    expect(t.service.engine.settings.get().platformConcurrency).toBe(3);
  });

  it('refuses bad values with 300001 naming the field, changing nothing', async () => {
    const cases: [unknown, string][] = [
      [{ concurrency: -1 }, '请求参数错误: concurrency 取值无效 (concurrency: a whole number 0-64 (0: no local browser, remote browsers only))'],
      [{ concurrency: 0 }, '请求参数错误: 设置组合无效 (concurrency 0 leaves no browser at all: configure remoteBrowsers first)'],
      [{ colour: 'red' }, '请求参数错误: 未知的设置项 colour'],
      [{}, '请求参数错误: 至少提供一个设置项'],
      [[1], '请求参数错误: 请求体必须是 JSON 对象'],
    ];
    for (const [body, message] of cases) {
      const r = await t.call('PUT', '/api/local/settings', { token: owner, body });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ success: false, code: 300001, message, data: null });
    }
    const mixed = await t.call('PUT', '/api/local/settings', { token: owner, body: { platformConcurrency: 5, maxRetries: -1 } });
    expect(mixed.body.code).toBe(300001);
    expect(t.service.engine.settings.get().platformConcurrency).toBe(3);
  });

  it('needs a token', async () => {
    const r = await t.call('GET', '/api/local/settings');
    expect(r.body.code).toBe(401);
  });
});

describe('/api/local/tokens', () => {
  it('creates a token shown once, lists prefixes only, revokes it', async () => {
    const created = await t.call('POST', '/api/local/tokens', { token: other, body: { label: '报表脚本' } });
    expect(created.body).toMatchObject({ success: true, code: 200, message: '令牌已创建' });
    const { id, prefix, token } = created.body.data;
    expect(token).toMatch(/^bm_[A-Za-z0-9]{40}$/);
    expect(token.startsWith(prefix)).toBe(true);
    const list = (await t.call('GET', '/api/local/tokens', { token: other })).body.data;
    expect(JSON.stringify(list)).not.toContain(token);
    expect(list.find((x: { id: number }) => x.id === id)).toMatchObject({ prefix, label: '报表脚本', current: false });
    expect(list.filter((x: { current: boolean }) => x.current)).toHaveLength(1);
    expect((await t.call('GET', '/api/reconciliation/balance', { token })).body.code).toBe(200);
    const revoked = await t.call('DELETE', `/api/local/tokens/${id}`, { token: other });
    expect(revoked.body).toEqual({ success: true, code: 200, message: '令牌已吊销', data: null });
    expect((await t.call('GET', '/api/reconciliation/balance', { token })).body.code).toBe(401);
  });

  it('another account cannot see or revoke the token', async () => {
    const { id } = (await t.call('POST', '/api/local/tokens', { token: other, body: {} })).body.data;
    const ownerList = (await t.call('GET', '/api/local/tokens', { token: owner })).body.data;
    expect(ownerList.some((x: { id: number }) => x.id === id)).toBe(false);
    const r = await t.call('DELETE', `/api/local/tokens/${id}`, { token: owner });
    expect(r.body).toEqual({ success: false, code: 404, message: '令牌不存在或已吊销', data: null });
    expect((await t.call('DELETE', '/api/local/tokens/abc', { token: other })).body.code).toBe(404);
  });

  it('validates the label', async () => {
    expect((await t.call('POST', '/api/local/tokens', { token: other, body: { label: 5 } })).body).toEqual({ success: false, code: 300001, message: '请求参数错误: label 必须是字符串', data: null });
    expect((await t.call('POST', '/api/local/tokens', { token: other, body: { label: 'x'.repeat(65) } })).body.message).toBe('请求参数错误: label 最多 64 个字符');
  });
});

describe('settings that carry credentials', () => {
  it('shows proxies and browser endpoints masked to every reader, and a masked value sent back keeps the stored one', async () => {
    const proxy = 'http://alice:s3cret-pw@10.1.2.3:8080';
    const endpoint = 'ws://127.0.0.1:9/pw?token=tok-123456';
    const saved = await t.call('PUT', '/api/local/settings', { token: owner, body: { regionEgress: { '110000': proxy, default: 'direct' }, remoteBrowsers: [{ name: 'lab', kind: 'server', endpoint, concurrency: 1 }] } });
    expect(saved.body.success).toBe(true);
    for (const token of [owner, other]) {
      const r = await t.call('GET', '/api/local/settings', { token });
      const text = JSON.stringify(r.body);
      expect(text).not.toContain('s3cret-pw');
      expect(text).not.toContain('alice');
      expect(text).not.toContain('tok-123456');
      expect(r.body.data.settings.regionEgress).toEqual({ '110000': 'http://***:***@10.1.2.3:8080', default: 'direct' });
    }
    // the form sends everything back as it was shown, with one change elsewhere
    const shown = (await t.call('GET', '/api/local/settings', { token: owner })).body.data.settings;
    const again = await t.call('PUT', '/api/local/settings', { token: owner, body: { regionEgress: { ...shown.regionEgress, '310000': 'direct' }, remoteBrowsers: shown.remoteBrowsers } });
    expect(again.body.success).toBe(true);
    const stored = t.service.engine.settings.get();
    expect(stored.regionEgress).toEqual({ '110000': proxy, default: 'direct', '310000': 'direct' });
    expect(stored.remoteBrowsers[0]!.endpoint).toBe(endpoint);
    await t.call('PUT', '/api/local/settings', { token: owner, body: { regionEgress: {}, remoteBrowsers: [] } });
  });
});

describe('POST /api/local/balance/topup', () => {
  const balance = async (token: string) => (await t.call('GET', '/api/reconciliation/balance', { token })).body.data.currentBalance;

  it('the desktop account tops itself up and the ledger records it', async () => {
    const before = Number(await balance(owner));
    const r = await t.call('POST', '/api/local/balance/topup', { token: owner, body: { amount: '12.50' } });
    expect(r.body).toEqual({ success: true, code: 200, message: '充值成功', data: { currentBalance: (before + 12.5).toFixed(2) } });
    expect(await balance(owner)).toBe((before + 12.5).toFixed(2));
  });

  it('refuses other accounts and malformed amounts, changing nothing', async () => {
    const denied = await t.call('POST', '/api/local/balance/topup', { token: other, body: { amount: 5 } });
    expect(denied.body).toMatchObject({ success: false, code: 403, data: null });
    expect(await balance(other)).toBe('10.00');
    const ownBefore = await balance(owner);
    for (const body of [{ amount: '-1' }, { amount: '1.234' }, { amount: 0 }, { amount: '1e3' }, {}, [], '5']) {
      const r = await t.call('POST', '/api/local/balance/topup', { token: owner, body });
      expect(r.body).toMatchObject({ success: false, code: 300001, data: null });
    }
    expect(await balance(owner)).toBe(ownBefore);
  });
});

describe('/api/local/callback-secret and /api/local/platforms', () => {
  it('tells whether a secret is set, never the secret', async () => {
    expect((await t.call('GET', '/api/local/callback-secret', { token: other })).body.data).toEqual({ configured: false });
    await t.call('PUT', '/api/local/callback-secret', { token: other, body: { secret: 's'.repeat(20) } });
    const r = await t.call('GET', '/api/local/callback-secret', { token: other });
    expect(r.body.data).toEqual({ configured: true });
    expect((await t.call('GET', '/api/local/callback-secret', { token: owner })).body.data).toEqual({ configured: false });
  });

  it('lists platform capabilities to an authenticated caller', async () => {
    expect((await t.call('GET', '/api/local/platforms')).body).toMatchObject({ success: false, code: 401 });
    const r = await t.call('GET', '/api/local/platforms', { token: other });
    const models = (await t.call('GET', '/api/business/system/models')).body.data;
    expect(r.body.data.map((p: { modelCode: string }) => p.modelCode)).toEqual(models.map((m: { modelCode: string }) => m.modelCode));
    expect(r.body.data.find((p: { modelCode: string }) => p.modelCode === 'deepseek')).toMatchObject({ supportsReasoning: true, overseas: false, executed: true });
    // which codes run is the registered adapters' word, the same as the README's table
    expect(r.body.data.find((p: { modelCode: string }) => p.modelCode === 'qianwen_mobile').executed).toBe(true);
    expect(r.body.data.find((p: { modelCode: string }) => p.modelCode === 'quark').executed).toBe(false);
  });
});
