// Is the platform page usable, or is it showing a login wall or an anti-bot challenge?
// Login and challenge texts count inside visible dialogs, or anywhere when the prompt box is
// missing (a full login page / interstitial); an answer that merely mentions 登录 does not.

import type { Page } from 'playwright-core';
import type { PlatformDefinition } from '../platforms/types.js';
import { fail } from './errors.js';

export type PageState = 'ready' | 'login' | 'challenge' | 'loading';

interface Probe {
  inputs: string[];
  loginTexts: string[];
  challengeTexts: string[];
  challengeSelectors: string[];
  tokenKey: string | null;
  checkToken: boolean;
}

export async function readPageState(page: Page, def: PlatformDefinition, checkToken: boolean): Promise<PageState> {
  let path = '';
  try {
    path = new URL(page.url()).pathname;
  } catch {
    // about:blank and the like
  }
  if (def.login.urlPatterns.some((re) => re.test(path))) return 'login';
  const probe: Probe = {
    inputs: def.page.input,
    loginTexts: def.login.texts,
    challengeTexts: def.challenge.texts,
    challengeSelectors: def.challenge.selectors,
    tokenKey: def.session.storageKeys[0] ?? null,
    checkToken,
  };
  try {
    return await page.evaluate((p: Probe): PageState => {
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
      const seen = (texts: string[]) => texts.some((t) => dialogText.includes(t) || bodyText.includes(t));
      if (p.challengeSelectors.some(anyVisible) || seen(p.challengeTexts)) return 'challenge';
      if (seen(p.loginTexts)) return 'login';
      if (!inputVisible) return 'loading';
      if (p.checkToken && p.tokenKey) {
        const raw = localStorage.getItem(p.tokenKey);
        if (!raw) return 'login';
        try {
          const parsed = JSON.parse(raw) as unknown;
          if (parsed && typeof parsed === 'object' && 'value' in parsed && !(parsed as { value: unknown }).value) return 'login';
        } catch {
          // a bare token string
        }
      }
      return 'ready';
    }, probe);
  } catch (err) {
    // a navigation in progress destroys the execution context; anything else is real
    if (/Execution context was destroyed|navigat/i.test(String(err))) return 'loading';
    throw err;
  }
}

export function throwForState(state: PageState, def: PlatformDefinition): void {
  if (state === 'login') throw fail.login(def.code);
  if (state === 'challenge') throw fail.challenge(def.code);
}

export async function waitUntilReady(page: Page, def: PlatformDefinition, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const state = await readPageState(page, def, true);
    throwForState(state, def);
    if (state === 'ready') return;
    if (Date.now() > until) throw fail.platform(def.code, `页面打开 ${Math.round(timeoutMs / 1000)} 秒后仍未出现输入框`);
    await page.waitForTimeout(150);
  }
}
