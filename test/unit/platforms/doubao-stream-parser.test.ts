import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOUBAO_GOODS_BLOCK, parseDoubaoStream } from '../../../src-main/engine/platforms/doubao/stream-parser.js';
import type { CapturedResponse } from '../../../src-main/engine/platforms/types.js';

const SSE = { 'content-type': 'text/event-stream; charset=utf-8' };
const response = (body: string | Buffer, headers: Record<string, string> = SSE, status = 200): CapturedResponse => ({
  url: 'https://www.doubao.com/chat/completion?a_bogus=x',
  status,
  headers,
  body: typeof body === 'string' ? Buffer.from(body) : body,
});
const parse = (body: string | Buffer, headers?: Record<string, string>, status?: number) => parseDoubaoStream([response(body, headers, status)]);
let id = 0;
const ev = (name: string, data: unknown) => `id: ${++id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
const blocks = (...contentBlock: unknown[]) => ev('STREAM_CHUNK', { patch_op: [{ patch_object: 1, patch_type: 1, patch_value: { content_block: contentBlock } }] });

// Written by hand in the site's shape (not produced by the replica): search block with text
// and video cards, reasoning, text through all three carriers, a TTS duplicate, images,
// goods, the brief and suggestions.
const SEARCH_BLOCK = {
  block_type: 10025,
  block_id: 'S1',
  content: {
    search_query_result_block: {
      summary: '搜索2个关键词，参考2篇资料',
      queries: ['手机品牌排行', '手机 口碑'],
      results: [
        { index: 1, query_indexes: [0], text_card: { url: 'https://a.example/1', title: 'A', summary: 'sa', sitename: '腾讯网', index: 1, publish_time_second: '1735660800' } },
        { index: 2, query_indexes: [1], video_card: { url: 'https://www.douyin.com/video/7301', video_url: 'https://v/1', title: '手机横评', platform: 'douyin' } },
        { index: 3, query_indexes: [1], text_card: { url: 'https://b.example/2', title: 'B', summary: 'sb', sitename: '知乎', index: 2 } },
      ],
    },
  },
};
const GOODS = {
  block_type: DOUBAO_GOODS_BLOCK.blockType,
  block_id: 'G1',
  content: {
    [DOUBAO_GOODS_BLOCK.key]: {
      [DOUBAO_GOODS_BLOCK.list]: [
        { title: '华为 Mate 70', url: 'https://item.jd.com/1.html', thumbnail: 'https://img/1.jpg', price: 5499, price_unit: '¥', mall: '京东', shop_name: '华为京东自营旗舰店', mall_platform: 'jd', mall_product_id: '100', sku_id: '100' },
      ],
    },
  },
};
const REAL_SHAPE =
  ev('SSE_HEARTBEAT', {}) +
  ev('SSE_ACK', { ack_client_meta: { conversation_id: '7450', section_id: '7451' } }) +
  ev('FULL_MSG_NOTIFY', {
    message: JSON.stringify({ user_type: 1, content_block: [{ block_type: 10000, content: { text_block: { text: '手机推荐' } } }], ext: { use_deep_think: '1', use_search: '1' } }),
  }) +
  ev('STREAM_MSG_NOTIFY', { meta: { message_id: 'M2' }, content: { content_block: [] } }) +
  blocks(SEARCH_BLOCK) +
  blocks({ block_type: 10040, block_id: 'T1', content: { thinking_block: { thinking_content: '嗯，用户' } } }) +
  blocks({ block_type: 10040, block_id: 'T1', content: { thinking_block: { thinking_content: '想买手机。' } } }) +
  blocks({ block_type: 2074, block_id: 'I1', content: { image_block: { images: [{ image_ori: { url: 'https://img/a.jpg' }, title: '图' }] } } }) +
  blocks({ block_type: 10000, block_id: 'X1', content: { text_block: { text: '✨ 推荐' } } }) +
  ev('CHUNK_DELTA', { text: '**华为**[ref_2]' }) +
  ev('STREAM_CHUNK', { patch_op: [{ patch_object: 111, patch_value: { tts_content: '**华为**' } }] }) +
  ev('STREAM_CHUNK', { patch_op: [{ patch_object: 102, patch_type: 1, patch_value: { content: JSON.stringify({ text: '。' }) } }] }) +
  blocks(GOODS) +
  ev('SSE_REPLY_END', { end_type: 1, msg_finish_attr: { brief: '✨ 推荐**华为**[ref_2]。' } }) +
  ev('SSE_REPLY_END', { end_type: 2, suggest_attr: { suggests: ['华为好吗？', '苹果呢？'] } }) +
  ev('SSE_REPLY_END', { end_type: 3 });

describe('parseDoubaoStream: the site shape', () => {
  it('rebuilds answer, reasoning, search words, sources by card index, videos, images, goods and follow-ups', () => {
    const c = parse(REAL_SHAPE);
    expect(c.error).toBeNull();
    expect(c.finished).toBe(true);
    expect(c.answer).toBe('✨ 推荐**华为**[citation:2]。');
    expect(c.reasoning).toBe('嗯，用户想买手机。');
    expect(c.searchKeywords).toEqual(['手机品牌排行', '手机 口碑']);
    // the second source is result 3 but text card 2: the answer's marker follows the card
    expect(c.sources.map((s) => [s.url, s.citeIndex, s.siteName])).toEqual([
      ['https://a.example/1', 1, '腾讯网'],
      ['https://b.example/2', 2, '知乎'],
    ]);
    expect(c.sources[0]!.publishedAt).toBe('1735660800');
    expect(c.videos).toEqual([{ videoPlatform: 'douyin', videoId: '7301', title: '手机横评', url: 'https://www.douyin.com/video/7301', cover: '', author: '', duration: '' }]);
    expect(c.media).toEqual([{ type: 'image', url: 'https://img/a.jpg', title: '图' }]);
    expect(c.goods).toEqual([
      { title: '华为 Mate 70', url: 'https://item.jd.com/1.html', thumbnail: 'https://img/1.jpg', price: '5499', priceUnit: '¥', mall: '京东', shopName: '华为京东自营旗舰店', mallPlatform: 'jd', mallProductId: '100', skuId: '100' },
    ]);
    expect(c.followUps).toEqual(['华为好吗？', '苹果呢？']);
    expect(c.reasoningEnabled).toBe(true);
    expect(c.searchEnabled).toBe(true);
  });

  it('prefers the brief, and rebuilds the text from its increments (skipping TTS copies) when the brief is missing', () => {
    const noBrief = REAL_SHAPE.replace(/"brief":"[^"]*"/, '"msgid":"M2"');
    const c = parse(noBrief);
    expect(c.finished).toBe(true);
    expect(c.answer).toBe('✨ 推荐**华为**[citation:2]。');
  });

  it('accepts CRLF record ends', () => {
    expect(parse(REAL_SHAPE.replace(/\n/g, '\r\n'))).toEqual(parse(REAL_SHAPE));
  });

  it('survives a stream cut at any byte (inside a record, a character or a CRLF): unfinished, the text so far', () => {
    const whole = parse(REAL_SHAPE.replace(/"brief":"[^"]*"/, '"msgid":"M2"'));
    const bytes = Buffer.from(REAL_SHAPE.replace(/\n/g, '\r\n'));
    const end = bytes.indexOf(Buffer.from('event: SSE_REPLY_END'));
    for (let at = 1; at < end; at += 7) {
      const c = parse(bytes.subarray(0, at));
      expect(c.finished).toBe(false);
      expect(c.error).toBeNull();
      expect(whole.answer.startsWith(c.answer)).toBe(true);
      expect(whole.reasoning.startsWith(c.reasoning)).toBe(true);
    }
    // a cut inside a multi-byte character still yields the text before it
    const inChar = bytes.indexOf(Buffer.from('华为**[ref_2]')) + 1;
    expect(parse(bytes.subarray(0, inChar)).answer).toBe('✨ 推荐');
  });

  it('ignores unknown events, unknown patch objects and undecodable records', () => {
    const noisy = REAL_SHAPE.replace(
      'event: CHUNK_DELTA',
      'event: SOMETHING_NEW\ndata: {"x":1}\n\nevent: STREAM_CHUNK\ndata: {"patch_op":[{"patch_object":999,"patch_value":{"text":"zz"}}]}\n\nevent: CHUNK_DELTA\ndata: {not json\n\nevent: CHUNK_DELTA',
    );
    expect(parse(noisy).answer).toBe(parse(REAL_SHAPE).answer);
    const noBrief = (s: string) => s.replace(/"brief":"[^"]*"/, '"msgid":"M2"');
    expect(parse(noBrief(noisy)).answer).toBe(parse(noBrief(REAL_SHAPE)).answer);
  });

  it('treats text blocks under a thinking block as reasoning', () => {
    const body =
      ev('STREAM_MSG_NOTIFY', { content: { content_block: [{ block_type: 10040, block_id: 'T', content: { thinking_block: {} } }] } }) +
      blocks({ block_type: 10000, block_id: 'TT', parent_id: 'T', content: { text_block: { text: '先想想' } } }) +
      blocks({ block_type: 10000, block_id: 'A', content: { text_block: { text: '答' } } }) +
      ev('CHUNK_DELTA', { text: '案' }) +
      ev('SSE_REPLY_END', { end_type: 1, msg_finish_attr: {} });
    const c = parse(body);
    expect(c.reasoning).toBe('先想想');
    expect(c.answer).toBe('答案');
    expect(c.reasoningEnabled).toBeNull();
  });

  it('reports a stream without SSE_REPLY_END as unfinished, and standard mode flags as off', () => {
    const cut = REAL_SHAPE.slice(0, REAL_SHAPE.indexOf('event: SSE_REPLY_END')).replace('\\"use_deep_think\\":\\"1\\",\\"use_search\\":\\"1\\"', '\\"use_deep_think\\":\\"0\\",\\"use_search\\":\\"0\\"');
    const c = parse(cut);
    expect(c.finished).toBe(false);
    expect(c.reasoningEnabled).toBe(false);
    expect(c.searchEnabled).toBe(false);
  });
});

describe('parseDoubaoStream: the older /samantha stream', () => {
  const legacy = (type: number, data: unknown) => `data: ${JSON.stringify({ event_type: type, event_data: JSON.stringify(data), event_id: String(++id) })}\n\n`;
  const delta = (text: string) => legacy(2001, { message: { content_type: 2001, content: JSON.stringify({ text }), id: 'm' }, is_delta: true });
  it('reads text deltas, suggestions and the end', () => {
    const body =
      delta('你好，') +
      legacy(2001, { message: { content_type: 2008, content: JSON.stringify({ text: '不是正文' }) } }) +
      delta('我是豆包') +
      legacy(2002, { suggestions: ['你能做什么？'] }) +
      legacy(2003, {});
    const c = parse(body);
    expect(c.answer).toBe('你好，我是豆包');
    expect(c.followUps).toEqual(['你能做什么？']);
    expect(c.finished).toBe(true);
    expect(c.error).toBeNull();
    expect(parse(delta('半句')).finished).toBe(false);
  });
  it('maps its error record like STREAM_ERROR', () => {
    expect(parse(legacy(2005, { error_code: 710022004, error_msg: '请求过于频繁' })).error).toEqual({ kind: 'rate_limit', message: '请求过于频繁' });
  });
});

describe('parseDoubaoStream: refusals', () => {
  it('STREAM_ERROR 710022004 is a rate limit', () => {
    const c = parse(ev('SSE_ACK', {}) + ev('STREAM_ERROR', { error_code: 710022004, error_msg: '你的请求过于频繁，请稍后再试' }));
    expect(c.error).toEqual({ kind: 'rate_limit', message: '你的请求过于频繁，请稍后再试' });
  });

  it('a verify decision is a challenge, whatever its code', () => {
    const c = parse(ev('STREAM_ERROR', { error_code: 710022008, error_msg: '请完成安全验证', decision: { type: 'verify', subtype: 'slide' } }));
    expect(c.error?.kind).toBe('challenge');
  });

  it('the busy code is busy; an unknown code is a platform error with its message', () => {
    expect(parse(ev('STREAM_ERROR', { error_code: 710022002, error_msg: '当前使用人数较多，请稍后再试' })).error).toEqual({ kind: 'busy', message: '当前使用人数较多，请稍后再试' });
    expect(parse(ev('STREAM_ERROR', { error_code: 1, error_msg: '内容违规' })).error).toEqual({ kind: 'platform', message: '内容违规' });
  });

  it('a JSON answer instead of a stream: not logged in, or an HTTP error page', () => {
    const json = { 'content-type': 'application/json' };
    expect(parse(JSON.stringify({ code: 710012001, msg: 'not login' }), json).error).toEqual({ kind: 'login', message: 'not login' });
    expect(parse('{}', json, 401).error?.kind).toBe('login');
    expect(parse('<html>429</html>', { 'content-type': 'text/html' }, 429).error?.kind).toBe('rate_limit');
    expect(parse('<html>bad gateway</html>', { 'content-type': 'text/html' }, 502).error).toEqual({ kind: 'platform', message: 'HTTP 502: <html>bad gateway</html>' });
  });
});

// streams recorded from the sandbox replica (test/fixtures/streams/doubao/*.sse, with the
// mode and the expected figures in *.json next to them)
const FIXTURES = join(__dirname, '../../fixtures/streams/doubao');
describe('parseDoubaoStream: recorded replica streams', () => {
  const files = readdirSync(FIXTURES).filter((f) => f.endsWith('.sse'));
  it('has recordings', () => expect(files.length).toBeGreaterThanOrEqual(4));
  for (const file of files) {
    it(file, () => {
      const expected = JSON.parse(readFileSync(join(FIXTURES, file.replace(/\.sse$/, '.json')), 'utf8')) as Record<string, unknown>;
      const c = parse(readFileSync(join(FIXTURES, file)));
      expect(c.error).toBeNull();
      expect(c.finished).toBe(true);
      expect({
        reasoningEnabled: c.reasoningEnabled,
        searchEnabled: c.searchEnabled,
        answerStart: c.answer.slice(0, 40),
        answerLength: c.answer.length,
        reasoningLength: c.reasoning.length,
        sources: c.sources.length,
        citeIndexes: c.sources.map((s) => s.citeIndex),
        searchKeywords: c.searchKeywords,
        videos: c.videos.length,
        goods: c.goods.length,
        media: c.media.length,
        followUps: c.followUps.length,
      }).toEqual(expected);
      for (const m of c.answer.matchAll(/\[citation:(\d+)\]/g)) expect(c.sources.some((s) => s.citeIndex === Number(m[1]))).toBe(true);
    });
  }
});
