// Is the platform page usable, or is it showing a login wall or an anti-bot challenge?
// Login and challenge texts count inside visible dialogs, or anywhere when the prompt box is
// missing (a full login page / interstitial); an answer that merely mentions 登录 does not.
// Logged out also means: none of the session hook's cookies or storage keys is present.

import type { Page } from 'playwright-core';
import type { PlatformDefinition } from '../platforms/types.js';
import { fail } from './errors.js';

export type PageState = 'ready' | 'login' | 'challenge' | 'loading';

export interface StateOptions {
  /** check the session hook's storage keys (cookies are checked by `sessionPresent`) */
  checkSession: boolean;
  /** the page is only usable with its prompt box (typed entry); URL entry pages need none */
  needInput: boolean;
}

interface Probe {
  inputs: string[];
  needInput: boolean;
  loginTexts: string[];
  challengeTexts: string[];
  challengeSelectors: string[];
  storageKeys: string[];
  /** logged in may be proven by a cookie instead: then missing storage keys mean nothing */
  storageDecides: boolean;
  checkSession: boolean;
}

/** the state and the definition rule that decided it (`text "请重新登录"`), for diagnostics (doctor) */
export interface PageStateDetail {
  state: PageState;
  rule: string | null;
}

export async function readPageState(page: Page, def: PlatformDefinition, opts: StateOptions): Promise<PageState> {
  return (await readPageStateDetail(page, def, opts)).state;
}

export async function readPageStateDetail(page: Page, def: PlatformDefinition, opts: StateOptions): Promise<PageStateDetail> {
  let path = '';
  try {
    path = new URL(page.url()).pathname;
  } catch {
    // about:blank and the like
  }
  const loginUrl = def.login.urlPatterns.find((re) => re.test(path));
  if (loginUrl) return { state: 'login', rule: `login URL pattern ${String(loginUrl)} (${path})` };
  const probe: Probe = {
    inputs: def.page.input,
    needInput: opts.needInput,
    loginTexts: def.login.texts,
    challengeTexts: def.challenge.texts,
    challengeSelectors: def.challenge.selectors,
    storageKeys: def.session.storageKeys,
    storageDecides: def.session.cookies.length === 0,
    checkSession: opts.checkSession,
  };
  try {
    return await page.evaluate((p: Probe): PageStateDetail => {
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none';
      };
      const anyVisible = (sel: string) => Array.from(document.querySelectorAll(sel)).some(visible);
      const dialogText = Array.from(document.querySelectorAll('[role="dialog"],[role="alertdialog"],[aria-modal="true"]'))
        .filter(visible)
        .map((d) => (d as HTMLElement).innerText)
        .join('\n');
      const inputVisible = p.inputs.some(anyVisible);
      const bodyText = inputVisible ? '' : (document.body?.innerText ?? '');
      const seen = (texts: string[]) => texts.find((t) => dialogText.includes(t) || bodyText.includes(t));
      const challengeSelector = p.challengeSelectors.find(anyVisible);
      if (challengeSelector) return { state: 'challenge', rule: `challenge selector ${challengeSelector}` };
      const challengeText = seen(p.challengeTexts);
      if (challengeText) return { state: 'challenge', rule: `challenge text "${challengeText}"` };
      const loginText = seen(p.loginTexts);
      if (loginText) return { state: 'login', rule: `login text "${loginText}"` };
      if (p.needInput && !inputVisible) return { state: 'loading', rule: null };
      if (!p.needInput && document.readyState === 'loading') return { state: 'loading', rule: null };
      if (p.checkSession && p.storageDecides && p.storageKeys.length > 0) {
        const held = p.storageKeys.some((key) => {
          const raw = localStorage.getItem(key);
          if (!raw) return false;
          try {
            const parsed = JSON.parse(raw) as unknown;
            // deepseek keeps {value: token}
            if (parsed && typeof parsed === 'object' && 'value' in parsed) return !!(parsed as { value: unknown }).value;
          } catch {
            // a bare token string
          }
          return true;
        });
        if (!held) return { state: 'login', rule: `session storage keys absent (${p.storageKeys.join(', ')})` };
      }
      return { state: 'ready', rule: null };
    }, probe);
  } catch (err) {
    // a navigation in progress destroys the execution context; anything else is real
    if (/Execution context was destroyed|navigat/i.test(String(err))) return { state: 'loading', rule: null };
    throw err;
  }
}

/** the session hook's cookies: at least one present (true when the hook names none) */
export async function sessionCookiePresent(page: Page, def: PlatformDefinition): Promise<boolean> {
  if (def.session.cookies.length === 0) return true;
  const cookies = await page.context().cookies();
  return cookies.some((c) => def.session.cookies.includes(c.name) && c.value !== '');
}

export function throwForState(state: PageState, def: PlatformDefinition): void {
  if (state === 'login') throw fail.login(def.code);
  if (state === 'challenge') throw fail.challenge(def.code);
}

export async function waitUntilReady(page: Page, def: PlatformDefinition, timeoutMs: number): Promise<void> {
  // real time on purpose: this bounds page polling, not the job's lease
  const until = Date.now() + timeoutMs;
  const needInput = def.prompt.kind === 'type';
  for (;;) {
    const state = await readPageState(page, def, { checkSession: true, needInput });
    throwForState(state, def);
    if (state === 'ready') {
      if (!(await sessionCookiePresent(page, def))) throw fail.login(def.code, `未找到登录 Cookie (${def.session.cookies.join(', ')})`);
      return;
    }
    if (Date.now() > until) throw fail.platform(def.code, `页面打开 ${Math.round(timeoutMs / 1000)} 秒后仍未出现输入框`);
    await page.waitForTimeout(150);
  }
}
