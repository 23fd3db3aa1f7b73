import { describe, expect, it } from 'vitest';
import { DEEPSEEK_FOLLOW_UPS_PATH, DEEPSEEK_WEB } from '../../../src-main/engine/platforms/deepseek/definition.js';
import { parseDeepseekStream } from '../../../src-main/engine/platforms/deepseek/stream-parser.js';
import { composeAnswer } from '../../../src-main/sandbox/content/compose.js';
import { answerFrames, busyFrames, emptyFrames, rateLimitFrames } from '../../../src-main/sandbox/deepseek/stream.js';
import { framesBody } from '../../../src-main/sandbox/shell/index.js';

const SSE = { 'content-type': 'text/event-stream; charset=utf-8' };
const parse = (body: string, headers: Record<string, string> = SSE, status = 200) =>
  parseDeepseekStream({ url: '', status, headers, body: Buffer.from(body) }, { followUps: DEEPSEEK_FOLLOW_UPS_PATH });
const sse = (...events: Array<[string | null, unknown]>) =>
  events.map(([name, data]) => `${name ? `event: ${name}\n` : ''}data: ${JSON.stringify(data)}\n\n`).join('');

// A stream in the site's current shape, written by hand (not produced by the replica).
const REAL_SHAPE = sse(
  ['ready', { request_message_id: 1, response_message_id: 2, model_type: 'default' }],
  ['update_session', { updated_at: 1749000000.1 }],
  [
    null,
    {
      v: {
        response: {
          message_id: 2,
          parent_id: 1,
          thinking_enabled: true,
          search_enabled: true,
          status: 'WIP',
          fragments: [{ id: 1, type: 'SEARCH', content: '', queries: [{ query: '手机 品牌 排行' }, '手机 口碑'], results: [] }],
        },
      },
    },
  ],
  [
    null,
    {
      p: 'response/search_results',
      o: 'SET',
      v: [
        { url: 'https://a.example/1', title: 'A', snippet: 'sa', cite_index: null, published_at: 1735660800, site_name: '腾讯网', site_icon: 'https://i/a' },
        { url: 'https://b.example/2', title: 'B', snippet: 'sb', cite_index: null, published_at: null, site_name: '知乎', site_icon: 'https://i/b' },
      ],
    },
  ],
  [null, { p: 'response/fragments', o: 'APPEND', v: [{ id: 2, type: 'THINK', content: '嗯，', elapsed_secs: null }] }],
  [null, { p: 'response/fragments/-1/content', o: 'APPEND', v: '用户问' }],
  [null, { v: '手机。' }],
  [null, { p: 'response/fragments/-1/elapsed_secs', o: 'SET', v: 2.5 }],
  [null, { p: 'response/fragments', o: 'APPEND', v: [{ id: 3, type: 'RESPONSE', content: '推荐' }] }],
  [null, { p: 'response/fragments/-1/content', v: '**华为**' }],
  [null, { v: '[citation:2]。' }],
  [null, { p: 'response/search_results', o: 'BATCH', v: [{ p: '0/cite_index', v: 1 }, { p: '1/cite_index', v: 2 }] }],
  [null, { p: DEEPSEEK_FOLLOW_UPS_PATH, o: 'SET', v: ['华为好吗？', '苹果呢？'] }],
  [null, { p: 'response', o: 'BATCH', v: [{ p: 'accumulated_token_usage', v: 42 }, { p: 'quasi_status', v: 'FINISHED' }] }],
  [null, { p: 'response/status', o: 'SET', v: 'FINISHED' }],
  ['finish', {}],
  ['close', { click_behavior: 'none' }],
);

describe('parseDeepseekStream: patch stream', () => {
  it('rebuilds answer, reasoning, search words, sources and follow-ups', () => {
    const c = parse(REAL_SHAPE);
    expect(c.error).toBeNull();
    expect(c.finished).toBe(true);
    expect(c.answer).toBe('推荐**华为**[citation:2]。');
    expect(c.reasoning).toBe('嗯，用户问手机。');
    expect(c.searchKeywords).toEqual(['手机 品牌 排行', '手机 口碑']);
    expect(c.sources.map((s) => [s.url, s.citeIndex, s.siteName])).toEqual([
      ['https://a.example/1', 1, '腾讯网'],
      ['https://b.example/2', 2, '知乎'],
    ]);
    expect(c.sources[0]!.publishedAt).toBe(1735660800);
    expect(c.followUps).toEqual(['华为好吗？', '苹果呢？']);
    expect(c.reasoningEnabled).toBe(true);
    expect(c.searchEnabled).toBe(true);
  });

  it('accepts CRLF line endings', () => {
    expect(parse(REAL_SHAPE.replace(/\n/g, '\r\n')).answer).toBe('推荐**华为**[citation:2]。');
  });

  it('reports an unfinished stream as not finished', () => {
    const cut = REAL_SHAPE.slice(0, REAL_SHAPE.indexOf('response/search_results","o":"BATCH"'));
    const c = parse(cut.slice(0, cut.lastIndexOf('data:')));
    expect(c.finished).toBe(false);
    expect(c.answer).toBe('推荐**华为**[citation:2]。');
  });

  it('turns the busy hint into a busy error', () => {
    const c = parse(sse(['ready', { request_message_id: 1 }], ['hint', { type: 'error', content: '服务器繁忙，请稍后再试。', finish_reason: 'server_busy' }]));
    expect(c.error).toEqual({ kind: 'busy', message: '服务器繁忙，请稍后再试。' });
  });

  it('reads the old flat paths when there are no fragments', () => {
    const c = parse(sse([null, { p: 'response/thinking_content', v: '想' }], [null, { p: 'response/content', v: '答' }], [null, { v: '案' }]));
    expect(c.answer).toBe('答案');
    expect(c.reasoning).toBe('想');
  });
});

describe('parseDeepseekStream: refusals', () => {
  it('maps an invalid token to a login error', () => {
    const c = parse('{"code":40003,"msg":"INVALID_TOKEN","data":null}', { 'content-type': 'application/json' });
    expect(c.error?.kind).toBe('login');
  });

  it('maps a business error to a platform error with its message', () => {
    const c = parse('{"code":0,"msg":"","data":{"biz_code":4,"biz_msg":"Chat session not found","biz_data":null}}', {
      'content-type': 'application/json',
    });
    expect(c.error).toEqual({ kind: 'platform', message: 'Chat session not found' });
  });

  it('maps an HTML error page to a platform error naming the status', () => {
    const c = parse('<html>Bad gateway</html>', { 'content-type': 'text/html' }, 502);
    expect(c.error?.kind).toBe('platform');
    expect(c.error?.message).toContain('HTTP 502');
  });
});

describe('parseDeepseekStream against the replica', () => {
  it.each([
    ['standard', false, false],
    ['reasoning_search', true, true],
  ])('round-trips a composed %s answer', (_mode, reasoning, search) => {
    const answer = composeAnswer('推荐几款笔记本电脑', { reasoning, search });
    const body = answerFrames(answer, { reasoning, search }, { requestMessageId: 1, responseMessageId: 2 }).map((f) => f.data).join('');
    const c = DEEPSEEK_WEB.parseStream([{ url: '', status: 200, headers: SSE, body: Buffer.from(body) }]);
    expect(c.finished).toBe(true);
    expect(c.answer).toBe(answer.markdown);
    expect(c.reasoning).toBe(answer.reasoning ?? '');
    expect(c.searchKeywords).toEqual(answer.searchQueries);
    expect(c.sources.map((s) => s.url)).toEqual(answer.sources.map((s) => s.url));
    expect(c.sources.every((s, i) => s.citeIndex === i + 1)).toBe(true);
    expect(c.followUps).toEqual(answer.followUps);
  });

  it('round-trips the replica busy stream', () => {
    const body = busyFrames({ requestMessageId: 1, responseMessageId: 2 }).map((f) => f.data).join('');
    expect(DEEPSEEK_WEB.parseStream([{ url: '', status: 200, headers: SSE, body: Buffer.from(body) }]).error?.message).toBe('服务器繁忙，请稍后再试。');
  });
});

// The current shape (2026): a SEARCH fragment with status and queries, then its results set at
// response/fragments/-1/results, each with its own cite_index (not the array position).
const CURRENT_SHAPE = sse(
  ['ready', { request_message_id: 3, response_message_id: 4, model_type: 'default' }],
  [null, { v: { response: { message_id: 4, thinking_enabled: false, search_enabled: true, status: 'WIP', fragments: [{ id: 1, type: 'SEARCH', status: 'SEARCHING', queries: [{ query: '咖啡 品牌' }], results: [], stage_id: 1 }] } } }],
  [
    null,
    {
      p: 'response/fragments/-1/results',
      o: 'SET',
      v: [
        { url: 'https://c.example/3', title: 'C', snippet: 'sc', cite_index: 3, published_at: 1735660800, site_name: '36氪', site_icon: 'https://i/c', query_indexes: [0] },
        { url: 'https://d.example/1', title: 'D', snippet: 'sd', cite_index: 1, published_at: '2025-06-10', site_name: '网易', site_icon: 'https://i/d', query_indexes: [0] },
      ],
    },
  ],
  [null, { p: 'response/fragments/-1/status', o: 'SET', v: 'FINISHED' }],
  [null, { p: 'response/fragments', o: 'APPEND', v: [{ id: 2, type: 'RESPONSE', content: '瑞幸' }] }],
  [null, { p: 'response/fragments/-1/content', o: 'APPEND', v: '[citation:3]与库迪' }],
  [null, { v: '[citation:1]。' }],
  [null, { p: 'response/status', o: 'SET', v: 'FINISHED' }],
  ['finish', {}],
);

describe('parseDeepseekStream: current SEARCH-fragment results and the older search_results', () => {
  it('reads results from the SEARCH fragment, keeping each cite_index', () => {
    const c = parse(CURRENT_SHAPE);
    expect(c.error).toBeNull();
    expect(c.finished).toBe(true);
    expect(c.answer).toBe('瑞幸[citation:3]与库迪[citation:1]。');
    expect(c.searchKeywords).toEqual(['咖啡 品牌']);
    expect(c.sources.map((s) => [s.url, s.citeIndex, s.siteName, s.siteIcon, s.publishedAt])).toEqual([
      ['https://c.example/3', 3, '36氪', 'https://i/c', 1735660800],
      ['https://d.example/1', 1, '网易', 'https://i/d', '2025-06-10'],
    ]);
  });

  it('prefers the fragment results when a stream carries both shapes', () => {
    const both = CURRENT_SHAPE.replace(
      'data: {"p":"response/fragments/-1/status"',
      `data: ${JSON.stringify({ p: 'response/search_results', o: 'SET', v: [{ url: 'https://old.example', title: 'old', snippet: '', cite_index: 1 }] })}\n\ndata: {"p":"response/fragments/-1/status"`,
    );
    expect(parse(both).sources.map((s) => s.url)).toEqual(['https://c.example/3', 'https://d.example/1']);
  });

  it('still reads the older response/search_results with cite_index filled in by a later BATCH', () => {
    expect(parse(REAL_SHAPE).sources.map((s) => s.citeIndex)).toEqual([1, 2]);
  });

  it('ignores unknown named events, unknown fragment types, unknown paths and non-JSON data lines', () => {
    const noisy = CURRENT_SHAPE.replace(
      'data: {"p":"response/status"',
      [
        sse(['keepalive', { t: 1 }], ['toast', 'not json either']),
        'data: [DONE]\n\n',
        'event: moderation\ndata: {"level":0}\n\n',
        sse([null, { p: 'response/fragments', o: 'APPEND', v: [{ id: 9, type: 'TOOL_CALL', content: '不是回答' }] }]),
        sse([null, { p: 'response/fragments', o: 'APPEND', v: [{ id: 10, type: 'RESPONSE', content: '' }] }]),
        sse([null, { p: 'response/some_new_field/deep', o: 'SET', v: { x: 1 } }]),
        ': a comment line\n\n',
      ].join('') + 'data: {"p":"response/status"',
    );
    const c = parse(noisy);
    expect(c.error).toBeNull();
    expect(c.finished).toBe(true);
    expect(c.answer).toBe('瑞幸[citation:3]与库迪[citation:1]。');
    expect(c.sources).toHaveLength(2);
  });

  it('parses the same whatever byte positions the network split the body at (inside characters too)', () => {
    const bytes = Buffer.from(CURRENT_SHAPE, 'utf8');
    const whole = parse(CURRENT_SHAPE);
    for (const step of [1, 3, 7, 64]) {
      const pieces: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += step) pieces.push(bytes.subarray(i, i + step));
      const c = parseDeepseekStream({ url: '', status: 200, headers: SSE, body: Buffer.concat(pieces) }, { followUps: DEEPSEEK_FOLLOW_UPS_PATH });
      expect(c).toEqual(whole);
    }
  });

  it('a stream cut inside a record keeps what arrived and is not finished', () => {
    const cut = CURRENT_SHAPE.slice(0, CURRENT_SHAPE.indexOf('[citation:1]。') + 4);
    const c = parse(cut);
    expect(c.finished).toBe(false);
    expect(c.answer).toBe('瑞幸[citation:3]与库迪');
  });
});

describe('parseDeepseekStream: throttling and empty answers', () => {
  it('maps a rate-limit hint and HTTP 429 to rate_limit', () => {
    const hint = parse(sse(['hint', { type: 'error', content: '您的请求过于频繁，请稍后再试。', finish_reason: 'rate_limit' }]));
    expect(hint.error).toEqual({ kind: 'rate_limit', message: '您的请求过于频繁，请稍后再试。' });
    const http = parse('{"code":429,"msg":"Too Many Requests"}', { 'content-type': 'application/json' }, 429);
    expect(http.error?.kind).toBe('rate_limit');
  });

  it('round-trips the replica rate-limit and empty streams', () => {
    const ids = { requestMessageId: 1, responseMessageId: 2 };
    const limited = DEEPSEEK_WEB.parseStream([{ url: '', status: 200, headers: SSE, body: framesBody(rateLimitFrames(ids)) }]);
    expect(limited.error?.kind).toBe('rate_limit');
    const empty = DEEPSEEK_WEB.parseStream([{ url: '', status: 200, headers: SSE, body: framesBody(emptyFrames({ reasoning: false, search: true }, ids)) }]);
    expect(empty.error).toBeNull();
    expect(empty.finished).toBe(true);
    expect(empty.answer).toBe('');
    expect(empty.searchEnabled).toBe(true);
  });
});
