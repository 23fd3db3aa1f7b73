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

/** a success envelope around a cached view (data already JSON text), sent as bytes */
export function okJson(reply: FastifyReply, view: CachedView): FastifyReply {
  let bytes = encoded.get(view);
  if (!bytes) {
    bytes = Buffer.from(`${OK_HEAD}${view.json}}`, 'utf8');
    encoded.set(view, bytes);
  }
  return reply.type('application/json; charset=utf-8').send(bytes);
}
