// DeepSeek's current completion stream: `text/event-stream` carrying JSON patches {p, o, v}
// against a `response` object whose `fragments` are SEARCH / THINK / RESPONSE; sources in
// `response/search_results` whose `cite_index` is filled in later by a BATCH patch.

import type { ServerResponse } from 'node:http';
import type { ComposedAnswer } from '../content/compose.js';
import { sleep } from '../http-util.js';

export interface SseFrame {
  delayMs: number;
  text: string;
}

/** where the replica puts follow-up questions; the adapter's definition names the same path */
export const FOLLOW_UPS_PATH = 'response/follow_up_questions';
export const BUSY_TEXT = '服务器繁忙，请稍后再试。';

const event = (data: unknown, name?: string): string => `${name ? `event: ${name}\n` : ''}data: ${JSON.stringify(data)}\n\n`;

function chunks(text: string, target: number): string[] {
  const size = Math.max(2, Math.ceil(text.length / target));
  const out: string[] = [];
  // Array.from keeps surrogate pairs (emoji) whole
  const chars = Array.from(text);
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out;
}

export interface StreamIds {
  requestMessageId: number;
  responseMessageId: number;
}

export function answerFrames(answer: ComposedAnswer, mode: { reasoning: boolean; search: boolean }, ids: StreamIds): SseFrame[] {
  const now = Date.now() / 1000;
  const frames: SseFrame[] = [];
  frames.push({
    delayMs: 0,
    text:
      event({ request_message_id: ids.requestMessageId, response_message_id: ids.responseMessageId, model_type: 'default' }, 'ready') +
      event({ updated_at: now }, 'update_session'),
  });

  let fragmentId = 0;
  const response = {
    message_id: ids.responseMessageId,
    parent_id: ids.requestMessageId,
    model: '',
    role: 'ASSISTANT',
    thinking_enabled: mode.reasoning,
    ban_edit: false,
    ban_regenerate: false,
    status: 'WIP',
    accumulated_token_usage: 0,
    files: [],
    feedback: null,
    inserted_at: now,
    search_enabled: mode.search,
    fragments: [] as unknown[],
    has_pending_fragment: false,
    auto_continue: false,
  };
  // the first fragment travels inside the initial response object; later ones are APPENDed
  let initialSent = false;
  const openFragment = (fragment: Record<string, unknown>, delayMs: number) => {
    if (!initialSent) {
      response.fragments.push(fragment);
      frames.push({ delayMs, text: event({ v: { response } }) });
      initialSent = true;
    } else {
      frames.push({ delayMs, text: event({ p: 'response/fragments', o: 'APPEND', v: [fragment] }) });
    }
  };
  const streamText = (parts: string[], perChunkMs: number) => {
    parts.forEach((part, i) => {
      const patch = i === 0 ? { p: 'response/fragments/-1/content', o: 'APPEND', v: part } : { v: part };
      frames.push({ delayMs: perChunkMs, text: event(patch) });
    });
  };

  if (mode.search) {
    openFragment(
      { id: ++fragmentId, type: 'SEARCH', content: '', queries: answer.searchQueries.map((query) => ({ query })), results: [], stage_id: 1 },
      60,
    );
    const results = answer.sources.map((s) => ({
      url: s.url,
      title: s.title,
      snippet: s.snippet,
      cite_index: null,
      published_at: s.publishedAt,
      site_name: s.siteName,
      site_icon: s.siteIcon,
    }));
    frames.push({
      delayMs: 220,
      text: event({ p: 'response/search_results', o: 'SET', v: results }) + event({ p: 'response/search_status', o: 'SET', v: 'FINISHED' }),
    });
  }

  if (mode.reasoning && answer.reasoning) {
    const parts = chunks(answer.reasoning, 24);
    openFragment({ id: ++fragmentId, type: 'THINK', content: parts[0], elapsed_secs: null, references: [], stage_id: 1 }, 80);
    streamText(parts.slice(1), Math.round(380 / parts.length));
    frames.push({ delayMs: 20, text: event({ p: 'response/fragments/-1/elapsed_secs', o: 'SET', v: 3 + (answer.reasoning.length % 9) }) });
  }

  const answerBudgetMs = 150 + Math.min(900, answer.markdown.length * 0.5);
  const parts = chunks(answer.markdown, 60);
  openFragment({ id: ++fragmentId, type: 'RESPONSE', content: parts[0] ?? '', references: [], stage_id: 1 }, 60);
  streamText(parts.slice(1), Math.round(answerBudgetMs / Math.max(1, parts.length)));

  let tail = '';
  if (mode.search && answer.sources.length > 0) {
    tail += event({ p: 'response/search_results', o: 'BATCH', v: answer.sources.map((_, i) => ({ p: `${i}/cite_index`, v: i + 1 })) });
  }
  if (answer.followUps.length > 0) tail += event({ p: FOLLOW_UPS_PATH, o: 'SET', v: answer.followUps });
  tail += event({
    p: 'response',
    o: 'BATCH',
    v: [
      { p: 'accumulated_token_usage', v: Math.round((answer.markdown.length + (answer.reasoning?.length ?? 0)) * 0.7) },
      { p: 'quasi_status', v: 'FINISHED' },
    ],
  });
  tail += event({ p: 'response/status', o: 'SET', v: 'FINISHED' });
  frames.push({ delayMs: 30, text: tail });
  frames.push({
    delayMs: 10,
    text:
      event({ updated_at: Date.now() / 1000 + 1 }, 'update_session') +
      event({ content: answer.title }, 'title') +
      event({}, 'finish') +
      event({ click_behavior: 'none', auto_resume: false }, 'close'),
  });
  return frames;
}

/** what the real site streams when it is overloaded */
export function busyFrames(ids: StreamIds): SseFrame[] {
  return [
    {
      delayMs: 0,
      text: event({ request_message_id: ids.requestMessageId, response_message_id: ids.responseMessageId, model_type: 'default' }, 'ready'),
    },
    {
      delayMs: 120,
      text:
        event({ type: 'error', content: BUSY_TEXT, clear_response: true, finish_reason: 'server_busy' }, 'hint') +
        event({ click_behavior: 'none', auto_resume: false }, 'close'),
    },
  ];
}

export async function writeFrames(res: ServerResponse, frames: SseFrame[]): Promise<void> {
  let gone = false;
  res.on('close', () => {
    gone = true;
  });
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();
  for (const frame of frames) {
    if (frame.delayMs > 0) await sleep(frame.delayMs);
    if (gone) return;
    res.write(frame.text);
  }
  res.end();
}
