// The renderer in real Chromium against a real service in sandbox mode, signed in the way a user
// is: through the URL `serve` prints. Set BM_SCREENSHOTS=<dir> to keep a PNG of every page.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b64url, waitForFinal, type TestService } from '../helpers/service.js';
import { openUiSession, type UiSession } from './ui-session.js';

let ui: UiSession;
let t: TestService;
let page: Page;
let token: string;
const foreignRequests: string[] = [];
const dialogs: string[] = [];
const shot = (name: string) => ui.shot(name);
const api = <T = any>(method: string, path: string, body?: unknown): Promise<T> => ui.api<T>(method, path, body);

beforeAll(async () => {
  ui = await openUiSession({ concurrency: 2, maxRetries: 0 });
  ({ t, page, token } = ui);
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (!['127.0.0.1', 'localhost'].includes(u.hostname) && u.protocol !== 'data:' && u.protocol !== 'blob:') foreignRequests.push(r.url());
  });
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
}, 900_000);

afterAll(async () => ui?.close());

describe('sign-in through the printed URL', () => {
  it('moves the token from the fragment into sessionStorage and off the address bar', async () => {
    await page.goto(`${t.url}/#token=${token}`);
    await page.locator('[data-nav=tasks]').waitFor();
    expect(page.url()).not.toContain(token);
    expect(await page.evaluate(() => sessionStorage.getItem('brandMonitor.token'))).toBe(token);
    await expect.poll(() => page.locator('[data-test=balance]').innerText()).toContain('¥100.00');
  });
});

describe('task builder → live progress → sub-task', () => {
  it('builds a task through the form, watches it complete and opens its answer', async () => {
    await page.goto(`${t.url}/#/new`);
    await page.locator('textarea[data-test=prompts]').fill('2026年值得买的国产手机品牌推荐 [sim:delay=1500]');
    expect(await page.locator('[data-test=prompt-count]').innerText()).toContain('1 / 50');
    // a code without a page adapter is shown but not offered
    await expect.poll(() => page.locator('[data-platform=quark] [data-test=not-executed]').count()).toBe(1);
    expect(await page.locator('[data-platform=quark] input[type=checkbox]').isDisabled()).toBe(true);
    expect(await page.locator('[data-platform=doubao] [data-test=not-executed]').count()).toBe(0);
    await page.locator('[data-platform=deepseek] .el-checkbox').click();
    await page.locator('[data-platform=deepseek] .el-select').nth(1).click();
    await page.locator('.el-select-dropdown:visible .el-select-dropdown__item', { hasText: /^截图$/ }).click();
    await page.locator('input[data-test=keyword]').fill('华为');
    await page.locator('[data-test=add-competitor]').click();
    await page.locator('input[data-test=competitor-name]').fill('小米');
    await expect.poll(() => page.locator('[data-test=subtask-count]').innerText()).toContain('1');
    expect(await page.locator('[data-test=estimate]').innerText()).toContain('0.18');
    await shot('builder');
    // the service's 300001 message lands at the field it names, and nothing is created
    await page.locator('input[data-test=consumer]').fill('bad!');
    await page.locator('[data-test=submit]').click();
    const fieldError = page.locator('.el-form-item', { has: page.locator('input[data-test=consumer]') }).locator('.el-form-item__error');
    await expect.poll(() => fieldError.innerText().catch(() => '')).toMatch(/^请求参数错误: consumerTaskId/);
    expect((await api('GET', '/task/list')).total).toBe(0);
    await page.locator('input[data-test=consumer]').fill('');
    await page.locator('[data-test=submit]').click();
    await page.waitForURL(/#\/tasks\/[a-f0-9]{32}$/);
    const taskId = /tasks\/([a-f0-9]{32})/.exec(page.url())![1]!;
    // no reload, no polling in the page: the event stream moves it to completed
    await page.locator('[data-test=task-status][data-status=completed]').waitFor({ timeout: 120_000 });
    expect(await page.locator('[data-test=task-counts]').innerText()).toContain('1 / 1');
    const result = await api('GET', `/task/result/${taskId}`);
    const sub = result.subTaskList[0];
    await page.locator(`[data-cell="${sub.subTaskId}"]`).click();
    const answer = page.locator('[data-test=answer]');
    await answer.waitFor();
    expect((await answer.innerText()).length).toBeGreaterThan(20);
    if (sub.referenceList.length) expect(await page.locator('[data-test=references] li').count()).toBe(sub.referenceList.length);
    const img = page.locator('[data-test=screenshot] img');
    await img.waitFor();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    const panel = page.locator('[data-test=brand-panel]');
    expect(await panel.locator('[data-test=mention]').innerText()).toBe(sub.mentionPosition === null ? '未提及' : `第 ${sub.mentionPosition} 位`);
    expect(await panel.locator('[data-test=sentiment]').innerText()).toBe({ positive: '正面', neutral: '中性', negative: '负面' }[sub.sentiment as string]);
    await shot('detail');
    await page.getByRole('tab', { name: '汇总分析' }).click();
    await page.locator('[data-test=summary] canvas').first().waitFor();
    await shot('detail-summary');
  }, 180_000);
});

describe('stop a running task from the list', () => {
  it('asks for confirmation and shows the task stopped', async () => {
    const d = await api('POST', '/task/batch/shared', { prompts: ['[sim:delay=30000] 慢问题一', '[sim:delay=30000] 慢问题二', '[sim:delay=30000] 慢问题三'], platforms: [{ platform: 'deepseek', mode: 'standard' }] });
    await page.goto(`${t.url}/#/tasks`);
    const row = page.locator('.el-table__row', { has: page.locator(`[data-task="${d.taskId}"]`) });
    await shot('tasks');
    await row.locator('[data-test=stop]').click();
    await page.locator('.el-message-box').waitFor();
    await page.locator('.el-message-box .el-button--primary').click();
    await row.locator('[data-status=stopped]').waitFor({ timeout: 30_000 });
    expect((await api('GET', `/task/status/${d.taskId}`)).status).toBe('stopped');
  }, 90_000);
});

describe('billing', () => {
  it('shows the same balance and totals as the API', async () => {
    await page.goto(`${t.url}/#/billing`);
    const today = new Date();
    const ymd = (x: Date) => `${x.getFullYear()}-${String(x.getMonth() + 1).padStart(2, '0')}-${String(x.getDate()).padStart(2, '0')}`;
    const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6);
    const summary = await api('POST', '/api/reconciliation/summary', { startDate: ymd(start), endDate: ymd(today) });
    const balance = (await api('GET', '/api/reconciliation/balance')).currentBalance;
    await expect.poll(() => page.locator('[data-test=bill-count]').innerText()).toContain(String(summary.totalCount));
    expect(summary.totalCount).toBeGreaterThan(0);
    expect((await page.locator('[data-test=bill-consume]').innerText()).replace(/[^\d.]/g, '')).toBe(summary.totalConsume);
    expect((await page.locator('[data-test=bill-balance]').innerText()).replace(/[^\d.]/g, '')).toBe(balance);
    expect(await page.locator('[data-test=records] .el-table__row').count()).toBe(summary.totalCount);
    await shot('billing');
  });
});

describe('an answer is data, never code', () => {
  it('keeps <script>, <img onerror>, javascript: links and <iframe> inert', async () => {
    const evil = [
      '品牌推荐如下 [citation:1]',
      '<script>window.__xss = 1; alert("script")</script>',
      '<img src="http://evil.example/x.png" onerror="window.__xss = 2; alert(\'img\')">',
      '[点我](javascript:window.__xss=3;alert(\'link\'))',
      '<iframe src="http://evil.example/frame"></iframe>',
      '<a href="javascript:alert(\'a\')" onclick="window.__xss=4">链接</a>',
    ].join('\n\n');
    const d = await api('POST', '/task/batch/shared', { prompts: [`XSS 测试 [sim:answer=${b64url(evil)}]`], platforms: [{ platform: 'deepseek', mode: 'standard' }], monitorKeywords: '华为' });
    await waitForFinal(t, token, d.taskId, 120_000);
    const sub = (await api('GET', `/task/result/${d.taskId}`)).subTaskList[0];
    await page.goto(`${t.url}/#/tasks/${d.taskId}`);
    await page.locator(`[data-cell="${sub.subTaskId}"]`).click();
    const answer = page.locator('[data-test=answer]');
    await answer.waitFor();
    for (const a of await answer.locator('a').all()) await a.click({ modifiers: [] }).catch(() => undefined);
    await page.waitForTimeout(500);
    expect(await answer.locator('script, iframe, img, [onerror], [onclick]').count()).toBe(0);
    const hrefs = await answer.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.every((h) => !/^javascript:/i.test(h))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    // nothing in the page ever reached outside the loopback service (CSP and the sanitiser together)
    expect(foreignRequests).toEqual([]);
    await shot('xss');
  }, 150_000);
});

describe('language', () => {
  it('switches between Chinese and English', async () => {
    await page.goto(`${t.url}/#/settings`);
    await page.locator('[data-test=engine-settings]').waitFor();
    await shot('settings');
    expect(await page.locator('[data-nav=tasks]').innerText()).toBe('任务列表');
    await page.locator('[data-test=lang] .el-radio-button', { hasText: 'English' }).click();
    await expect.poll(() => page.locator('[data-nav=tasks]').innerText()).toBe('Tasks');
    expect(await page.locator('[data-nav=billing]').innerText()).toBe('Billing');
    await shot('settings-en');
    await page.locator('[data-test=lang] .el-radio-button', { hasText: '中文' }).click();
    await expect.poll(() => page.locator('[data-nav=tasks]').innerText()).toBe('任务列表');
  });
});
