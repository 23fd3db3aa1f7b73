// Yuanbao's chat stream, as captured from the network: `data:` lines, each either a JSON record
// with a `type` (meta, step, searchGuid, think, text, components, deepSearch, mindmap, …) or a
// bare word / bracketed trailer (`status`, `search_with_text`, `[MSGINDEX:2]`, `[DONE]`) that is
// not JSON and is skipped; `event: speech_type` lines only label what follows. Every data line
// stands alone, so the body is read line by line, not by SSE blocks. The answer's `[1,2](@ref)`
// markers name searchGuid doc indexes and become `[citation:1][citation:2]`.
//
// Plugin docs (sourceType `plugin`) have an empty url. A reference must have a url, so they are
// left out of the sources, and their indexes are dropped from the markers with them: a marker
// never points at a reference that does not exist.
//
// A non-stream body is a refusal: 401 = login expired, 403 with a captcha = challenge, 429 =
// throttled, 5xx = overloaded.

import { emptyCapture } from '../features.js';
import { type Json, type Obj, asObj, clock, jsonObject, str } from '../parse-util.js';
import type { CaptureErrorKind, CapturedResponse, RawGoods, RawSource, RawVideo, StreamCapture } from '../types.js';

export interface YuanbaoStreamRules {
  /** `chatModelId`s that mean 深度思考 is on (the deep-think model variants) */
  thinkModelIds: string[];
  /** the `supportFunctions` entry that means 联网搜索 is on, and the one that means off */
  searchOn: string;
  searchOff: string;
  /** `stopReason`s of a normal end; any other stops the answer with an error */
  normalStops: string[];
  /** `stopReason`s that mean the platform is overloaded, or that this account is throttled */
  busyStops: string[];
  rateLimitStops: string[];
}

const MARKER = /\[(\d+(?:\s*,\s*\d+)*)\]\(@ref\)/g;
const CHINA_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

export function parseYuanbaoStream(res: CapturedResponse | undefined, rules: YuanbaoStreamRules): StreamCapture {
  const capture = emptyCapture();
  if (!res) return capture;
  const body = res.body.toString('utf8').replace(/\r\n?/g, '\n');
  const contentType = res.headers['content-type'] ?? '';
  if (!contentType.includes('text/event-stream') && !/^data:/m.test(body)) {
    capture.error = refusal(res.status, body);
    return capture;
  }

  let answer = '';
  const docs = new Map<number, Obj>();
  const dropped = new Set<number>();
  for (const line of body.split('\n')) {
    if (!line.startsWith('data:')) continue;
    const payload = line.slice(5).trim();
    if (payload === '[DONE]') {
      capture.finished = true;
      continue;
    }
    if (!payload.startsWith('{')) continue;
    const record = jsonObject(payload); // null: the last line of a stream cut short
    if (!record) continue;
    switch (record.type) {
      case 'meta':
        readMeta(record, rules, capture);
        break;
      case 'text':
        answer += str(record.msg);
        break;
      case 'think':
        capture.reasoning += str(record.content);
        break;
      case 'searchGuid':
        for (const doc of list(record.docs)) {
          if (typeof doc.index !== 'number') continue;
          docs.set(doc.index, doc);
          if (!str(doc.url)) dropped.add(doc.index);
          else dropped.delete(doc.index);
        }
        break;
      case 'components':
        readComponents(record, capture);
        break;
      case 'error':
        capture.error = { kind: 'platform', message: str(record.msg) || str(record.errMsg) || '元宝返回错误' };
        break;
      default:
        // step, deepSearch, mindmap and types added later carry nothing the result needs
        break;
    }
    if (typeof record.stopReason === 'string') {
      capture.finished = true;
      if (!rules.normalStops.includes(record.stopReason)) {
        capture.error = { kind: stopKind(record.stopReason, rules), message: str(record.stopMsg) || str(record.msg) || `stopReason ${record.stopReason}` };
      }
    }
  }

  capture.answer = answer.replace(MARKER, (_m, indexes: string) =>
    indexes
      .split(',')
      .map((n) => Number(n.trim()))
      .filter((n) => !dropped.has(n))
      .map((n) => `[citation:${n}]`)
      .join(''),
  );
  capture.sources = [...docs.values()].filter((d) => str(d.url)).map(toSource);
  return capture;
}

function readMeta(meta: Obj, rules: YuanbaoStreamRules, capture: StreamCapture): void {
  if (typeof meta.chatModelId === 'string' && meta.chatModelId) capture.reasoningEnabled = rules.thinkModelIds.includes(meta.chatModelId);
  const functions = Array.isArray(meta.supportFunctions) ? meta.supportFunctions.filter((f): f is string => typeof f === 'string') : null;
  if (functions?.includes(rules.searchOn)) capture.searchEnabled = true;
  else if (functions?.includes(rules.searchOff)) capture.searchEnabled = false;
}

function readComponents(record: Obj, capture: StreamCapture): void {
  for (const component of list(record.components)) {
    const items = Array.isArray(component.list) ? component.list : [];
    if (component.type === 'videoCards') capture.videos.push(...items.map(asObj).filter((v): v is Obj => v !== null && !!str(v.jumpUrl)).map(toVideo));
    else if (component.type === 'goodsCards') capture.goods.push(...items.map(asObj).filter((g): g is Obj => g !== null && !!str(g.jumpUrl)).map(toGoods));
    else if (component.type === 'recommendQuestions') capture.followUps.push(...items.filter((q): q is string => typeof q === 'string' && q.trim() !== ''));
  }
}

function stopKind(reason: string, rules: YuanbaoStreamRules): CaptureErrorKind {
  if (rules.busyStops.includes(reason)) return 'busy';
  if (rules.rateLimitStops.includes(reason)) return 'rate_limit';
  return 'platform';
}

function refusal(status: number, body: string): StreamCapture['error'] {
  const json = jsonObject(body); // null: an HTML error page or a proxy's
  const message = json ? str(json.msg) || str(json.message) : '';
  if (status === 401 || json?.code === 401) return { kind: 'login', message: message || '登录态失效' };
  if (json && (json.captcha != null || /captcha/i.test(String(json.code ?? '')))) return { kind: 'challenge', message: message || '需要安全验证' };
  if (status === 429 || json?.code === 429) return { kind: 'rate_limit', message: message || '请求过于频繁' };
  if (status >= 500) return { kind: 'busy', message: message || `HTTP ${status}` };
  if (status === 403) return { kind: 'challenge', message: message || `HTTP ${status}` };
  return { kind: 'platform', message: message ? `${json?.code ?? status} ${message}` : `HTTP ${status}: ${body.slice(0, 120)}` };
}

function toSource(doc: Obj): RawSource {
  return {
    url: str(doc.url),
    title: str(doc.title),
    snippet: str(doc.quote),
    citeIndex: typeof doc.index === 'number' ? doc.index : null,
    publishedAt: publishTime(doc.publish_time),
    siteName: str(doc.web_site_name),
    siteIcon: str(doc.icon_url),
  };
}

/** the site prints China wall-clock time; a bare parse would read it in the machine's zone */
function publishTime(value: Json | undefined): number | string | null {
  if (typeof value === 'number') return value > 0 ? value : null;
  const text = str(value).trim();
  if (!text) return null;
  const m = CHINA_TIME.exec(text);
  if (!m) return text;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  return Math.floor((Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s) - 8 * 3_600_000) / 1000);
}

function toVideo(v: Obj): RawVideo {
  return {
    videoPlatform: str(v.source),
    videoId: str(v.vid),
    title: str(v.title),
    url: str(v.jumpUrl),
    cover: str(v.coverUrl),
    author: str(v.authorName),
    duration: typeof v.duration === 'number' ? clock(v.duration) : str(v.duration),
  };
}

function toGoods(g: Obj): RawGoods {
  const price = asObj(g.price);
  return {
    title: str(g.title),
    url: str(g.jumpUrl),
    thumbnail: str(g.picUrl),
    price: price ? numText(price.value) : numText(g.price),
    priceUnit: price ? str(price.unit) : '',
    mall: str(g.mallName),
    shopName: str(g.shopName),
    mallPlatform: str(g.mallCode),
    mallProductId: numText(g.productId),
    skuId: numText(g.skuId),
  };
}

const numText = (v: Json | undefined): string => (typeof v === 'number' ? String(v) : str(v));
const list = (v: Json | undefined): Obj[] => (Array.isArray(v) ? v.map(asObj).filter((o): o is Obj => o !== null) : []);
