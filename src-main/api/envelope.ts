import type { FastifyReply } from 'fastify';
import { MSG } from '../engine/errors.js';

/** on every response: a JSON answer is never sniffed into something a browser would run */
export const NOSNIFF = ['x-content-type-options', 'nosniff'] as const;

export interface Envelope<T> {
  success: boolean;
  code: number;
  message: string;
  data: T;
}

export function ok<T>(data: T, message: string = MSG.ok): Envelope<T> {
  return { success: true, code: 200, message, data };
}

export function failure(code: number, message: string): Envelope<null> {
  return { success: false, code, message, data: null };
}

const OK_HEAD = `{"success":true,"code":200,"message":${JSON.stringify(MSG.ok)},"data":`;

/** a success envelope around data that is already JSON text (cached views): sent as it is */
export function okJson(reply: FastifyReply, dataJson: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(`${OK_HEAD}${dataJson}}`);
}
