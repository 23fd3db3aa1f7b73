// The login window: the family's login page in a visible Chromium (its own Xvfb when the
// machine has no display), where a person logs in however the site offers. It watches the
// definition's login rules — no login wall, the prompt box usable, the session hook's cookies or
// storage keys present — and hands back the storage state once they hold. Closing the window, the
// timeout or an abort end it without a login.

import type { Browser, Page } from 'playwright-core';
import type { PlatformDefinition } from '../platforms/types.js';
import type { StorageState } from '../sessions/files.js';
import { launchBrowser } from './browser.js';
import { errorText } from './errors.js';
import { readPageState, sessionCookiePresent } from './page-state.js';
import { needsVirtualDisplay, VirtualDisplay } from './virtual-display.js';

export interface LoginWindowOptions {
  def: PlatformDefinition;
  url: string;
  browserPath: string | null;
  timeoutMs: number;
  signal: AbortSignal;
  /** sees the window's page once it is open (the desktop may focus it; tests fill the form through it) */
  onPage?: (page: Page) => void | Promise<void>;
}

export type LoginOutcome = { ok: true; state: StorageState } | { ok: false; message: string };

const POLL_MS = 400;

export async function runLoginWindow(o: LoginWindowOptions): Promise<LoginOutcome> {
  const display = new VirtualDisplay();
  let browser: Browser | null = null;
  // a shutdown closes the window at once, whatever the page is doing
  const onAbort = () => void browser?.close().catch(() => undefined);
  o.signal.addEventListener('abort', onAbort, { once: true });
  try {
    browser = await launchBrowser(o.browserPath, { headless: false, channel: o.def.browser.channel, display: needsVirtualDisplay() ? await display.get() : null });
    if (o.signal.aborted) return { ok: false, message: '登录已取消' };
    const context = await browser.newContext({ viewport: { width: 1100, height: 800 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', serviceWorkers: 'block' });
    const page = await context.newPage();
    let closed = false;
    page.once('close', () => {
      closed = true;
    });
    browser.once('disconnected', () => {
      closed = true;
    });
    await page.goto(o.url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await o.onPage?.(page);
    // real time on purpose: a person is typing
    const until = Date.now() + o.timeoutMs;
    for (;;) {
      if (o.signal.aborted) return { ok: false, message: '登录已取消' };
      if (closed) return { ok: false, message: '登录窗口已关闭, 未完成登录' };
      if (Date.now() > until) return { ok: false, message: `登录超时 (${Math.round(o.timeoutMs / 1000)} 秒)` };
      if (await loggedIn(page, o.def)) return { ok: true, state: (await context.storageState()) as StorageState };
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  } catch (err) {
    return { ok: false, message: o.signal.aborted ? '登录已取消' : `登录窗口出错: ${errorText(err)}` };
  } finally {
    o.signal.removeEventListener('abort', onAbort);
    await browser?.close().catch(() => undefined);
    await display.close();
  }
}

async function loggedIn(page: Page, def: PlatformDefinition): Promise<boolean> {
  try {
    if (page.isClosed()) return false;
    const state = await readPageState(page, def, { checkSession: true, needInput: def.prompt.kind === 'type' });
    return state === 'ready' && (await sessionCookiePresent(page, def));
  } catch {
    // the page navigates while the person logs in
    return false;
  }
}
