// Yuanbao's chat stream (`POST /api/chat/{conversationId}`), as spec/platforms.md describes it:
// `data: {json}` lines whose `type` is meta / step / searchGuid / think / text / components,
// interleaved with `event: speech_type` blocks whose data is a bare word (status, reasoner,
// search_with_text, text) and with bracketed trailer lines ([MSGINDEX:n], [TRACEID:…]), ended by
// `data: [DONE]`. The answer cites with `[1,2](@ref)`, the numbers being searchGuid doc `index`es.
//
// What platforms.md does not show, modelled here and mirrored by the adapter's parser:
// - `meta` echoes the request (`chatModelId`, `supportFunctions`), so the mode can be checked.
// - video cards, product cards (search modes only: they are retrieved content) and follow-up
//   questions travel in one `components` record at the end of the answer: `{type:"components", components:[{type:"videoCards"|"goodsCards"|
//   "recommendQuestions", list:[…]}]}` (video from 视频号/抖音/B站, goods from 京东/拼多多/微信小店).
// - search results carry one `plugin` doc (an in-house 腾讯新闻 card, empty url) first in the array
//   with the highest index, so array position and citation index differ as they do on the site.
// - an abnormal end is a final record with a `stopReason` other than `stop`.

import { citationNumbers, mapCitationGroups } from '../content/citations.js';
import type { ComposedAnswer } from '../content/compose.js';
import type { RawGoods, RawVideo } from '../../engine/platforms/types.js';
import { answerBudgetMs, pace, textChunks as chunks, type Frame } from '../shell/index.js';

export interface YuanbaoMode {
  reasoning: boolean;
  search: boolean;
}

export interface YuanbaoStreamIds {
  conversationId: string;
  /** 1-based message index in the conversation: the question is index-1, the answer index */
  index: number;
  traceId: string;
  /** the request's own fields, echoed in `meta` */
  chatModelId: string;
  supportFunctions: string[];
}

/** chatModelIds that think: DeepSeek-R1 and 混元T1 (their plain siblings are deep_seek_v3, hunyuan_gpt_175B_0404) */
export const THINK_MODEL_IDS = ['deep_seek', 'hunyuan_t1'];
export const BUSY_TEXT = '当前使用人数较多，请稍后再试';
export const RATE_LIMIT_TEXT = '当前提问过于频繁，请稍后再试';

/** what the page asks for with its DeepSeek model chosen */
export function chatModelFor(reasoning: boolean): string {
  return reasoning ? 'deep_seek' : 'deep_seek_v3';
}

const data = (value: unknown): string => `data: ${typeof value === 'string' ? value : JSON.stringify(value)}\n\n`;
const speechType = (kind: string): string => `event: speech_type\ndata: ${kind}\n\n`;

/** `[citation:1][citation:3]` runs become one `[1,3](@ref)` marker, as yuanbao writes them */
export function toRefMarkers(markdown: string): string {
  return mapCitationGroups(markdown, (ns) => `[${ns.join(',')}](@ref)`);
}

/** China-time wall clock, as the site prints publish_time */
export function chinaTime(unixSeconds: number): string {
  return new Date(unixSeconds * 1000 + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export function durationSeconds(text: string): number {
  return text.split(':').reduce((acc, part) => acc * 60 + (Number(part) || 0), 0);
}

export interface SearchDoc {
  index: number;
  docId: string;
  title: string;
  url: string;
  sourceType: 'webpage' | 'plugin';
  quote: string;
  web_site_name: string;
  icon_url: string;
  publish_time: string;
}

export function searchDocs(answer: ComposedAnswer, ids: YuanbaoStreamIds): SearchDoc[] {
  const webpages: SearchDoc[] = answer.sources.map((s, i) => ({
    index: i + 1,
    docId: `${ids.traceId.slice(0, 8)}_${i + 1}`,
    title: s.title,
    url: s.url,
    sourceType: 'webpage',
    quote: s.snippet,
    web_site_name: s.siteName,
    icon_url: s.siteIcon,
    publish_time: chinaTime(s.publishedAt),
  }));
  if (webpages.length === 0) return [];
  const plugin: SearchDoc = {
    index: webpages.length + 1,
    docId: `${ids.traceId.slice(0, 8)}_plugin`,
    title: `${answer.title} · 实时资讯`,
    url: '',
    sourceType: 'plugin',
    quote: `腾讯新闻为你整理了与“${answer.title}”相关的最新资讯。`,
    web_site_name: '腾讯新闻',
    icon_url: '',
    publish_time: '',
  };
  return [plugin, ...webpages];
}

function videoCard(v: RawVideo) {
  const names: Record<string, string> = { wechat_channels: '视频号', douyin: '抖音', bilibili: '哔哩哔哩', xigua: '西瓜视频' };
  return {
    source: v.videoPlatform,
    sourceName: names[v.videoPlatform] ?? v.videoPlatform,
    vid: v.videoId,
    title: v.title,
    jumpUrl: v.url,
    coverUrl: v.cover,
    authorName: v.author,
    duration: durationSeconds(v.duration),
  };
}

function goodsCard(g: RawGoods) {
  return {
    title: g.title,
    jumpUrl: g.url,
    picUrl: g.thumbnail,
    price: { value: g.price, unit: g.priceUnit },
    mallName: g.mall,
    mallCode: g.mallPlatform,
    shopName: g.shopName,
    productId: g.mallProductId,
    skuId: g.skuId,
  };
}

/**
 * The `components` record, or null when there is nothing to show. Video and product cards are
 * retrieved content (视频号/抖音/B站 videos, 京东/拼多多/微信小店 listings), so they come only when
 * 联网搜索 ran; follow-up questions come with every answer.
 */
export function componentsRecord(answer: ComposedAnswer, searched: boolean): Record<string, unknown> | null {
  const components: Record<string, unknown>[] = [];
  if (searched && answer.videos.length > 0) components.push({ type: 'videoCards', title: '相关视频', list: answer.videos.map(videoCard) });
  if (searched && answer.goods.length > 0) components.push({ type: 'goodsCards', title: '相关商品', list: answer.goods.map(goodsCard) });
  if (answer.followUps.length > 0) components.push({ type: 'recommendQuestions', list: answer.followUps });
  return components.length > 0 ? { type: 'components', components } : null;
}

const meta = (ids: YuanbaoStreamIds) =>
  speechType('status') +
  data({
    type: 'meta',
    messageId: `${ids.conversationId}_${ids.index}`,
    conversationId: ids.conversationId,
    index: ids.index,
    chatModelId: ids.chatModelId,
    supportFunctions: ids.supportFunctions,
    traceId: ids.traceId,
  });
const trailer = (ids: YuanbaoStreamIds) => data(`[plugin: ]`) + data(`[MSGINDEX:${ids.index}]`) + data(`[TRACEID:${ids.traceId}]`) + data('[DONE]');

export function answerFrames(answer: ComposedAnswer, mode: YuanbaoMode, ids: YuanbaoStreamIds): Frame[] {
  const frames: Frame[] = [];
  const push = (delayMs: number, text: string) => frames.push({ delayMs, data: text });
  push(0, meta(ids));

  const docs = mode.search ? searchDocs(answer, ids) : [];
  if (mode.search) {
    push(60, data({ type: 'step', index: 0, msg: '正在搜索资料', status: 'processing' }));
    const cited = citationNumbers(answer.markdown).sort((a, b) => a - b);
    push(
      200,
      speechType('search_with_text') +
        data({ type: 'searchGuid', title: `找到了 ${docs.length} 篇相关资料`, subTitle: '', docs, citations: cited.map((index) => ({ index })) }) +
        data({ type: 'step', index: 1, msg: `找到了 ${docs.length} 篇相关资料`, status: 'done' }),
    );
  }

  if (mode.reasoning && answer.reasoning) {
    const parts = chunks(answer.reasoning, 24);
    const per = pace(parts.length, 380);
    parts.forEach((part, i) =>
      push(i === 0 ? 80 : per, (i === 0 ? speechType('reasoner') : '') + data({ type: 'think', title: '思考中...', iconType: 9, content: part })),
    );
    const secs = 3 + (answer.reasoning.length % 9);
    push(20, data({ type: 'think', title: `已深度思考（用时${secs}秒）`, iconType: 7, content: '', status: 'done' }));
  }

  // the plugin doc backs the opening sentence too; the adapter drops it (no url) with its index
  let text = toRefMarkers(answer.markdown);
  const plugin = docs.find((d) => d.sourceType === 'plugin');
  if (plugin) text = text.replace(/\[(\d+(?:,\d+)*)\]\(@ref\)/, (_m, list: string) => `[${list},${plugin.index}](@ref)`);
  const parts = chunks(text, 60);
  const per = pace(parts.length, answerBudgetMs(text));
  parts.forEach((part, i) => push(i === 0 ? 60 : per, (i === 0 ? speechType('text') : '') + data({ type: 'text', msg: part })));

  const components = componentsRecord(answer, mode.search);
  if (components) push(40, data(components));
  push(10, trailer(ids));
  return frames;
}

/** [sim:empty]: the stream ends normally and says nothing */
export function emptyFrames(ids: YuanbaoStreamIds): Frame[] {
  return [
    { delayMs: 0, data: meta(ids) },
    { delayMs: 120, data: speechType('text') + data({ type: 'text', msg: '' }) + trailer(ids) },
  ];
}

/** what the site streams when it is overloaded: the meta record, then an abnormal stop */
export function busyFrames(ids: YuanbaoStreamIds): Frame[] {
  return [
    { delayMs: 0, data: meta(ids) },
    { delayMs: 120, data: data({ type: 'text', msg: '', stopReason: 'overload', stopMsg: BUSY_TEXT }) + data(`[TRACEID:${ids.traceId}]`) },
  ];
}

/** a throttled account is refused before any stream starts */
export const RATE_LIMIT_REFUSAL = { status: 429, body: { code: 429, msg: RATE_LIMIT_TEXT } };
