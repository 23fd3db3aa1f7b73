import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { QIANWEN_ERROR_CODES, QIANWEN_MOBILE, QIANWEN_WEB } from '../../../src-main/engine/platforms/qianwen/definition.js';
import { parseQianwenStream, QianwenStreamReader } from '../../../src-main/engine/platforms/qianwen/stream-parser.js';
import type { CapturedResponse } from '../../../src-main/engine/platforms/types.js';
import { composeAnswer, STYLES, type ComposedAnswer } from '../../../src-main/sandbox/content/compose.js';
import { answerFrames, emptyFrames, QIANWEN_REFUSALS, refusalFrames } from '../../../src-main/sandbox/qianwen/stream.js';
import { framesBody } from '../../../src-main/sandbox/shell/index.js';

const SSE = { 'content-type': 'text/event-stream;charset=UTF-8' };
const JSON_CT = { 'content-type': 'application/json;charset=UTF-8' };
const res = (body: string | Buffer, headers: Record<string, string> = SSE, status = 200): CapturedResponse => ({
  url: 'https://chat2.qianwen.com/api/v2/chat?biz_id=ai_qwen',
  status,
  headers,
  body: typeof body === 'string' ? Buffer.from(body) : body,
});
const parse = (body: string | Buffer, headers: Record<string, string> = SSE, status = 200) =>
  parseQianwenStream([res(body, headers, status)], QIANWEN_ERROR_CODES);

const COMM = { reqid: 'r1', resid: 'a1b2', sessionid: 's9', deep_search: '1', scene_param: { search: '1', thinking: '1' } };
type Msg = { mime_type: string; content?: string; status?: string; meta_data?: Record<string, unknown> };
const rec = (messages: Msg[], extra: { status?: string; sse_end?: string } = {}) =>
  `event:message\ndata:${JSON.stringify({
    communication: COMM,
    data: { messages, status: extra.status ?? 'processing', sse_end: extra.sse_end ?? '0' },
    error_code: 0,
    error_msg: '',
  })}\n\n`;
const iframe = (content: string, meta: Record<string, unknown> = {}): Msg => ({ mime_type: 'multi_load/iframe', content, status: 'processing', meta_data: meta });
const workflow = (...items: unknown[]): Msg => ({ mime_type: 'bar/workflow', content: '', meta_data: { multi_load: items } });
const thinking = (seq: number, title: string, body: string, status = 'processing') => ({ type: 'bar_thinking', source_seq: seq, content: { title, body, status } });
const END = 'event:complete\ndata:true\n\n';

// A stream in the site's shape, written by hand (not produced by the replica): the answer is
// rewritten (not extended) twice, sources are listed out of index order, two reasoning steps
// interleave, one event carries two `data:` records, and there are unknown events and types.
const REAL_SHAPE =
  rec([{ mime_type: 'signal/post', content: '', status: 'finished' }]) +
  `: keep-alive\n\n` +
  rec([{ mime_type: 'bar/progress', content: '', meta_data: { type: 'searching', progress: 10 } }]) +
  rec([workflow({ type: 'bar_search', source_seq: 1, content: { title: '正在搜索', status: 'processing', keywords: ['手机 品牌 排行'] } })]) +
  rec([workflow({ type: 'bar_search', source_seq: 1, content: { title: '已搜索到 3 个网页', status: 'finished', keywords: ['手机 品牌 排行', '手机 口碑'], count: 3 } })]) +
  rec([workflow(thinking(2, '理解问题', '用户想'))]) +
  `event:ping\ndata:{"t":1}\n\n` +
  rec([workflow(thinking(2, '理解问题', '用户想了解手机。'), thinking(3, '分析', '华为'))]) +
  rec([workflow(thinking(3, '分析', '华为影像强。', 'finished'))]) +
  rec([workflow(thinking(2, '理解问题', '用户想了解手机品牌。', 'finished'))]) +
  rec([iframe('手机推荐：小米'), { mime_type: 'bar/unknown_thing', content: '不是回答' }]) +
  // the site rewrites the opening sentence: a reader that appends would keep 小米
  rec([
    iframe('## 📱 推荐\n华为[ˆ2]', {
      multi_load: [
        { type: 'text', content: '' },
        {
          type: 'ref_source_inline',
          content: {
            list: [
              { index: 3, url: 'https://c.example/3', title: 'C', snippet: 'sc', site: '知乎', date: '2025-03-01', icon: 'https://i/c' },
              { index: 2, url: 'https://b.example/2', title: 'B', snippet: 'sb', site: '腾讯网', date: '2025-02-01', icon: 'https://i/b' },
            ],
          },
        },
        { type: 'mystery_widget', content: { x: 1 } },
      ],
    }),
  ]) +
  // two records in one event, the second one a JSON object split over two data lines
  `event:message\ndata:${JSON.stringify({ communication: COMM, data: { messages: [iframe('## 📱 推荐\n华为[ˆ2]和苹果')], status: 'processing' }, error_code: 0 })}\n` +
  `data:{"communication":${JSON.stringify(COMM)},\ndata:"data":{"messages":[${JSON.stringify(iframe('## 📱 推荐\n华为[ˆ2]和苹果[ˆ3][ˆ2]。'))}],"status":"processing"},"error_code":0}\n\n` +
  rec([
    {
      mime_type: 'card/multi_load',
      content: '',
      meta_data: {
        multi_load: [
          {
            type: 'video_card',
            content: {
              list: [
                { source: 'bilibili', source_name: '哔哩哔哩', vid: 'BV1xx', title: '手机横评', url: 'https://www.bilibili.com/video/BV1xx', cover: 'https://i/v1', author: '极客湾', duration: 323 },
                { source: 'youku', source_name: '优酷', vid: 'XNz', title: '长评测', url: 'https://v.youku.com/v_show/id_XNz.html', cover: 'https://i/v2', author: '评测君', duration: 3723 },
              ],
            },
          },
        ],
      },
    },
  ]) +
  rec([{ mime_type: 'recommend/query', content: '', meta_data: { multi_load: [{ type: 'recommend_query', content: { list: ['华为好吗？', '苹果呢？'] } }] } }]) +
  rec(
    [
      iframe('', {
        multi_load: [
          { type: 'text', content: '## 📱 推荐\n**华为**[ˆ2]和苹果[ˆ3,2]。' },
          { type: 'ref_source_inline', content: { list: [{ index: 1, url: 'https://a.example/1', title: 'A', snippet: 'sa', site: '网易', date: 1735660800, icon: '' }] } },
        ],
      }),
    ],
    { status: 'finished', sse_end: '1' },
  ) +
  END;

const EXPECTED_ANSWER = '## 📱 推荐\n**华为**[citation:2]和苹果[citation:3][citation:2]。';

describe('parseQianwenStream: snapshot stream in the site shape', () => {
  it('reads every field, keeping only the last answer snapshot', () => {
    const c = parse(REAL_SHAPE);
    expect(c.error).toBeNull();
    expect(c.finished).toBe(true);
    expect(c.answer).toBe(EXPECTED_ANSWER);
    expect(c.reasoning).toBe('用户想了解手机品牌。\n\n华为影像强。');
    expect(c.searchKeywords).toEqual(['手机 品牌 排行', '手机 口碑']);
    expect(c.sources.map((s) => [s.citeIndex, s.url, s.siteName, s.publishedAt])).toEqual([
      [3, 'https://c.example/3', '知乎', '2025-03-01'],
      [2, 'https://b.example/2', '腾讯网', '2025-02-01'],
      [1, 'https://a.example/1', '网易', 1735660800],
    ]);
    expect(c.sources[1]).toMatchObject({ title: 'B', snippet: 'sb', siteIcon: 'https://i/b' });
    expect(c.videos).toEqual([
      { videoPlatform: 'bilibili', videoId: 'BV1xx', title: '手机横评', url: 'https://www.bilibili.com/video/BV1xx', cover: 'https://i/v1', author: '极客湾', duration: '05:23' },
      { videoPlatform: 'youku', videoId: 'XNz', title: '长评测', url: 'https://v.youku.com/v_show/id_XNz.html', cover: 'https://i/v2', author: '评测君', duration: '1:02:03' },
    ]);
    expect(c.goods).toEqual([]);
    expect(c.followUps).toEqual(['华为好吗？', '苹果呢？']);
    expect(c.reasoningEnabled).toBe(true);
    expect(c.searchEnabled).toBe(true);
  });

  it('yields exactly the last snapshot when later snapshots rewrite earlier text', () => {
    const c = parse(rec([iframe('第一版：苹果最好')]) + rec([iframe('第一版：苹果最好，其次')]) + rec([iframe('改写：华为')]) + rec([iframe('改写：华为领先')]) + END);
    expect(c.answer).toBe('改写：华为领先');
  });

  it('drops the placeholders where the page mounts a block', () => {
    expect(parse(rec([iframe('[(deep_think)]\n## 推荐\n华为[ˆ1]')]) + END).answer).toBe('## 推荐\n华为[citation:1]');
  });

  it('an empty snapshot does not erase the answer; a snapshot in multi_load does replace it', () => {
    expect(parse(rec([iframe('答案')]) + rec([iframe('')]) + END).answer).toBe('答案');
    expect(parse(rec([iframe('旧')]) + rec([iframe('', { multi_load: [{ type: 'text', content: '新' }] })]) + END).answer).toBe('新');
  });

  it('gives the same capture however the bytes are split (inside UTF-8 sequences, lines and records)', () => {
    const whole = Buffer.from(REAL_SHAPE);
    const expected = parse(whole);
    for (let at = 1; at < whole.length; at += 31) {
      const r = new QianwenStreamReader(QIANWEN_ERROR_CODES);
      r.push(whole.subarray(0, at));
      r.push(whole.subarray(at));
      expect(r.end()).toEqual(expected);
    }
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let round = 0; round < 20; round++) {
      const r = new QianwenStreamReader(QIANWEN_ERROR_CODES);
      for (let at = 0; at < whole.length; ) {
        const size = 1 + (next() % 40);
        r.push(whole.subarray(at, at + size));
        at += size;
      }
      expect(r.end()).toEqual(expected);
    }
  });

  it('accepts CRLF line endings', () => {
    expect(parse(REAL_SHAPE.replace(/\n/g, '\r\n')).answer).toBe(EXPECTED_ANSWER);
  });

  it('is finished by sse_end alone or by the complete event alone, and not otherwise', () => {
    expect(parse(rec([iframe('答')])).finished).toBe(false);
    expect(parse(rec([iframe('答')], { status: 'finished', sse_end: '1' })).finished).toBe(true);
    expect(parse(rec([iframe('答')]) + END).finished).toBe(true);
    const cut = REAL_SHAPE.slice(0, REAL_SHAPE.indexOf('recommend_query'));
    const c = parse(cut.slice(0, cut.lastIndexOf('event:message')));
    expect(c.finished).toBe(false);
    expect(c.answer).toBe('## 📱 推荐\n华为[citation:2]和苹果[citation:3][citation:2]。');
  });

  it('reads the flags from scene_param given as JSON text, or from deep_search alone', () => {
    const one = (communication: unknown) =>
      parse(`event:message\ndata:${JSON.stringify({ communication, data: { messages: [iframe('答')] }, error_code: 0 })}\n\n${END}`);
    const a = one({ scene_param: JSON.stringify({ search: '0', thinking: '1' }) });
    expect([a.reasoningEnabled, a.searchEnabled]).toEqual([true, false]);
    const b = one({ deep_search: '1' });
    expect([b.reasoningEnabled, b.searchEnabled]).toEqual([null, true]);
    const c = one({ resid: 'x' });
    expect([c.reasoningEnabled, c.searchEnabled]).toEqual([null, null]);
  });
});

describe('parseQianwenStream: refusals', () => {
  const errorRecord = (code: number | string, msg: string) =>
    rec([{ mime_type: 'signal/post', content: '', status: 'finished' }]) +
    `event:message\ndata:${JSON.stringify({ communication: COMM, data: null, error_code: code, error_msg: msg })}\n\n` +
    END;

  it.each([
    [50300, 'busy'],
    [42900, 'rate_limit'],
    [40101, 'login'],
    ['FLOW_LIMIT', 'rate_limit'],
    [12345, 'platform'],
  ])('an error record %s is a %s error with its message', (code, kind) => {
    expect(parse(errorRecord(code, '提示文字')).error).toEqual({ kind, message: '提示文字' });
  });

  it('a not-logged-in JSON body is a login error', () => {
    const c = parse('{"success":false,"error_code":40100,"error_msg":"用户未登录","data":null}', JSON_CT);
    expect(c.error).toEqual({ kind: 'login', message: '用户未登录' });
  });

  it('the anti-bot answer is a challenge', () => {
    const body = JSON.stringify({ ret: ['FAIL_SYS_USER_VALIDATE', 'RGV587_ERROR::SM::哎哟喂,被挤爆啦,请稍后重试'], data: { url: 'https://x/punish?x5secdata=abc' } });
    expect(parse(body, { ...JSON_CT, bxpunish: '1' })).toMatchObject({ error: { kind: 'challenge', message: '哎哟喂,被挤爆啦,请稍后重试' } });
  });

  it('a gateway error page names its status', () => {
    expect(parse('<html>502 Bad Gateway</html>', { 'content-type': 'text/html' }, 502).error).toEqual({ kind: 'busy', message: 'HTTP 502' });
    expect(parse('<html>oops</html>', { 'content-type': 'text/html' }, 500).error?.message).toContain('HTTP 500');
  });

  it('an empty event stream is no error and no answer', () => {
    const c = parse('');
    expect(c.error).toBeNull();
    expect(c.answer).toBe('');
    expect(c.finished).toBe(false);
  });
});

describe('parseQianwenStream against the replica writer', () => {
  const ctx = { reqId: 'req1', resId: 'res1', sessionId: 'ses1' };
  const body = (answer: ComposedAnswer, reasoning: boolean, search: boolean, mobile: boolean) =>
    framesBody(answerFrames(answer, { ...ctx, mode: { reasoning, search }, mobile }));
  const withCards = (a: ComposedAnswer): ComposedAnswer => ({
    ...a,
    videos: [{ videoPlatform: 'douyin', videoId: '7301', title: '开箱', url: 'https://www.douyin.com/video/7301', cover: 'https://i/c', author: '数码君', duration: '02:05' }],
    goods: [
      {
        title: '华为 Mate 70',
        url: 'https://detail.tmall.com/item.htm?id=801',
        thumbnail: 'https://img.alicdn.com/801.jpg',
        price: '5499',
        priceUnit: '¥',
        mall: '天猫',
        shopName: '华为官方旗舰店',
        mallPlatform: 'tmall',
        mallProductId: '801',
        skuId: '5001',
      },
    ],
  });

  it.each([
    ['standard', false, false],
    ['reasoning', true, false],
    ['search', false, true],
    ['reasoning_search', true, true],
  ])('round-trips a composed %s answer (web: video cards and search words)', (_mode, reasoning, search) => {
    const answer = withCards(composeAnswer('推荐几款智能手机', { reasoning, search, style: STYLES.qianwen }));
    const c = QIANWEN_WEB.parseStream([res(body(answer, reasoning, search, false))]);
    expect(c.error).toBeNull();
    expect(c.finished).toBe(true);
    expect(c.answer).toBe(answer.markdown);
    expect(c.reasoning).toBe(answer.reasoning ?? '');
    expect(c.searchKeywords).toEqual(answer.searchQueries);
    expect(c.sources.map((s) => s.url)).toEqual(answer.sources.map((s) => s.url));
    expect(c.sources.map((s) => s.citeIndex)).toEqual(answer.sources.map((_, i) => i + 1));
    expect(c.followUps).toEqual(answer.followUps);
    expect(c.videos).toEqual(answer.videos);
    expect(c.goods).toEqual([]);
    expect([c.reasoningEnabled, c.searchEnabled]).toEqual([reasoning, search]);
    if (search) expect(answer.markdown).toContain('[citation:');
  });

  it('round-trips the phone layout: goods cards, no search words, no video cards', () => {
    const answer = withCards(composeAnswer('推荐几款智能手机', { reasoning: false, search: true, style: STYLES.qianwen }));
    const c = QIANWEN_MOBILE.parseStream([res(body(answer, false, true, true))]);
    expect(c.answer).toBe(answer.markdown);
    expect(c.goods).toEqual(answer.goods);
    expect(c.videos).toEqual([]);
    expect(c.searchKeywords).toEqual([]);
    expect(c.sources).toHaveLength(answer.sources.length);
  });

  it('really rewrites: an appending reader would not get the answer', () => {
    const answer = composeAnswer('新能源汽车哪个品牌好', { reasoning: false, search: true });
    const frames = answerFrames(answer, { ...ctx, mode: { reasoning: false, search: true }, mobile: false }).map((f) => String(f.data));
    const snapshots = frames
      .flatMap((f) => [...f.matchAll(/^data:(.*)$/gm)].map((m) => JSON.parse(m[1]!) as { data?: { messages?: Msg[] } }))
      .flatMap((r) => r.data?.messages ?? [])
      .filter((m) => m.mime_type === 'multi_load/iframe' && m.content)
      .map((m) => m.content!);
    const rewrites = snapshots.filter((s, i) => i > 0 && !s.startsWith(snapshots[i - 1]!));
    expect(rewrites.length).toBeGreaterThan(0);
    expect(frames.filter((f) => (f.match(/^event:message$/gm) ?? []).length > 1).length).toBeGreaterThan(1);
  });

  it('round-trips the replica empty answer: finished, no text, no error', () => {
    const text = framesBody(emptyFrames({ ...ctx, mode: { reasoning: false, search: true }, mobile: false }));
    const c = QIANWEN_WEB.parseStream([res(text)]);
    expect([c.finished, c.answer, c.error, c.searchEnabled]).toEqual([true, '', null, true]);
  });

  it.each([
    ['busy', 'busy'],
    ['rateLimit', 'rate_limit'],
  ] as const)('round-trips the replica %s refusal', (kind, expected) => {
    const text = framesBody(refusalFrames(kind, ctx));
    expect(QIANWEN_WEB.parseStream([res(text)]).error).toEqual({ kind: expected, message: QIANWEN_REFUSALS[kind].message });
  });
});

// Bodies the page received from the running replica, captured by the driver in Chromium.
describe('parseQianwenStream over recorded replica streams', () => {
  const fixture = (name: string) => readFileSync(new URL(`../../fixtures/streams/qianwen/${name}`, import.meta.url));

  it('web, reasoning_search: snapshots, steps, sources by index, search words, video cards, follow-ups', () => {
    const body = fixture('web-reasoning-search.sse');
    const c = QIANWEN_WEB.parseStream([res(body)]);
    expect(c.error).toBeNull();
    expect(c.finished).toBe(true);
    expect(c.answer).toMatch(/^## /);
    expect(c.answer).toContain('[citation:');
    expect(c.answer).not.toContain('[\u02c6');
    expect(c.reasoning.split('\n\n').length).toBeGreaterThanOrEqual(3);
    expect(c.sources.length).toBeGreaterThanOrEqual(6);
    expect(c.sources.map((s) => s.citeIndex)).toEqual(c.sources.map((_, i) => i + 1));
    for (const s of c.sources) expect(s.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const n of [...c.answer.matchAll(/\[citation:(\d+)\]/g)].map((m) => Number(m[1]))) expect(n).toBeLessThanOrEqual(c.sources.length);
    expect(c.searchKeywords.length).toBeGreaterThan(0);
    expect(c.videos.length).toBeGreaterThan(0);
    expect(c.videos.every((v) => ['youku', 'douyin', 'bilibili'].includes(v.videoPlatform) && /^\d{2}:\d{2}$/.test(v.duration))).toBe(true);
    expect(c.goods).toEqual([]);
    expect(c.followUps).toHaveLength(3);
    expect([c.reasoningEnabled, c.searchEnabled]).toEqual([true, true]);
    // the answer is the last snapshot, however the body is cut
    const r = new QianwenStreamReader(QIANWEN_ERROR_CODES);
    for (let at = 0; at < body.length; at += 997) r.push(body.subarray(at, at + 997));
    expect(r.end()).toEqual(c);
  });

  it('web, standard: no sources, reasoning or search words; the flags say both off', () => {
    const c = QIANWEN_WEB.parseStream([res(fixture('web-standard.sse'))]);
    expect([c.finished, c.error, c.reasoning, c.sources, c.searchKeywords]).toEqual([true, null, '', [], []]);
    expect(c.answer).not.toContain('[citation:');
    expect(c.answer).toContain('| --- |');
    expect([c.reasoningEnabled, c.searchEnabled]).toEqual([false, false]);
  });

  it('phone, search: goods cards from Tmall and Taobao, no search words, no video cards', () => {
    const c = QIANWEN_MOBILE.parseStream([res(fixture('mobile-search.sse'))]);
    expect(c.finished).toBe(true);
    expect(c.sources.length).toBeGreaterThan(0);
    expect(c.goods.length).toBeGreaterThan(0);
    expect(c.goods.every((g) => ['tmall', 'taobao'].includes(g.mallPlatform) && g.priceUnit === '¥' && /^\d+$/.test(g.price))).toBe(true);
    expect([c.videos, c.searchKeywords]).toEqual([[], []]);
    expect([c.reasoningEnabled, c.searchEnabled]).toEqual([false, true]);
  });

  it.each([
    ['web-busy.sse', 'busy', QIANWEN_REFUSALS.busy.message],
    ['web-ratelimit.sse', 'rate_limit', QIANWEN_REFUSALS.rateLimit.message],
  ])('%s is a %s refusal', (name, kind, message) => {
    expect(QIANWEN_WEB.parseStream([res(fixture(name))]).error).toEqual({ kind, message });
  });
});
