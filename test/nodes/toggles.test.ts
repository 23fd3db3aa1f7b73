// Reading a mode switch never waits out the attempt: a switch found in a phone tools sheet that
// hides again before it is read answers "unreadable" at once (a loaded run once spent 30 s there).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readToggle } from '../../src-main/engine/nodes/toggles.js';
import { launchChromium } from '../helpers/chromium.js';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage();
  await page.setContent(`<div id="sheet"><button class="sw" aria-checked="true">深度思考</button></div>`);
});
afterAll(async () => browser?.close());

describe('readToggle', () => {
  const probes = [{ attr: 'aria-checked', on: 'true' }];
  it('reads the state of a switch in sight', async () => {
    const el = page.locator('button').filter({ hasText: '深度思考', visible: true }).first();
    expect(await readToggle(el, probes)).toBe(true);
    await page.evaluate(() => document.querySelector('.sw')!.setAttribute('aria-checked', 'false'));
    expect(await readToggle(el, probes)).toBe(false);
  });

  it('answers null, within its timeout, when the switch left sight after it was found', async () => {
    const el = page.locator('button').filter({ hasText: '深度思考', visible: true }).first();
    expect(await el.count()).toBe(1);
    await page.evaluate(() => ((document.getElementById('sheet') as HTMLElement).hidden = true));
    expect(await readToggle(el, probes, 300)).toBeNull();
    await page.evaluate(() => ((document.getElementById('sheet') as HTMLElement).hidden = false));
    expect(await readToggle(el, probes, 300)).toBe(false);
  });
});
