// DeepSeek's completion stream: `text/event-stream` carrying JSON patches {p, o, v} against a
// `response` object whose `fragments` are SEARCH / THINK / RESPONSE. The current format opens
// a SEARCH fragment `{type, status, queries[]}` and then sets its results at
// `response/fragments/-1/results`, each with its own `cite_index`, `published_at`, `site_name`,
// `site_icon` and `query_indexes` (the older `response/search_results` is read by the parser only).

import type { ComposedAnswer } from '../content/compose.js';
import { answerBudgetMs, pace, sseEvent as event, textChunks as chunks, type Frame } from '../shell/index.js';

/** where the replica puts follow-up questions; the adapter's definition names the same path */
export const FOLLOW_UPS_PATH = 'response/follow_up_questions';
export const BUSY_TEXT = '服务器繁忙，请稍后再试。';
export const RATE_LIMIT_TEXT = '您的请求过于频繁，请稍后再试。';

export interface StreamIds {
  requestMessageId: number;
  responseMessageId: number;
}

export function answerFrames(answer: ComposedAnswer, mode: { reasoning: boolean; search: boolean }, ids: StreamIds): Frame[] {
  const now = Date.now() / 1000;
  const frames: Frame[] = [];
  frames.push({
    delayMs: 0,
    data:
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
      frames.push({ delayMs, data: event({ v: { response } }) });
      initialSent = true;
    } else {
      frames.push({ delayMs, data: event({ p: 'response/fragments', o: 'APPEND', v: [fragment] }) });
    }
  };
  const streamText = (parts: string[], perChunkMs: number) => {
    parts.forEach((part, i) => {
      const patch = i === 0 ? { p: 'response/fragments/-1/content', o: 'APPEND', v: part } : { v: part };
      frames.push({ delayMs: perChunkMs, data: event(patch) });
    });
  };

  if (mode.search) {
    const queries = answer.searchQueries.map((query) => ({ query }));
    openFragment({ id: ++fragmentId, type: 'SEARCH', status: 'SEARCHING', queries, results: [], stage_id: 1 }, 60);
    // each source answers the query it was found for; its cite_index is the answer's [citation:N]
    const results = answer.sources.map((s, i) => ({
      url: s.url,
      title: s.title,
      snippet: s.snippet,
      cite_index: i + 1,
      published_at: s.publishedAt,
      site_name: s.siteName,
      site_icon: s.siteIcon,
      query_indexes: queries.length ? [i % queries.length] : [],
    }));
    frames.push({
      delayMs: 220,
      data: event({ p: 'response/fragments/-1/results', o: 'SET', v: results }) + event({ p: 'response/fragments/-1/status', o: 'SET', v: 'FINISHED' }),
    });
  }

  if (mode.reasoning && answer.reasoning) {
    const parts = chunks(answer.reasoning, 24);
    openFragment({ id: ++fragmentId, type: 'THINK', content: parts[0], elapsed_secs: null, references: [], stage_id: 1 }, 80);
    streamText(parts.slice(1), pace(parts.length, 380));
    frames.push({ delayMs: 20, data: event({ p: 'response/fragments/-1/elapsed_secs', o: 'SET', v: 3 + (answer.reasoning.length % 9) }) });
  }

  const parts = chunks(answer.markdown, 60);
  openFragment({ id: ++fragmentId, type: 'RESPONSE', content: parts[0] ?? '', references: [], stage_id: 1 }, 60);
  streamText(parts.slice(1), pace(parts.length, answerBudgetMs(answer.markdown)));

  let tail = '';
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
  frames.push({ delayMs: 30, data: tail });
  frames.push({
    delayMs: 10,
    data:
      event({ updated_at: Date.now() / 1000 + 1 }, 'update_session') +
      event({ content: answer.title }, 'title') +
      event({}, 'finish') +
      event({ click_behavior: 'none', auto_resume: false }, 'close'),
  });
  return frames;
}

function hintFrames(ids: StreamIds, content: string, finishReason: string): Frame[] {
  return [
    {
      delayMs: 0,
      data: event({ request_message_id: ids.requestMessageId, response_message_id: ids.responseMessageId, model_type: 'default' }, 'ready'),
    },
    {
      delayMs: 120,
      data:
        event({ type: 'error', content, clear_response: true, finish_reason: finishReason }, 'hint') +
        event({ click_behavior: 'none', auto_resume: false }, 'close'),
    },
  ];
}

/** what the real site streams when it is overloaded */
export function busyFrames(ids: StreamIds): Frame[] {
  return hintFrames(ids, BUSY_TEXT, 'server_busy');
}

/** too many requests from this account */
export function rateLimitFrames(ids: StreamIds): Frame[] {
  return hintFrames(ids, RATE_LIMIT_TEXT, 'rate_limit');
}

/** a normal, finished stream whose answer fragment stays empty */
export function emptyFrames(mode: { reasoning: boolean; search: boolean }, ids: StreamIds): Frame[] {
  const response = { message_id: ids.responseMessageId, parent_id: ids.requestMessageId, role: 'ASSISTANT', thinking_enabled: mode.reasoning, search_enabled: mode.search, status: 'WIP', fragments: [{ id: 1, type: 'RESPONSE', content: '', references: [], stage_id: 1 }] };
  return [
    { delayMs: 0, data: event({ request_message_id: ids.requestMessageId, response_message_id: ids.responseMessageId, model_type: 'default' }, 'ready') },
    { delayMs: 80, data: event({ v: { response } }) + event({ p: 'response/status', o: 'SET', v: 'FINISHED' }) + event({}, 'finish') + event({ click_behavior: 'none', auto_resume: false }, 'close') },
  ];
}
