// A real service on a temp data dir, spoken to over real HTTP on loopback.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startService, type RunningService, type ServiceOptions } from '../../src-main/service.js';

export interface Envelope<T = any> {
  success: boolean;
  code: number;
  message: string;
  data: T;
}

export interface TestService {
  service: RunningService;
  url: string;
  dataDir: string;
  /** create an account with a balance (yuan) and return its token */
  account(name: string, balance?: number): { userId: number; token: string };
  call<T = any>(method: string, path: string, opts?: { token?: string; body?: unknown; headers?: Record<string, string>; raw?: string }): Promise<{ status: number; body: Envelope<T>; headers: Headers }>;
  close(): Promise<void>;
}

export function tempDir(label: string): string {
  return mkdtempSync(join(tmpdir(), `bm-${label}-`));
}

export interface TestServiceOptions extends Partial<ServiceOptions> {
  /**
   * Run sub-tasks through real Chromium against the replicas. Off by default: the scripted
   * executor plays the same `[sim:…]` directives and replica content without a browser, for
   * tests about the engine, API, billing and callbacks rather than about page driving.
   */
  chromium?: boolean;
}

export async function startTestService({ chromium = false, ...opts }: TestServiceOptions = {}): Promise<TestService> {
  const dataDir = opts.dataDir ?? tempDir('svc');
  const execution = chromium ? { sandbox: true, scripted: false } : { sandbox: false, scripted: true };
  const service = await startService({ dataDir, port: 0, ...execution, concurrency: 2, maxRetries: 2, retryDelayMs: 200, ...opts });
  return {
    service,
    url: service.url,
    dataDir,
    account(name, balance = 100) {
      const a = service.engine.accounts.create(name, Math.round(balance * 100));
      return { userId: a.userId, token: a.token };
    },
    async call(method, path, o = {}) {
      const headers: Record<string, string> = { accept: 'application/json', ...(o.headers ?? {}) };
      if (o.token) headers.authorization = `Bearer ${o.token}`;
      let body: string | undefined;
      if (o.raw !== undefined) body = o.raw;
      else if (o.body !== undefined) body = JSON.stringify(o.body);
      if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
      const res = await fetch(service.url + path, { method, headers, body });
      const text = await res.text();
      return { status: res.status, body: JSON.parse(text), headers: res.headers };
    },
    async close() {
      await service.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function waitFor<T>(fn: () => Promise<T | undefined | null | false>, timeoutMs = 30_000, everyMs = 100): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export const FINAL = ['completed', 'partial_completed', 'failed', 'stopped'];

/** poll status until the task reaches a final state */
export async function waitForFinal(t: TestService, token: string, taskId: string, timeoutMs = 60_000) {
  return waitFor(async () => {
    const r = await t.call('GET', `/task/status/${taskId}`, { token });
    return FINAL.includes(r.body.data?.status) ? r.body.data : null;
  }, timeoutMs, 200);
}

export function b64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}
