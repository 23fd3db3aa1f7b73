// Connect-RPC streaming framing (connectrpc.com/docs/protocol): every message is one flag byte,
// a 4-byte big-endian length and that many bytes of payload. Flag bit 0x01 = the payload is
// compressed with the stream's `connect-content-encoding`; bit 0x02 = end-of-stream, whose JSON
// carries `error` and/or `metadata` (trailers). Network chunks cut frames anywhere, even inside
// a multi-byte UTF-8 character, so bytes are buffered and decoded only once a frame is whole.

import { gunzipSync } from 'node:zlib';

export const FLAG_COMPRESSED = 0x01;
export const FLAG_END_STREAM = 0x02;
const HEADER = 5;
/** a frame claiming more is a corrupt or foreign body, not something to wait for */
const MAX_FRAME = 64 * 1024 * 1024;

export interface ConnectFrame {
  flags: number;
  /** the parsed JSON payload; null when it was not JSON */
  json: unknown;
}

export class ConnectFrameDecoder {
  private buffer: Buffer = Buffer.alloc(0);
  private corrupt = false;

  constructor(private readonly encoding: string | null = null) {}

  /** the frames completed by this chunk, in order */
  push(chunk: Buffer): ConnectFrame[] {
    if (this.corrupt) return [];
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const frames: ConnectFrame[] = [];
    while (this.buffer.length >= HEADER) {
      const flags = this.buffer[0]!;
      const length = this.buffer.readUInt32BE(1);
      if (length > MAX_FRAME) {
        this.corrupt = true;
        break;
      }
      if (this.buffer.length < HEADER + length) break;
      const payload = this.buffer.subarray(HEADER, HEADER + length);
      this.buffer = this.buffer.subarray(HEADER + length);
      frames.push({ flags, json: parsePayload(payload, flags, this.encoding) });
    }
    return frames;
  }

  /** bytes of an unfinished frame left when the body ended */
  get pendingBytes(): number {
    return this.buffer.length;
  }

  /** the body was not a Connect stream at all (a length that cannot be) */
  get malformed(): boolean {
    return this.corrupt;
  }
}

function parsePayload(payload: Buffer, flags: number, encoding: string | null): unknown {
  let bytes = payload;
  if (flags & FLAG_COMPRESSED) {
    if (encoding !== 'gzip') return null;
    try {
      bytes = gunzipSync(payload);
    } catch {
      return null;
    }
  }
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
