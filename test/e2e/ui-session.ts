// What every e2e file starts from: a real service in sandbox mode with real Chromium behind it,
// the desktop account topped up, and one Chromium page of 1360×900 to drive the renderer with.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../helpers/chromium.js';
import { startTestService, type TestService, type TestServiceOptions } from '../helpers/service.js';
import { ensureRendererBuilt } from './renderer-build.js';

export interface UiSession {
  t: TestService;
  browser: Browser;
  page: Page;
  /** the desktop account's token, as the printed sign-in URL carries it */
  token: string;
  /** the API as that account, answering the envelope's data */
  api<T = any>(method: string, path: string, body?: unknown): Promise<T>;
  /** a full-page PNG in $BM_SCREENSHOTS (nothing without it) */
  shot(name: string): Promise<void>;
  close(): Promise<void>;
}

export async function openUiSession(opts: TestServiceOptions, shotPrefix = ''): Promise<UiSession> {
  ensureRendererBuilt();
  const t = await startTestService({ chromium: true, desktopSession: true, ...opts });
  const token = t.service.localToken;
  t.service.engine.accounts.topup('desktop', 100_00);
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1360, height: 900 } });
  const dir = process.env['BM_SCREENSHOTS'];
  return {
    t,
    browser,
    page,
    token,
    api: async (method, path, body) => (await t.call(method, path, { token, body })).body.data,
    shot: async (name) => {
      if (!dir) return;
      mkdirSync(dir, { recursive: true });
      await page.waitForTimeout(1200);
      await page.screenshot({ path: join(dir, `${shotPrefix}${name}.png`), fullPage: true });
    },
    close: async () => {
      await browser.close();
      await t.close();
    },
  };
}
