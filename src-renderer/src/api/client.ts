// The renderer's one way to reach the service: the preload bridge inside Electron, fetch() against
// the same origin when the renderer is served to a plain browser by `serve`.

import type { BridgeMethod, BridgeResponse } from '../../../src-preload/api';

/** the response envelope shared by every endpoint of the contract */
export interface Envelope<T> {
  success: boolean;
  code: number;
  message: string;
  data: T;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** plain-browser mode only: the bridge authenticates in Electron, a browser must bring a token */
const TOKEN_KEY = 'brandMonitor.token';

async function viaFetch(method: BridgeMethod, path: string, body?: unknown): Promise<BridgeResponse> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers['authorization'] = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  let parsed: unknown = null;
  if (text !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  return { status: res.status, body: parsed };
}

function transport(method: BridgeMethod, path: string, body?: unknown): Promise<BridgeResponse> {
  const bridge = window.brandMonitor;
  return bridge ? bridge.request(method, path, body) : viaFetch(method, path, body);
}

function isEnvelope(v: unknown): v is Envelope<unknown> {
  return typeof v === 'object' && v !== null && 'success' in v && 'code' in v;
}

/** resolves to `data` of a successful envelope; anything else is an ApiError carrying code and message */
export async function call<T>(method: BridgeMethod, path: string, body?: unknown): Promise<T> {
  const res = await transport(method, path, body);
  const env = res.body;
  if (!isEnvelope(env)) throw new ApiError(res.status, null, `服务返回了无法识别的内容 (HTTP ${res.status})`);
  if (res.status < 200 || res.status >= 300 || !env.success) throw new ApiError(res.status, env.code, env.message);
  return env.data as T;
}
