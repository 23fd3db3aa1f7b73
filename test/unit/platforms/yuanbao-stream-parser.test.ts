import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { YUANBAO_MOBILE, YUANBAO_STREAM_RULES, YUANBAO_WEB } from '../../../src-main/engine/platforms/yuanbao/definition.js';
import { parseYuanbaoStream } from '../../../src-main/engine/platforms/yuanbao/stream-parser.js';
import { toAnswerFields } from '../../../src-main/engine/nodes/result.js';
import { composeAnswer, type ComposedAnswer } from '../../../src-main/sandbox/content/compose.js';
import { answerFrames, busyFrames, chatModelFor, toRefMarkers } from '../../../src-main/sandbox/yuanbao/stream.js';

const SSE = { 'content-type': 'text/event-stream; charset=utf-8' };
const FIXTURES = join(__dirname, '../../fixtures/streams/yuanbao');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));
const parseBytes = (body: Buffer, headers: Record<string, string> = SSE, status = 200) =>
  parseYuanbaoStream({ url: 'https://yuanbao.tencent.com/api/chat/c1', status, headers, body }, YUANBAO_STREAM_RULES);
const parse = (body: string, headers: Record<string, string> = SSE, status = 200) => parseBytes(Buffer.from(body), headers, status);
const data = (v: unknown) => `data: ${typeof v === 'string' ? v : JSON.stringify(v)}\n\n`;
const speech = (kind: string) => `event: speech_type\ndata: ${kind}\n\n`;

// Written by hand in the site's shape (not produced by the replica): mixed speech_type events,
// bare-word data lines, a marker split across two text records, a plugin doc, cards, trailers.
const REAL_SHAPE =
  speech('status') +
  data({ type: 'meta', messageId: 'c1_2', chatModelId: 'hunyuan_t1', supportFunctions: ['supportInternetSearch'] }) +
  data({ type: 'step', msg: '正在搜索资料', index: 0 }) +
  speech('search_with_text') +
  data('search_with_text') +
  data({
    type: 'searchGuid',
    title: '找到了 3 篇相关资料',
    docs: [
      { index: 3, docId: 'p', title: '腾讯天气', url: '', sourceType: 'plugin', quote: '晴', web_site_name: '腾讯天气', publish_time: '' },
      { index: 1, docId: 'a', title: '手机排行', url: 'https://new.qq.com/rain/a/1', sourceType: 'webpage', quote: '华为领先', web_site_name: '腾讯网', icon_url: 'https://i/q', publish_time: '2025-03-01 23:30:00' },
      { index: 2, docId: 'b', title: '评测', url: 'https://www.zhihu.com/question/2', sourceType: 'webpage', quote: '苹果流畅', web_site_name: '知乎', publish_time: '' },
    ],
    citations: [{ index: 1 }, { index: 2 }],
  }) +
  data({ type: 'deepSearch', status: 'done', items: [] }) +
  speech('reasoner') +
  data({ type: 'think', title: '思考中...', iconType: 9, content: '嗯，用户' }) +
  data({ type: 'think', title: '思考中...', iconType: 9, content: '想买手机。' }) +
  speech('text') +
  data({ type: 'text', msg: '### 推荐\n1. **华为**：影像强[1,' }) +
  data({ type: 'text', msg: '3](@ref)\n2. **苹果**[2](@ref)' }) +
  data({ type: 'mindmap', nodes: [{ id: 1 }] }) +
  data({
    type: 'components',
    components: [
      { type: 'videoCards', list: [{ source: 'bilibili', sourceName: '哔哩哔哩', vid: 'BV1x', title: '华为评测', jumpUrl: 'https://www.bilibili.com/video/BV1x', coverUrl: 'https://i/c', authorName: '数码君', duration: 3725 }] },
      {
        type: 'goodsCards',
        list: [
          { title: '华为 Mate 70', jumpUrl: 'https://item.jd.com/100.html', picUrl: 'https://i/g', price: { value: '5499', unit: '¥' }, mallName: '京东', mallCode: 'jd', shopName: '华为京东自营官方旗舰店', productId: 100, skuId: '100' },
          { title: '没有链接的卡片', jumpUrl: '' },
        ],
      },
      { type: 'recommendQuestions', list: ['华为和苹果哪个好？', ''] },
      { type: 'somethingNew', list: [1] },
    ],
  }) +
  data('[plugin: ]') +
  data('[MSGINDEX:2]') +
  data('[TRACEID:abc]') +
  data('[DONE]');

describe('parseYuanbaoStream: the site shape', () => {
  it('reads answer, reasoning, sources by index, cards, follow-ups and the echoed mode', () => {
    const c = parse(REAL_SHAPE);
    expect(c.error).toBeNull();
    expect(c.finished).toBe(true);
    expect(c.answer).toBe('### 推荐\n1. **华为**：影像强[citation:1]\n2. **苹果**[citation:2]');
    expect(c.reasoning).toBe('嗯，用户想买手机。');
    expect(c.sources.map((s) => [s.citeIndex, s.url, s.siteName, s.snippet])).toEqual([
      [1, 'https://new.qq.com/rain/a/1', '腾讯网', '华为领先'],
      [2, 'https://www.zhihu.com/question/2', '知乎', '苹果流畅'],
    ]);
    expect(c.sources[0]!.siteIcon).toBe('https://i/q');
    expect(c.sources[1]!.publishedAt).toBeNull();
    expect(c.videos).toEqual([
      { videoPlatform: 'bilibili', videoId: 'BV1x', title: '华为评测', url: 'https://www.bilibili.com/video/BV1x', cover: 'https://i/c', author: '数码君', duration: '1:02:05' },
    ]);
    expect(c.goods).toEqual([
      { title: '华为 Mate 70', url: 'https://item.jd.com/100.html', thumbnail: 'https://i/g', price: '5499', priceUnit: '¥', mall: '京东', shopName: '华为京东自营官方旗舰店', mallPlatform: 'jd', mallProductId: '100', skuId: '100' },
    ]);
    expect(c.followUps).toEqual(['华为和苹果哪个好？']);
    expect(c.reasoningEnabled).toBe(true);
    expect(c.searchEnabled).toBe(true);
    expect(c.searchKeywords).toEqual([]);
  });

  it('reads publish_time as China wall-clock time, whatever the machine zone', () => {
    const fields = toAnswerFields(parse(REAL_SHAPE));
    // 23:30 in Beijing is still 2025-03-01 there, though it is 15:30 UTC
    expect(fields.referenceList[0]!.publishTime).toBe('2025-03-01');
    expect(fields.citedIndexes).toEqual([1, 2]);
  });

  it('accepts CRLF and data lines without the space', () => {
    const c = parse(REAL_SHAPE.replace(/^data: /gm, 'data:').replace(/\n/g, '\r\n'));
    expect(c.answer).toBe('### 推荐\n1. **华为**：影像强[citation:1]\n2. **苹果**[citation:2]');
    expect(c.finished).toBe(true);
  });

  it('expands one marker citing several docs, keeping their order', () => {
    const c = parse(data({ type: 'searchGuid', docs: [1, 2, 3].map((index) => ({ index, url: `https://e/${index}`, title: 't' })) }) + data({ type: 'text', msg: '甲[3, 1](@ref)乙[2](@ref)' }) + data('[DONE]'));
    expect(c.answer).toBe('甲[citation:3][citation:1]乙[citation:2]');
  });

  it('keeps markers whose docs it never saw (no searchGuid)', () => {
    expect(parse(data({ type: 'text', msg: '甲[1,2](@ref)' }) + data('[DONE]')).answer).toBe('甲[citation:1][citation:2]');
  });

  it('reports plain models and closed search as off', () => {
    const c = parse(data({ type: 'meta', chatModelId: 'deep_seek_v3', supportFunctions: ['closeInternetSearch'] }) + data({ type: 'text', msg: '好' }) + data('[DONE]'));
    expect(c.reasoningEnabled).toBe(false);
    expect(c.searchEnabled).toBe(false);
  });

  it('does not guess the mode when the stream did not echo it', () => {
    const c = parse(data({ type: 'meta', supportFunctions: ['autoInternetSearch'] }) + data({ type: 'text', msg: '好' }) + data('[DONE]'));
    expect(c.reasoningEnabled).toBeNull();
    expect(c.searchEnabled).toBeNull();
  });

  it('treats a normal stopReason as the end, without [DONE]', () => {
    const c = parse(data({ type: 'text', msg: '答案' }) + data({ type: 'text', msg: '', stopReason: 'stop' }));
    expect(c.finished).toBe(true);
    expect(c.error).toBeNull();
  });

  it('parses every byte-split prefix without throwing, finished only with the end', () => {
    const bytes = Buffer.from(REAL_SHAPE);
    const full = parseBytes(bytes);
    const done = bytes.indexOf('data: [DONE]');
    for (let cut = 0; cut < bytes.length; cut += 7) {
      const c = parseBytes(bytes.subarray(0, cut));
      expect(c.finished).toBe(cut > done + 'data: [DONE]'.length - 1);
      expect(c.error).toBeNull();
      expect(c.answer.length).toBeLessThanOrEqual(full.answer.length + '[1,'.length);
    }
  });

  it('rebuilds the same capture from chunks re-joined at arbitrary byte positions', () => {
    const bytes = Buffer.from(REAL_SHAPE);
    const parts: Buffer[] = [];
    for (let i = 0, step = 1; i < bytes.length; i += step, step = (step * 7) % 61 + 1) parts.push(bytes.subarray(i, i + step));
    expect(parseBytes(Buffer.concat(parts))).toEqual(parseBytes(bytes));
  });
});

describe('parseYuanbaoStream: errors', () => {
  it('maps an overload stop to busy and keeps its message', () => {
    const c = parseBytes(fixture('busy.sse'));
    expect(c.error).toEqual({ kind: 'busy', message: '当前使用人数较多，请稍后再试' });
    expect(c.answer).toBe('');
  });

  it('maps a request-limit stop to rate_limit, and an unknown stop to a platform error', () => {
    expect(parse(data({ type: 'text', msg: '', stopReason: 'requestLimit', stopMsg: '太频繁' })).error).toEqual({ kind: 'rate_limit', message: '太频繁' });
    expect(parse(data({ type: 'text', msg: '部分', stopReason: 'sensitive' })).error?.kind).toBe('platform');
  });

  it('maps refusals by status and body', () => {
    const json = { 'content-type': 'application/json' };
    expect(parse('{"code":401,"msg":"登录态失效"}', json, 401).error).toEqual({ kind: 'login', message: '登录态失效' });
    expect(parse('{"code":"TCAPTCHA","msg":"请完成安全验证","captcha":{"appId":"1"}}', json, 403).error?.kind).toBe('challenge');
    expect(parse('{"code":429,"msg":"当前提问过于频繁，请稍后再试"}', json, 429).error).toEqual({ kind: 'rate_limit', message: '当前提问过于频繁，请稍后再试' });
    expect(parse('<html>502 Bad Gateway</html>', { 'content-type': 'text/html' }, 502).error?.kind).toBe('busy');
    expect(parse('{"code":1001,"msg":"会话不存在"}', json, 200).error).toEqual({ kind: 'platform', message: '1001 会话不存在' });
  });

  it('reports an error record', () => {
    expect(parse(data({ type: 'error', msg: '服务异常' })).error).toEqual({ kind: 'platform', message: '服务异常' });
  });
});

describe('parseYuanbaoStream: recorded replica streams', () => {
  it('standard: answer and follow-ups, no sources, no reasoning, modes echoed off', () => {
    const c = parseBytes(fixture('standard.sse'));
    expect(c.finished).toBe(true);
    expect(c.answer).toMatch(/^### |\n### /);
    expect(c.answer).not.toContain('[citation:');
    expect(c.sources).toEqual([]);
    expect(c.reasoning).toBe('');
    expect(c.followUps.length).toBeGreaterThan(0);
    expect(c.videos).toEqual([]);
    expect(c.goods).toEqual([]);
    expect([c.reasoningEnabled, c.searchEnabled]).toEqual([false, false]);
  });

  it('search on a shopping question: video and product cards in display order', () => {
    const c = parseBytes(fixture('search.sse'));
    expect(c.videos.length).toBeGreaterThan(0);
    expect(c.videos.every((v) => v.url.startsWith('https://') && /^(\d+:)?\d{2}:\d{2}$/.test(v.duration))).toBe(true);
    expect(c.goods.length).toBeGreaterThan(0);
    expect(c.goods.every((g) => /^\d+(\.\d+)?$/.test(g.price) && g.priceUnit === '¥' && g.mall !== '' && g.skuId !== '')).toBe(true);
    expect(c.reasoning).toBe('');
  });

  it('empty: a normal end without text', () => {
    const c = parseBytes(fixture('empty.sse'));
    expect(c).toMatchObject({ finished: true, answer: '', error: null });
  });

  it('reasoning_search: sources indexed as cited, the plugin doc dropped, markers resolved', () => {
    const c = parseBytes(fixture('reasoning_search.sse'));
    expect(c.finished).toBe(true);
    expect(c.reasoning.length).toBeGreaterThan(20);
    expect(c.sources.length).toBeGreaterThan(3);
    expect(c.sources.every((s) => s.url.startsWith('https://'))).toBe(true);
    expect(c.sources.map((s) => s.citeIndex)).toEqual(c.sources.map((_, i) => i + 1));
    expect(c.answer).not.toContain('(@ref)');
    const fields = toAnswerFields(c);
    expect(fields.citedIndexes.length).toBeGreaterThan(0);
    const cited = [...c.answer.matchAll(/\[citation:(\d+)\]/g)].map((m) => Number(m[1]));
    expect(cited.every((n) => fields.referenceList.some((r) => r.index === n))).toBe(true);
    expect([c.reasoningEnabled, c.searchEnabled]).toEqual([true, true]);
  });
});

const CARDS: Pick<ComposedAnswer, 'videos' | 'goods'> = {
  videos: [
    { videoPlatform: 'wechat_channels', videoId: 'export/UzFfAgtgekIEAQAAAAAA', title: '扫地机器人怎么选', url: 'https://channels.weixin.qq.com/web/pages/feed?eid=export%2FUzFf', cover: 'https://i/v1.jpg', author: '家电测评室', duration: '05:23' },
    { videoPlatform: 'douyin', videoId: '7300000000000000001', title: '三款旗舰横评', url: 'https://www.douyin.com/video/7300000000000000001', cover: 'https://i/v2.jpg', author: '科技老张', duration: '1:02:05' },
  ],
  goods: [
    { title: '石头 P10S Pro 扫拖一体机', url: 'https://item.jd.com/100066.html', thumbnail: 'https://i/g1.jpg', price: '3299', priceUnit: '¥', mall: '京东', shopName: '石头京东自营旗舰店', mallPlatform: 'jd', mallProductId: '100066', skuId: '100066' },
    { title: '追觅 X40', url: 'https://mobile.yangkeduo.com/goods.html?goods_id=5501', thumbnail: 'https://i/g2.jpg', price: '2999', priceUnit: '¥', mall: '拼多多', shopName: '追觅官方旗舰店', mallPlatform: 'pdd', mallProductId: '5501', skuId: '88001' },
  ],
};

describe('the replica stream writer and the parser agree', () => {
  const ids = (reasoning: boolean, search: boolean) => ({
    conversationId: 'c1',
    index: 2,
    traceId: '0123456789abcdef',
    chatModelId: chatModelFor(reasoning),
    supportFunctions: [search ? 'supportInternetSearch' : 'closeInternetSearch'],
  });

  it.each([
    ['standard', false, false],
    ['reasoning', true, false],
    ['search', false, true],
    ['reasoning_search', true, true],
  ])('round-trips a composed %s answer (cards in search modes)', (_mode, reasoning, search) => {
    const answer = { ...composeAnswer('扫地机器人哪个牌子好', { reasoning, search }), ...CARDS };
    const body = answerFrames(answer, { reasoning, search }, ids(reasoning, search)).map((f) => f.data).join('');
    const c = YUANBAO_WEB.parseStream([{ url: '', status: 200, headers: SSE, body: Buffer.from(body) }]);
    expect(c.error).toBeNull();
    expect(c.finished).toBe(true);
    expect(c.answer).toBe(answer.markdown);
    expect(c.reasoning).toBe(answer.reasoning ?? '');
    expect(c.sources.map((s) => [s.citeIndex, s.url, s.title, s.siteName])).toEqual(answer.sources.map((s, i) => [i + 1, s.url, s.title, s.siteName]));
    expect(c.sources.map((s) => s.publishedAt)).toEqual(answer.sources.map((s) => s.publishedAt));
    // cards are retrieved content: only when 联网搜索 ran
    expect(c.videos).toEqual(search ? answer.videos : []);
    expect(c.goods).toEqual(search ? answer.goods : []);
    expect(c.followUps).toEqual(answer.followUps);
    expect([c.reasoningEnabled, c.searchEnabled]).toEqual([reasoning, search]);
  });

  it('writes yuanbao markers, one per run of citations', () => {
    expect(toRefMarkers('甲[citation:1][citation:3]。乙[citation:2]')).toBe('甲[1,3](@ref)。乙[2](@ref)');
  });

  it('round-trips the busy stream', () => {
    const body = busyFrames(ids(false, false)).map((f) => f.data).join('');
    expect(YUANBAO_MOBILE.parseStream([{ url: '', status: 200, headers: SSE, body: Buffer.from(body) }]).error?.kind).toBe('busy');
  });
});
