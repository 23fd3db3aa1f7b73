// Kimi's chat stream (`ChatService/Chat`, application/connect+json), from spec/platforms.md.
// Each frame's JSON is one of:
//   {heartbeat:{}}                                   keep-alive, ignored
//   {op, mask, eventOffset, chat|message|block:{…}}  an edit: `mask` names the paths (comma-
//                                                    separated, a protobuf FieldMask) that `op`
//                                                    (set | append) applies from this frame's
//                                                    entity to the one held under the same id
//   {done:{}}                                        the answer is complete
// and the end-of-stream frame (flag 0x02) carries `{error:{code,message}}` or trailers.
// A frame may be re-sent after a reconnect: `eventOffset` seen before = skip.
//
// Field names of search results and citation spans are low-confidence in the spec; the ones
// read here (tool.search.queries/results, result {id,url,title,snippet,siteName,date,icon},
// text.references [{index,resultId,url,startIndex,endIndex}]) are tolerant of the obvious
// alternatives (site_name, publishTime, …) so a renamed field degrades one value, not the answer.

import { emptyCapture } from '../features.js';
import { type Json, type Obj, arr, asObj, jsonObject, str } from '../parse-util.js';
import type { CaptureErrorKind, CapturedResponse, RawSource, StreamCapture } from '../types.js';
import { ConnectFrameDecoder, FLAG_END_STREAM } from './connect-frames.js';

const ENTITIES = ['chat', 'message', 'block'] as const;
type Entity = (typeof ENTITIES)[number];

/** Connect error codes → what they mean for a sub-task */
const ERROR_KINDS: Record<string, CaptureErrorKind> = {
  unauthenticated: 'login',
  resource_exhausted: 'rate_limit',
  unavailable: 'busy',
};

/** the stream as it arrives; feed network chunks to `push`, read `capture()` at any time */
export class KimiStreamReader {
  private readonly decoder: ConnectFrameDecoder;
  private readonly seenOffsets = new Set<number>();
  private readonly state: Record<Entity, Map<string, Obj>> = { chat: new Map(), message: new Map(), block: new Map() };
  private done = false;
  private error: StreamCapture['error'] = null;

  constructor(encoding: string | null = null) {
    this.decoder = new ConnectFrameDecoder(encoding);
  }

  push(chunk: Buffer): void {
    for (const frame of this.decoder.push(chunk)) {
      const payload = asObj(frame.json as Json);
      if (frame.flags & FLAG_END_STREAM) {
        const err = payload ? asObj(payload.error) : null;
        if (err) this.error = connectError(str(err.code), str(err.message));
        continue;
      }
      if (payload) this.apply(payload);
    }
  }

  get malformed(): boolean {
    return this.decoder.malformed;
  }

  private apply(frame: Obj): void {
    if (typeof frame.eventOffset === 'number' || typeof frame.eventOffset === 'string') {
      const offset = Number(frame.eventOffset);
      if (this.seenOffsets.has(offset)) return;
      this.seenOffsets.add(offset);
    }
    if ('done' in frame) this.done = true;
    const op = str(frame.op).toLowerCase();
    if (op !== 'set' && op !== 'append') return;
    const mask = str(frame.mask);
    const paths = mask ? mask.split(',').map((p) => p.trim().split('.')) : ENTITIES.filter((e) => e in frame).map((e) => [e]);
    for (const [entity, ...rest] of paths) {
      if (!isEntity(entity)) continue;
      const source = asObj(frame[entity]);
      if (!source) continue;
      const id = str(source.id) || (entity === 'chat' ? 'chat' : '');
      const map = this.state[entity];
      const target = map.get(id) ?? {};
      if (!map.has(id)) map.set(id, target);
      // identity travels with every edit, outside the mask
      if (typeof source.messageId === 'string') target.messageId = source.messageId;
      if (rest.length === 0) {
        if (op === 'set') Object.assign(target, structuredClone(source));
        continue;
      }
      applyAt(target, source, rest, op);
    }
  }

  capture(): StreamCapture {
    const capture = emptyCapture();
    const messages = [...this.state.message.values()];
    const assistant = messages.filter((m) => str(m.role) === 'assistant').pop() ?? null;
    const mine = (b: Obj) => !assistant || !str(b.messageId) || str(b.messageId) === str(assistant.id);
    const blocks = [...this.state.block.values()].filter(mine);

    const spans = blocks.flatMap((b) => arr(asObj(b.text)?.references)).map(asObj).filter((s): s is Obj => s !== null);
    const indexById = new Map<string, number>();
    const indexByUrl = new Map<string, number>();
    for (const span of spans) {
      const n = num(span.index);
      if (n === null) continue;
      if (str(span.resultId)) indexById.set(str(span.resultId), n);
      if (str(span.url)) indexByUrl.set(str(span.url), n);
    }

    capture.answer = normaliseCitations(blocks.map((b) => str(asObj(b.text)?.content)).join(''));
    capture.reasoning = blocks.map((b) => str(asObj(b.think)?.content)).join('');
    for (const b of blocks) {
      const tool = asObj(b.tool);
      if (!tool) continue;
      const search = asObj(tool.search) ?? tool;
      for (const q of arr(search.queries)) {
        const word = typeof q === 'string' ? q : str(asObj(q)?.query);
        if (word && !capture.searchKeywords.includes(word)) capture.searchKeywords.push(word);
      }
      for (const r of arr(search.results).map(asObj)) {
        if (!r || !str(r.url)) continue;
        const citeIndex = num(r.index) ?? indexById.get(str(r.id)) ?? indexByUrl.get(str(r.url)) ?? null;
        capture.sources.push(toSource(r, citeIndex));
      }
    }

    // what the request was sent with, as the stream echoes it on the messages
    const echoed = messages.find((m) => str(m.role) === 'user' && (asObj(m.options) || Array.isArray(m.tools))) ?? assistant;
    const options = echoed ? asObj(echoed.options) : null;
    if (options && typeof options.thinking === 'boolean') capture.reasoningEnabled = options.thinking;
    if (echoed && Array.isArray(echoed.tools)) capture.searchEnabled = echoed.tools.some((t) => str(asObj(t)?.type) === 'TOOL_TYPE_SEARCH');

    const status = assistant ? str(assistant.status) : '';
    capture.error = this.error;
    if (!capture.error && this.decoder.malformed) capture.error = { kind: 'platform', message: '无法解析的 Kimi 响应帧' };
    capture.finished = !capture.error && (this.done || status === 'MESSAGE_STATUS_COMPLETED');
    return capture;
  }
}

export function parseKimiStream(res: CapturedResponse): StreamCapture {
  const contentType = (res.headers['content-type'] ?? '').toLowerCase();
  if (!contentType.includes('connect+json') && !looksFramed(res.body)) {
    const capture = emptyCapture();
    capture.error = refusal(res.status, contentType, res.body.toString('utf8'));
    return capture;
  }
  const reader = new KimiStreamReader(res.headers['connect-content-encoding'] ?? null);
  reader.push(res.body);
  return reader.capture();
}

/** `[^3^]` and `[^1,2^]` → `[citation:N]` */
export function normaliseCitations(text: string): string {
  return text.replace(/\[\^(\d+(?:\s*[,，]\s*\d+)*)\^\]/g, (_m, list: string) =>
    list
      .split(/[,，]/)
      .map((n) => `[citation:${Number(n.trim())}]`)
      .join(''),
  );
}

function connectError(code: string, message: string): NonNullable<StreamCapture['error']> {
  return { kind: ERROR_KINDS[code] ?? 'platform', message: message || code || 'error' };
}

/** not a Connect stream: a Connect unary-style JSON error, a gateway page or an anti-bot wall */
function refusal(status: number, contentType: string, body: string): NonNullable<StreamCapture['error']> {
  const json = jsonObject(body); // null: an HTML page
  if (json && typeof json.code === 'string') return connectError(json.code, str(json.message));
  if (contentType.includes('html') && /安全验证|滑块|captcha|verify/i.test(body)) return { kind: 'challenge', message: '安全验证' };
  if (status === 401) return { kind: 'login', message: `HTTP ${status}` };
  if (status === 429) return { kind: 'rate_limit', message: `HTTP ${status}` };
  if (status === 502 || status === 503) return { kind: 'busy', message: `HTTP ${status}` };
  return { kind: 'platform', message: `HTTP ${status}: ${body.slice(0, 120)}` };
}

/** a body whose first five bytes read as a plausible Connect frame header */
function looksFramed(body: Buffer): boolean {
  return body.length >= 5 && (body[0]! & ~0x03) === 0 && body.readUInt32BE(1) <= body.length - 5;
}

function applyAt(target: Obj, source: Obj, path: string[], op: string): void {
  let from: Json | undefined = source;
  for (const seg of path) from = asObj(from as Json)?.[seg];
  if (from === undefined) return;
  let to: Obj = target;
  for (const seg of path.slice(0, -1)) {
    const next = asObj(to[seg]);
    if (next) to = next;
    else {
      const fresh: Obj = {};
      to[seg] = fresh;
      to = fresh;
    }
  }
  const key = path[path.length - 1]!;
  const current = to[key];
  const value = structuredClone(from);
  if (op === 'append' && typeof current === 'string' && typeof value === 'string') to[key] = current + value;
  else if (op === 'append' && Array.isArray(current)) current.push(...(Array.isArray(value) ? value : [value]));
  else to[key] = value;
}

function toSource(r: Obj, citeIndex: number | null): RawSource {
  const date = r.date ?? r.publishTime ?? r.publishedAt ?? r.publish_time ?? null;
  return {
    url: str(r.url),
    title: str(r.title),
    snippet: str(r.snippet) || str(r.summary) || str(r.content),
    citeIndex,
    publishedAt: typeof date === 'number' || (typeof date === 'string' && date) ? date : null,
    siteName: str(r.siteName) || str(r.site_name) || str(r.site),
    siteIcon: str(r.icon) || str(r.siteIcon) || str(r.site_icon),
  };
}

const isEntity = (s: string | undefined): s is Entity => (ENTITIES as readonly string[]).includes(s ?? '');
const num = (v: Json | undefined): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null;
