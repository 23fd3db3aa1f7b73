// The doctor's running list of hook lines, and the page's own API calls (the evidence when the
// definition's stream request no longer matches what the page calls).

import type { Page, Response } from 'playwright-core';
import type { CapturedResponse } from '../platforms/types.js';
import type { HookCheck } from './types.js';

export class HookLog {
  readonly hooks: HookCheck[] = [];

  ok(hook: string, found: string, required = true): void {
    this.hooks.push({ hook, status: 'ok', required, found });
  }

  failed(hook: string, found: string, required = true): void {
    this.hooks.push({ hook, status: 'failed', required, found });
  }

  absent(hook: string, found: string): void {
    this.hooks.push({ hook, status: 'absent', required: false, found });
  }

  skipped(hooks: string[], why: string): void {
    for (const hook of hooks) this.hooks.push({ hook, status: 'skipped', required: false, found: `not checked: ${why}` });
  }

  get passed(): boolean {
    return this.hooks.every((h) => h.status !== 'failed' || !h.required);
  }
}

export interface ApiCall {
  method: string;
  path: string;
  status: number | null;
  contentType: string;
  response: Response | null;
}

/** every fetch / XHR / event-source call the page makes, in order */
export function recordApiCalls(page: Page): ApiCall[] {
  const calls: ApiCall[] = [];
  const byRequest = new Map<object, ApiCall>();
  page.on('request', (req) => {
    if (!['fetch', 'xhr', 'eventsource'].includes(req.resourceType())) return;
    let path = req.url();
    try {
      path = new URL(path).pathname;
    } catch {
      // keep the raw URL
    }
    const call: ApiCall = { method: req.method(), path, status: null, contentType: '', response: null };
    calls.push(call);
    byRequest.set(req, call);
  });
  page.on('response', (res) => {
    const call = byRequest.get(res.request());
    if (!call) return;
    call.status = res.status();
    call.response = res;
    call.contentType = (res.headers()['content-type'] ?? '').split(';')[0]!;
  });
  return calls;
}

export function describeCall(c: ApiCall): string {
  return `${c.method} ${c.path} (${c.status ?? 'no response'}${c.contentType ? ` ${c.contentType}` : ''})`;
}

/**
 * bodies the page read as a stream: what a moved answer stream would carry. Plain JSON is left
 * out on purpose: a site's profile and session calls answer JSON, and can carry the login token.
 */
export const ANSWER_LIKE = /event-stream|connect\+|ndjson|octet-stream/;
const MAX_CANDIDATES = 10;
const MAX_BODY = 4 * 1024 * 1024;

/**
 * When the definition's stream request matched nothing, the page's own data calls are the
 * evidence for the fix: their bodies go into the fixture, to be replayed once the path is right.
 */
export async function candidateResponses(calls: ApiCall[]): Promise<{ response: CapturedResponse; method: string }[]> {
  const out: { response: CapturedResponse; method: string }[] = [];
  for (const call of calls) {
    if (out.length >= MAX_CANDIDATES) break;
    const res = call.response;
    if (!res || !ANSWER_LIKE.test(call.contentType)) continue;
    const body = await Promise.race([res.body().catch(() => null), new Promise<null>((r) => setTimeout(() => r(null), 3_000))]);
    if (!body || body.length === 0 || body.length > MAX_BODY) continue;
    out.push({ response: { url: res.url(), status: res.status(), headers: await res.allHeaders().catch(() => ({})), body }, method: call.method });
  }
  return out;
}
