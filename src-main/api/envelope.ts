import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import { MSG } from '../engine/errors.js';
import type { CachedView } from '../engine/tasks/view-cache.js';
import type { Envelope } from './contract.js';

/** on every response: a JSON answer is never sniffed into something a browser would run */
export const NOSNIFF = ['x-content-type-options', 'nosniff'] as const;

export type { Envelope };

export function ok<T>(data: T, message: string = MSG.ok): Envelope<T> {
  return { success: true, code: 200, message, data };
}

export function failure(code: number, message: string): Envelope<null> {
  return { success: false, code, message, data: null };
}

const OK_HEAD = `{"success":true,"code":200,"message":${JSON.stringify(MSG.ok)},"data":`;
/** the encoded envelope of each cached view, made once: a poll then copies no string and encodes nothing */
const encoded = new WeakMap<CachedView, Buffer>();

/** the success envelope around a cached view (data already JSON text), as bytes */
function okBytes(view: CachedView): Buffer {
  let bytes = encoded.get(view);
  if (!bytes) {
    bytes = Buffer.from(`${OK_HEAD}${view.json}}`, 'utf8');
    encoded.set(view, bytes);
  }
  return bytes;
}

/** `okBytes` from a Fastify route */
export function okJson(reply: FastifyReply, view: CachedView): void {
  reply.type('application/json; charset=utf-8').send(okBytes(view));
}

/** `okBytes` straight to the socket with fixed headers, for the reads answered before the router (fast-reads.ts) */
export function writeOk(res: ServerResponse, view: CachedView): void {
  const bytes = okBytes(view);
  res.writeHead(200, ['content-type', 'application/json; charset=utf-8', 'content-length', String(bytes.length), NOSNIFF[0], NOSNIFF[1]]);
  res.end(bytes);
}
