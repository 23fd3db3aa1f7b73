import { MSG } from '../engine/errors.js';

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
