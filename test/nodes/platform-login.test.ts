// The platform login end to end: replicas that require a login, a doubao task that meets the
// login wall and waits (held, nothing burnt, across a restart), the login window opened over the
// API in a visible Chromium (Xvfb here) where the test fills the replica's login form through the
// window's own page, the saved session that the held sub-task then completes with, logout,
// account isolation, file permissions, and no session token in any response, log line or error.
import { readFileSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SMS_CODE } from '../../src-main/sandbox/index.js';
import type { SessionChange } from '../../src-main/engine/sessions/index.js';
import { startTestService, tempDir, waitFor, waitForFinal, type TestService } from '../helpers/service.js';
import { received, sharedBrowser } from './helpers.js';

const dataDir = tempDir('login');
let t: TestService;
const seen: string[] = [];
const events: [number, SessionChange][] = [];
const write = process.stdout.write.bind(process.stdout);
const writeErr = process.stderr.write.bind(process.stderr);

async function start(): Promise<void> {
  t = await startTestService({ dataDir, chromium: true, sandboxLoginRequired: true, browserEndpoint: sharedBrowser(), maxRetries: 1, retryDelayMs: 100, logger: true });
  t.service.engine.on('session', (id, change) => events.push([id, change]));
}

/** every API answer the test reads is kept, to prove no token is in any of them */
async function call(method: string, path: string, token?: string) {
  const r = await t.call(method, path, { token });
  seen.push(JSON.stringify(r.body));
  return r.body;
}
const platform = async (token: string, code: string) => ((await call('GET', '/api/local/platforms', token)).data as any[]).find((p) => p.modelCode === code);
const subTask = (taskId: string) =>
  t.service.engine.store.first(t.service.engine.store.db.selectFrom('sub_tasks').select(['id', 'status', 'attempts', 'failures', 'session_holds', 'error_message']).where('task_id', '=', taskId))!;

beforeAll(async () => {
  // the service's log lines (Fastify's request log) go through here
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    seen.push(String(chunk));
    return write(chunk, ...rest);
  }) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    seen.push(String(chunk));
    return writeErr(chunk, ...rest);
  }) as typeof process.stderr.write;
  await start();
});
afterAll(async () => {
  process.stdout.write = write;
  process.stderr.write = writeErr;
  await t?.close();
});

describe('platform login against replicas that require one', () => {
  let a: { userId: number; token: string };
  let b: { userId: number; token: string };
  let taskId: string;

  it('a run meets the login wall: the session is expired, the sub-task waits with no retry spent, nothing is asked', async () => {
    a = t.account('alice');
    b = t.account('bob');
    const r = await t.call('POST', '/task/batch/shared', { token: a.token, body: { prompts: ['推荐几款手机'], platforms: [{ platform: 'doubao', mode: 'standard' }] } });
    taskId = r.body.data.taskId;
    const row = await waitFor(async () => (subTask(taskId).session_holds === 1 ? subTask(taskId) : null), 90_000, 200);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, failures: 0 });
    expect(row.error_message).toContain('doubao');
    expect(await received(t.service.sandboxUrl!, row.id)).toEqual([]);
    expect(await platform(a.token, 'doubao')).toMatchObject({ family: 'doubao', session: { state: 'expired', detail: row.error_message }, held: { reason: row.error_message } });
    expect(events).toContainEqual([a.userId, { family: 'doubao', state: 'expired', held: true, message: row.error_message }]);
  });

  it('a restart keeps the hold', async () => {
    await t.service.close();
    await start();
    expect(await platform(a.token, 'doubao')).toMatchObject({ session: { state: 'expired' }, held: { since: expect.any(Number) } });
    expect(subTask(taskId)).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('the login window opens the replica login page; once the form is sent the session is saved and the held sub-task completes with it', async () => {
    let opened: Page | null = null;
    t.service.engine.sessions.onLoginPage = async (page, family) => {
      expect(family).toBe('doubao');
      opened = page;
      expect(new URL(page.url()).pathname).toBe('/doubao/chat/');
      await page.fill('#login-phone', '13800000000');
      await page.fill('#login-code', SANDBOX_SMS_CODE);
      await page.click('#login-submit');
    };
    const started = await call('POST', '/api/local/platforms/doubao/login', a.token);
    expect(started).toEqual({ success: true, code: 200, message: '登录窗口已打开, 请在窗口中完成登录', data: { family: 'doubao', state: 'waiting' } });
    expect(await call('POST', '/api/local/platforms/doubao/login', a.token)).toEqual({ success: false, code: 300001, message: '该平台的登录窗口已打开', data: null });
    const done = await waitFor(async () => events.find(([id, e]) => id === a.userId && (e.state === 'logged_in' || e.state === 'failed')), 90_000, 200);
    expect(done[1]).toEqual({ family: 'doubao', state: 'logged_in', held: false, message: null });
    expect(opened).not.toBeNull();
    const info = await platform(a.token, 'doubao');
    expect(info).toMatchObject({ session: { state: 'logged_in', detail: null }, held: null });
    const savedAtLogin = info.session.savedAt as number;

    const final = await waitForFinal(t, a.token, taskId, 120_000);
    expect(final.status).toBe('completed');
    const result = (await call('GET', `/task/result/${taskId}`, a.token)).data.subTaskList[0];
    expect(result.answerContent.length).toBeGreaterThan(20);
    expect(subTask(taskId)).toMatchObject({ status: 'completed', failures: 0, session_holds: 1 });
    // the replica answered a signed-in request
    expect((await received(t.service.sandboxUrl!, subTask(taskId).id)).map((x) => x.outcome)).toEqual(['answer']);
    const after = await platform(a.token, 'doubao');
    expect(after.session.state).toBe('logged_in');
    // the run rewrote the saved state (rotated cookies kept)
    expect(after.session.savedAt).toBeGreaterThan(savedAtLogin);
    expect(after).toMatchObject({ recentFinished: 1, recentSuccessRate: 1 });

    // a new task of that account runs straight through with the saved session
    const again = await t.call('POST', '/task/batch/shared', { token: a.token, body: { prompts: ['推荐几款耳机'], platforms: [{ platform: 'doubao', mode: 'search' }] } });
    expect((await waitForFinal(t, a.token, again.body.data.taskId, 120_000)).status).toBe('completed');
  });

  it('stores the login owner-only and never lets a token out: not in responses, logs or errors', async () => {
    const file = t.service.engine.sessions.files.path(a.userId, 'doubao');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dirname(file)).mode & 0o777).toBe(0o700);
    const cookies = (JSON.parse(readFileSync(file, 'utf8')) as { cookies: { name: string; value: string }[] }).cookies;
    const secrets = cookies.filter((c) => ['sessionid', 'sessionid_ss'].includes(c.name)).map((c) => decodeURIComponent(c.value));
    expect(secrets.length).toBeGreaterThan(0);
    for (const s of secrets) expect(s).toMatch(/^db-/);
    await call('GET', `/task/status/${taskId}`, a.token);
    await call('GET', '/api/local/platforms', b.token);
    const errors = t.service.engine.store.all(t.service.engine.store.db.selectFrom('sub_tasks').select('error_message'));
    const haystack = [...seen, ...errors.map((e) => e.error_message ?? ''), ...events.map((e) => JSON.stringify(e))].join('\n');
    expect(seen.some((line) => line.includes('/api/local/platforms'))).toBe(true);
    for (const s of secrets) expect(haystack).not.toContain(s);
  });

  it('another account sees never and cannot log the first one out; the owner logs out', async () => {
    expect(await platform(b.token, 'doubao')).toMatchObject({ session: { state: 'never', savedAt: null }, held: null, recentFinished: 0 });
    expect((await call('DELETE', '/api/local/platforms/doubao/session', b.token)).message).toBe('已退出登录');
    expect((await platform(a.token, 'doubao')).session.state).toBe('logged_in');
    const file = t.service.engine.sessions.files.path(a.userId, 'doubao');
    expect(statSync(file).isFile()).toBe(true);
    expect((await call('DELETE', '/api/local/platforms/doubao/session', a.token)).message).toBe('已退出登录');
    expect(await platform(a.token, 'doubao')).toMatchObject({ session: { state: 'never', savedAt: null }, held: null });
    expect(() => statSync(file)).toThrow();
  });

  it('closing the login window ends it as failed', async () => {
    t.service.engine.sessions.onLoginPage = async (page) => {
      await page.close();
    };
    const before = events.length;
    await call('POST', '/api/local/platforms/doubao/login', a.token);
    const ended = await waitFor(async () => events.slice(before).find(([, e]) => e.state === 'failed' || e.state === 'logged_in'), 60_000, 200);
    expect(ended).toEqual([a.userId, { family: 'doubao', state: 'failed', held: false, message: '登录窗口已关闭, 未完成登录' }]);
    expect((await platform(a.token, 'doubao')).session.state).toBe('never');
  });

  it('a shutdown closes an open login window: failed, nothing saved', async () => {
    let shown!: () => void;
    const opened = new Promise<void>((resolve) => (shown = resolve));
    t.service.engine.sessions.onLoginPage = () => shown();
    const { done } = t.service.engine.sessions.startLogin(b.userId, 'yuanbao', { timeoutMs: 120_000 });
    await opened;
    await t.service.engine.sessions.close();
    expect(await done).toEqual({ family: 'yuanbao', state: 'failed', held: false, message: '登录已取消' });
    expect(t.service.engine.sessions.files.read(b.userId, 'yuanbao')).toBeNull();
  });
});
