// Mode toggles are found by selector or visible text and read before they are touched: a
// profile remembers the last state, so blindly clicking would as often switch a mode off as on.
// A mode the page cannot set (no control, or the platform does not offer it) fails the attempt.

import type { Locator, Page } from 'playwright-core';
import type { Mode } from '../domain.js';
import { modeHasReasoning, modeHasSearch } from '../domain.js';
import type { PlatformDefinition, StateProbe, ToggleHook } from '../platforms/types.js';
import { clickControl, explainPage, firstVisible } from './click.js';
import { fail } from './errors.js';

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** a toggle control and how it was found (`selector …` / `text "…"`), for diagnostics */
interface FoundToggle {
  el: Locator;
  how: string;
}

async function findToggle(page: Page, def: PlatformDefinition, hook: ToggleHook): Promise<FoundToggle | null> {
  const bySelector = await firstVisible(page, hook.selectors);
  if (bySelector) return { el: bySelector.el, how: `selector ${bySelector.selector}` };
  if (hook.texts.length === 0) return null;
  const text = new RegExp(hook.texts.map(escapeRe).join('|'));
  const matches = await page.locator(def.page.toggleCandidates).filter({ hasText: text, visible: true }).all();
  if (matches.length === 0) return null;
  // the control itself has the shortest text; longer matches are containers or message headers
  const texts = await Promise.all(matches.map((m) => m.innerText().then((t) => t.trim()).catch(() => null)));
  const length = (t: string | null) => (t === null ? Infinity : t.length);
  let best = 0;
  texts.forEach((t, i) => {
    if (length(t) < length(texts[best]!)) best = i;
  });
  return { el: matches[best]!, how: `text "${texts[best] ?? ''}"` };
}

/**
 * The control's state, or null when it cannot be read within `timeoutMs` (hidden or re-rendered
 * since it was found: the locator waits for a visible match, and a loaded page once kept a sheet
 * hidden long enough to spend the attempt's whole 30 s there).
 */
export async function readToggle(el: Locator, probes: StateProbe[], timeoutMs = 2000): Promise<boolean | null> {
  try {
    return await el.evaluate(
      (node: Element, ps: StateProbe[]) => {
        for (const p of ps) {
          if ('attr' in p) {
            const v = node.getAttribute(p.attr);
            if (v !== null) return v === p.on;
          } else {
            return typeof node.className === 'string' && node.className.includes(p.classContains);
          }
        }
        return false;
      },
      probes,
      { timeout: timeoutMs },
    );
  } catch (e) {
    if (e instanceof Error && e.name === 'TimeoutError') return null;
    throw e;
  }
}

async function openMenu(page: Page, def: PlatformDefinition): Promise<boolean> {
  const opener = await firstVisible(page, def.page.toggleMenuOpeners);
  if (opener) {
    await clickControl(page, def, opener.el);
    return true;
  }
  return false;
}

/** what setting one toggle found: how the control was found and its state before and after */
export interface ToggleOutcome {
  how: string;
  before: boolean;
  after: boolean;
}

/** finds a toggle's control, opening the tools menu first when it is not in sight */
async function locateToggle(page: Page, def: PlatformDefinition, hook: ToggleHook, menu: { open: boolean }): Promise<FoundToggle | null> {
  let found = await findToggle(page, def, hook);
  if (!found && !menu.open && (await openMenu(page, def))) {
    menu.open = true;
    for (let i = 0; i < 10 && !found; i++) {
      await page.waitForTimeout(100);
      found = await findToggle(page, def, hook);
    }
  }
  return found;
}

/** sets one toggle; null when its control is absent and the mode is not wanted (nothing to switch off) */
export async function setToggle(page: Page, def: PlatformDefinition, hook: ToggleHook, wanted: boolean, menu: { open: boolean }): Promise<ToggleOutcome | null> {
  const name = hook.texts[0] ?? hook.selectors[0];
  let found = await locateToggle(page, def, hook, menu);
  let before = found && (await readToggle(found.el, hook.onState));
  if (found && before === null) {
    // gone from sight between finding and reading (a menu closed itself): look once more, reopening it
    menu.open = false;
    found = await locateToggle(page, def, hook, menu);
    before = found && (await readToggle(found.el, hook.onState));
  }
  if (!found || before === null) {
    // a mode nobody asked for cannot be on by accident if its switch does not exist
    if (!found && !wanted) return null;
    await explainPage(page, def);
    throw fail.platform(def.code, found ? `无法读取模式开关「${name}」的状态` : `未找到模式开关「${name}」`);
  }
  const { el, how } = found;
  if (before === wanted) return { how, before, after: before };
  await clickControl(page, def, el);
  for (let i = 0; i < 10; i++) {
    if ((await readToggle(el, hook.onState, 500)) === wanted) return { how, before, after: wanted };
    await page.waitForTimeout(100);
  }
  await explainPage(page, def);
  throw fail.platform(def.code, `无法${wanted ? '开启' : '关闭'}模式开关「${name}」`);
}

export const MODE_NAMES = { reasoning: '深度思考', search: '联网搜索' } as const;

export async function setModeToggles(page: Page, def: PlatformDefinition, mode: Mode): Promise<void> {
  const menu = { open: false };
  const wanted = { reasoning: modeHasReasoning(mode), search: modeHasSearch(mode) };
  for (const which of ['reasoning', 'search'] as const) {
    const hook = def.page.toggles[which];
    if (wanted[which] && (!def.features[which] || !hook)) throw fail.modeUnavailable(def.code, MODE_NAMES[which]);
    // a page without the control cannot have the mode on by accident
    if (hook && def.features[which]) await setToggle(page, def, hook, wanted[which], menu);
  }
  await closeMenu(page, menu);
}

export async function closeMenu(page: Page, menu: { open: boolean }): Promise<void> {
  if (!menu.open) return;
  await page.keyboard.press('Escape');
  await page.waitForTimeout(150);
}
