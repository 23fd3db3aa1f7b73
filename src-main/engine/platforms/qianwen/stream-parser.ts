// 通义千问's chat stream (`POST /api/v2/chat`), as captured from the network.
//
// Framing (H in spec/platforms.md): SSE, `event:message` records whose `data:` is
//   {communication:{reqid, resid, sessionid, …}, data:{messages:[…], status, sse_end}, error_code, error_msg}
// Several records travel in one network chunk, and a record may carry more than one `data:`
// line, so every `data:` line is read as its own JSON record (a JSON split over several lines is
// joined). The stream ends with `data.sse_end:"1"` or `event:complete` / `data:true`.
//
// Messages by `mime_type`:
// - `multi_load/iframe`: the answer as a FULL SNAPSHOT, in `content` or, when that is empty, in
//   the first string `meta_data.multi_load[].content`. Each snapshot replaces the previous one;
//   a later snapshot may rewrite earlier text (citations are placed once sources resolve).
//   Placeholders where the page mounts a block (`[(deep_think)]`) are not answer text.
// - `bar/workflow`: steps in `meta_data.multi_load[]`, keyed by `source_seq`; each step's
//   content is itself a snapshot. `bar_thinking` {title, body, status} is the reasoning.
// - `signal/post`, `bar/progress`: no text.
//
// Structured items, wherever they appear in `meta_data.multi_load[]` (LOW confidence in the
// spec; this is the shape the adapter assumes and the replica serves):
// - `bar_search` {title, status, keywords[], count}: the search step and its search words.
// - `ref_source_inline` {list:[{index, url, title, snippet, site, date, icon}]}: the sources,
//   carried inline with the answer message; `index` is the number of the answer's `[ˆN]` marker.
// - `video_card` {list:[{source, source_name, vid, title, url, cover, author, duration(s)}]}.
// - `goods_card` {list:[{item_id, sku_id, title, url, pic, price, currency, shop_name, mall, mall_platform}]}.
// - `recommend_query` {list:[string]}: follow-up questions.
// The request flags echo in `communication.deep_search` ("0|1", web search) and
// `communication.scene_param` {search, thinking} ("0|1" or booleans; an object or its JSON).
// Refusals: a record with `error_code` ≠ 0, or a JSON (not SSE) body; the anti-bot layer answers
// `{ret:["FAIL_SYS_USER_VALIDATE", "RGV587_ERROR::…"], data:{url}}` with header `bxpunish: 1`.

import { emptyCapture } from '../features.js';
import { type Json, type Obj, arr, asObj, clock, jsonObject, str } from '../parse-util.js';
import type { CaptureErrorKind, CapturedResponse, RawGoods, RawSource, RawVideo, StreamCapture } from '../types.js';

/** error codes by kind; anything else non-zero is a plain platform refusal */
export interface QianwenErrorCodes {
  login: string[];
  rateLimit: string[];
  busy: string[];
  challenge: string[];
}

interface Step {
  type: string;
  title: string;
  body: string;
  keywords: string[];
}

/** where the page mounts a block (`[(deep_think)]`, `[(search_card)]`): no answer text */
const BLOCK_PLACEHOLDER = /\[\([a-z_]+\)\]\n?/g;
/** the native citation marker: `[ˆ3]` (modifier circumflex), also `[^3]` and `[ˆ1,3]` */
const MARKER = /\[[\u02c6^]\s*(\d+(?:\s*,\s*\d+)*)\s*\]/g;
const REFUSAL_SNIFF_LIMIT = 64 * 1024;

/**
 * Reads the stream incrementally: bytes may arrive split anywhere (inside a UTF-8 sequence, a
 * line or a record) and the result is the same as reading the whole body at once.
 */
export class QianwenStreamReader {
  private readonly decoder = new TextDecoder('utf-8');
  private pending = '';
  private event: string | null = null;
  private carry = '';
  private sawRecord = false;
  private head = '';
  private answer = '';
  private readonly steps = new Map<string, Step>();
  private readonly sources = new Map<string, RawSource>();
  private videos: RawVideo[] = [];
  private goods: RawGoods[] = [];
  private followUps: string[] = [];
  private reasoningEnabled: boolean | null = null;
  private searchEnabled: boolean | null = null;
  private finished = false;
  private error: StreamCapture['error'] = null;

  constructor(
    private readonly codes: QianwenErrorCodes,
    private readonly response: { status: number; contentType: string } = { status: 200, contentType: 'text/event-stream' },
  ) {}

  push(chunk: Uint8Array): void {
    this.take(this.decoder.decode(chunk, { stream: true }));
  }

  /** the body is complete: flush the last line and read a non-SSE body as a refusal */
  end(): StreamCapture {
    this.take(this.decoder.decode());
    if (this.pending) this.line(this.pending);
    this.pending = '';
    if (!this.sawRecord && (!this.response.contentType.includes('text/event-stream') || this.response.status !== 200)) {
      this.error = this.refusal(this.head);
    }
    return this.capture();
  }

  capture(): StreamCapture {
    const c = emptyCapture();
    c.finished = this.finished;
    c.answer = this.answer.replace(BLOCK_PLACEHOLDER, '').replace(MARKER, (_m, list: string) =>
      list
        .split(',')
        .map((n) => `[citation:${Number(n.trim())}]`)
        .join(''),
    );
    const ordered = [...this.steps.entries()].sort(([a], [b]) => compareSeq(a, b)).map(([, s]) => s);
    c.reasoning = ordered
      .filter((s) => s.type === 'bar_thinking' && s.body.trim())
      .map((s) => s.body.trim())
      .join('\n\n');
    c.searchKeywords = [...new Set(ordered.flatMap((s) => s.keywords))];
    c.sources = [...this.sources.values()];
    c.videos = this.videos;
    c.goods = this.goods;
    c.followUps = this.followUps;
    c.reasoningEnabled = this.reasoningEnabled;
    c.searchEnabled = this.searchEnabled;
    c.error = this.error;
    return c;
  }

  private take(text: string): void {
    if (this.head.length < REFUSAL_SNIFF_LIMIT) this.head += text.slice(0, REFUSAL_SNIFF_LIMIT - this.head.length);
    // a record line can be kilobytes long and arrive in tiny pieces: never rescan what was scanned
    const from = this.pending.length;
    this.pending += text;
    let start = 0;
    let nl = this.pending.indexOf('\n', from);
    while (nl >= 0) {
      this.line(this.pending.slice(start, nl));
      start = nl + 1;
      nl = this.pending.indexOf('\n', start);
    }
    if (start > 0) this.pending = this.pending.slice(start);
  }

  private line(raw: string): void {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line === '') {
      // a blank line dispatches the SSE event: what was not JSON by now never will be
      this.event = null;
      this.carry = '';
      return;
    }
    if (line.startsWith(':')) return;
    if (line.startsWith('event:')) {
      this.event = line.slice(6).trim();
      return;
    }
    if (!line.startsWith('data:')) return;
    const data = line.slice(5).replace(/^ /, '');
    const text = this.carry ? `${this.carry}\n${data}` : data;
    let value: Json;
    try {
      value = JSON.parse(text) as Json;
    } catch {
      this.carry = text;
      return;
    }
    this.carry = '';
    this.sawRecord = true;
    this.record(this.event, value);
  }

  private record(event: string | null, value: Json): void {
    if (event === 'complete') {
      if (value === true || value === 'true') this.finished = true;
      return;
    }
    const rec = asObj(value);
    if (!rec) return;
    if (event !== null && event !== 'message' && event !== 'error') return;
    const code = rec.error_code;
    if (code !== undefined && code !== null && code !== 0 && code !== '0' && code !== '') {
      this.error ??= this.classify(String(code), str(rec.error_msg));
      return;
    }
    this.flags(asObj(rec.communication));
    const data = asObj(rec.data);
    if (!data) return;
    for (const msg of arr(data.messages)) this.message(asObj(msg));
    const end = data.sse_end;
    if (end === '1' || end === 1 || end === true) this.finished = true;
  }

  private flags(comm: Obj | null): void {
    if (!comm) return;
    let scene: Json | undefined = comm.scene_param;
    if (typeof scene === 'string') {
      try {
        scene = JSON.parse(scene) as Json;
      } catch {
        scene = null;
      }
    }
    const sp = asObj(scene ?? null);
    const search = flag(sp?.search) ?? flag(comm.deep_search);
    const thinking = flag(sp?.thinking);
    if (search !== null) this.searchEnabled = search;
    if (thinking !== null) this.reasoningEnabled = thinking;
  }

  private message(msg: Obj | null): void {
    if (!msg) return;
    const meta = asObj(msg.meta_data);
    const items = arr(meta?.multi_load).map(asObj).filter((i): i is Obj => i !== null);
    if (msg.mime_type === 'multi_load/iframe') {
      const inline = items.find((i) => typeof i.content === 'string');
      const snapshot = str(msg.content) || (inline ? str(inline.content) : '');
      if (snapshot) this.answer = snapshot;
    }
    items.forEach((item, i) => this.item(item, i));
  }

  private item(item: Obj, position: number): void {
    const type = str(item.type);
    const content = asObj(item.content);
    const seq = item.source_seq !== undefined && item.source_seq !== null ? String(item.source_seq) : `#${position}`;
    switch (type) {
      case 'bar_thinking':
        this.steps.set(seq, { type, title: str(content?.title), body: str(content?.body), keywords: this.steps.get(seq)?.keywords ?? [] });
        return;
      case 'bar_search': {
        const keywords = arr(content?.keywords).filter((k): k is string => typeof k === 'string' && k.trim() !== '');
        this.steps.set(seq, { type, title: str(content?.title), body: '', keywords });
        return;
      }
      case 'ref_source_inline':
        for (const s of listOf(item.content)) {
          const src = toSource(s);
          if (src) this.sources.set(src.citeIndex !== null ? `i${src.citeIndex}` : `u${src.url}`, src);
        }
        return;
      case 'video_card':
        this.videos = listOf(item.content).map(toVideo).filter((v): v is RawVideo => v !== null);
        return;
      case 'goods_card':
        this.goods = listOf(item.content).map(toGoods).filter((g): g is RawGoods => g !== null);
        return;
      case 'recommend_query':
        this.followUps = arr(asObj(item.content)?.list).filter((q): q is string => typeof q === 'string' && q.trim() !== '');
        return;
    }
  }

  private classify(code: string, message: string): { kind: CaptureErrorKind; message: string } {
    const kinds: Array<[CaptureErrorKind, string[]]> = [
      ['login', this.codes.login],
      ['challenge', this.codes.challenge],
      ['rate_limit', this.codes.rateLimit],
      ['busy', this.codes.busy],
    ];
    const kind = kinds.find(([, codes]) => codes.includes(code))?.[0] ?? 'platform';
    return { kind, message: message || `error_code ${code}` };
  }

  private refusal(body: string): { kind: CaptureErrorKind; message: string } {
    const { status } = this.response;
    const json = jsonObject(body); // null: an HTML page from a proxy or the gateway
    const ret = arr(json?.ret).map((r) => (typeof r === 'string' ? r : ''));
    if (ret.some((r) => this.codes.challenge.some((c) => r.startsWith(c)))) {
      return { kind: 'challenge', message: ret.find((r) => r.includes('::'))?.split('::').pop() ?? ret[0]! };
    }
    const code = json?.error_code ?? json?.errorCode ?? json?.code;
    if (code !== undefined && code !== null && code !== 0 && code !== '0') {
      return this.classify(String(code), str(json?.error_msg) || str(json?.errorMsg) || str(json?.msg));
    }
    if (status === 401) return { kind: 'login', message: `HTTP 401` };
    if (status === 429) return { kind: 'rate_limit', message: `HTTP 429` };
    if (status === 502 || status === 503) return { kind: 'busy', message: `HTTP ${status}` };
    return { kind: 'platform', message: `HTTP ${status}: ${body.slice(0, 120)}` };
  }
}

export function parseQianwenStream(responses: CapturedResponse[], codes: QianwenErrorCodes): StreamCapture {
  const res = responses[0];
  if (!res) return emptyCapture();
  const reader = new QianwenStreamReader(codes, { status: res.status, contentType: res.headers['content-type'] ?? '' });
  reader.push(res.body);
  return reader.end();
}

function toSource(v: Json): RawSource | null {
  const s = asObj(v);
  if (!s || typeof s.url !== 'string' || !s.url) return null;
  const index = typeof s.index === 'number' ? s.index : typeof s.index === 'string' && /^\d+$/.test(s.index) ? Number(s.index) : null;
  const date = s.date ?? s.publish_time ?? null;
  return {
    url: s.url,
    title: str(s.title),
    snippet: str(s.snippet),
    citeIndex: index,
    publishedAt: typeof date === 'number' || (typeof date === 'string' && date !== '') ? date : null,
    siteName: str(s.site),
    siteIcon: str(s.icon),
  };
}

function toVideo(v: Json): RawVideo | null {
  const o = asObj(v);
  if (!o || typeof o.url !== 'string') return null;
  return {
    videoPlatform: str(o.source),
    videoId: str(o.vid) || (typeof o.vid === 'number' ? String(o.vid) : ''),
    title: str(o.title),
    url: o.url,
    cover: str(o.cover),
    author: str(o.author),
    duration: typeof o.duration === 'number' ? clock(o.duration) : str(o.duration),
  };
}

function toGoods(v: Json): RawGoods | null {
  const o = asObj(v);
  if (!o || typeof o.url !== 'string') return null;
  const text = (x: Json | undefined) => (typeof x === 'number' ? String(x) : str(x));
  return {
    title: str(o.title),
    url: o.url,
    thumbnail: str(o.pic),
    price: text(o.price),
    priceUnit: str(o.currency),
    mall: str(o.mall),
    shopName: str(o.shop_name),
    mallPlatform: str(o.mall_platform),
    mallProductId: text(o.item_id),
    skuId: text(o.sku_id),
  };
}

function compareSeq(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  if (Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}

function flag(v: Json | undefined): boolean | null {
  if (v === true || v === '1' || v === 1 || v === 'true') return true;
  if (v === false || v === '0' || v === 0 || v === 'false') return false;
  return null;
}

function listOf(content: Json | undefined): Json[] {
  if (Array.isArray(content)) return content;
  return arr(asObj(content ?? null)?.list);
}

