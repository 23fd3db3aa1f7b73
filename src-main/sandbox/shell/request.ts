// One incoming request as every replica sees it: the path below the family's prefix, the
// sandbox directives and attempt key the engine sent out of band, the phone-layout flag, and
// small readers for bodies, cookies and bearer tokens.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeDirectivesHeader, SIM_DIRECTIVES_HEADER, SIM_KEY_HEADER, type SimDirectives } from '../directives.js';

const MAX_BODY = 1024 * 1024;

export interface ReplicaRequest {
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  /** below the family prefix, '' or starting with '/' */
  path: string;
  query: URLSearchParams;
  directives: SimDirectives;
  /** X-Sim-Key: the sub-task id, for attempt counting */
  key: string | null;
  /** phone layout: a mobile user agent or `?layout=mobile` */
  mobile: boolean;
  /** the raw body, read once and cached */
  body(): Promise<Buffer>;
  text(): Promise<string>;
  /** the body as a JSON object ({} when empty or not an object) */
  json(): Promise<Record<string, unknown>>;
  cookie(name: string): string | null;
  /** `Authorization: Bearer …` or '' */
  bearer(): string;
  header(name: string): string | null;
}

export function isPhoneLayout(req: IncomingMessage, query: URLSearchParams): boolean {
  return /Mobile|Android|iPhone/i.test(req.headers['user-agent'] ?? '') || query.get('layout') === 'mobile';
}

export function replicaRequest(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): ReplicaRequest {
  let body: Promise<Buffer> | null = null;
  const header = (name: string) => {
    const v = req.headers[name.toLowerCase()];
    const one = Array.isArray(v) ? v[0] : v;
    return one && one.length > 0 ? one : null;
  };
  const readBody = () =>
    (body ??= (async () => {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of req as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_BODY) throw new Error('body too large');
        chunks.push(chunk);
      }
      return Buffer.concat(chunks);
    })());
  const cookies = parseCookies(req.headers.cookie ?? '');
  return {
    req,
    res,
    method: req.method ?? 'GET',
    path,
    query,
    directives: decodeDirectivesHeader(req.headers[SIM_DIRECTIVES_HEADER]),
    key: header(SIM_KEY_HEADER),
    mobile: isPhoneLayout(req, query),
    body: readBody,
    text: async () => (await readBody()).toString('utf8'),
    json: async () => {
      const raw = (await readBody()).toString('utf8');
      if (!raw) return {};
      try {
        const parsed = JSON.parse(raw) as unknown;
        return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
      } catch {
        return {};
      }
    },
    cookie: (name) => cookies.get(name) ?? null,
    bearer: () => {
      const h = header('authorization') ?? '';
      return h.startsWith('Bearer ') ? h.slice(7) : '';
    },
    header,
  };
}

function parseCookies(header: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    try {
      out.set(name, decodeURIComponent(value));
    } catch {
      out.set(name, value);
    }
  }
  return out;
}

/**
 * A GET of the chat page: the prefix root, or a path under one of the site's page roots
 * (`/chat/`, `/a/chat/`); each replica serves its page there with a session attached.
 */
export function isPageGet(r: ReplicaRequest, roots: string[]): boolean {
  return r.method === 'GET' && (r.path === '' || r.path === '/' || roots.some((root) => r.path.startsWith(root)));
}
