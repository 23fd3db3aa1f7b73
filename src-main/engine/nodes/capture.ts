// Reading the answer off the network, as the definition's StreamSource says: the first matching
// response (`first`), every matching response of the exchange (`all`) or of the page's polling
// (`poll`) until the parse says finished, or none at all (`none`: the DOM is the answer). Bodies
// are read as bytes once each response has finished loading.

import type { Page, Request, Response } from 'playwright-core';
import type { CapturedResponse, PlatformDefinition, StreamCapture, StreamRequest } from '../platforms/types.js';
import { domSnapshot } from './dom-answer.js';
import { fail } from './errors.js';
import { readPageState, throwForState } from './page-state.js';

interface Watched {
  response: Response;
  /** null when the body could not be read (evicted, aborted) */
  read: Promise<CapturedResponse | null>;
}

export interface StreamWatch {
  requested: boolean;
  responses: Watched[];
  /** wall time (ms) of the newest matching response: page polling runs on real time, deadlines on the engine clock */
  lastAt: number;
}

export function streamPathMatches(r: StreamRequest, pathname: string): boolean {
  return (r.pathPattern?.test(pathname) ?? false) || (r.pathSuffix !== '' && pathname.endsWith(r.pathSuffix));
}

export function isChallenge(def: PlatformDefinition, headers: Record<string, string>): boolean {
  const h = def.challenge.header;
  return h !== null && (headers[h.name.toLowerCase()] ?? '').toLowerCase() === h.value.toLowerCase();
}

/** install before the request can fire (before typing, or before opening a URL entry page) */
export function watchStream(page: Page, def: PlatformDefinition): StreamWatch {
  const watch: StreamWatch = { requested: false, responses: [], lastAt: Date.now() };
  if (def.stream.capture === 'none') return watch;
  const matches = (req: Request) => {
    try {
      const path = new URL(req.url()).pathname;
      return def.stream.requests.some((r) => r.method === req.method() && streamPathMatches(r, path));
    } catch {
      return false;
    }
  };
  page.on('request', (req) => {
    if (matches(req)) watch.requested = true;
  });
  page.on('response', (response) => {
    if (!matches(response.request())) return;
    if (def.stream.capture === 'first' && watch.responses.length > 0) return;
    watch.lastAt = Date.now();
    const read = (async (): Promise<CapturedResponse | null> => {
      const headers = await response.allHeaders();
      if (isChallenge(def, headers)) return { url: response.url(), status: response.status(), headers, body: Buffer.alloc(0) };
      try {
        await response.finished();
        return { url: response.url(), status: response.status(), headers, body: await response.body() };
      } catch {
        return null;
      }
    })();
    read.catch(() => undefined);
    watch.responses.push({ response, read });
  });
  return watch;
}

export function throwForCapture(def: PlatformDefinition, capture: StreamCapture): void {
  const e = capture.error;
  if (!e) return;
  switch (e.kind) {
    case 'login':
      throw fail.login(def.code, e.message || undefined);
    case 'challenge':
      throw fail.challenge(def.code);
    case 'rate_limit':
      throw fail.rateLimit(def.code, e.message || undefined);
    case 'busy':
      throw fail.busy(def.code, e.message || undefined);
    default:
      throw fail.platform(def.code, e.message);
  }
}

/** how long `all`/`poll` wait for another response once the page has stopped generating */
const QUIET_MS = 3_000;

export interface AwaitInput {
  def: PlatformDefinition;
  watch: StreamWatch;
  /** answers on the page before sending: a new one means the page answered */
  answersBefore: number;
}

/** null capture: read the answer from the DOM (no stream, unreadable body, or capture 'none') */
export async function awaitAnswer(page: Page, input: AwaitInput): Promise<{ capture: StreamCapture | null; from: 'stream' | 'dom' }> {
  const { def, watch } = input;
  // real time on purpose: these bound page polling; the guard enforces the job's deadline
  const sentAt = Date.now();
  let previousDomText: string | null = null;
  for (;;) {
    throwForState(await readPageState(page, def, { checkSession: false, needInput: def.prompt.kind === 'type' }), def);

    if (watch.responses.length > 0) {
      const done = await settledReads(watch);
      for (const r of done) if (r && isChallenge(def, r.headers)) throw fail.challenge(def.code);
      if (def.stream.capture === 'first') {
        const first = done[0];
        if (first === undefined) {
          await page.waitForTimeout(100);
          continue;
        }
        if (first === null) return { capture: null, from: 'dom' };
        const capture = def.parseStream([first]);
        throwForCapture(def, capture);
        return { capture, from: 'stream' };
      }
      // all / poll: parse what has arrived so far, in order
      const pendingReads = done.length < watch.responses.length;
      const bodies = done.filter((r): r is CapturedResponse => r !== null);
      // nothing readable arrived: the page is the only source left
      if (!pendingReads && bodies.length === 0) return { capture: null, from: 'dom' };
      if (bodies.length > 0 && !pendingReads) {
        const capture = def.parseStream(bodies);
        throwForCapture(def, capture);
        if (capture.finished) return { capture, from: 'stream' };
        const snap = await domSnapshot(page, def).catch(() => null);
        if (snap && !snap.busy && Date.now() - watch.lastAt > QUIET_MS) return { capture, from: 'stream' };
      }
    } else if (def.stream.capture === 'none' || (!watch.requested && Date.now() - sentAt > 1_500)) {
      // no stream request at all: the page answers some other way; read it when it settles
      const snap = await domSnapshot(page, def).catch(() => null);
      if (snap?.errorText && !snap.answerText) throw fail.platform(def.code, snap.errorText);
      const fresh = snap && snap.answerCount > input.answersBefore && !snap.busy && snap.answerText;
      if (fresh && snap.answerText === previousDomText) return { capture: null, from: 'dom' };
      previousDomText = snap?.answerText ?? null;
    }
    await page.waitForTimeout(200);
  }
}

/** the reads that have finished, in arrival order, stopping at the first still pending */
async function settledReads(watch: StreamWatch): Promise<(CapturedResponse | null)[]> {
  const out: (CapturedResponse | null)[] = [];
  for (const w of watch.responses) {
    const pending = Symbol('pending');
    const value = await Promise.race([w.read, new Promise<typeof pending>((r) => setTimeout(() => r(pending), 0))]);
    if (value === pending) break;
    out.push(value);
  }
  return out;
}
