// The DOM route: used when the stream cannot be read, or always for pages without a readable
// stream (capture 'none'). Completion = answer text unchanged over two polls with no stop button
// and no "generating" text (正在生成, 思考中) visible.

import type { Page } from 'playwright-core';
import type { PlatformDefinition, StreamCapture } from '../platforms/types.js';
import { htmlToMarkdown } from './html-markdown.js';

export interface DomSnapshot {
  stopVisible: boolean;
  /** a stop button or a generating text is visible: the answer is still coming */
  busy: boolean;
  answerCount: number;
  answerHtml: string;
  answerText: string;
  /** a known error text on the page, looked for only when the newest answer is empty */
  errorText: string | null;
}

export async function domSnapshot(page: Page, def: PlatformDefinition): Promise<DomSnapshot> {
  return page.evaluate(
    (p: { answer: string; stops: string[]; errors: string[]; generating: string[] }) => {
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      };
      const answers = document.querySelectorAll(p.answer);
      const last = answers[answers.length - 1] as HTMLElement | undefined;
      const answerText = last?.innerText.trim() ?? '';
      const stopVisible = p.stops.some((s) => Array.from(document.querySelectorAll(s)).some(visible));
      // a status line outside the answer itself (the answer may legitimately contain the words)
      const generating =
        p.generating.length > 0 &&
        Array.from(document.querySelectorAll('body *')).some(
          (el) =>
            el.children.length === 0 &&
            p.generating.some((g) => (el.textContent ?? '').includes(g)) &&
            !(p.answer && el.closest(p.answer)) &&
            visible(el),
        );
      return {
        stopVisible,
        busy: stopVisible || generating,
        answerCount: answers.length,
        answerHtml: last?.innerHTML ?? '',
        answerText,
        // only read (a whole-page layout) when there is no answer: an error is only reported then
        errorText: answerText ? null : (p.errors.find((e) => (document.body?.innerText ?? '').includes(e)) ?? null),
      };
    },
    { answer: def.page.answer, stops: def.page.stopButtons, errors: def.page.errorTexts, generating: def.page.generatingTexts },
  );
}

/**
 * Waits until the newest answer stops changing; false when it did not within the time. An empty
 * answer only counts as settled when no text is expected (the stream itself carried none).
 */
export async function waitForDomSettled(page: Page, def: PlatformDefinition, timeoutMs: number, pollMs = 300, expectText = true): Promise<boolean> {
  // real time on purpose: this bounds page polling, not the job's lease
  const until = Date.now() + timeoutMs;
  let previous: string | null = null;
  while (Date.now() < until) {
    const snap = await domSnapshot(page, def).catch(() => null);
    if (snap && !snap.busy && (snap.answerText || !expectText) && snap.answerText === previous) return true;
    previous = snap?.answerText ?? null;
    await page.waitForTimeout(pollMs);
  }
  return false;
}

export async function captureFromDom(page: Page, def: PlatformDefinition): Promise<StreamCapture> {
  const snap = await domSnapshot(page, def);
  const extra = await page.evaluate(
    (p: { reasoning: string[]; sources: string[]; followUps: string[] }) => {
      const lastText = (sel: string) => {
        const all = document.querySelectorAll(sel);
        return (all[all.length - 1] as HTMLElement | undefined)?.innerText.trim() ?? '';
      };
      const reasoning = p.reasoning.map(lastText).find((t) => t) ?? '';
      const seen = new Set<string>();
      const sources = p.sources
        .flatMap((sel) => Array.from(document.querySelectorAll(sel)) as HTMLAnchorElement[])
        .filter((a) => !seen.has(a.href) && seen.add(a.href))
        .map((a) => {
          // leaf texts: innerText of a hidden panel would run everything together
          const leaves = Array.from(a.querySelectorAll('*'))
            .filter((e) => e.children.length === 0)
            .map((e) => (e.textContent ?? '').trim())
            .filter((t) => t && !/^[\d/.:-]+$/.test(t));
          const site = leaves.find((t) => t.length >= 2 && t.length <= 12) ?? '';
          const title = a.title || leaves.find((t) => t.length >= 6 && t !== site) || a.href;
          return { url: a.href, title, site };
        });
      const followUps = p.followUps.flatMap((sel) => Array.from(document.querySelectorAll(sel)).map((e) => (e as HTMLElement).innerText.trim()));
      return { reasoning, sources, followUps };
    },
    { reasoning: def.page.reasoning, sources: def.page.sourceLinks, followUps: def.page.followUps },
  );
  return {
    finished: !snap.busy,
    answer: snap.answerHtml ? htmlToMarkdown(snap.answerHtml, def.page.citationMarker) : '',
    reasoning: extra.reasoning,
    searchKeywords: [],
    sources: extra.sources.map((s) => ({ url: s.url, title: s.title, snippet: '', citeIndex: null, publishedAt: null, siteName: s.site, siteIcon: '' })),
    followUps: extra.followUps,
    videos: [],
    goods: [],
    media: [],
    reasoningEnabled: null,
    searchEnabled: null,
    error: snap.errorText && !snap.answerText ? { kind: 'platform', message: snap.errorText } : null,
  };
}
