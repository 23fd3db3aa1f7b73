// The official share link: open the newest message's share dialog and read the link from its
// footer (clicking the dialog's create/copy button when it shows none yet); failing that, build
// it from the id the share API answered with.

import type { Locator, Page, Response } from 'playwright-core';
import type { ShareHooks } from '../platforms/types.js';

const URL_IN_TEXT = /https?:\/\/[^\s"'<>]+/g;

/** the newest message's share button (revealed by hovering its answer) and the selector that found it */
export async function findShareButton(page: Page, hooks: ShareHooks, answerSelector: string): Promise<{ el: Locator; selector: string } | null> {
  // actions are revealed on hover on the real site
  await page.locator(answerSelector).last().hover({ timeout: 2_000 }).catch(() => undefined);
  for (const selector of hooks.buttons) {
    const candidate = page.locator(selector).filter({ visible: true }).last();
    if ((await candidate.count()) > 0) return { el: candidate, selector };
  }
  return null;
}

export async function readShareLink(page: Page, hooks: ShareHooks, answerSelector: string, timeoutMs: number): Promise<string | null> {
  const found = await findShareButton(page, hooks, answerSelector);
  if (!found) return null;
  const button = found.el;
  const created = page
    .waitForResponse((r) => new URL(r.url()).pathname.endsWith(hooks.createPathSuffix), { timeout: timeoutMs })
    .catch(() => null);
  await button.click();
  const dialog = page.locator(hooks.dialog).filter({ visible: true }).last();
  // real time on purpose: this bounds page polling, not the job's lease
  const until = Date.now() + timeoutMs;
  const confirmAfter = Date.now() + 600;
  let confirmed = hooks.confirmButtons.length === 0;
  let link: string | null = null;
  while (!link && Date.now() < until) {
    if (!confirmed && Date.now() >= confirmAfter) {
      for (const selector of hooks.confirmButtons) {
        const confirm = page.locator(selector).filter({ visible: true }).last();
        if ((await confirm.count()) > 0) {
          await confirm.click().catch(() => undefined);
          confirmed = true;
          break;
        }
      }
    }
    link = await dialog
      .evaluate((el: Element) => {
        const values = Array.from(el.querySelectorAll('input,textarea')).map((i) => (i as HTMLInputElement).value);
        const hrefs = Array.from(el.querySelectorAll('a[href]')).map((a) => (a as HTMLAnchorElement).href);
        return [...values, ...hrefs, (el as HTMLElement).innerText].join('\n');
      })
      .then((text) => (text.match(URL_IN_TEXT) ?? []).find((u) => hooks.linkPattern.test(u)) ?? null)
      .catch(() => null);
    if (!link) await page.waitForTimeout(150);
  }
  if (!link) link = await fromApi(await created, hooks, page.url());
  await page.keyboard.press('Escape').catch(() => undefined);
  return link;
}

async function fromApi(response: Response | null, hooks: ShareHooks, pageUrl: string): Promise<string | null> {
  if (!response) return null;
  try {
    let id: unknown = await response.json();
    for (const key of hooks.createIdPath) id = id && typeof id === 'object' ? (id as Record<string, unknown>)[key] : undefined;
    if (typeof id !== 'string' || !id) return null;
    const base = new URL(response.url());
    const prefix = base.pathname.slice(0, base.pathname.length - hooks.createPathSuffix.length);
    return hooks.linkTemplate.replace('${origin}', new URL(pageUrl).origin + prefix).replace('${id}', id);
  } catch {
    return null;
  }
}
