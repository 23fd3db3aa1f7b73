import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { startTestService, tempDir, waitFor, waitForFinal, type TestService } from '../helpers/service.js';

let t: TestService;
let rx: Receiver;
let token: string;
let userId: number;
const BACKOFF = [300, 300, 300];

beforeAll(async () => {
  rx = await startReceiver();
  t = await startTestService({ concurrency: 2, callbackBackoffMs: BACKOFF });
  ({ token, userId } = t.account('hooked', 100));
});
afterAll(async () => {
  await t?.close();
  await rx?.close();
});

const submit = async (tok: string, body: object) => (await t.call('POST', '/task/batch/shared', { token: tok, body })).body.data;
const deliveries = async (tok: string, query = '') => (await t.call('GET', `/api/local/callbacks${query}`, { token: tok })).body.data;
const arrivals = (path: string) => rx.received.filter((r) => r.path === path);

describe('task-completion callback: body and headers', () => {
  it('POSTs the documented body to the task-level URL once the task is final', async () => {
    const d = await submit(token, { prompts: ['推荐几款咖啡豆'], platforms: [{ platform: 'deepseek', mode: 'standard' }], callbackUrl: `${rx.url}/shape`, monitorKeywords: '星巴克' });
    await waitForFinal(t, token, d.taskId, 90_000);
    const got = await waitFor(async () => arrivals('/shape')[0]);
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['user-agent']).toMatch(/^BrandMonitor\/\d+\.\d+\.\d+/);
    expect(got.headers['x-brandmonitor-delivery']).toMatch(/^\d+$/);
    expect(got.headers['x-brandmonitor-signature']).toBeUndefined();
    const b = got.body;
    expect(Object.keys(b)).toEqual(['taskId', 'userId', 'timestamp', 'status', 'totalItems', 'completedItems', 'failedItems', 'subTaskList']);
    expect(b).toMatchObject({ taskId: d.taskId, userId, status: 'completed', totalItems: 1, completedItems: 1, failedItems: 0 });
    expect(String(b.timestamp)).toHaveLength(13);
    const result = (await t.call('GET', `/task/result/${d.taskId}`, { token })).body.data;
    expect(b.subTaskList).toEqual(result.subTaskList);
    expect(b.subTaskList[0].answerContent.length).toBeGreaterThan(20);
  });

  it('carries consumerTaskId when one was given', async () => {
    const d = await submit(token, { prompts: ['[sim:delay=10] x'], platforms: [{ platform: 'deepseek', mode: 'standard' }], callbackUrl: `${rx.url}/consumer`, consumerTaskId: 'cb00000001' });
    await waitForFinal(t, token, d.taskId, 90_000);
    const got = await waitFor(async () => arrivals('/consumer')[0]);
    expect(got.body.consumerTaskId).toBe('cb00000001');
  });
});

describe('task-level over global', () => {
  it('uses the task URL when given, the account URL otherwise', async () => {
    const acc = t.account('globalist', 10).token;
    await t.call('PUT', '/api/business/monitor/task/callback-url', { token: acc, body: { callbackUrl: `${rx.url}/global` } });
    expect((await t.call('GET', '/api/business/monitor/task/callback-url', { token: acc })).body.data).toBe(`${rx.url}/global`);
    const own = await submit(acc, { prompts: ['[sim:delay=10] a'], platforms: [{ platform: 'deepseek', mode: 'standard' }], callbackUrl: `${rx.url}/own` });
    const glob = await submit(acc, { prompts: ['[sim:delay=10] b'], platforms: [{ platform: 'deepseek', mode: 'standard' }] });
    await waitForFinal(t, acc, own.taskId, 90_000);
    await waitForFinal(t, acc, glob.taskId, 90_000);
    await waitFor(async () => arrivals('/own').length === 1 && arrivals('/global').length === 1);
    expect(arrivals('/own')[0]!.body.taskId).toBe(own.taskId);
    expect(arrivals('/global')[0]!.body.taskId).toBe(glob.taskId);
  });
});

describe('retries with back-off and the delivery log', () => {
  it('a receiver that fails twice then succeeds gets three attempts, logged', async () => {
    rx.script('/flaky', [500, 503, 200]);
    const d = await submit(token, { prompts: ['[sim:delay=10] c'], platforms: [{ platform: 'deepseek', mode: 'standard' }], callbackUrl: `${rx.url}/flaky` });
    await waitForFinal(t, token, d.taskId, 90_000);
    await waitFor(async () => arrivals('/flaky').length === 3, 20_000);
    const [first, second, third] = arrivals('/flaky');
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(250);
    expect(first!.headers['x-brandmonitor-delivery']).toBe(third!.headers['x-brandmonitor-delivery']);
    const log = await waitFor(async () => {
      const list = await deliveries(token, `?taskId=${d.taskId}`);
      return list[0]?.status === 'delivered' ? list : null;
    });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ taskId: d.taskId, eventStatus: 'completed', status: 'delivered', attempts: 3, lastError: null });
    expect(log[0].attemptLog.map((a: any) => a.statusCode)).toEqual([500, 503, 200]);
    expect(log[0].attemptLog[0].error).toBe('HTTP 500');
    for (const a of log[0].attemptLog) expect(a.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('gives up after the schedule is spent, and redeliver sends it again now', async () => {
    rx.script('/down', [500, 500, 500, 500]);
    const d = await submit(token, { prompts: ['[sim:delay=10] d'], platforms: [{ platform: 'deepseek', mode: 'standard' }], callbackUrl: `${rx.url}/down` });
    await waitForFinal(t, token, d.taskId, 90_000);
    const failed = await waitFor(async () => {
      const list = await deliveries(token, `?taskId=${d.taskId}&status=failed`);
      return list.length ? list[0] : null;
    }, 20_000);
    expect(failed.attempts).toBe(BACKOFF.length + 1);
    const r = await t.call('POST', `/api/local/callbacks/${failed.id}/redeliver`, { token });
    expect(r.body).toMatchObject({ success: true, code: 200 });
    await waitFor(async () => arrivals('/down').length === 5);
    const after = await waitFor(async () => {
      const list = await deliveries(token, `?taskId=${d.taskId}`);
      return list[0].status === 'delivered' ? list[0] : null;
    });
    expect(after.attempts).toBe(5);
  });

  it('a foreign delivery cannot be listed or redelivered', async () => {
    const other = t.account('nosy', 1).token;
    const mine = await deliveries(token);
    expect(mine.length).toBeGreaterThan(0);
    expect(await deliveries(other)).toEqual([]);
    const r = await t.call('POST', `/api/local/callbacks/${mine[0].id}/redeliver`, { token: other });
    expect(r.body).toEqual({ success: false, code: 404, message: '回调记录不存在', data: null });
    expect((await t.call('POST', '/api/local/callbacks/abc/redeliver', { token })).body.message).toBe('回调记录不存在');
    const bad = await t.call('GET', '/api/local/callbacks?status=done', { token });
    expect(bad.body).toEqual({ success: false, code: 300001, message: '请求参数错误: status 必须是 pending, delivering, delivered, failed 之一', data: null });
  });

  it('a hanging receiver does not hold up other deliveries', async () => {
    rx.script('/hang', ['hang', 'hang', 'hang']);
    const slow = await submit(token, { prompts: ['[sim:delay=10] h1', '[sim:delay=10] h2'], platforms: [{ platform: 'deepseek', mode: 'standard' }], callbackUrl: `${rx.url}/hang` });
    await waitForFinal(t, token, slow.taskId, 90_000);
    await waitFor(async () => arrivals('/hang').length >= 1);
    const quick = await submit(token, { prompts: ['[sim:delay=10] q'], platforms: [{ platform: 'deepseek', mode: 'standard' }], callbackUrl: `http://localhost:${new URL(rx.url).port}/quick` });
    const done = await waitForFinal(t, token, quick.taskId, 90_000);
    const got = await waitFor(async () => arrivals('/quick')[0], 5_000);
    expect(got.at - done.completedAt).toBeLessThan(3_000);
  });
});

describe('stopped tasks send a callback', () => {
  it('with status stopped', async () => {
    const d = await submit(token, { prompts: ['[sim:delay=3000] s1', 's2', 's3'], platforms: [{ platform: 'deepseek', mode: 'standard' }], callbackUrl: `${rx.url}/stopped` });
    await t.call('PUT', `/task/${d.taskId}/stop`, { token });
    const got = await waitFor(async () => arrivals('/stopped')[0]);
    expect(got.body).toMatchObject({ taskId: d.taskId, status: 'stopped' });
  });
});

describe('signatures', () => {
  it('signs the raw body with the account secret, verifiable with the README recipe', async () => {
    const secret = 'whsec_0123456789abcdef';
    const bad = await t.call('PUT', '/api/local/callback-secret', { token, body: { secret: 'short' } });
    expect(bad.body).toMatchObject({ success: false, code: 300001 });
    const r = await t.call('PUT', '/api/local/callback-secret', { token, body: { secret } });
    expect(r.body).toMatchObject({ success: true, code: 200 });
    const d = await submit(token, { prompts: ['[sim:delay=10] sig'], platforms: [{ platform: 'deepseek', mode: 'standard' }], callbackUrl: `${rx.url}/signed` });
    await waitForFinal(t, token, d.taskId, 90_000);
    const got = await waitFor(async () => arrivals('/signed')[0]);
    // README recipe
    const ts = got.headers['x-brandmonitor-timestamp'] as string;
    const expected = 'sha256=' + createHmac('sha256', secret).update(`${ts}.${got.raw}`).digest('hex');
    expect(got.headers['x-brandmonitor-signature']).toBe(expected);
    expect(Math.abs(Date.now() - Number(ts))).toBeLessThan(60_000);
    // a tampered body does not verify
    const tampered = 'sha256=' + createHmac('sha256', secret).update(`${ts}.${got.raw.replace('completed', 'failed')}`).digest('hex');
    expect(tampered).not.toBe(got.headers['x-brandmonitor-signature']);
    await t.call('PUT', '/api/local/callback-secret', { token, body: { secret: null } });
  });
});

describe('PUT /api/business/monitor/task/callback-url', () => {
  it('validates http(s) and length, null or "" clears', async () => {
    const acc = t.account('urls', 1).token;
    const ftp = await t.call('PUT', '/api/business/monitor/task/callback-url', { token: acc, body: { callbackUrl: 'ftp://x/y' } });
    expect(ftp.body).toEqual({ success: false, code: 300001, message: '请求参数错误: callbackUrl 只支持 http 或 https 地址', data: null });
    const long = await t.call('PUT', '/api/business/monitor/task/callback-url', { token: acc, body: { callbackUrl: `https://x.com/${'a'.repeat(2048)}` } });
    expect(long.body.code).toBe(300001);
    const set = await t.call('PUT', '/api/business/monitor/task/callback-url', { token: acc, body: { callbackUrl: 'https://hooks.example.com/bm' } });
    expect(set.body).toEqual({ success: true, code: 200, message: '回调地址更新成功', data: null });
    expect((await t.call('GET', '/api/business/monitor/task/callback-url', { token: acc })).body.data).toBe('https://hooks.example.com/bm');
    await t.call('PUT', '/api/business/monitor/task/callback-url', { token: acc, body: { callbackUrl: '' } });
    expect((await t.call('GET', '/api/business/monitor/task/callback-url', { token: acc })).body).toEqual({ success: true, code: 200, message: '操作成功', data: null });
  });
});

describe('retries survive a restart', () => {
  it('a delivery due after a restart is sent by the new process', async () => {
    const dir = tempDir('cb-restart');
    const rx2 = await startReceiver();
    rx2.script('/later', [500, 200]);
    let svc = await startTestService({ dataDir: dir, callbackBackoffMs: [1500] });
    const acc = svc.account('restarter', 5).token;
    const d = (await svc.call('POST', '/task/batch/shared', { token: acc, body: { prompts: ['[sim:delay=10] r'], platforms: [{ platform: 'deepseek', mode: 'standard' }], callbackUrl: `${rx2.url}/later` } })).body.data;
    await waitForFinal(svc, acc, d.taskId, 90_000);
    await waitFor(async () => rx2.received.length === 1);
    await svc.service.close(); // keep the data dir
    svc = await startTestService({ dataDir: dir, callbackBackoffMs: [1500] });
    await waitFor(async () => rx2.received.length === 2, 15_000);
    const log = (await svc.call('GET', `/api/local/callbacks?taskId=${d.taskId}`, { token: acc })).body.data;
    await waitFor(async () => (await svc.call('GET', `/api/local/callbacks?taskId=${d.taskId}`, { token: acc })).body.data[0].status === 'delivered');
    expect(log[0].attemptLog[0].statusCode).toBe(500);
    await svc.close();
    await rx2.close();
  });
});
