// Doubao's `/chat/completion` stream as platforms.md describes it: named SSE records separated
// by a blank line. SSE_ACK → FULL_MSG_NOTIFY (the user message echoed, `message` as a JSON
// string, carrying the request's `ext` flags) → STREAM_MSG_NOTIFY (the reply opens) → content
// blocks added and patched by STREAM_CHUNK (patch_object 1), text increments as CHUNK_DELTA or
// STREAM_CHUNK patch_object 102, each increment shadowed by a patch_object 111 text-to-speech
// duplicate → SSE_REPLY_END end_type 1 whose `brief` is the whole answer, 2 with suggestions, 3.
//
// Blocks: 10000 text, 10025 search_query_result_block (text_card / video_card results),
// 10040 thinking_block, 2074 images. The product card block (10066, `product_card_block`) is
// this replica's model: public sources do not show doubao's goods block, so it is shaped like
// its siblings (one block, a list of cards in snake_case) and named in one place on each side.

import { randomUUID } from 'node:crypto';
import { mapCitations } from '../content/citations.js';
import type { ComposedAnswer } from '../content/compose.js';

/** the shell's frame shape: write `data` after waiting `delayMs` */
export interface SseFrame {
  delayMs: number;
  data: string;
}

export interface DoubaoMode {
  reasoning: boolean;
  search: boolean;
}

export const BLOCK = { text: 10000, search: 10025, thinking: 10040, goods: 10066, images: 2074 } as const;
export const PATCH = { blocks: 1, text: 102, tts: 111 } as const;
export const ERROR_CODE = { busy: 710022002, rateLimit: 710022004, verify: 710022008 } as const;
export const BUSY_TEXT = '当前使用人数较多，请稍后再试';
export const RATE_LIMIT_TEXT = '你的请求过于频繁，请稍后再试';

/** doubao's citation chip in the raw text: `[ref_N]`, N = the text card's `index` */
export const toSiteCitations = (markdown: string): string => mapCitations(markdown, (n) => `[ref_${n}]`);

export interface DoubaoIds {
  conversationId: string;
  sectionId: string;
  /** the user's message */
  questionId: string;
  /** the reply */
  replyId: string;
  localConversationId: string;
  localMessageId: string;
}

let eventId = 0;
const record = (name: string, data: unknown): string => `id: ${++eventId}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

function chunks(text: string, target: number): string[] {
  const size = Math.max(2, Math.ceil(text.length / target));
  const chars = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out;
}

export const flagsOf = (mode: DoubaoMode) => ({ use_deep_think: mode.reasoning ? '1' : '0', use_search: mode.search ? '1' : '0' });

function head(ids: DoubaoIds, prompt: string, mode: DoubaoMode): string {
  const message = {
    conversation_id: ids.conversationId,
    section_id: ids.sectionId,
    message_id: ids.questionId,
    index_in_conv: '1',
    user_type: 1,
    content_type: 1,
    status: 1,
    content_block: [{ block_type: BLOCK.text, block_id: randomUUID(), content: { text_block: { text: prompt } }, is_finish: true }],
    ext: flagsOf(mode),
    create_time: String(Math.floor(Date.now() / 1000)),
  };
  return (
    record('SSE_HEARTBEAT', { heartbeat_config: { interval: 10 } }) +
    record('SSE_ACK', {
      ack_client_meta: {
        conversation_id: ids.conversationId,
        section_id: ids.sectionId,
        local_conversation_id: ids.localConversationId,
        local_message_id: ids.localMessageId,
      },
      query_list: [],
    }) +
    record('FULL_MSG_NOTIFY', { message: JSON.stringify(message) })
  );
}

function replyOpen(ids: DoubaoIds, mode: DoubaoMode): string {
  return record('STREAM_MSG_NOTIFY', {
    meta: { conversation_id: ids.conversationId, section_id: ids.sectionId, message_id: ids.replyId, reply_id: ids.questionId, index_in_conv: '2' },
    content: { content_type: 9999, content_block: [] },
    ext: flagsOf(mode),
  });
}

const blockPatch = (ids: DoubaoIds, block: Record<string, unknown>, patchType = 1): string =>
  record('STREAM_CHUNK', { message_id: ids.replyId, patch_op: [{ patch_object: PATCH.blocks, patch_type: patchType, patch_value: { content_block: [block] } }] });

export function searchBlockContent(answer: ComposedAnswer, done: boolean): Record<string, unknown> {
  const queries = answer.searchQueries;
  const textCards = answer.sources.map((s, i) => ({
    index: i + 1,
    query_indexes: [i % Math.max(1, queries.length)],
    text_card: {
      url: s.url,
      title: s.title,
      summary: s.snippet,
      sitename: s.siteName,
      icon_url: s.siteIcon,
      publish_time_second: String(s.publishedAt),
      index: i + 1,
    },
  }));
  const videoCards = answer.videos.map((v, i) => ({
    index: 0,
    query_indexes: [i % Math.max(1, queries.length)],
    video_card: {
      url: v.url,
      video_url: v.url,
      video_id: v.videoId,
      title: v.title,
      platform: v.videoPlatform,
      cover_url: v.cover,
      author: v.author,
      duration: v.duration,
    },
  }));
  // video cards sit between the text cards, so a result's position differs from its card index
  const results: Record<string, unknown>[] = [];
  textCards.forEach((card, i) => {
    results.push(card);
    if (i % 3 === 1 && videoCards.length > 0) results.push(videoCards.shift()!);
  });
  results.push(...videoCards);
  results.forEach((r, i) => (r.index = i + 1));
  return {
    search_query_result_block: {
      summary: done ? `搜索${queries.length}个关键词，参考${answer.sources.length}篇资料` : '正在搜索',
      queries: done ? queries : [],
      results: done ? results : [],
      is_finish: done,
    },
  };
}

export function goodsBlockContent(answer: ComposedAnswer): Record<string, unknown> {
  return {
    product_card_block: {
      title: '相关商品',
      products: answer.goods.map((g) => ({
        title: g.title,
        url: g.url,
        thumbnail: g.thumbnail,
        price: g.price,
        price_unit: g.priceUnit,
        mall: g.mall,
        shop_name: g.shopName,
        mall_platform: g.mallPlatform,
        mall_product_id: g.mallProductId,
        sku_id: g.skuId,
      })),
    },
  };
}

export function answerFrames(answer: ComposedAnswer, prompt: string, mode: DoubaoMode, ids: DoubaoIds): SseFrame[] {
  const frames: SseFrame[] = [{ delayMs: 0, data: head(ids, prompt, mode) }, { delayMs: 40, data: replyOpen(ids, mode) }];
  const text = toSiteCitations(answer.markdown);

  if (mode.search) {
    const id = randomUUID();
    frames.push({ delayMs: 60, data: blockPatch(ids, { block_type: BLOCK.search, block_id: id, content: searchBlockContent(answer, false), is_finish: false }) });
    frames.push({ delayMs: 240, data: blockPatch(ids, { block_type: BLOCK.search, block_id: id, content: searchBlockContent(answer, true), is_finish: true }, 2) });
  }

  if (mode.reasoning && answer.reasoning) {
    const id = randomUUID();
    const parts = chunks(answer.reasoning, 20);
    const thinking = (t: string, finished: boolean) => ({
      block_type: BLOCK.thinking,
      block_id: id,
      content: { thinking_block: { thinking_content: t, finish_title: finished ? '已完成思考' : '' } },
      is_finish: finished,
    });
    parts.forEach((part, i) => frames.push({ delayMs: i === 0 ? 80 : Math.round(360 / parts.length), data: blockPatch(ids, thinking(part, false)) }));
    frames.push({ delayMs: 20, data: blockPatch(ids, thinking('', true)) });
  }

  if (mode.search && answer.videos.length > 0) {
    const images = answer.videos.slice(0, 3).map((v) => ({ image_ori: { url: v.cover, width: 720, height: 1280 }, title: v.title }));
    frames.push({ delayMs: 30, data: blockPatch(ids, { block_type: BLOCK.images, block_id: randomUUID(), content: { image_block: { images } }, is_finish: true }) });
  }

  const parts = chunks(text, 60);
  const textId = randomUUID();
  const perChunk = Math.round((150 + Math.min(900, text.length * 0.5)) / Math.max(1, parts.length));
  parts.forEach((part, i) => {
    let carrier: string;
    if (i === 0) {
      carrier = blockPatch(ids, { block_type: BLOCK.text, block_id: textId, content: { text_block: { text: part } }, is_finish: false });
    } else if (i % 7 === 3) {
      carrier = record('STREAM_CHUNK', { message_id: ids.replyId, patch_op: [{ patch_object: PATCH.text, patch_type: 1, patch_value: { content: JSON.stringify({ text: part }) } }] });
    } else {
      carrier = record('CHUNK_DELTA', { text: part });
    }
    const tts = record('STREAM_CHUNK', { message_id: ids.replyId, patch_op: [{ patch_object: PATCH.tts, patch_type: 1, patch_value: { tts_content: part } }] });
    frames.push({ delayMs: i === 0 ? 60 : perChunk, data: carrier + (i % 2 === 0 ? tts : '') });
  });
  frames.push({ delayMs: 10, data: blockPatch(ids, { block_type: BLOCK.text, block_id: textId, content: { text_block: { text: '' } }, is_finish: true }) });

  if (answer.goods.length > 0) {
    frames.push({ delayMs: 40, data: blockPatch(ids, { block_type: BLOCK.goods, block_id: randomUUID(), content: goodsBlockContent(answer), is_finish: true }) });
  }

  frames.push({
    delayMs: 30,
    data:
      record('SSE_REPLY_END', { end_type: 1, msg_finish_attr: { msg_id: ids.replyId, brief: text, finish_reason: 'stop' } }) +
      record('SSE_REPLY_END', { end_type: 2, suggest_attr: { suggests: answer.followUps } }) +
      record('SSE_REPLY_END', { end_type: 3 }),
  });
  return frames;
}

function errorFrames(ids: DoubaoIds, prompt: string, mode: DoubaoMode, error: Record<string, unknown>): SseFrame[] {
  return [
    { delayMs: 0, data: head(ids, prompt, mode) },
    { delayMs: 120, data: record('STREAM_ERROR', error) + record('SSE_REPLY_END', { end_type: 3 }) },
  ];
}

/** the site's "too many people" refusal */
export const busyFrames = (ids: DoubaoIds, prompt: string, mode: DoubaoMode) =>
  errorFrames(ids, prompt, mode, { error_code: ERROR_CODE.busy, error_msg: BUSY_TEXT });

/** throttled account or IP */
export const rateLimitFrames = (ids: DoubaoIds, prompt: string, mode: DoubaoMode) =>
  errorFrames(ids, prompt, mode, { error_code: ERROR_CODE.rateLimit, error_msg: RATE_LIMIT_TEXT });

/** the anti-bot layer wants a slider captcha solved first */
export const verifyFrames = (ids: DoubaoIds, prompt: string, mode: DoubaoMode) =>
  errorFrames(ids, prompt, mode, {
    error_code: ERROR_CODE.verify,
    error_msg: '请完成安全验证',
    decision: { type: 'verify', subtype: 'slide', region: 'cn', verify_event: 'chat_completion' },
  });
