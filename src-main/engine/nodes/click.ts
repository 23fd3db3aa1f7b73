// Clicking a page control with a short patience: when a login wall or a challenge covers the page
// after it looked ready, Playwright's actionability wait would sit out its full timeout and the
// attempt would read as a timeout. A failed click, or a control that went missing, asks the page
// what it shows first.

import type { Locator, Page } from 'playwright-core';
import type { PlatformDefinition } from '../platforms/types.js';
import { readPageState, throwForState } from './page-state.js';

const CLICK_TIMEOUT_MS = 5_000;

/**
 * Throws the login / challenge error when the page shows one; returns otherwise. A page that is
 * still navigating (to a login page, say) gets a moment to arrive.
 */
export async function explainPage(page: Page, def: PlatformDefinition): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const state = await readPageState(page, def, { checkSession: false, needInput: def.prompt.kind === 'type' }).catch(() => 'loading' as const);
    throwForState(state, def);
    if (state === 'ready') return;
    await page.waitForTimeout(150).catch(() => undefined);
  }
}

export async function clickControl(page: Page, def: PlatformDefinition, el: Locator): Promise<void> {
  try {
    await el.click({ timeout: CLICK_TIMEOUT_MS });
  } catch (err) {
    await explainPage(page, def);
    throw err;
  }
}

/** the first of the selectors with a visible element, and which selector it was */
export async function firstVisible(page: Page, selectors: string[]): Promise<{ el: Locator; selector: string } | null> {
  for (const selector of selectors) {
    const el = page.locator(selector).filter({ visible: true }).first();
    if ((await el.count()) > 0) return { el, selector };
  }
  return null;
}
