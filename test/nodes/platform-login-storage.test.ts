// The login flow for the families whose login lives in localStorage (deepseek's userToken, kimi's
// refresh_token behind its kimi-auth cookie): the window the engine opens (the CLI's path) is
// driven through its page, the storage state keeps the key, and the held sub-task completes.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SMS_CODE } from '../../src-main/sandbox/index.js';
import { startTestService, waitFor, waitForFinal, type TestService } from '../helpers/service.js';
import { sharedBrowser } from './helpers.js';

let t: TestService;
beforeAll(async () => {
  t = await startTestService({ chromium: true, sandboxLoginRequired: true, browserEndpoint: sharedBrowser(), maxRetries: 1, retryDelayMs: 100 });
});
afterAll(async () => t?.close());

const holds = (taskId: string) =>
  t.service.engine.store.first(t.service.engine.store.db.selectFrom('sub_tasks').select(['session_holds', 'failures']).where('task_id', '=', taskId))!;

const forms: Record<string, (page: Page) => Promise<void>> = {
  deepseek: async (page) => {
    expect(new URL(page.url()).pathname).toBe('/deepseek/sign_in');
    await page.fill('#si-account', '13800000000');
    await page.fill('#si-password', SANDBOX_SMS_CODE);
    await page.click('#si-submit');
  },
  kimi: async (page) => {
    // the chat page's own wall, then its phone-login link to the form
    await page.getByText('手机号登录').click();
    await page.fill('#login-phone', '13800000000');
    await page.fill('#login-code', SANDBOX_SMS_CODE);
    await page.click('#login-submit');
  },
};

describe('login for localStorage sessions', () => {
  for (const [family, storageKey] of [
    ['deepseek', 'userToken'],
    ['kimi', 'refresh_token'],
  ] as const) {
    it(`${family}: held on the wall, logged in through the window, then completed`, async () => {
      const acc = t.account(`acc_${family}`);
      const r = await t.call('POST', '/task/batch/shared', { token: acc.token, body: { prompts: ['推荐几款咖啡机'], platforms: [{ platform: family, mode: 'standard' }] } });
      const taskId = r.body.data.taskId as string;
      await waitFor(async () => holds(taskId).session_holds === 1, 90_000, 200);
      expect(t.service.engine.sessions.registry.isHeld(acc.userId, family)).toBe(true);

      const outcome = await t.service.engine.sessions.startLogin(acc.userId, family, { timeoutMs: 60_000, onPage: forms[family] }).done;
      expect(outcome).toEqual({ family, state: 'logged_in', held: false, message: null });
      const saved = t.service.engine.sessions.files.read(acc.userId, family)!;
      const keys = (saved.origins as { localStorage: { name: string }[] }[]).flatMap((o) => o.localStorage.map((e) => e.name));
      expect(keys).toContain(storageKey);

      expect((await waitForFinal(t, acc.token, taskId, 120_000)).status).toBe('completed');
      expect(holds(taskId)).toEqual({ session_holds: 1, failures: 0 });
    });
  }
});
