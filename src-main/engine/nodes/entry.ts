// How the question reaches the platform: typed into the prompt box and sent exactly once, or
// (URL entry pages: quark, weibo, douyin) carried in the page URL together with the modes.

import type { Page } from 'playwright-core';
import type { Mode } from '../domain.js';
import { modeHasReasoning, modeHasSearch } from '../domain.js';
import type { PlatformDefinition } from '../platforms/types.js';
import type { StreamWatch } from './capture.js';
import { clickControl, explainPage, firstVisible } from './click.js';
import { fail } from './errors.js';
import { MODE_NAMES } from './toggles.js';

/**
 * The URL of a `url` prompt entry: `{prompt}` replaced URL-encoded, resolved against the entry
 * URL (keep templates relative, `s?q={prompt}`, so they also work under a replica's prefix),
 * plus the query parameters of the modes asked for. A wanted mode without parameters fails.
 */
export function promptUrl(def: PlatformDefinition, entryUrl: string, prompt: string, mode: Mode): string {
  if (def.prompt.kind !== 'url') throw new Error(`${def.code} types its prompt`);
  const url = new URL(def.prompt.template.replace('{prompt}', encodeURIComponent(prompt)), entryUrl);
  const wanted = { reasoning: modeHasReasoning(mode), search: modeHasSearch(mode) };
  for (const which of ['reasoning', 'search'] as const) {
    if (!wanted[which]) continue;
    const params = def.prompt.modeParams[which];
    if (!def.features[which] || !params) throw fail.modeUnavailable(def.code, MODE_NAMES[which]);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  }
  return url.toString();
}

/** how the question was sent: the prompt box's selector, the method that took, the button clicked */
export interface SentBy {
  input: string;
  method: 'enter' | 'click';
  button: string | null;
}

/** Sends exactly once: the fallback method is only tried when the first provably did nothing. */
export async function typeAndSend(page: Page, def: PlatformDefinition, prompt: string, watch: StreamWatch): Promise<SentBy> {
  const found = await firstVisible(page, def.page.input);
  if (!found) {
    await explainPage(page, def);
    throw fail.platform(def.code, '未找到输入框');
  }
  const box = found.el;
  await clickControl(page, def, box);
  await box.fill(prompt);
  // sites clear the box the moment they take the question
  const taken = async () => watch.requested || (await box.inputValue().catch(() => box.innerText().catch(() => ''))).trim() === '';
  const methods = def.page.sendBy === 'enter' ? (['enter', 'click'] as const) : (['click', 'enter'] as const);
  for (const method of methods) {
    let button: string | null = null;
    if (method === 'enter') {
      await box.press('Enter');
    } else {
      const send = await firstVisible(page, def.page.sendButtons);
      if (!send) continue;
      button = send.selector;
      await clickControl(page, def, send.el);
    }
    for (let i = 0; i < 30; i++) {
      if (await taken()) return { input: found.selector, method, button };
      await page.waitForTimeout(100);
    }
  }
  await explainPage(page, def);
  throw fail.platform(def.code, '问题未能发送(回车与发送按钮均无响应)');
}
