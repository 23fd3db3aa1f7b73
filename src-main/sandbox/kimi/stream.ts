// Kimi's `ChatService/Chat` answer, in the site's framing: Connect-RPC frames (flag byte +
// 4-byte length + JSON) carrying `op` set|append edits on `chat`, `message` and `block`
// entities addressed by a FieldMask, `eventOffset` on every edit, heartbeats, `done`, then the
// end-of-stream frame. Citation markers are Kimi's `[^N^]`; which search result a number means
// is told by the `references` spans of the text block, not by the results' order.

import type { ComposedAnswer } from '../content/compose.js';
import { Rng } from '../content/rng.js';
import { envelope } from '../shell/index.js';

export interface KimiFrame {
  delayMs: number;
  payload: unknown;
  flags?: number;
}

export interface KimiRequestEcho {
  chatId: string;
  userMessageId: string;
  assistantMessageId: string;
  prompt: string;
  scenario: string;
  thinking: boolean;
  search: boolean;
  reasoningEffort: string;
}

/** Connect's end-of-stream flag: the frame carries the error or the trailers */
const FLAG_END_STREAM = 0x02;

export const BUSY_MESSAGE = '当前使用人数较多，请稍后再试';
export const RATE_LIMIT_MESSAGE = '请求过于频繁，请稍后再试';
export const UNAUTHENTICATED_MESSAGE = 'token expired';

/** the result id the replica gives search result N; the page and the references spans share it */
export const resultId = (chatId: string, n: number) => `${chatId.slice(0, 8)}-web-${n}`;

function pieces(text: string, target: number): string[] {
  const size = Math.max(2, Math.ceil(text.length / target));
  const chars = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out;
}

/** yyyy-MM-dd in China time, as the site shows result dates */
const chinaDay = (unixSeconds: number) => new Date(unixSeconds * 1000 + 8 * 3_600_000).toISOString().slice(0, 10);

export function toKimiMarkdown(markdown: string): string {
  return markdown.replace(/\[citation:(\d+)\]/g, '[^$1^]');
}

/** one citation span per marker: the sentence the marker closes, in UTF-16 offsets of the text */
export function citationSpans(text: string, chatId: string): { index: number; resultId: string; startIndex: number; endIndex: number }[] {
  const spans: { index: number; resultId: string; startIndex: number; endIndex: number }[] = [];
  let sentenceStart = 0;
  // a run of markers closes one sentence: they share its end
  let runEnd = -1;
  let sentenceEnd = 0;
  const boundary = /[。！？\n]|\[\^\d+\^\]/g;
  for (let m = boundary.exec(text); m; m = boundary.exec(text)) {
    const marker = /^\[\^(\d+)\^\]$/.exec(m[0]);
    if (marker) {
      const n = Number(marker[1]);
      if (m.index !== runEnd) sentenceEnd = m.index;
      runEnd = m.index + m[0].length;
      spans.push({ index: n, resultId: resultId(chatId, n), startIndex: sentenceStart, endIndex: sentenceEnd });
    } else {
      sentenceStart = m.index + m[0].length;
    }
  }
  return spans;
}

export function answerFrames(answer: ComposedAnswer, echo: KimiRequestEcho): KimiFrame[] {
  const frames: KimiFrame[] = [];
  let offset = 0;
  const edit = (delayMs: number, op: 'set' | 'append', mask: string, entity: Record<string, unknown>) => {
    const frame = { delayMs, payload: { op, mask, eventOffset: ++offset, ...entity } };
    frames.push(frame);
    return frame;
  };
  const heartbeat = (delayMs: number) => frames.push({ delayMs, payload: { heartbeat: {} } });
  const now = new Date().toISOString();
  const messageId = echo.assistantMessageId;
  const text = toKimiMarkdown(answer.markdown);

  heartbeat(0);
  edit(0, 'set', 'chat', { chat: { id: echo.chatId, name: '新会话', createTime: now } });
  edit(0, 'set', 'message', {
    message: {
      id: echo.userMessageId,
      parentId: '',
      role: 'user',
      status: 'MESSAGE_STATUS_COMPLETED',
      scenario: echo.scenario,
      blocks: [{ id: '0', text: { content: echo.prompt } }],
      // the settings the question was sent with, as the gateway stored them
      tools: echo.search ? [{ type: 'TOOL_TYPE_SEARCH' }] : [],
      options: { thinking: echo.thinking, reasoningEffort: echo.reasoningEffort },
      createTime: now,
    },
  });
  edit(20, 'set', 'message', {
    message: { id: messageId, parentId: echo.userMessageId, role: 'assistant', status: 'MESSAGE_STATUS_GENERATING', scenario: echo.scenario, createTime: now },
  });

  const stages = [
    ...(echo.search ? [{ name: 'STAGE_NAME_SEARCH', title: '搜索网页' }] : []),
    ...(echo.thinking ? [{ name: 'STAGE_NAME_THINK', title: '思考' }] : []),
  ];
  const stageState = (active: number) =>
    stages.map((s, i) => ({ ...s, status: i < active ? 'STAGE_STATUS_DONE' : i === active ? 'STAGE_STATUS_RUNNING' : 'STAGE_STATUS_PENDING' }));
  let block = 0;
  const stageBlock = stages.length > 0 ? String(block++) : null;
  if (stageBlock) edit(20, 'set', 'block.multiStage', { block: { id: stageBlock, messageId, multiStage: { stages: stageState(0) } } });

  if (echo.search) {
    const id = String(block++);
    edit(60, 'set', 'block.tool', {
      block: { id, messageId, tool: { toolCallId: `call_${echo.chatId.slice(-8)}`, name: 'web_search', status: 'TOOL_STATUS_RUNNING', search: { queries: answer.searchQueries, results: [] } } },
    });
    heartbeat(120);
    const results = answer.sources.map((s, i) => ({
      id: resultId(echo.chatId, i + 1),
      url: s.url,
      title: s.title,
      snippet: s.snippet,
      siteName: s.siteName,
      date: chinaDay(s.publishedAt),
      icon: s.siteIcon,
    }));
    const half = Math.ceil(results.length / 2);
    edit(80, 'append', 'block.tool.search.results', { block: { id, tool: { search: { results: results.slice(0, half) } } } });
    edit(60, 'append', 'block.tool.search.results', { block: { id, tool: { search: { results: results.slice(half) } } } });
    edit(10, 'set', 'block.tool.status', { block: { id, tool: { status: 'TOOL_STATUS_DONE' } } });
    if (stageBlock) edit(0, 'set', 'block.multiStage.stages', { block: { id: stageBlock, multiStage: { stages: stageState(1) } } });
  }

  if (echo.thinking && answer.reasoning) {
    const id = String(block++);
    const parts = pieces(answer.reasoning, 24);
    edit(60, 'set', 'block.think', { block: { id, messageId, think: { content: parts[0] } } });
    const per = Math.round(380 / parts.length);
    for (const part of parts.slice(1)) edit(per, 'append', 'block.think.content', { block: { id, think: { content: part } } });
    edit(10, 'set', 'block.think.elapsedSeconds', { block: { id, think: { elapsedSeconds: 3 + (answer.reasoning.length % 9) } } });
  }
  if (stageBlock) edit(0, 'set', 'block.multiStage.stages', { block: { id: stageBlock, multiStage: { stages: stageState(stages.length) } } });

  const id = String(block++);
  const parts = pieces(text, 60);
  const per = Math.round((150 + Math.min(900, text.length * 0.5)) / Math.max(1, parts.length));
  edit(60, 'set', 'block.text', { block: { id, messageId, text: { content: parts[0] ?? '' } } });
  parts.slice(1).forEach((part, i) => {
    const frame = edit(per, 'append', 'block.text.content', { block: { id, text: { content: part } } });
    // the gateway replays a frame after a hiccup; the client must drop it by eventOffset
    if (i === 2) frames.push({ ...frame, delayMs: 0 });
  });
  if (echo.search && answer.sources.length > 0) {
    edit(20, 'set', 'block.text.references', { block: { id, text: { references: citationSpans(text, echo.chatId) } } });
  }
  edit(20, 'set', 'message.status', { message: { id: messageId, status: 'MESSAGE_STATUS_COMPLETED' } });
  edit(0, 'set', 'chat.name', { chat: { id: echo.chatId, name: answer.title } });
  frames.push({ delayMs: 10, payload: { done: {} } });
  frames.push({ delayMs: 0, payload: {}, flags: FLAG_END_STREAM });
  return frames;
}

/** a refusal inside an opened stream: Connect puts it in the end-of-stream frame */
export function errorFrames(code: string, message: string): KimiFrame[] {
  return [
    { delayMs: 0, payload: { heartbeat: {} } },
    { delayMs: 120, payload: { error: { code, message, details: [] } }, flags: FLAG_END_STREAM },
  ];
}

const encodeFrame = (f: KimiFrame) => envelope(JSON.stringify(f.payload), f.flags ?? 0);

export function frameBytes(frames: KimiFrame[]): Buffer {
  return Buffer.concat(frames.map((f) => encodeFrame(f)));
}

/**
 * The frames as network writes with their pacing. Writes do not follow frame boundaries: each
 * carries what is pending up to a cut chosen by `splitSeed`, which lands anywhere — inside a
 * header, inside a JSON payload, inside a multi-byte character — as real chunking does.
 */
export function toWire(frames: KimiFrame[], splitSeed: string): { delayMs: number; data: Uint8Array }[] {
  const rng = new Rng(splitSeed);
  const writes: { delayMs: number; data: Uint8Array }[] = [];
  let pending: Buffer = Buffer.alloc(0);
  frames.forEach((frame, i) => {
    pending = Buffer.concat([pending, encodeFrame(frame)]);
    // keep back a tail of up to 12 bytes for the next write, so the cut lands mid-frame
    const keep = i < frames.length - 1 && pending.length > 16 ? rng.int(0, 12) : 0;
    writes.push({ delayMs: frame.delayMs, data: pending.subarray(0, pending.length - keep) });
    pending = pending.subarray(pending.length - keep);
  });
  return writes;
}

export const CONNECT_HEAD = { contentType: 'application/connect+json' };
