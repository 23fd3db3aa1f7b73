import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b64url, startTestService, waitForFinal, type TestService } from '../helpers/service.js';

let t: TestService;
let token: string;
let foreign: string;

const submit = async (tok: string, body: object) => (await t.call('POST', '/task/batch/shared', { token: tok, body })).body.data;

beforeAll(async () => {
  t = await startTestService({ concurrency: 2, maxRetries: 2, retryDelayMs: 100 });
  token = t.account('runner', 100).token;
  foreign = t.account('outsider', 100).token;
});
afterAll(async () => t?.close());

describe('GET /task/status/{taskId}', () => {
  it('reports progress in the documented line and millisecond times', async () => {
    const d = await submit(token, { prompts: ['推荐几款运动鞋', '[sim:fail] 推荐几款跑鞋'], platforms: [{ platform: 'deepseek', mode: 'standard' }] });
    const first = await t.call('GET', `/task/status/${d.taskId}`, { token });
    expect(first.body.message).toBe('操作成功');
    expect(String(first.body.data.createdAt)).toHaveLength(13);
    expect(first.body.data.subTaskList[0]).toMatchObject({ subTaskId: d.subTaskList[0].subTaskId, platform: 'deepseek', mode: 'standard', monitorKeywords: null, monitorKeywordAliases: [], competitors: [] });
    const final = await waitForFinal(t, token, d.taskId, 90_000);
    expect(final.status).toBe('partial_completed');
    expect(final.message).toBe('任务进度: 1/2 已完成, 1 失败');
    expect(final).toMatchObject({ totalItems: 2, completedItems: 1, failedItems: 1 });
    expect(String(final.completedAt)).toHaveLength(13);
    expect(final.completedAt).toBeGreaterThanOrEqual(final.createdAt);
  });
  it('answers 404 任务不存在 for an unknown id and for another account’s task', async () => {
    const unknown = await t.call('GET', '/task/status/0123456789abcdef0123456789abcdef', { token });
    expect(unknown.body).toEqual({ success: false, code: 404, message: '任务不存在', data: null });
    const d = await submit(token, { prompts: ['[sim:delay=100] x'], platforms: [{ platform: 'deepseek', mode: 'standard' }] });
    const theirs = await t.call('GET', `/api/business/monitor/task/status/${d.taskId}`, { token: foreign });
    expect(theirs.body).toEqual({ success: false, code: 404, message: '任务不存在', data: null });
    await waitForFinal(t, token, d.taskId);
  });
});

describe('GET /task/result/{taskId}', () => {
  it('answers with the Markdown a [sim:answer] directive gives', async () => {
    const md = '1. **华为** Mate 70：影像出色\n2. **小米** 15：性价比高';
    const d = await submit(token, { prompts: [`[sim:answer=${b64url(md)}] 手机推荐`], platforms: [{ platform: 'deepseek', mode: 'standard' }], monitorKeywords: '华为', competitors: [{ name: '小米' }] });
    await waitForFinal(t, token, d.taskId, 90_000);
    const s = (await t.call('GET', `/task/result/${d.taskId}`, { token })).body.data.subTaskList[0];
    expect(s.answerContent).toContain('**华为**');
    expect(s.answerContent).toContain('**小米**');
    expect(s.mentionPosition).toBe(1);
    expect(s.competitorRankings).toEqual([{ name: '小米', rank: 2 }]);
  });

  it('retries a failing sub-task and completes it ([sim:fail-times=1])', async () => {
    const d = await submit(token, { prompts: ['[sim:fail-times=1] 推荐几款空气炸锅'], platforms: [{ platform: 'deepseek', mode: 'standard' }] });
    const final = await waitForFinal(t, token, d.taskId, 90_000);
    expect(final.status).toBe('completed');
  });

  it('fails after the retries are spent, with an errorMessage, and charges nothing', async () => {
    const before = (await t.call('GET', '/api/reconciliation/balance', { token: foreign })).body.data.currentBalance;
    const d = await submit(foreign, { prompts: ['[sim:fail] 推荐几款手机'], platforms: [{ platform: 'deepseek', mode: 'standard' }] });
    const final = await waitForFinal(t, foreign, d.taskId, 90_000);
    expect(final.status).toBe('failed');
    expect(final.message).toBe('任务进度: 0/1 已完成, 1 失败');
    const s = (await t.call('GET', `/task/result/${d.taskId}`, { token: foreign })).body.data.subTaskList[0];
    expect(s.status).toBe('failed');
    expect(s.errorMessage).toContain('繁忙');
    expect(s.amount).toBe(0);
    expect((await t.call('GET', '/api/reconciliation/balance', { token: foreign })).body.data.currentBalance).toBe(before);
  });

  it('answers 404 for a foreign task and for an unknown sub-task', async () => {
    const d = await submit(token, { prompts: ['[sim:delay=50] y'], platforms: [{ platform: 'deepseek', mode: 'standard' }] });
    expect((await t.call('GET', `/task/result/${d.taskId}`, { token: foreign })).body).toEqual({ success: false, code: 404, message: '任务不存在', data: null });
    expect((await t.call('GET', `/task/result/${d.taskId}/${d.subTaskList[0].subTaskId}`, { token: foreign })).body.message).toBe('任务不存在');
    expect((await t.call('GET', `/task/result/${d.taskId}/99999999`, { token })).body).toMatchObject({ success: false, code: 404 });
    await waitForFinal(t, token, d.taskId);
    const one = (await t.call('GET', `/task/result/${d.taskId}/${d.subTaskList[0].subTaskId}`, { token })).body.data;
    expect(one).toMatchObject({ subTaskId: d.subTaskList[0].subTaskId, status: 'completed', amount: 0.09 });
    // the single sub-task shape carries no task-level brand fields
    expect(one).not.toHaveProperty('monitorKeywords');
  });
});

describe('GET /task/list', () => {
  it('lists newest first with the list-only fields, filters by status, pages', async () => {
    const acc = t.account('lister', 10).token;
    const a = await submit(acc, { prompts: ['[sim:fail] a'], platforms: [{ platform: 'deepseek', mode: 'standard' }] });
    const b = await submit(acc, {
      prompts: ['[sim:delay=10] b'],
      platforms: [{ platform: 'deepseek', mode: 'search', screenshot: 2 }],
      monitorKeywords: '华为',
      monitorKeywordAliases: ['HUAWEI'],
      competitors: [{ name: '小米', aliases: [] }],
    });
    await waitForFinal(t, acc, a.taskId, 90_000);
    await waitForFinal(t, acc, b.taskId, 90_000);
    const r = await t.call('GET', '/task/list', { token: acc });
    expect(r.body.data).toMatchObject({ total: 2, page: 1, size: 10 });
    expect(r.body.data.tasks.map((x: any) => x.taskId)).toEqual([b.taskId, a.taskId]);
    expect(r.body.data.tasks[0]).toMatchObject({
      prompts: ['[sim:delay=10] b'],
      platforms: [{ mode: 'search', platform: 'deepseek', screenshot: 2 }],
      monitorKeyword: '华为',
      monitorKeywordAliases: ['HUAWEI'],
      competitors: [{ name: '小米', aliases: [] }],
    });
    expect(r.body.data.tasks[1]).toMatchObject({ monitorKeyword: null, monitorKeywordAliases: null, competitors: null, status: 'failed' });
    const failed = await t.call('GET', '/task/list?status=failed', { token: acc });
    expect(failed.body.data.tasks.map((x: any) => x.taskId)).toEqual([a.taskId]);
    const page2 = await t.call('GET', '/api/business/monitor/task/list?page=2&size=1', { token: acc });
    expect(page2.body.data).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(page2.body.data.tasks.map((x: any) => x.taskId)).toEqual([a.taskId]);
  });
  it('searches every page by a prompt or brand fragment (local keyword extension), within the account only', async () => {
    const acc = t.account('searcher', 10).token;
    const plain = { platforms: [{ platform: 'deepseek', mode: 'standard' }] };
    const shoes = await submit(acc, { ...plain, prompts: ['[sim:delay=10] 推荐几款 Running 鞋', '第二个 100%_问题'] });
    const brand = await submit(acc, { ...plain, prompts: ['[sim:delay=10] 手机推荐'], monitorKeywords: 'Huawei' });
    const theirs = await submit(foreign, { ...plain, prompts: ['[sim:delay=10] running 外人的任务'] });
    const ids = async (q: string) => (await t.call('GET', `/task/list?${q}`, { token: acc })).body.data;
    expect((await ids('keyword=running')).tasks.map((x: any) => x.taskId)).toEqual([shoes.taskId]);
    expect(await ids('keyword=HUAWEI')).toMatchObject({ total: 1, tasks: [{ taskId: brand.taskId }] });
    // % and _ are matched as typed, not as wildcards
    expect((await ids(`keyword=${encodeURIComponent('100%_')}`)).tasks.map((x: any) => x.taskId)).toEqual([shoes.taskId]);
    expect((await ids('keyword=%25')).total).toBe(1);
    expect((await ids('keyword=nothing-like-this')).total).toBe(0);
    expect((await ids(`keyword=${encodeURIComponent('推荐')}&size=1&page=2`)).tasks.map((x: any) => x.taskId)).toEqual([shoes.taskId]);
    expect((await ids('keyword=%20%20')).total).toBe(2);
    expect((await t.call('GET', `/task/list?keyword=${'x'.repeat(201)}`, { token: acc })).body).toEqual({ success: false, code: 300001, message: '请求参数错误: keyword 超过 200 个字符', data: null });
    await waitForFinal(t, acc, shoes.taskId, 90_000);
    await waitForFinal(t, acc, brand.taskId, 90_000);
    await waitForFinal(t, foreign, theirs.taskId, 90_000);
    const doc = (await (await fetch(`${t.url}/api/local/openapi.json`)).json()) as any;
    const param = doc.paths['/task/list'].get.parameters.find((p: any) => p.name === 'keyword');
    expect(param).toMatchObject({ in: 'query', required: false });
    expect(param.description ?? param.schema?.description).toContain('本地扩展');
  });
  it('refuses bad paging and status values with 300001', async () => {
    expect((await t.call('GET', '/task/list?size=101', { token })).body).toEqual({ success: false, code: 300001, message: '请求参数错误: size 最大为 100', data: null });
    expect((await t.call('GET', '/task/list?page=0', { token })).body.message).toBe('请求参数错误: page 必须是不小于 1 的整数');
    expect((await t.call('GET', '/task/list?status=done', { token })).body.message).toBe(
      '请求参数错误: status 必须是 pending, processing, completed, partial_completed, failed, stopped 之一',
    );
    expect((await t.call('GET', '/task/list?size=abc', { token })).body.message).toBe('请求参数错误: size 必须是不小于 1 的整数');
  });
});
