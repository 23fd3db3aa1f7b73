// The real path, end to end: HTTP API → scheduler → node pool → real Chromium → the DeepSeek
// replica → stream capture → analysis → ledger. The other API tests play the same directives with
// the scripted executor; this file keeps the browser in the loop (the README curl session).
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, waitForFinal, type TestService } from '../helpers/service.js';

let t: TestService;
let token: string;

const submit = async (tok: string, body: object) => (await t.call('POST', '/task/batch/shared', { token: tok, body })).body.data;

beforeAll(async () => {
  t = await startTestService({ chromium: true, concurrency: 2 });
  token = t.account('reader', 100).token;
});
afterAll(async () => t?.close());

describe('the README flow through real Chromium and the replica', () => {
  it('submit → status → result with sources, screenshot and brand fields → balance', async () => {
    const sub = await t.call('POST', '/api/business/monitor/task/batch/shared', {
      token,
      body: {
        prompts: ['2026年值得买的国产手机品牌推荐'],
        platforms: [{ platform: 'deepseek', mode: 'search', screenshot: 1 }],
        monitorKeywords: '华为',
        monitorKeywordAliases: ['HUAWEI'],
        competitors: [{ name: '小米', aliases: ['Xiaomi'] }],
        consumerTaskId: 'order20261121001',
      },
    });
    expect(sub.body).toMatchObject({ success: true, code: 200, message: '批量任务已提交' });
    const { taskId } = sub.body.data;
    const final = await waitForFinal(t, token, taskId, 90_000);
    expect(final.message).toBe('任务进度: 1/1 已完成, 0 失败');
    const s = (await t.call('GET', `/api/business/monitor/task/result/${taskId}`, { token })).body.data.subTaskList[0];
    expect(s).toMatchObject({ status: 'completed', monitorKeywords: '华为', amount: 0.18 });
    expect(s.referenceList.length).toBeGreaterThan(0);
    expect(s.pageScreenshot).toMatch(new RegExp(`^${t.url}/api/local/screenshots/[a-f0-9]{32}-\\d+-\\d+\\.png$`));
    const png = await fetch(s.pageScreenshot);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await png.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
    expect(s.shareUrl).toMatch(/^http/);
    expect(s.competitorRankings.map((c: any) => c.name)).toEqual(['小米']);
    expect((await t.call('GET', '/api/reconciliation/balance', { token })).body.data.currentBalance).toBe('99.82');
  });
});

describe('GET /task/result/{taskId} through the browser', () => {
  it('returns full sub-task results: answer, sources, citations, reasoning, amount', async () => {
    const d = await submit(token, {
      prompts: ['2026年值得买的国产手机品牌推荐'],
      platforms: [{ platform: 'deepseek', mode: 'reasoning_search' }],
      monitorKeywords: '华为',
      monitorKeywordAliases: ['HUAWEI'],
      competitors: [{ name: '小米', aliases: ['Xiaomi'] }],
    });
    const final = await waitForFinal(t, token, d.taskId, 90_000);
    expect(final.status).toBe('completed');
    const r = await t.call('GET', `/task/result/${d.taskId}`, { token });
    expect(r.body.success).toBe(true);
    const task = r.body.data;
    expect(task).toMatchObject({ taskId: d.taskId, consumerTaskId: null, status: 'completed', totalItems: 1, completedItems: 1, failedItems: 0 });
    const s = task.subTaskList[0];
    expect(s).toMatchObject({ subTaskId: d.subTaskList[0].subTaskId, platform: 'deepseek', mode: 'reasoning_search', status: 'completed', monitorKeywords: '华为', monitorKeywordAliases: ['HUAWEI'], errorMessage: null, amount: 0.18 });
    expect(s.answerContent.length).toBeGreaterThan(100);
    expect(String(s.time)).toHaveLength(13);
    expect(s.referenceList.length).toBeGreaterThan(0);
    for (const ref of s.referenceList) {
      expect(ref).toEqual(expect.objectContaining({ index: expect.any(Number), title: expect.any(String), url: expect.stringMatching(/^https?:\/\//), site: expect.any(String) }));
      if (ref.publishTime) expect(ref.publishTime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const refIndexes = s.referenceList.map((x: any) => x.index);
    expect(s.citationList.length).toBeGreaterThan(0);
    for (const c of s.citationList) {
      expect(refIndexes).toContain(c.index);
      expect(s.answerContent).toContain(`[citation:${c.index}]`);
    }
    expect(s.reasoningProcess.content.length).toBeGreaterThan(20);
    expect(s.searchKeywords.length).toBeGreaterThan(0);
    expect(s.pageScreenshot).toBeNull();
    expect(s.competitorRankings.map((c: any) => c.name)).toEqual(['小米']);
    expect(['positive', 'negative', 'neutral']).toContain(s.sentiment);
  });
});

describe('threads', () => {
  it('Chromium is driven from the node worker: the thread answering the API never loads Playwright', () => {
    // after the browser runs above; require.cache holds every CommonJS module this thread loaded
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    expect(loaded.some((f) => f.includes('/node_modules/fastify/'))).toBe(true);
    expect(loaded.filter((f) => f.includes('/node_modules/playwright-core/'))).toEqual([]);
  });
});
