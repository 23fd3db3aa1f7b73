// The doctor's checks up to the send: page loaded, no login wall or challenge, the prompt entry,
// the mode toggles and the send control. Each uses the driver's own functions, so what passes
// here is what the driver will find.

import type { Page } from 'playwright-core';
import { modeHasReasoning, modeHasSearch, type Mode } from '../domain.js';
import { ExecutionError } from '../execution/types.js';
import type { StreamWatch } from '../nodes/capture.js';
import { openPage } from '../nodes/driver.js';
import { firstVisible } from '../nodes/click.js';
import { typeAndSend } from '../nodes/entry.js';
import { errorText } from '../nodes/errors.js';
import { readPageStateDetail, sessionCookiePresent } from '../nodes/page-state.js';
import { closeMenu, MODE_NAMES, setToggle } from '../nodes/toggles.js';
import type { PlatformDefinition } from '../platforms/types.js';
import type { HookLog } from './record.js';

const list = (items: string[]) => items.join(' | ');

/** false: the page did not open */
export async function checkPageLoaded(page: Page, def: PlatformDefinition, url: string, log: HookLog, timeoutMs: number): Promise<boolean> {
  let status: number | null = null;
  page.on('response', (r) => {
    if (r.request().isNavigationRequest() && r.frame() === page.mainFrame()) status = r.status();
  });
  try {
    await openPage(page, def, url, timeoutMs);
  } catch (err) {
    if (err instanceof ExecutionError && err.kind === 'challenge') {
      const h = def.challenge.header!;
      log.ok('page', `${page.url()} (${status ?? '?'})`);
      log.failed('login/challenge', `challenge: the document answered with header ${h.name}: ${h.value}`);
      return false;
    }
    log.failed('page', errorText(err));
    return false;
  }
  const title = await page.title().catch(() => '');
  log.ok('page', `${page.url()} "${title}" (HTTP ${status ?? '?'})`);
  return true;
}

/** false: a login wall or a challenge is showing (the rule that matched is reported) */
export async function checkAccess(page: Page, def: PlatformDefinition, log: HookLog, timeoutMs: number): Promise<boolean> {
  const needInput = def.prompt.kind === 'type';
  // real time on purpose: this bounds page polling
  const until = Date.now() + timeoutMs;
  let detail = await readPageStateDetail(page, def, { checkSession: true, needInput });
  while (detail.state === 'loading' && Date.now() < until) {
    await page.waitForTimeout(150);
    detail = await readPageStateDetail(page, def, { checkSession: true, needInput });
  }
  if (detail.state === 'login' || detail.state === 'challenge') {
    log.failed('login/challenge', `${detail.state === 'login' ? 'login wall' : 'challenge'} shown — rule matched: ${detail.rule ?? '?'}`);
    return false;
  }
  if (detail.state === 'ready' && !(await sessionCookiePresent(page, def))) {
    log.failed('login/challenge', `login wall — rule matched: none of the session cookies present (${def.session.cookies.join(', ')})`);
    return false;
  }
  const rules = `${def.login.urlPatterns.length + def.login.texts.length} login rules, ${def.challenge.texts.length + def.challenge.selectors.length} challenge rules`;
  const session = def.session.cookies.length > 0 ? `; session cookie present (${def.session.cookies.join(', ')})` : def.session.storageKeys.length > 0 && detail.state === 'ready' ? `; session storage key present (${def.session.storageKeys.join(', ')})` : '';
  log.ok('login/challenge', `absent: none of ${rules} matched${session}`);
  return true;
}

/** false: no usable prompt box (typed entry) */
export async function checkPromptEntry(page: Page, def: PlatformDefinition, openedUrl: string, log: HookLog): Promise<boolean> {
  if (def.prompt.kind === 'url') {
    log.ok('prompt entry', `URL entry: template ${def.prompt.template} → ${openedUrl}`);
    return true;
  }
  const found = await firstVisible(page, def.page.input);
  if (!found) {
    log.failed('prompt entry', `none of the input selectors is visible (${list(def.page.input)}); editable elements on the page: ${(await editableElements(page)) || 'none'}`);
    return false;
  }
  const editable = await found.el.isEditable().catch(() => false);
  const tag = await found.el.evaluate((el: Element) => el.tagName.toLowerCase()).catch(() => '?');
  if (!editable) {
    log.failed('prompt entry', `${found.selector} matched a <${tag}> that is not editable`);
    return false;
  }
  log.ok('prompt entry', `${found.selector} (<${tag}>, editable)`);
  return true;
}

async function editableElements(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      };
      const sel = 'textarea, input:not([type]), input[type="text"], input[type="search"], [contenteditable="true"], [contenteditable=""]';
      return Array.from(document.querySelectorAll(sel))
        .filter(visible)
        .slice(0, 5)
        .map((el) => {
          const id = el.id ? `#${el.id}` : '';
          const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}` : '';
          const ph = el.getAttribute('placeholder');
          return `${el.tagName.toLowerCase()}${id}${cls}${ph ? `[placeholder="${ph}"]` : ''}`;
        })
        .join(', ');
    })
    .catch(() => '');
}

/** one line per toggle the mode needs or the driver would switch off; false: a required one failed */
export async function checkToggles(page: Page, def: PlatformDefinition, mode: Mode, log: HookLog): Promise<boolean> {
  const wanted = { reasoning: modeHasReasoning(mode), search: modeHasSearch(mode) };
  let passed = true;
  const menu = { open: false };
  for (const which of ['reasoning', 'search'] as const) {
    const hookName = `toggle ${which}`;
    if (def.prompt.kind === 'url') {
      const params = def.prompt.modeParams[which];
      if (wanted[which] && (!params || !def.features[which])) {
        log.failed(hookName, `mode ${MODE_NAMES[which]} wanted, but the URL entry has no parameters for it`);
        passed = false;
      } else if (wanted[which]) log.ok(hookName, `URL parameters ${JSON.stringify(params)}`);
      continue;
    }
    const hook = def.page.toggles[which];
    if (!hook || !def.features[which]) {
      if (wanted[which]) {
        log.failed(hookName, `mode ${MODE_NAMES[which]} wanted, but the definition has no control for it`);
        passed = false;
      }
      continue;
    }
    const how = `selectors ${list(hook.selectors) || '—'}, texts ${list(hook.texts) || '—'}`;
    try {
      const outcome = await setToggle(page, def, hook, wanted[which], menu);
      if (!outcome) {
        log.ok(hookName, `no control visible (${how}); mode not wanted, nothing to switch off`, false);
        continue;
      }
      const state = (on: boolean) => (on ? 'on' : 'off');
      log.ok(hookName, `${outcome.how}${menu.open ? ' (in the menu)' : ''}: ${state(outcome.before)} before, ${state(outcome.after)} after`);
    } catch (err) {
      log.failed(hookName, `${errorText(err)} (${how}; menu openers ${list(def.page.toggleMenuOpeners) || '—'})`);
      passed = false;
    }
  }
  await closeMenu(page, menu);
  return passed;
}

/** false: the question could not be sent */
export async function checkSend(page: Page, def: PlatformDefinition, prompt: string, watch: StreamWatch, log: HookLog): Promise<boolean> {
  try {
    const sent = await typeAndSend(page, def, prompt, watch);
    log.ok('send', sent.method === 'enter' ? `Enter in ${sent.input} (sendBy ${def.page.sendBy})` : `clicked ${sent.button} (sendBy ${def.page.sendBy})`);
    return true;
  } catch (err) {
    log.failed('send', `${errorText(err)} (send buttons ${list(def.page.sendButtons) || '—'}, sendBy ${def.page.sendBy})`);
    return false;
  }
}
