import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, waitForFinal, type TestService } from '../helpers/service.js';

let t: TestService;
let token: string;
let taskId: string;
let subTaskIds: string[];

const day = (offset = 0) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

beforeAll(async () => {
  t = await startTestService();
  token = t.account('payer', 100).token;
  // two real sub-tasks in the sandbox: 0.09 each (standard, no screenshot)
  const r = await t.call('POST', '/task/batch/shared', { token, body: { prompts: ['推荐几款咖啡机', '哪款扫地机器人好'], platforms: [{ platform: 'deepseek', mode: 'standard' }] } });
  taskId = r.body.data.taskId;
  subTaskIds = r.body.data.subTaskList.map((s: any) => s.subTaskId);
  const final = await waitForFinal(t, token, taskId, 90_000);
  expect(final.status).toBe('completed');
}, 120_000);
afterAll(async () => t?.close());

describe('POST /api/reconciliation/summary', () => {
  it('totals the consumption of the range', async () => {
    const r = await t.call('POST', '/api/reconciliation/summary', { token, body: { startDate: day(-1), endDate: day(0) } });
    expect(r.body).toEqual({
      success: true,
      code: 200,
      message: '操作成功',
      data: { startDate: day(-1), endDate: day(0), aiModel: '', taskId: '', totalCount: 2, totalConsume: '0.18' },
    });
  });
  it('filters by aiModel and taskId', async () => {
    const none = await t.call('POST', '/api/reconciliation/summary', { token, body: { startDate: day(0), endDate: day(0), aiModel: 'kimi' } });
    expect(none.body.data).toMatchObject({ aiModel: 'kimi', totalCount: 0, totalConsume: '0.00' });
    const one = await t.call('POST', '/api/reconciliation/summary', { token, body: { startDate: day(0), endDate: day(0), taskId } });
    expect(one.body.data).toMatchObject({ taskId, totalCount: 2, totalConsume: '0.18' });
  });
  it('sees nothing of another account', async () => {
    const stranger = t.account('stranger', 1).token;
    const r = await t.call('POST', '/api/reconciliation/summary', { token: stranger, body: { startDate: day(0), endDate: day(0), taskId } });
    expect(r.body.data).toMatchObject({ totalCount: 0, totalConsume: '0.00' });
  });
  const errors: Array<[string, object, string]> = [
    ['no dates', {}, '请选择对账时间范围'],
    ['empty endDate', { startDate: '2026-11-01', endDate: '' }, '请选择对账时间范围'],
    ['start after end', { startDate: '2026-11-02', endDate: '2026-11-01' }, '开始时间不能晚于结束时间'],
    ['32 days', { startDate: '2026-01-01', endDate: '2026-02-01' }, '单次对账查询最多支持31天'],
  ];
  for (const [name, body, message] of errors) {
    it(`${name} → code 400 ${message}`, async () => {
      const r = await t.call('POST', '/api/reconciliation/summary', { token, body });
      expect(r.body).toEqual({ success: false, code: 400, message, data: null });
    });
  }
  it('accepts exactly 31 days', async () => {
    const r = await t.call('POST', '/api/reconciliation/summary', { token, body: { startDate: '2026-01-01', endDate: '2026-01-31' } });
    expect(r.body.success).toBe(true);
  });
  it('refuses a date that is not yyyy-MM-dd', async () => {
    const r = await t.call('POST', '/api/reconciliation/summary', { token, body: { startDate: '2026/01/01', endDate: '2026-01-31' } });
    expect(r.body).toMatchObject({ success: false, code: 400, data: null });
  });
});

describe('POST /api/reconciliation/records', () => {
  it('lists consumption records newest first with the documented fields', async () => {
    const r = await t.call('POST', '/api/reconciliation/records', { token, body: { startDate: day(0), endDate: day(0) } });
    const d = r.body.data;
    expect(d).toMatchObject({ total: 2, currentPage: 1, pageSize: 100, totalPages: 1 });
    expect(d.records).toHaveLength(2);
    expect(d.records[0].transactionTime).toBeGreaterThanOrEqual(d.records[1].transactionTime);
    for (const rec of d.records) {
      expect(rec).toMatchObject({ taskId, amount: '0.09', aiModel: 'deepseek', aiModelText: 'DeepSeek' });
      expect(typeof rec.id).toBe('number');
      expect(typeof rec.subTaskId).toBe('number');
      expect(subTaskIds).toContain(String(rec.subTaskId));
      expect(String(rec.transactionTime)).toHaveLength(13);
      expect(String(rec.taskCreatedTime)).toHaveLength(13);
      expect(['推荐几款咖啡机', '哪款扫地机器人好']).toContain(rec.question);
    }
  });
  it('pages', async () => {
    const r = await t.call('POST', '/api/reconciliation/records', { token, body: { startDate: day(0), endDate: day(0), pageNum: 2, pageSize: 1 } });
    expect(r.body.data).toMatchObject({ total: 2, currentPage: 2, pageSize: 1, totalPages: 2 });
    expect(r.body.data.records).toHaveLength(1);
  });
  it('pageSize over 1000 → pageSize 最大支持1000', async () => {
    const r = await t.call('POST', '/api/reconciliation/records', { token, body: { startDate: day(0), endDate: day(0), pageSize: 1001 } });
    expect(r.body).toEqual({ success: false, code: 400, message: 'pageSize 最大支持1000', data: null });
  });
  it('paging deeper than 100 000 rows → 查询结果较多…', async () => {
    const r = await t.call('POST', '/api/reconciliation/records', { token, body: { startDate: day(0), endDate: day(0), pageNum: 101, pageSize: 1000 } });
    expect(r.body).toEqual({ success: false, code: 400, message: '查询结果较多,请缩小时间范围或增加筛选条件后重试', data: null });
  });
  it('date errors as in the summary', async () => {
    const r = await t.call('POST', '/api/reconciliation/records', { token, body: { startDate: '2026-03-01', endDate: '2026-01-01' } });
    expect(r.body).toEqual({ success: false, code: 400, message: '开始时间不能晚于结束时间', data: null });
  });
});

describe('GET /api/reconciliation/balance', () => {
  it('is the top-up minus what was consumed (the freeze released)', async () => {
    const r = await t.call('GET', '/api/reconciliation/balance', { token });
    expect(r.body).toEqual({ success: true, code: 200, message: '操作成功', data: { currentBalance: '99.82' } });
  });
  it('needs a token', async () => {
    const r = await t.call('GET', '/api/reconciliation/balance');
    expect(r.body.code).toBe(401);
  });
});
