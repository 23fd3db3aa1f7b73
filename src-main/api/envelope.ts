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

/**
 * A success envelope around a cached view (data already JSON text), written straight to the socket
 * with fixed headers. These are the reads scripts poll; Fastify's reply pipeline (header object
 * built per reply, onSend) is bypassed because no hook of ours acts on a response, and the header
 * objects of every other route's replies made that shared path polymorphic.
 */
export function okJson(reply: FastifyReply, view: CachedView): void {
  let bytes = encoded.get(view);
  if (!bytes) {
    bytes = Buffer.from(`${OK_HEAD}${view.json}}`, 'utf8');
    encoded.set(view, bytes);
  }
  reply.hijack();
  reply.raw.writeHead(200, ['content-type', 'application/json; charset=utf-8', 'content-length', String(bytes.length), NOSNIFF[0], NOSNIFF[1]]);
  reply.raw.end(bytes);
}
