import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, waitFor, waitForFinal, type TestService } from '../helpers/service.js';

let t: TestService;
let token: string;
let foreign: string;

const balance = async (tok: string) => (await t.call('GET', '/api/reconciliation/balance', { token: tok })).body.data.currentBalance;

beforeAll(async () => {
  // one page at a time, so that a slow first sub-task holds the others in pending
  t = await startTestService({ concurrency: 1 });
  token = t.account('stopper', 10).token;
  foreign = t.account('intruder', 10).token;
});
afterAll(async () => t?.close());

describe('PUT /task/{taskId}/stop', () => {
  it('stops pending sub-tasks at once; the assigned one runs on and is charged; status stays stopped', async () => {
    const sub = await t.call('POST', '/task/batch/shared', {
      token,
      body: { prompts: ['[sim:delay=2500] 第一个问题', '第二个问题', '第三个问题'], platforms: [{ platform: 'deepseek', mode: 'standard' }] },
    });
    const { taskId, subTaskList } = sub.body.data;
    expect(await balance(token)).toBe('9.73');
    await waitFor(async () => {
      const s = (await t.call('GET', `/task/status/${taskId}`, { token })).body.data;
      return ['assigned', 'processing'].includes(s.subTaskList[0].status);
    });

    const foreignTry = await t.call('PUT', `/task/${taskId}/stop`, { token: foreign });
    expect(foreignTry.body).toEqual({ success: false, code: 403, message: '无权操作该任务', data: null });

    const r = await t.call('PUT', `/api/business/monitor/task/${taskId}/stop`, { token });
    expect(r.body).toEqual({ success: true, code: 200, message: '操作成功', data: '任务已停止，影响子任务 2 个' });

    const after = (await t.call('GET', `/task/status/${taskId}`, { token })).body.data;
    expect(after.status).toBe('stopped');
    expect(after.message).toBe('任务已停止');
    expect(after.subTaskList.slice(1).map((s: any) => s.status)).toEqual(['stopped', 'stopped']);
    expect(String(after.completedAt)).toHaveLength(13);

    // the running sub-task completes and is charged; the task does not advance
    const done = await waitFor(async () => {
      const res = (await t.call('GET', `/task/result/${taskId}`, { token })).body.data;
      return res.subTaskList[0].status === 'completed' ? res : null;
    }, 60_000);
    expect(done.status).toBe('stopped');
    expect(done.subTaskList[0].answerContent.length).toBeGreaterThan(20);
    expect(done.subTaskList[0].amount).toBe(0.09);
    expect(done.subTaskList[1]).toMatchObject({ subTaskId: subTaskList[1].subTaskId, status: 'stopped', amount: 0 });
    expect(done.completedItems).toBe(1);
    // frozen 0.27, consumed 0.09, released the rest
    await waitFor(async () => (await balance(token)) === '9.91');

    const again = await t.call('PUT', `/task/${taskId}/stop`, { token });
    expect(again.body).toEqual({ success: true, code: 200, message: '操作成功', data: '任务已停止，影响子任务 0 个' });
  });

  it('refuses to stop a finished task with 500 任务已结束,不能停止', async () => {
    const sub = await t.call('POST', '/task/batch/shared', { token, body: { prompts: ['推荐几款奶粉'], platforms: [{ platform: 'deepseek', mode: 'standard' }] } });
    const final = await waitForFinal(t, token, sub.body.data.taskId, 90_000);
    expect(final.status).toBe('completed');
    const r = await t.call('PUT', `/task/${sub.body.data.taskId}/stop`, { token });
    expect(r.body).toEqual({ success: false, code: 500, message: '任务已结束,不能停止', data: null });
    expect(r.status).toBe(200);
  });

  it('answers 404 任务不存在 for an unknown task', async () => {
    const r = await t.call('PUT', '/task/ffffffffffffffffffffffffffffffff/stop', { token });
    expect(r.body).toEqual({ success: false, code: 404, message: '任务不存在', data: null });
  });
});
