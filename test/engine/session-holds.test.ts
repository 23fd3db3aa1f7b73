// A login wall or a challenge met during a run is the session's fault, not the sub-task's: the
// session is marked, the account's queue for that family is held (across restarts) without
// spending a retry, other accounts and families run on, and a sub-task is put back at most three
// times before it fails as usual. Scripted executor: the engine's rules, no browser.
import { afterAll, describe, expect, it } from 'vitest';
import type { SessionChange } from '../../src-main/engine/sessions/index.js';
import { startTestService, tempDir, waitFor, waitForFinal, type TestService } from '../helpers/service.js';

const dataDir = tempDir('holds');
let t: TestService;
afterAll(async () => t?.close());

const subTasks = (taskId: string) =>
  t.service.engine.store.all(
    t.service.engine.store.db.selectFrom('sub_tasks').select(['id', 'platform', 'status', 'attempts', 'failures', 'session_holds', 'error_message', 'amount_cents']).where('task_id', '=', taskId).orderBy('id'),
  );
const platforms = async (token: string) => (await t.call('GET', '/api/local/platforms', { token })).body.data as any[];
const code = (list: any[], c: string) => list.find((p) => p.modelCode === c);
const submit = async (token: string, prompt: string, platform: string) =>
  (await t.call('POST', '/task/batch/shared', { token, body: { prompts: [prompt], platforms: [{ platform, mode: 'standard' }] } })).body.data.taskId as string;

describe('session holds', () => {
  let a: { userId: number; token: string };
  let b: { userId: number; token: string };
  let held: string;
  const events: [number, SessionChange][] = [];

  it('marks the session expired and holds the queue, spending no retry; other work runs on', async () => {
    t = await startTestService({ dataDir, maxRetries: 1, retryDelayMs: 50 });
    t.service.engine.on('session', (id, change) => events.push([id, change]));
    a = t.account('alpha');
    b = t.account('beta');
    held = await submit(a.token, '[sim:login] 手机推荐', 'deepseek');
    const kimi = await submit(a.token, '咖啡品牌推荐', 'kimi');
    await waitForFinal(t, a.token, kimi);
    const [row] = await waitFor(async () => {
      const rows = subTasks(held);
      return rows[0]!.session_holds === 1 ? rows : null;
    });
    expect(row).toMatchObject({ status: 'pending', attempts: 1, failures: 0, error_message: '平台登录已失效(登录墙): deepseek' });
    expect(events).toEqual([[a.userId, { family: 'deepseek', state: 'expired', held: true, message: '平台登录已失效(登录墙): deepseek' }]]);

    const list = await platforms(a.token);
    for (const c of ['deepseek', 'deepseek_mobile']) {
      expect(code(list, c)).toMatchObject({ family: 'deepseek', session: { state: 'expired', savedAt: null, detail: '平台登录已失效(登录墙): deepseek' }, held: { reason: '平台登录已失效(登录墙): deepseek' } });
      expect(code(list, c).session.checkedAt).toBeGreaterThan(0);
    }
    expect(code(list, 'deepseek').lastError).toMatchObject({ message: '平台登录已失效(登录墙): deepseek' });
    expect(code(list, 'deepseek')).toMatchObject({ lastSuccessAt: null, recentFinished: 0, recentSuccessRate: null });
    expect(code(list, 'kimi')).toMatchObject({ family: 'kimi', session: { state: 'never' }, held: null, recentFinished: 1, recentSuccessRate: 1, lastError: null });
    expect(code(list, 'kimi').lastSuccessAt).toBeGreaterThan(0);
    expect(code(list, 'quark')).toMatchObject({ executed: false, family: 'quark', session: { state: 'never' }, held: null });

    // another account's deepseek queue is not held, and it sees none of alpha's figures
    const other = await submit(b.token, '手机推荐', 'deepseek');
    expect((await waitForFinal(t, b.token, other)).status).toBe('completed');
    const theirs = await platforms(b.token);
    expect(code(theirs, 'deepseek')).toMatchObject({ session: { state: 'never' }, held: null, lastError: null, recentFinished: 1 });
    expect(code(theirs, 'kimi')).toMatchObject({ recentFinished: 0, lastSuccessAt: null });
    // alpha's sub-task was not run again meanwhile
    expect(subTasks(held)[0]).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('keeps the hold across a restart', async () => {
    await t.service.close();
    t = await startTestService({ dataDir, maxRetries: 1, retryDelayMs: 50 });
    t.service.engine.on('session', (id, change) => events.push([id, change]));
    expect(code(await platforms(a.token), 'deepseek')).toMatchObject({ session: { state: 'expired' }, held: { reason: '平台登录已失效(登录墙): deepseek' } });
    const other = await submit(b.token, '空气炸锅推荐', 'deepseek');
    await waitForFinal(t, b.token, other);
    expect(subTasks(held)[0]).toMatchObject({ status: 'pending', attempts: 1, session_holds: 1 });
  });

  it('logout forgets the login but not the hold; only the caller’s own, and only known families', async () => {
    expect((await t.call('DELETE', '/api/local/platforms/deepseek/session', { token: b.token })).body).toEqual({ success: true, code: 200, message: '已退出登录', data: null });
    expect(code(await platforms(a.token), 'deepseek').session.state).toBe('expired');
    expect((await t.call('DELETE', '/api/local/platforms/deepseek/session', { token: a.token })).body.message).toBe('已退出登录');
    expect(code(await platforms(a.token), 'deepseek')).toMatchObject({ session: { state: 'never' }, held: { reason: '平台登录已失效(登录墙): deepseek' } });
    expect(events.at(-1)).toEqual([a.userId, { family: 'deepseek', state: 'never', held: true, message: null }]);
    expect((await t.call('DELETE', '/api/local/platforms/nope/session', { token: a.token })).body).toEqual({ success: false, code: 300001, message: '未知的平台 nope', data: null });
    expect((await t.call('POST', '/api/local/platforms/nope/login', { token: a.token })).body).toEqual({ success: false, code: 300001, message: '未知的平台 nope', data: null });
    expect((await t.call('DELETE', '/api/local/platforms/deepseek/session')).body.code).toBe(401);
  });

  it('a challenge marks the session challenged and holds that family only', async () => {
    const g = t.account('gamma');
    const taskId = await submit(g.token, '[sim:captcha] 手机推荐', 'qianwen');
    await waitFor(async () => subTasks(taskId)[0]!.session_holds === 1);
    expect(subTasks(taskId)[0]).toMatchObject({ status: 'pending', failures: 0, error_message: '遇到平台安全验证(验证码/挑战页): qianwen' });
    const list = await platforms(g.token);
    for (const c of ['qianwen', 'qianwen_mobile']) expect(code(list, c)).toMatchObject({ session: { state: 'challenged', detail: '遇到平台安全验证(验证码/挑战页): qianwen' }, held: { reason: '遇到平台安全验证(验证码/挑战页): qianwen' } });
    expect(code(list, 'deepseek')).toMatchObject({ session: { state: 'never' }, held: null });
    const other = await submit(g.token, '手机推荐', 'kimi');
    expect((await waitForFinal(t, g.token, other)).status).toBe('completed');
  });

  it('puts a sub-task back at most three times, then it fails as usual, uncharged', async () => {
    const registry = t.service.engine.sessions.registry;
    const empty = { cookies: [], origins: [] };
    for (const holds of [2, 3]) {
      registry.loggedIn(a.userId, 'deepseek', empty);
      await waitFor(async () => subTasks(held)[0]!.session_holds === holds && registry.isHeld(a.userId, 'deepseek'));
      expect(subTasks(held)[0]).toMatchObject({ status: 'pending', failures: 0 });
    }
    registry.loggedIn(a.userId, 'deepseek', empty);
    const final = await waitForFinal(t, a.token, held);
    expect(final.status).toBe('failed');
    expect(subTasks(held)[0]).toMatchObject({ status: 'failed', session_holds: 3, failures: 2, amount_cents: 0, error_message: '平台登录已失效(登录墙): deepseek' });
  });
});
