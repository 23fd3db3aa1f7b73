// Regions end to end: the owner maps 410000 to a proxy (with credentials); a web sub-task naming
// it goes through the proxy and reports the proxy's IP, the mobile one ignores the region, and a
// region with no egress fails at once, uncharged, with a message naming it. The API shows which
// regions have egress without ever returning the credentials.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startForwardProxy, type ForwardProxy } from '../helpers/forward-proxy.js';
import { startTestService, waitForFinal, type TestService } from '../helpers/service.js';
import { received, sharedBrowser } from './helpers.js';

const PASSWORD = 'Pr0xy-Secret-77';
let t: TestService;
let proxy: ForwardProxy;

beforeAll(async () => {
  proxy = await startForwardProxy({ auth: { username: 'henan', password: PASSWORD }, egressIp: '198.51.100.23' });
  t = await startTestService({ chromium: true, browserEndpoint: sharedBrowser(), maxRetries: 3 });
  t.service.engine.settings.save({ regionEgress: { '410000': `http://henan:${PASSWORD}@127.0.0.1:${proxy.port}`, '310000': 'direct' } });
});
afterAll(async () => {
  await t?.close();
  await proxy?.close();
});

const subTaskIds = (taskId: string) =>
  t.service.engine.store.all(t.service.engine.store.db.selectFrom('sub_tasks').select(['id', 'platform', 'failures', 'attempts']).where('task_id', '=', taskId).orderBy('id'));

describe('regions', () => {
  it('runs a region through its proxy, mobile codes directly; a region without egress fails uncharged', async () => {
    const { token } = t.account('regions', 100);
    const henan = await t.call('POST', '/task/batch/shared', {
      token,
      body: { prompts: ['郑州哪家咖啡店好'], platforms: [{ platform: 'deepseek', mode: 'standard' }, { platform: 'deepseek_mobile', mode: 'standard' }], regionCode: ['410000'] },
    });
    const beijing = await t.call('POST', '/task/batch/shared', {
      token,
      body: { prompts: ['北京哪家咖啡店好'], platforms: [{ platform: 'deepseek', mode: 'standard' }], regionCode: ['110000'] },
    });
    expect(henan.body.success && beijing.body.success).toBe(true);

    expect((await waitForFinal(t, token, henan.body.data.taskId, 120_000)).status).toBe('completed');
    const result = (await t.call('GET', `/task/result/${henan.body.data.taskId}`, { token })).body.data;
    const web = result.subTaskList.find((s: any) => s.platform === 'deepseek');
    const mobile = result.subTaskList.find((s: any) => s.platform === 'deepseek_mobile');
    expect(web.proxyIp).toBe('198.51.100.23');
    expect(mobile.proxyIp).toBeNull();
    const [webRow, mobileRow] = subTaskIds(henan.body.data.taskId);
    expect((await received(t.service.sandboxUrl!, webRow!.id))[0]!.forwardedFor).toBe('198.51.100.23');
    expect((await received(t.service.sandboxUrl!, mobileRow!.id))[0]!.forwardedFor).toBeNull();
    expect(proxy.forwarded.some((u) => u.includes('/deepseek/api/'))).toBe(true);
    expect(JSON.stringify(result)).not.toContain(PASSWORD);

    const bj = await waitForFinal(t, token, beijing.body.data.taskId, 30_000);
    expect(bj.status).toBe('failed');
    const bjResult = (await t.call('GET', `/task/result/${beijing.body.data.taskId}`, { token })).body.data.subTaskList[0];
    expect(bjResult).toMatchObject({ status: 'failed', errorMessage: '地区 110000(北京市) 未配置出口代理', amount: 0 });
    // failed before it ever ran: no attempt, no retry
    expect(subTaskIds(beijing.body.data.taskId)[0]).toMatchObject({ failures: 0, attempts: 0 });
  }, 150_000);

  it('GET /api/local/regions lists every region with its egress, proxies masked', async () => {
    const { token } = t.account('regions-api', 0);
    expect((await t.call('GET', '/api/local/regions')).body).toMatchObject({ success: false, code: 401, data: null });
    const r = await t.call('GET', '/api/local/regions', { token });
    expect(r.body.success).toBe(true);
    const byCode = new Map(r.body.data.map((x: any) => [x.regionCode, x]));
    expect(byCode.get('410000')).toEqual({ regionCode: '410000', name: '河南省', scope: 'domestic', hasEgress: true, egress: 'proxy', proxy: `http://***:***@127.0.0.1:${proxy.port}` });
    expect(byCode.get('310000')).toMatchObject({ hasEgress: true, egress: 'direct', proxy: null });
    expect(byCode.get('110000')).toMatchObject({ name: '北京市', hasEgress: false, egress: null });
    expect(byCode.get('138')).toMatchObject({ name: '美国', scope: 'overseas', hasEgress: false });
    expect(byCode.get('default')).toMatchObject({ hasEgress: true, egress: 'direct' });
    expect(JSON.stringify(r.body)).not.toContain(PASSWORD);
    expect(JSON.stringify(r.body)).not.toContain('henan');
  });
});
