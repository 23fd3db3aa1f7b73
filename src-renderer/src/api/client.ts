// The renderer's one way to reach the service: the preload bridge inside Electron, fetch() with the
// session token when `serve` hands the renderer to a plain browser. Every call names a contract
// route; its parameters, body and result type come from the contract, never from the caller.
import type { BridgeMethod, BridgeResponse } from '../../../src-preload/api';
import type { CallInput, Data, Envelope, Events, RouteKey } from '../../../src-main/api/contract';
import { sessionToken } from './session';

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

/** what to show for a failure: the service's own message, or the error's */
export function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** the path of a route with its parameters filled in (each one URI-encoded) and the query appended */
export function fillPath(path: string, params?: Record<string, string>, query?: object): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const v = params?.[name];
    if (v === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(v);
  });
  const q = Object.entries(query ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return q.length ? `${filled}?${q.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&')}` : filled;
}

async function viaFetch(method: BridgeMethod, path: string, body?: unknown): Promise<BridgeResponse> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = sessionToken();
  if (token) headers['authorization'] = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  let parsed: BridgeResponse['body'] = null;
  if (text !== '') {
    try {
      parsed = JSON.parse(text) as Envelope<unknown>;
    } catch {
      parsed = text;
    }
  }
  return { status: res.status, body: parsed };
}

export const inElectron = (): boolean => Boolean(window.brandMonitor);

function transport(method: BridgeMethod, path: string, body?: unknown): Promise<BridgeResponse> {
  const bridge = window.brandMonitor;
  return bridge ? bridge.request(method, path, body) : viaFetch(method, path, body);
}

function isEnvelope(v: unknown): v is Envelope<unknown> {
  return typeof v === 'object' && v !== null && 'success' in v && 'code' in v;
}

/** resolves to `data` of a successful envelope; anything else is an ApiError carrying code and message */
export async function call<K extends RouteKey>(route: K, ...[input]: {} extends CallInput<K> ? [CallInput<K>?] : [CallInput<K>]): Promise<Data<K>> {
  const space = route.indexOf(' ');
  const method = route.slice(0, space) as BridgeMethod;
  const i = (input ?? {}) as { params?: Record<string, string>; query?: object; body?: unknown };
  const res = await transport(method, fillPath(route.slice(space + 1), i.params, i.query), i.body);
  const env = res.body;
  if (!isEnvelope(env)) throw new ApiError(res.status, null, `服务返回了无法识别的内容 (HTTP ${res.status})`);
  if (res.status < 200 || res.status >= 300 || !env.success) throw new ApiError(res.status, env.code, env.message);
  return env.data as Data<K>;
}

/** parses Server-Sent Events out of a text stream, calling back once per complete event */
export function sseParser(onEvent: (event: string, data: string) => void): (chunk: string) => void {
  let buffer = '';
  return (chunk) => {
    buffer += chunk.replace(/\r\n/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length) onEvent(event, data.join('\n'));
    }
  };
}

type Listener = { [E in keyof Events]: (payload: Events[E]) => void };
const listeners: { [E in keyof Events]: Set<Listener[E]> } = { task: new Set(), session: new Set() };
let streamStarted = false;

function dispatch<E extends keyof Events>(event: E, payload: Events[E]): void {
  for (const cb of listeners[event]) cb(payload);
}

/** the browser's event stream: fetch keeps the token in a header (EventSource cannot), reconnecting with back-off */
async function runEventStream(): Promise<void> {
  let delay = 1000;
  for (;;) {
    try {
      const token = sessionToken();
      const res = await fetch('/api/local/events', { headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
      if (res.ok && res.body && (res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
        delay = 1000;
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        const feed = sseParser((event, data) => {
          if (event === 'task') dispatch('task', JSON.parse(data) as Events['task']);
          else if (event === 'session') dispatch('session', JSON.parse(data) as Events['session']);
        });
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          feed(value);
        }
      }
    } catch {
      // network gone (service restarting): retry below
    }
    await new Promise((r) => setTimeout(r, delay));
    delay = Math.min(delay * 2, 30_000);
  }
}

/** subscribe to a pushed event (IPC in Electron, Server-Sent Events in a browser); returns the unsubscribe */
export function onEvent<E extends keyof Events>(event: E, cb: (payload: Events[E]) => void): () => void {
  const bridge = window.brandMonitor;
  if (bridge) return bridge.on(event, cb);
  listeners[event].add(cb as never);
  if (!streamStarted) {
    streamStarted = true;
    void runEventStream();
  }
  return () => listeners[event].delete(cb as never);
}
