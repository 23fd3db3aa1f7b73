// The owner's operations pages in real Chromium against a real service whose replicas require a
// login: region egress and browser nodes in 设置, the builder's egress marks, the server-side task
// search, and 平台账号 — a run meets the login wall, the shell's banner appears live, and logging
// in from the page (the replica's own login form, in the visible login window) lifts the hold.
// Set BM_SCREENSHOTS=<dir> to keep a PNG of every page.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForFinal, type TestService } from '../helpers/service.js';
import { openUiSession, type UiSession } from './ui-session.js';

let ui: UiSession;
let t: TestService;
let page: Page;
let token: string;
const PASSWORD = 'pw-that-must-never-show';
const shot = (name: string) => ui.shot(name);
const api = <T = any>(method: string, path: string, body?: unknown): Promise<T> => ui.api<T>(method, path, body);

beforeAll(async () => {
  ui = await openUiSession({ concurrency: 1, maxRetries: 1, sandboxLoginRequired: true }, 'ops-');
  ({ t, page, token } = ui);
  await page.goto(`${t.url}/#token=${token}`);
  await page.locator('[data-nav=tasks]').waitFor();
}, 900_000);

afterAll(async () => ui?.close());

const dialog = (test: string) => page.locator(`.el-dialog[data-test=${test}]`);
const fieldError = (scope: ReturnType<typeof dialog>, input: string) => scope.locator('.el-form-item', { has: page.locator(`input[data-test=${input}]`) }).locator('.el-form-item__error');

describe('设置 · 地区出口 → 新建任务', () => {
  it('gives a region a proxy with credentials that are stored but never shown, and the builder sees which regions have egress', async () => {
    await page.goto(`${t.url}/#/settings?tab=regions`);
    const card = page.locator('[data-test=region-egress]');
    await card.locator('input').last().fill('上海');
    await expect.poll(() => card.locator('[data-region="310000"]').innerText()).toBe('无出口');
    await card.locator('[data-edit-region="310000"]').click();
    const dlg = dialog('egress-dialog');
    await dlg.locator('.el-radio', { hasText: '代理' }).click();
    // the form refuses what the service would, before sending anything
    await dlg.locator('input[data-test=proxy-server]').fill('ftp://10.0.0.5:21');
    await dlg.locator('[data-test=save-egress]').click();
    await expect.poll(() => fieldError(dlg, 'proxy-server').innerText()).toBe('只支持 http、https、socks5');
    expect((await api('GET', '/api/local/settings')).settings.regionEgress).toEqual({});
    // the service's own 300001 lands at the field (a socks5 user name over 255 bytes)
    await dlg.locator('input[data-test=proxy-server]').fill('socks5://127.0.0.1:1080');
    await dlg.locator('input[data-test=proxy-user]').fill('u'.repeat(256));
    await dlg.locator('[data-test=save-egress]').click();
    await expect.poll(() => fieldError(dlg, 'proxy-server').innerText()).toMatch(/^请求参数错误: regionEgress 取值无效 \(regionEgress\.310000: socks5 user name/);
    await dlg.locator('input[data-test=proxy-server]').fill('http://127.0.0.1:9');
    await dlg.locator('input[data-test=proxy-user]').fill('analyst');
    await dlg.locator('input[data-test=proxy-pass]').fill(PASSWORD);
    await dlg.locator('[data-test=save-egress]').click();
    await expect.poll(() => card.locator('[data-region="310000"]').innerText()).toBe('代理');
    expect(await card.innerText()).toContain('http://***:***@127.0.0.1:9');
    expect(t.service.engine.settings.get().regionEgress['310000']).toBe(`http://analyst:${PASSWORD}@127.0.0.1:9`);
    await shot('settings-regions');
    // saving the row again untouched keeps the stored credentials (the masked value goes back)
    await card.locator('[data-edit-region="310000"]').click();
    expect(await dlg.locator('input[data-test=proxy-pass]').inputValue()).toBe('');
    await shot('settings-egress-dialog');
    await dlg.locator('[data-test=save-egress]').click();
    await dlg.waitFor({ state: 'hidden' });
    expect(t.service.engine.settings.get().regionEgress['310000']).toBe(`http://analyst:${PASSWORD}@127.0.0.1:9`);
    expect(await page.content()).not.toContain(PASSWORD);

    await page.goto(`${t.url}/#/new`);
    await page.locator('[data-test=region-select]').click();
    const option = (name: string) => page.locator('.el-select-dropdown:visible .el-select-dropdown__item', { hasText: name });
    await expect.poll(() => option('北京市').innerText()).toContain('无出口, 子任务将失败');
    expect(await option('上海市').innerText()).not.toContain('无出口');
    await shot('builder-regions');
    await option('北京市').click();
    await expect.poll(() => page.locator('[data-test=region-no-egress]').innerText()).toContain('该地区未配置出口');
  }, 120_000);
});

describe('设置 · 浏览器节点 and 平台节奏', () => {
  it('shows the pools, adds and removes a remote browser, and saves a platform pacing', async () => {
    await page.goto(`${t.url}/#/settings?tab=nodes`);
    const card = page.locator('[data-test=browser-nodes]');
    await expect.poll(() => card.locator('[data-pool=local]').innerText()).toBe('在线');
    await card.locator('[data-test=add-node]').click();
    const dlg = dialog('node-dialog');
    await dlg.locator('input[data-test=node-name]').fill('local');
    await dlg.locator('input[data-test=node-endpoint]').fill('ws://127.0.0.1:9/pw?token=abc');
    await dlg.locator('[data-test=save-node]').click();
    await expect.poll(() => fieldError(dlg, 'node-name').innerText()).toContain('不能是 local');
    await dlg.locator('input[data-test=node-name]').fill('lab-1');
    await dlg.locator('[data-test=save-node]').click();
    await expect.poll(() => card.locator('[data-pool=lab-1]').count()).toBe(1);
    expect(await card.innerText()).toContain('token=***');
    expect(t.service.engine.settings.get().remoteBrowsers).toEqual([{ name: 'lab-1', kind: 'server', endpoint: 'ws://127.0.0.1:9/pw?token=abc', concurrency: 2 }]);
    await shot('settings-nodes');
    await card.locator('.el-table__row', { hasText: 'lab-1' }).getByRole('button', { name: '移除' }).click();
    await page.locator('.el-message-box').getByRole('button', { name: '移除' }).click();
    await expect.poll(() => t.service.engine.settings.get().remoteBrowsers).toEqual([]);

    await page.goto(`${t.url}/#/settings?tab=pacing`);
    const pacing = page.locator('[data-test=platform-pacing]');
    const row = pacing.locator('.el-table__row', { hasText: 'DeepSeek' }).first();
    await row.locator('input').first().fill('3');
    await row.locator('input').first().blur();
    await pacing.locator('[data-test=save-pacing]').click();
    await expect.poll(async () => (await api('GET', '/api/local/settings')).settings.platformPacing).toEqual({ deepseek: { concurrency: 3 } });
    await shot('settings-pacing');
  }, 120_000);
});

describe('平台账号', () => {
  it('lists every executed family, shows the banner live when a run meets the login wall, and logs in from the page', async () => {
    await page.goto(`${t.url}/#/accounts`);
    const doubao = page.locator('[data-family=doubao]');
    await expect.poll(() => doubao.locator('[data-test=state]').innerText()).toBe('未登录');
    const families = await page.locator('[data-family]').evaluateAll((els) => els.map((e) => e.getAttribute('data-family')));
    const expected = [...new Set((await api<any[]>('GET', '/api/local/platforms')).filter((p) => p.executed).map((p) => p.family))];
    expect(families).toEqual(expected);
    await shot('accounts-empty');

    await page.goto(`${t.url}/#/tasks`);
    const task = await api('POST', '/api/business/monitor/task/batch/shared', { prompts: ['推荐几款降噪耳机'], platforms: [{ platform: 'doubao', mode: 'standard' }] });
    // the run meets the replica's login wall: the session is marked, the queue held, the banner appears without a reload
    await page.locator('[data-test=session-banner]').waitFor({ timeout: 120_000 });
    expect(await page.locator('[data-test=session-banner]').innerText()).toContain('豆包');
    await shot('banner');
    await page.locator('[data-test=banner-link]').click();
    await expect.poll(() => doubao.locator('[data-test=held]').count()).toBe(1);
    expect(['已过期', '需验证']).toContain(await doubao.locator('[data-test=state]').innerText());
    await shot('accounts-held');

    // a window closed without logging in ends the wait with the service's reason, and the hold stays
    t.service.engine.sessions.onLoginPage = async (login) => {
      await login.close();
    };
    await doubao.locator('[data-test=login]').click();
    await expect.poll(() => page.locator('.el-message--error').innerText(), { timeout: 60_000 }).toContain('豆包 登录未完成 登录窗口已关闭');
    await doubao.locator('[data-test=login]').waitFor();
    expect(await doubao.locator('[data-test=held]').count()).toBe(1);

    // the person logs in in the visible window: here the replica's phone + SMS form is filled for them
    // (doubao keeps its login in cookies and shows the shared form at its login path)
    t.service.engine.sessions.onLoginPage = async (login) => {
      await login.locator('#login-phone').fill('13800000000');
      await login.locator('#login-code').fill('123456');
      await login.locator('#login-submit').click();
    };
    await doubao.locator('[data-test=login]').click();
    await doubao.locator('[data-test=waiting]').waitFor();
    await expect.poll(() => doubao.locator('[data-test=state]').innerText(), { timeout: 120_000 }).toBe('已登录');
    expect(await doubao.locator('[data-test=held]').count()).toBe(0);
    expect(await page.locator('[data-test=session-banner]').count()).toBe(0);
    // the held sub-task goes on and completes with the saved login
    expect((await waitForFinal(t, token, task.taskId, 180_000)).status).toBe('completed');
    await page.locator('[data-test=health-chart] canvas').waitFor();
    await shot('accounts-logged-in');
    await page.locator('[data-test=lang] .el-radio-button', { hasText: 'English' }).click();
    await expect.poll(() => doubao.locator('[data-test=state]').innerText()).toBe('Logged in');
    expect(await page.locator('[data-nav=accounts]').innerText()).toContain('Platform accounts');
    await shot('accounts-en');
    await page.locator('[data-test=lang] .el-radio-button', { hasText: '中文' }).click();

    await doubao.locator('[data-test=logout]').click();
    await page.locator('.el-message-box').getByRole('button', { name: '退出登录' }).click();
    await expect.poll(() => doubao.locator('[data-test=state]').innerText()).toBe('未登录');
  }, 480_000);
});

describe('任务列表 search', () => {
  it('searches every page on the server, debounced', async () => {
    // its own tasks, so it does not lean on what the tests before it left behind
    for (const prompt of ['填充任务 0', '填充任务 1', '推荐几款无线降噪耳机 (搜索用)']) {
      await api('POST', '/api/business/monitor/task/batch/shared', { prompts: [prompt], platforms: [{ platform: 'chatgpt', mode: 'standard' }] });
    }
    const all = (await api('GET', '/api/business/monitor/task/list?pageSize=50')).total as number;
    const matching = (await api('GET', `/api/business/monitor/task/list?pageSize=50&keyword=${encodeURIComponent('降噪耳机')}`)).total as number;
    expect(matching).toBeGreaterThanOrEqual(1);
    expect(matching).toBeLessThan(all);
    await page.goto(`${t.url}/#/tasks`);
    await expect.poll(() => page.locator('[data-test=task-table] .el-table__row').count()).toBe(Math.min(all, 20));
    await page.locator('input[data-test=task-search]').fill('降噪耳机');
    await expect.poll(() => page.locator('[data-test=task-table] .el-table__row').count()).toBe(matching);
    expect(await page.locator('[data-test=task-table]').innerText()).toContain('推荐几款无线降噪耳机');
    await page.locator('input[data-test=task-search]').fill('没有这样的任务');
    await expect.poll(() => page.locator('[data-test=task-table]').innerText()).toContain('没有与 “没有这样的任务” 匹配的任务');
    await shot('tasks-search');
  });
});
