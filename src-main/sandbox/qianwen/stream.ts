// 通义千问's `/api/v2/chat` stream as the replica writes it: SSE `event:message` records
// {communication, data:{messages, status, sse_end}, error_code, error_msg}, several records per
// network chunk. The answer travels as FULL SNAPSHOTS of a `multi_load/iframe` message; in search
// modes the first snapshots carry no citation markers and, once the sources are placed, a
// snapshot rewrites the text from its start with `[ˆN]` markers — so a reader that appends
// instead of overwriting produces garbage, as it would on the real site. Reasoning and the
// search step are `bar/workflow` steps keyed by `source_seq`, each step body a snapshot too.
// The shapes of sources, search words, video/goods cards and follow-ups are documented in
// engine/platforms/qianwen/stream-parser.ts (low confidence in the spec; assumed there).

import { mapCitations } from '../content/citations.js';
import type { ComposedAnswer } from '../content/compose.js';
import { answerBudgetMs, type Frame } from '../shell/index.js';


/** the response head of the chat stream */
export const QIANWEN_HEAD = { contentType: 'text/event-stream;charset=UTF-8' };

export interface QianwenStreamContext {
  reqId: string;
  resId: string;
  sessionId: string;
  mode: { reasoning: boolean; search: boolean };
  /** the phone (h5) layout: goods cards instead of video cards, and no search-word list */
  mobile: boolean;
}

/** the replica's refusal records (what the adapter's QIANWEN_ERROR_CODES must recognise) */
export const QIANWEN_REFUSALS = {
  busy: { code: 50300, message: '当前使用人数过多，请稍后再试' },
  rateLimit: { code: 42900, message: '您的提问太频繁了，请稍后再试' },
  login: { code: 40101, message: '登录已过期，请重新登录' },
} as const;

const STEP_TITLES = ['理解问题', '回忆相关知识', '分析与比较', '组织回答思路', '检查表述', '补充细节'];

const record = (payload: unknown) => `event:message\ndata:${JSON.stringify(payload)}\n\n`;
const COMPLETE = 'event:complete\ndata:true\n\n';

/** `[citation:N]` of the content engine to the site's own superscript marker */
export function toNativeMarkers(markdown: string): string {
  return mapCitations(markdown, (n) => `[\u02c6${n}]`);
}

/** text units that are never cut: whole markers and whole code points (emoji) */
function units(text: string): string[] {
  return text.match(/\[\u02c6\d+\]|[\s\S]/gu) ?? [];
}

/** growing prefixes of the text, `count` of them, the last one the whole text */
function snapshots(text: string, count: number): string[] {
  const u = units(text);
  const n = Math.max(1, Math.min(count, u.length));
  const out: string[] = [];
  for (let i = 1; i <= n; i++) out.push(u.slice(0, Math.ceil((i * u.length) / n)).join(''));
  return out;
}

export function answerFrames(answer: ComposedAnswer, ctx: QianwenStreamContext): Frame[] {
  const flags = { search: ctx.mode.search ? '1' : '0', thinking: ctx.mode.reasoning ? '1' : '0' };
  const communication = {
    reqid: ctx.reqId,
    resid: ctx.resId,
    sessionid: ctx.sessionId,
    deep_search: flags.search,
    scene_param: flags,
  };
  let msgSeq = 0;
  const message = (mime: string, content: string, status: string, meta: Record<string, unknown> = {}) => ({
    msg_id: `${ctx.resId}-${++msgSeq}`,
    mime_type: mime,
    content,
    status,
    meta_data: meta,
  });
  const rec = (messages: unknown[], status = 'processing', end = false) =>
    record({ communication, data: { messages, status, sse_end: end ? '1' : '0' }, error_code: 0, error_msg: '' });
  const progress = (type: string, value: number) => message('bar/progress', '', 'processing', { type, progress: value });
  const workflow = (items: unknown[]) => message('bar/workflow', '', 'processing', { multi_load: items });

  const frames: Frame[] = [];
  frames.push({ delayMs: 0, data: rec([message('signal/post', '', 'finished')]) + rec([progress('prepare', 0)]) });

  const native = ctx.mode.search ? toNativeMarkers(answer.markdown) : mapCitations(answer.markdown, () => '');
  const refs = answer.sources.map((s, i) => ({
    index: i + 1,
    url: s.url,
    title: s.title,
    snippet: s.snippet,
    site: s.siteName,
    date: new Date((s.publishedAt + 8 * 3600) * 1000).toISOString().slice(0, 10),
    icon: s.siteIcon,
  }));
  const refItem = { type: 'ref_source_inline', content: { total: refs.length, list: refs } };

  let seq = 0;
  if (ctx.mode.search) {
    const searchSeq = ++seq;
    const keywords = ctx.mobile ? [] : answer.searchQueries;
    const step = (title: string, status: string, words: string[], count?: number) => ({
      type: 'bar_search',
      source_seq: searchSeq,
      content: { title, status, keywords: words, ...(count === undefined ? {} : { count }) },
    });
    frames.push({ delayMs: 40, data: rec([workflow([step('正在搜索', 'processing', [])])]) + rec([progress('searching', 10)]) });
    frames.push({ delayMs: 90, data: rec([workflow([step('正在搜索', 'processing', keywords)])]) });
    frames.push({
      delayMs: 160,
      data: rec([workflow([step(`已搜索到 ${refs.length} 个网页`, 'finished', keywords, refs.length)])]) + rec([progress('searching', 40)]),
    });
  }

  if (ctx.mode.reasoning && answer.reasoning) {
    const paragraphs = answer.reasoning.split(/\n{2,}/).filter((p) => p.trim());
    const perStep = Math.max(3, Math.round(18 / paragraphs.length));
    paragraphs.forEach((paragraph, p) => {
      const stepSeq = ++seq;
      const title = STEP_TITLES[p % STEP_TITLES.length]!;
      const bodies = snapshots(paragraph, perStep);
      bodies.forEach((body, i) => {
        const status = i === bodies.length - 1 ? 'finished' : 'processing';
        const item = { type: 'bar_thinking', source_seq: stepSeq, content: { title, body, status } };
        frames.push({ delayMs: Math.round(360 / (paragraphs.length * perStep)), data: rec([workflow([item])]) });
      });
    });
    frames.push({ delayMs: 10, data: rec([progress('deep_thinking', 60)]) });
  }

  const texts = snapshots(native, 40);
  // until the sources are placed, the snapshots read without markers; then one snapshot
  // rewrites everything so far with them
  const placedFrom = refs.length > 0 ? Math.floor(texts.length / 2) : 0;
  texts.forEach((text, i) => {
    const snapshot = i < placedFrom ? text.replace(/\[\u02c6\d+\]/g, '') : text;
    const meta = i === placedFrom && refs.length > 0 ? { multi_load: [{ type: 'text', content: '' }, refItem] } : {};
    frames.push({
      delayMs: Math.round(answerBudgetMs(answer.markdown) / texts.length),
      data: rec([message('multi_load/iframe', snapshot, 'processing', meta)]),
    });
  });

  let tail = '';
  if (!ctx.mobile && answer.videos.length > 0) {
    const list = answer.videos.map((v) => ({
      source: v.videoPlatform,
      source_name: VIDEO_SITES[v.videoPlatform] ?? v.videoPlatform,
      vid: v.videoId,
      title: v.title,
      url: v.url,
      cover: v.cover,
      author: v.author,
      duration: seconds(v.duration),
    }));
    tail += rec([message('card/multi_load', '', 'finished', { multi_load: [{ type: 'video_card', content: { list } }] })]);
  }
  if (ctx.mobile && answer.goods.length > 0) {
    const list = answer.goods.map((g) => ({
      item_id: g.mallProductId,
      sku_id: g.skuId,
      title: g.title,
      url: g.url,
      pic: g.thumbnail,
      price: g.price,
      currency: g.priceUnit,
      shop_name: g.shopName,
      mall: g.mall,
      mall_platform: g.mallPlatform,
    }));
    tail += rec([message('card/multi_load', '', 'finished', { multi_load: [{ type: 'goods_card', content: { list } }] })]);
  }
  if (answer.followUps.length > 0) {
    tail += rec([message('recommend/query', '', 'finished', { multi_load: [{ type: 'recommend_query', content: { list: answer.followUps } }] })]);
  }
  // the closing record carries the whole answer message once more, its text in multi_load
  const finalItems: unknown[] = [{ type: 'text', content: native }];
  if (refs.length > 0) finalItems.push(refItem);
  tail += rec([message('multi_load/iframe', '', 'finished', { multi_load: finalItems })], 'finished', true);
  frames.push({ delayMs: 30, data: tail });
  frames.push({ delayMs: 5, data: COMPLETE });
  return frames;
}

/** a refusal record in the stream (busy, rate limit), then the end of the stream */
export function refusalFrames(kind: 'busy' | 'rateLimit', ctx: Pick<QianwenStreamContext, 'reqId' | 'resId' | 'sessionId'>): Frame[] {
  const r = QIANWEN_REFUSALS[kind];
  return [
    {
      delayMs: 0,
      data: record({
        communication: { reqid: ctx.reqId, resid: ctx.resId, sessionid: ctx.sessionId },
        data: { messages: [{ msg_id: `${ctx.resId}-1`, mime_type: 'signal/post', content: '', status: 'finished', meta_data: {} }], status: 'processing', sse_end: '0' },
        error_code: 0,
        error_msg: '',
      }),
    },
    {
      delayMs: 120,
      data: record({ communication: { reqid: ctx.reqId, resid: ctx.resId, sessionid: ctx.sessionId }, data: null, error_code: r.code, error_msg: r.message }) + COMPLETE,
    },
  ];
}

/** a stream that ends normally without a word of answer ([sim:empty]) */
export function emptyFrames(ctx: QianwenStreamContext): Frame[] {
  const flags = { search: ctx.mode.search ? '1' : '0', thinking: ctx.mode.reasoning ? '1' : '0' };
  const communication = { reqid: ctx.reqId, resid: ctx.resId, sessionid: ctx.sessionId, deep_search: flags.search, scene_param: flags };
  const rec = (messages: unknown[], status: string, end: string) => record({ communication, data: { messages, status, sse_end: end }, error_code: 0, error_msg: '' });
  const msg = (mime: string, status: string) => ({ msg_id: `${ctx.resId}-1`, mime_type: mime, content: '', status, meta_data: {} });
  return [
    { delayMs: 0, data: rec([msg('signal/post', 'finished')], 'processing', '0') },
    { delayMs: 200, data: rec([msg('multi_load/iframe', 'finished')], 'finished', '1') + COMPLETE },
  ];
}

const VIDEO_SITES: Record<string, string> = { youku: '优酷', douyin: '抖音', bilibili: '哔哩哔哩', ixigua: '西瓜视频', kuaishou: '快手' };

/** "05:23" or "1:02:03" to seconds; the site sends numbers */
function seconds(clock: string): number {
  return clock
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + (Number.isFinite(part) ? part : 0), 0);
}
