import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b64url, startTestService, waitForFinal, type TestService } from '../helpers/service.js';

let t: TestService;
let token: string;
const ANSWER = '2026年国产手机推荐：\n\n1. **华为** Mate 70：影像体验出色，但价格偏高。\n2. **小米** 15：性价比高。\n3. **OPPO** Find X8：拍照不错。';

beforeAll(async () => {
  t = await startTestService({ concurrency: 1 });
  token = t.account('analyst', 10).token;
});
afterAll(async () => t?.close());

describe('POST /api/local/analysis', () => {
  it('previews the brand fields of an answer without asking any platform', async () => {
    const r = await t.call('POST', '/api/local/analysis', {
      token,
      body: { answerContent: ANSWER, monitorKeywords: '小米', monitorKeywordAliases: ['Xiaomi'], competitors: [{ name: '华为' }, { name: 'vivo' }] },
    });
    expect(r.body.success).toBe(true);
    expect(r.body.data.mentionPosition).toBe(2);
    expect(r.body.data.competitorRankings).toEqual([{ name: '华为', rank: 1 }, { name: 'vivo', rank: null }]);
    expect(r.body.data.allRankings.map((x: any) => x.name)).toEqual(['华为', '小米', 'OPPO']);
    expect(r.body.data.sentiment).toBe('positive');
  });
  it('refuses bad input with 300001', async () => {
    const r = await t.call('POST', '/api/local/analysis', { token, body: { answerContent: 'x', monitorKeywords: ' ' } });
    expect(r.body).toEqual({ success: false, code: 300001, message: '请求参数错误: monitorKeywords 不能为空', data: null });
    const r2 = await t.call('POST', '/api/local/analysis', { token, body: { answerContent: 5, monitorKeywords: 'a' } });
    expect(r2.body.message).toBe('请求参数错误: answerContent 必须是字符串');
  });
  it('applies the submit rules to the brand lists', async () => {
    const aliases = Array.from({ length: 51 }, (_, i) => `a${i}`);
    const cases: Array<[object, string]> = [
      [{ monitorKeywordAliases: aliases }, 'monitorKeywordAliases 最多 50 个, 收到 51 个'],
      [{ competitors: [{ name: '小米', aliases: ['Xiaomi', 3] }] }, 'competitors[0].aliases[1] 必须是字符串'],
      [{ competitors: [{ name: 'x'.repeat(201) }] }, 'competitors[0].name 超过 200 个字符'],
      [{ monitorKeywords: 5 }, 'monitorKeywords 不能为空'],
    ];
    for (const [extra, message] of cases) {
      const r = await t.call('POST', '/api/local/analysis', { token, body: { answerContent: ANSWER, monitorKeywords: '小米', ...extra } });
      expect(r.body).toEqual({ success: false, code: 300001, message: `请求参数错误: ${message}`, data: null });
    }
  });
  it('needs a token', async () => {
    expect((await t.call('POST', '/api/local/analysis', { body: {} })).body.code).toBe(401);
  });
});

describe('POST /api/local/tasks/{taskId}/reanalyze', () => {
  it('recomputes a finished task’s analysis from stored answers with new brand lists', async () => {
    const sub = await t.call('POST', '/task/batch/shared', {
      token,
      body: { prompts: [`[sim:answer=${b64url(ANSWER)}] 手机推荐`], platforms: [{ platform: 'deepseek', mode: 'standard' }], monitorKeywords: '华为', competitors: [{ name: '小米' }] },
    });
    const taskId = sub.body.data.taskId;
    await waitForFinal(t, token, taskId, 90_000);
    const before = (await t.call('GET', `/task/result/${taskId}`, { token })).body.data.subTaskList[0];
    expect(before.mentionPosition).toBe(1);
    const balance = (await t.call('GET', '/api/reconciliation/balance', { token })).body.data.currentBalance;

    const r = await t.call('POST', `/api/local/tasks/${taskId}/reanalyze`, { token, body: { monitorKeywords: 'OPPO', competitors: [{ name: '华为' }] } });
    expect(r.body).toMatchObject({ success: true, data: { taskId, reanalyzed: 1 } });
    const after = (await t.call('GET', `/task/result/${taskId}`, { token })).body.data.subTaskList[0];
    expect(after.monitorKeywords).toBe('OPPO');
    expect(after.mentionPosition).toBe(3);
    expect(after.competitorRankings).toEqual([{ name: '华为', rank: 1 }]);
    expect(after.answerContent).toBe(before.answerContent);
    // nothing asked again, nothing charged again
    expect((await t.call('GET', '/api/reconciliation/balance', { token })).body.data.currentBalance).toBe(balance);
  });
  it('answers 404 for another account’s task and 300001 for bad lists', async () => {
    const other = t.account('peeker', 1).token;
    const list = (await t.call('GET', '/task/list', { token })).body.data.tasks;
    const r = await t.call('POST', `/api/local/tasks/${list[0].taskId}/reanalyze`, { token: other, body: { monitorKeywords: 'x' } });
    expect(r.body).toEqual({ success: false, code: 404, message: '任务不存在', data: null });
    const bad = await t.call('POST', `/api/local/tasks/${list[0].taskId}/reanalyze`, { token, body: { monitorKeywords: 'x', competitors: 'y' } });
    expect(bad.body).toEqual({ success: false, code: 300001, message: '请求参数错误: competitors 必须是数组', data: null });
  });
});
