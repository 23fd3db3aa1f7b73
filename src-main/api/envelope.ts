import { MSG } from '../engine/errors.js';
import type { Envelope } from './contract.js';

export type { Envelope };

export function ok<T>(data: T, message: string = MSG.ok): Envelope<T> {
  return { success: true, code: 200, message, data };
}

export function failure(code: number, message: string): Envelope<null> {
  return { success: false, code, message, data: null };
}
