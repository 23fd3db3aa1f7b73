// Full-page screenshots of chat apps: the conversation scrolls inside a container, so the
// container and its ancestors are unclipped first or "full page" is just the viewport.

import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { PlatformDefinition } from '../platforms/types.js';

export async function unclipConversation(page: Page, answerSelector: string): Promise<void> {
  await page.evaluate((selector: string) => {
    const answers = document.querySelectorAll(selector);
    const start = answers[answers.length - 1] ?? document.body;
    const loosen = (el: HTMLElement) => {
      el.style.setProperty('overflow', 'visible', 'important');
      el.style.setProperty('height', 'auto', 'important');
      el.style.setProperty('max-height', 'none', 'important');
    };
    for (let el = start.parentElement; el; el = el.parentElement) {
      const s = getComputedStyle(el);
      if (el === document.body || el === document.documentElement || /(auto|scroll|hidden)/.test(s.overflowY) || el.scrollHeight > el.clientHeight + 1) {
        loosen(el);
      }
    }
  }, answerSelector);
}

export function screenshotName(taskId: string, subTaskId: number, attempt: number): string {
  return `${taskId.replace(/[^A-Za-z0-9_-]/g, '')}-${subTaskId}-${attempt}.png`;
}

/** returns the file name relative to the screenshots folder */
export async function takeScreenshot(page: Page, def: PlatformDefinition, dir: string, name: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  await unclipConversation(page, def.page.answer);
  // CSS pixels: a phone's device pixel ratio would triple the file for no legibility gain
  await page.screenshot({ path: join(dir, name), fullPage: true, type: 'png', scale: 'css', animations: 'disabled', timeout: 30_000 });
  return name;
}
