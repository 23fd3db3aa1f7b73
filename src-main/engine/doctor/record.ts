// The doctor's running list of hook lines, and the page's own API calls (the evidence when the
// definition's stream request no longer matches what the page calls).

import type { Page } from 'playwright-core';
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
    const call: ApiCall = { method: req.method(), path, status: null, contentType: '' };
    calls.push(call);
    byRequest.set(req, call);
  });
  page.on('response', (res) => {
    const call = byRequest.get(res.request());
    if (!call) return;
    call.status = res.status();
    call.contentType = (res.headers()['content-type'] ?? '').split(';')[0]!;
  });
  return calls;
}

export function describeCall(c: ApiCall): string {
  return `${c.method} ${c.path} (${c.status ?? 'no response'}${c.contentType ? ` ${c.contentType}` : ''})`;
}
