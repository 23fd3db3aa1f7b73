// Clicking a page control with a short patience: when a login wall or a challenge covers the page
// after it looked ready, Playwright's actionability wait would sit out its full timeout and the
// attempt would read as a timeout. A failed click asks the page what it shows first.

import type { Locator, Page } from 'playwright-core';
import type { PlatformDefinition } from '../platforms/types.js';
import { readPageState, throwForState } from './page-state.js';

const CLICK_TIMEOUT_MS = 5_000;

export async function clickControl(page: Page, def: PlatformDefinition, el: Locator): Promise<void> {
  try {
    await el.click({ timeout: CLICK_TIMEOUT_MS });
  } catch (err) {
    const state = await readPageState(page, def, { checkSession: false, needInput: def.prompt.kind === 'type' }).catch(() => 'loading' as const);
    throwForState(state, def);
    throw err;
  }
}
