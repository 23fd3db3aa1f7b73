// Doubao's `/chat/completion` stream: named SSE records (`id:`/`event:`/`data:`) separated by a
// blank line. The reply is a list of content blocks keyed by `block_id`, added and patched by
// STREAM_CHUNK patch_object 1 (patch_type 1 appends text, 2 replaces); bare text increments come
// as CHUNK_DELTA {text} or patch_object 102 (`content` is a JSON string), both going to the
// newest text block; patch_object 111 repeats the text for text-to-speech and is skipped.
// SSE_REPLY_END end_type 1 carries `brief`, the authoritative whole answer; end_type 2 the
// suggested follow-ups. Some payload fields arrive JSON-encoded a second time (`message`,
// `content`, `patch_op`): every object field is decoded when it is a JSON string.
//
// The older `/samantha/chat/completion` stream (unnamed `data:` records `{event_type, event_data}`,
// still seen in 2026) is read for its text, suggestions, end and errors.
//
// Blocks read: 10000 text (a text block whose parent is a thinking block is reasoning), 10025
// search results (text_card = source, video_card = video), 10040 thinking, 2074 images, and the
// product card block (see DOUBAO_GOODS_BLOCK). Citations in the text are `[ref_N]`, N being the
// text card's own `index` (not its position among the results, which interleave video cards).

import { emptyCapture } from '../features.js';
import { type Json, type Obj, asObj, jsonObject, sseRecords, str } from '../parse-util.js';
import type { CaptureErrorKind, CapturedResponse, RawGoods, RawMedia, RawSource, RawVideo, StreamCapture } from '../types.js';

/**
 * Doubao's product cards are not visible in public captures; this adapter (and the sandbox
 * replica) model them as one more content block with its own type, carrying snake_case card
 * fields like the search block does. Kept here so a capture of the real block is a data change.
 */
export const DOUBAO_GOODS_BLOCK = { blockType: 10066, key: 'product_card_block', list: 'products' } as const;

const TEXT = 10000;
const SEARCH = 10025;
const THINKING = 10040;
const IMAGES = 2074;
const PATCH_BLOCKS = 1;
const PATCH_TEXT = 102;
/** the older samantha stream: 2001 text delta (message.content_type 2001, content `{text}`), 2002 metadata with suggestions, 2003 end, 2005 error */
const LEGACY = { delta: 2001, meta: 2002, end: 2003, error: 2005, textContent: 2001 } as const;

export const DOUBAO_ERROR_CODES = { busy: [710022002], rateLimit: [710022004], login: [710012001, 710012002] } as const;

interface Block {
  id: string;
  type: number;
  parentId: string;
  content: Obj;
}

export function parseDoubaoStream(responses: CapturedResponse[]): StreamCapture {
  const capture = emptyCapture();
  const res = responses[0];
  if (!res) return capture;
  const body = res.body.toString('utf8').replace(/\r\n?/g, '\n');
  const contentType = res.headers['content-type'] ?? '';
  if (!contentType.includes('text/event-stream') && !/^(event|data):/m.test(body)) {
    capture.error = refusal(res.status, body);
    return capture;
  }

  const blocks: Block[] = [];
  let brief: string | null = null;
  let currentText: Block | null = null;
  const byId = (id: string) => blocks.find((b) => b.id === id);
  const textBlock = (): Block => {
    if (!currentText) {
      currentText = { id: `~${blocks.length}`, type: TEXT, parentId: '', content: { text_block: { text: '' } } };
      blocks.push(currentText);
    }
    return currentText;
  };
  const appendText = (block: Block, text: string, replace: boolean) => {
    const tb = asObj(block.content.text_block) ?? {};
    block.content.text_block = { ...tb, text: (replace ? '' : str(tb.text)) + text };
  };
  const applyBlock = (raw: Obj, patchType: number) => {
    const type = num(raw.block_type);
    const id = str(raw.block_id) || `~${blocks.length}`;
    const content = asObj(decoded(raw.content)) ?? {};
    const existing = byId(id);
    if (!existing) {
      const block: Block = { id, type, parentId: str(raw.parent_id), content };
      blocks.push(block);
      if (type === TEXT && !isThinkingChild(block)) currentText = block;
      return;
    }
    const replace = patchType === 2;
    if (existing.type === TEXT) {
      appendText(existing, str(asObj(content.text_block)?.text), replace);
    } else if (existing.type === THINKING) {
      const prev = asObj(existing.content.thinking_block) ?? {};
      const next = asObj(content.thinking_block) ?? {};
      existing.content.thinking_block = { ...prev, ...next, thinking_content: (replace ? '' : str(prev.thinking_content)) + str(next.thinking_content) };
    } else {
      existing.content = replace ? content : { ...existing.content, ...content };
    }
  };
  const isThinkingChild = (b: Block) => b.parentId !== '' && byId(b.parentId)?.type === THINKING;
  const readFlags = (ext: Obj | null) => {
    if (!ext) return;
    const flag = (v: Json | undefined) => (v === undefined || v === null ? null : v === true || v === 1 || v === '1' || v === 'true');
    capture.reasoningEnabled = flag(ext.use_deep_think) ?? capture.reasoningEnabled;
    capture.searchEnabled = flag(ext.use_search) ?? capture.searchEnabled;
  };

  for (const record of sseRecords(body)) {
    const name = record.event ?? '';
    const payload = jsonObject(record.data);
    if (!payload) continue;

    // the older `/samantha/chat/completion` stream: unnamed records {event_type, event_data}
    if (name === '' && typeof payload.event_type === 'number') {
      const data = asObj(decoded(payload.event_data)) ?? {};
      if (payload.event_type === LEGACY.delta) {
        const message = asObj(decoded(data.message));
        const content = asObj(decoded(message?.content));
        if (message && num(message.content_type) === LEGACY.textContent && content) appendText(textBlock(), str(content.text), false);
      } else if (payload.event_type === LEGACY.meta) {
        const suggestions = decoded(data.suggestions ?? data.suggest);
        if (Array.isArray(suggestions)) capture.followUps = suggestions.filter((x): x is string => typeof x === 'string' && x.trim() !== '');
      } else if (payload.event_type === LEGACY.end) {
        capture.finished = true;
      } else if (payload.event_type === LEGACY.error) {
        capture.error = streamError(data);
      }
      continue;
    }

    switch (name) {
      case 'FULL_MSG_NOTIFY': {
        const message = asObj(decoded(payload.message));
        if (!message) break;
        readFlags(asObj(decoded(message.ext)));
        // the echoed question is user_type 1; a whole reply may also arrive this way
        if (num(message.user_type) !== 1) for (const b of objList(decoded(message.content_block))) applyBlock(b, 1);
        break;
      }
      case 'STREAM_MSG_NOTIFY': {
        readFlags(asObj(decoded(payload.ext)));
        const content = asObj(decoded(payload.content));
        for (const b of objList(decoded(content?.content_block))) applyBlock(b, 1);
        break;
      }
      case 'CHUNK_DELTA':
        appendText(textBlock(), str(payload.text), false);
        break;
      case 'STREAM_CHUNK':
        for (const op of objList(decoded(payload.patch_op))) {
          const object = num(op.patch_object);
          const value = asObj(decoded(op.patch_value)) ?? {};
          if (object === PATCH_BLOCKS) {
            for (const b of objList(decoded(value.content_block))) applyBlock(b, num(op.patch_type) || num(b.patch_type) || 1);
          } else if (object === PATCH_TEXT) {
            const inner = asObj(decoded(value.content));
            appendText(textBlock(), inner ? str(inner.text) : str(value.text), num(op.patch_type) === 2);
          }
          // 111 (text-to-speech copy of the text) and unknown objects carry nothing new
        }
        break;
      case 'SSE_REPLY_END': {
        const endType = num(payload.end_type);
        const attr = asObj(decoded(payload.msg_finish_attr));
        if (endType === 1) {
          capture.finished = true;
          if (attr && typeof attr.brief === 'string') brief = attr.brief;
        }
        const suggests = asObj(decoded(payload.suggest_attr))?.suggests ?? attr?.suggests;
        if (Array.isArray(suggests)) capture.followUps = suggests.filter((s): s is string => typeof s === 'string' && s.trim() !== '');
        break;
      }
      case 'STREAM_ERROR':
        capture.error = streamError(payload);
        break;
      default:
        // SSE_HEARTBEAT, SSE_ACK and events this parser does not know
        break;
    }
  }

  const visibleText = blocks
    .filter((b) => b.type === TEXT && !isThinkingChild(b))
    .map((b) => str(asObj(b.content.text_block)?.text))
    .join('');
  capture.answer = normaliseCitations(brief !== null && brief.trim() !== '' ? brief : visibleText);
  capture.reasoning = blocks
    .map((b) => {
      if (b.type === THINKING) return str(asObj(b.content.thinking_block)?.thinking_content) || str(b.content.thinking_content);
      if (b.type === TEXT && isThinkingChild(b)) return str(asObj(b.content.text_block)?.text);
      return '';
    })
    .join('');

  for (const b of blocks) {
    if (b.type === SEARCH) readSearch(asObj(b.content.search_query_result_block) ?? {}, capture);
    else if (b.type === IMAGES) capture.media.push(...images(asObj(b.content.image_block) ?? {}));
    else if (b.type === DOUBAO_GOODS_BLOCK.blockType) capture.goods.push(...goods(asObj(b.content[DOUBAO_GOODS_BLOCK.key]) ?? {}));
  }
  return capture;
}

function readSearch(block: Obj, capture: StreamCapture): void {
  for (const q of Array.isArray(block.queries) ? block.queries : []) {
    const query = typeof q === 'string' ? q : str(asObj(q)?.query);
    if (query.trim()) capture.searchKeywords.push(query.trim());
  }
  for (const result of objList(block.results)) {
    const text = asObj(decoded(result.text_card));
    const video = asObj(decoded(result.video_card));
    if (text && str(text.url)) capture.sources.push(toSource(text, result));
    else if (video && str(video.url)) capture.videos.push(toVideo(video));
  }
}

function toSource(card: Obj, result: Obj): RawSource {
  const index = typeof card.index === 'number' ? card.index : typeof result.index === 'number' ? result.index : null;
  const published = card.publish_time_second ?? card.publish_time ?? null;
  return {
    url: str(card.url),
    title: str(card.title),
    snippet: str(card.summary),
    citeIndex: index,
    publishedAt: typeof published === 'number' || (typeof published === 'string' && published !== '') ? published : null,
    siteName: str(card.sitename),
    siteIcon: str(card.icon_url),
  };
}

function toVideo(card: Obj): RawVideo {
  const url = str(card.url) || str(card.video_url);
  return {
    videoPlatform: str(card.platform),
    videoId: str(card.video_id) || (/\/video\/(\w+)/.exec(url)?.[1] ?? ''),
    title: str(card.title),
    url,
    cover: str(card.cover_url) || str(card.cover),
    author: str(card.author),
    duration: str(card.duration),
  };
}

function goods(block: Obj): RawGoods[] {
  return objList(block[DOUBAO_GOODS_BLOCK.list])
    .filter((p) => str(p.url) !== '' || str(p.title) !== '')
    .map((p) => ({
      title: str(p.title),
      url: str(p.url),
      thumbnail: str(p.thumbnail),
      price: typeof p.price === 'number' ? String(p.price) : str(p.price),
      priceUnit: str(p.price_unit),
      mall: str(p.mall),
      shopName: str(p.shop_name),
      mallPlatform: str(p.mall_platform),
      mallProductId: str(p.mall_product_id),
      skuId: str(p.sku_id),
    }));
}

function images(block: Obj): RawMedia[] {
  return objList(block.images)
    .map((img) => ({ type: 'image' as const, url: str(asObj(img.image_ori)?.url) || str(img.url), title: str(img.title) }))
    .filter((m) => m.url !== '');
}

const normaliseCitations = (text: string) => text.replace(/\[ref_(\d+)\]/g, '[citation:$1]');

function streamError(payload: Obj): StreamCapture['error'] {
  const code = num(payload.error_code ?? payload.code);
  const message = str(payload.error_msg) || str(payload.msg) || str(payload.message) || `STREAM_ERROR ${code}`;
  const decision = asObj(decoded(payload.decision));
  let kind: CaptureErrorKind = 'platform';
  if (decision && str(decision.type) === 'verify') kind = 'challenge';
  else if ((DOUBAO_ERROR_CODES.rateLimit as readonly number[]).includes(code)) kind = 'rate_limit';
  else if ((DOUBAO_ERROR_CODES.busy as readonly number[]).includes(code)) kind = 'busy';
  else if ((DOUBAO_ERROR_CODES.login as readonly number[]).includes(code)) kind = 'login';
  return { kind, message };
}

/** a JSON (not SSE) answer: the API refused before any stream started */
function refusal(status: number, body: string): StreamCapture['error'] {
  // null: an HTML page, a gateway's or the anti-bot layer's
  const json = jsonObject(body);
  if (json) {
    const error = streamError(json);
    if (error && error.kind !== 'platform') return error;
    if (status === 401) return { kind: 'login', message: error?.message ?? 'not login' };
    if (num(json.code) !== 0) return error;
  }
  if (status === 401) return { kind: 'login', message: `HTTP ${status}` };
  if (status === 429) return { kind: 'rate_limit', message: `HTTP ${status}` };
  return { kind: 'platform', message: `HTTP ${status}: ${body.slice(0, 120)}` };
}

/** fields the site sometimes sends JSON-encoded a second time */
function decoded(v: Json | undefined): Json | undefined {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  if (!(t.startsWith('{') || t.startsWith('['))) return v;
  try {
    return JSON.parse(t) as Json;
  } catch {
    return v;
  }
}

const objList = (v: Json | undefined): Obj[] => (Array.isArray(v) ? v.map((x) => asObj(decoded(x))).filter((x): x is Obj => x !== null) : []);
const num = (v: Json | undefined): number => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : 0);
