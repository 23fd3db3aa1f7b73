// The doctor's checks after the send: the stream request the definition names, its parse, the
// answer container in the DOM, the screenshot and the share hooks.

import { chmod, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { modeHasReasoning, modeHasSearch, type Mode } from '../domain.js';
import { awaitAnswer, isChallenge, type StreamWatch } from '../nodes/capture.js';
import { domSnapshot, waitForDomSettled } from '../nodes/dom-answer.js';
import { errorText } from '../nodes/errors.js';
import { takeScreenshot } from '../nodes/screenshot.js';
import { findShareButton, readShareLink } from '../nodes/share.js';
import type { CapturedResponse, PlatformDefinition, StreamCapture } from '../platforms/types.js';
import { ANSWER_LIKE, candidateResponses, describeCall, type ApiCall, type HookLog } from './record.js';

export interface Captured {
  responses: { response: CapturedResponse; method: string }[];
  parsed: StreamCapture | null;
  /** the page's data calls when the stream request matched none of them */
  unmatched: { response: CapturedResponse; method: string }[];
}

/** waits for the answer as the driver does (bounded), then reports what the stream request matched */
export async function checkStream(page: Page, def: PlatformDefinition, watch: StreamWatch, answersBefore: number, calls: ApiCall[], log: HookLog, timeoutMs: number): Promise<Captured> {
  let problem: string | null = null;
  let timer: NodeJS.Timeout | undefined;
  const waiting = awaitAnswer(page, { def, watch, answersBefore });
  try {
    await Promise.race([
      waiting,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`)), timeoutMs);
      }),
    ]);
  } catch (err) {
    problem = errorText(err);
  } finally {
    clearTimeout(timer);
    waiting.catch(() => undefined);
  }

  const reads = await Promise.all(watch.responses.map((w) => Promise.race([w.read, new Promise<null>((r) => setTimeout(() => r(null), 5_000))])));
  const responses = reads.flatMap((r, i) => (r ? [{ response: r, method: watch.responses[i]!.response.request().method() }] : []));
  const wanted = def.stream.requests.map((r) => `${r.method} …${r.pathSuffix}${r.pathPattern ? ` ${String(r.pathPattern)}` : ''}`).join(' | ');

  if (def.stream.capture === 'none') {
    log.ok('stream', `capture none: the answer is read from the DOM${problem ? ` (${problem})` : ''}`, false);
    return { responses, parsed: null, unmatched: [] };
  }
  if (watch.responses.length === 0) {
    // streamed answers first, then POSTs: a real site's telemetry calls must not crowd them out
    const rank = (c: ApiCall) => (ANSWER_LIKE.test(c.contentType) ? 0 : c.method === 'POST' ? 1 : 2);
    const seen = [...calls].sort((a, b) => rank(a) - rank(b)).slice(0, 8).map(describeCall).join('; ');
    const unmatched = await candidateResponses(calls);
    const saved = unmatched.length > 0 ? `; ${unmatched.length} of their bodies saved in the fixture (unmatched)` : '';
    log.failed('stream', `no request matched ${wanted}; the page called: ${seen || 'nothing'}${saved}${problem ? ` (${problem})` : ''}`);
    return { responses, parsed: null, unmatched };
  }
  let parsed: StreamCapture | null = null;
  let parseFailure: string | null = null;
  if (responses.length > 0) {
    try {
      const bodies = responses.map((r) => r.response);
      parsed = JSON.parse(JSON.stringify(def.parseStream(def.stream.capture === 'first' ? bodies.slice(0, 1) : bodies))) as StreamCapture;
    } catch (err) {
      parseFailure = `parseStream threw: ${errorText(err)}`;
    }
  }

  const challenged = responses.some((r) => isChallenge(def, r.response.headers));
  const bytes = responses.reduce((n, r) => n + r.response.body.length, 0);
  const kinds = [...new Set(responses.map((r) => `${r.method} ${new URL(r.response.url).pathname} → ${r.response.status} ${(r.response.headers['content-type'] ?? '').split(';')[0]}`))];
  const found = `${kinds.join(', ')}; ${responses.length} response(s), ${bytes} bytes (capture ${def.stream.capture})`;
  if (challenged) log.failed('stream', `${found}; challenge header ${def.challenge.header!.name} on the stream`);
  else if (responses.length === 0) log.failed('stream', `matched ${watch.responses.length} response(s) but no body was readable${problem ? ` (${problem})` : ''}`);
  // an error the parse explains is the parser line's to report
  else if (problem && !parsed?.error) log.failed('stream', `${found}; ${problem}`);
  else log.ok('stream', found);
  if (parseFailure) log.failed('parser', parseFailure);
  return { responses, parsed, unmatched: [] };
}

export function checkParsed(def: PlatformDefinition, mode: Mode, parsed: StreamCapture, log: HookLog): void {
  const citations = new Set([...parsed.answer.matchAll(/\[citation:(\d+)\]/g)].map((m) => m[1])).size;
  const counts =
    `answer ${parsed.answer.length} chars, reasoning ${parsed.reasoning.length} chars, ${parsed.sources.length} references, ` +
    `${citations} cited, ${parsed.searchKeywords.length} search words, ${parsed.videos.length} videos, ${parsed.goods.length} goods, ` +
    `${parsed.followUps.length} follow-ups${parsed.finished ? ', finished' : ', NOT finished'}`;
  const echo = (flag: boolean | null, want: boolean, name: string) => (flag === null || flag === want ? null : `${name} echoed ${flag ? 'on' : 'off'} for mode ${mode}`);
  const problems = [
    parsed.error ? `error ${parsed.error.kind}: ${parsed.error.message}` : null,
    parsed.answer.trim() ? null : 'empty answer',
    parsed.finished ? null : 'stream not finished',
    echo(parsed.reasoningEnabled, modeHasReasoning(mode), 'reasoning'),
    echo(parsed.searchEnabled, modeHasSearch(mode), 'search'),
  ].filter((p): p is string => p !== null);
  if (problems.length > 0) log.failed('parser', `${problems.join('; ')} — ${counts}`);
  else log.ok('parser', counts);
}

export async function checkAnswerContainer(page: Page, def: PlatformDefinition, answersBefore: number, log: HookLog): Promise<void> {
  await waitForDomSettled(page, def, 15_000, 150);
  const snap = await domSnapshot(page, def).catch(() => null);
  if (!snap) {
    log.failed('answer container', 'the page could not be read');
    return;
  }
  const fresh = snap.answerCount > answersBefore;
  if (!fresh || !snap.answerText) {
    log.failed('answer container', `${def.page.answer}: ${snap.answerCount} on the page (${answersBefore} before sending)${fresh ? ', newest is empty' : ''}${snap.errorText ? `; page shows "${snap.errorText}"` : ''}`);
    return;
  }
  const excerpt = snap.answerText.replace(/\s+/g, ' ').slice(0, 40);
  log.ok('answer container', `${def.page.answer}: ${snap.answerCount} on the page, newest ${snap.answerText.length} chars "${excerpt}…"${snap.busy ? ' (still busy)' : ''}`);
}

export async function checkScreenshot(page: Page, def: PlatformDefinition, dir: string, name: string, log: HookLog): Promise<string | null> {
  try {
    await takeScreenshot(page, def, dir, name);
    const file = join(dir, name);
    await chmod(file, 0o600);
    log.ok('screenshot', `${file} (${(await stat(file)).size} bytes)`);
    return file;
  } catch (err) {
    log.failed('screenshot', errorText(err));
    return null;
  }
}

/** the share button always; the link itself only when allowed to create one (never by default on a real site) */
export async function checkShare(page: Page, def: PlatformDefinition, create: boolean, log: HookLog): Promise<void> {
  const hooks = def.share;
  if (!hooks || !def.features.share) return;
  const button = await findShareButton(page, hooks, def.page.answer).catch(() => null);
  if (!button) {
    log.failed('share', `none of the share buttons is visible (${hooks.buttons.join(' | ')})`);
    return;
  }
  if (!create) {
    log.ok('share', `${button.selector} visible (no link created: pass --share to create one)`);
    return;
  }
  const link = await readShareLink(page, hooks, def.page.answer, 10_000).catch(() => null);
  if (link) log.ok('share', `${button.selector} → ${link}`);
  else log.failed('share', `${button.selector} clicked, but no link matching ${String(hooks.linkPattern)} showed in ${hooks.dialog} nor came from …${hooks.createPathSuffix}`);
}
