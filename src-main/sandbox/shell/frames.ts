// Writing a paced answer stream: text frames (SSE and other line formats) and binary frames
// (Connect-RPC envelopes) with a delay before each, stopping quietly when the page goes away.

import type { ServerResponse } from 'node:http';
import { sleep } from '../http-util.js';

export interface Frame {
  /** wait this long before writing the frame */
  delayMs: number;
  data: string | Uint8Array;
}

export interface StreamHead {
  status?: number;
  contentType: string;
  headers?: Record<string, string>;
}

export const SSE_HEAD: StreamHead = { contentType: 'text/event-stream; charset=utf-8' };

export async function writeFrames(res: ServerResponse, frames: Frame[], head: StreamHead = SSE_HEAD): Promise<void> {
  let gone = false;
  res.on('close', () => {
    gone = true;
  });
  res.writeHead(head.status ?? 200, {
    'content-type': head.contentType,
    'cache-control': 'no-cache',
    'x-accel-buffering': 'no',
    ...head.headers,
  });
  res.flushHeaders();
  for (const frame of frames) {
    if (frame.delayMs > 0) await sleep(frame.delayMs);
    if (gone) return;
    res.write(frame.data);
  }
  res.end();
}

/** one SSE record: optional `event:` line, one `data:` line (JSON unless a string is given), blank line */
export function sseEvent(data: unknown, name?: string): string {
  const payload = typeof data === 'string' ? data : JSON.stringify(data);
  return `${name ? `event: ${name}\n` : ''}data: ${payload}\n\n`;
}

/** splits text into about `target` pieces; surrogate pairs (emoji) stay whole */
export function textChunks(text: string, target: number): string[] {
  const chars = Array.from(text);
  const size = Math.max(2, Math.ceil(chars.length / Math.max(1, target)));
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out;
}

/** the per-chunk delay that streams `count` chunks in about `budgetMs` */
export function pace(count: number, budgetMs: number): number {
  return Math.round(budgetMs / Math.max(1, count));
}

/** how long a real site takes to stream an answer of this length (kept short for tests) */
export function answerBudgetMs(text: string): number {
  return 150 + Math.min(900, text.length * 0.5);
}

/**
 * A length-prefixed binary envelope: 1 flag byte + 4-byte big-endian length + payload, the
 * framing of Connect-RPC / gRPC-web streams (flag 0 = message, 2 = end-of-stream trailer).
 */
export function envelope(payload: string | Uint8Array, flag = 0): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : Buffer.from(payload);
  const head = Buffer.alloc(5);
  head.writeUInt8(flag, 0);
  head.writeUInt32BE(body.length, 1);
  return Buffer.concat([head, body]);
}

/** the bytes a page receives for these frames (parser tests and recorded fixtures) */
export function framesBody(frames: Frame[]): Buffer {
  return Buffer.concat(frames.map((f) => (typeof f.data === 'string' ? Buffer.from(f.data, 'utf8') : Buffer.from(f.data))));
}
