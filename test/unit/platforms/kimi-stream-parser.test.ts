import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FLAG_COMPRESSED, FLAG_END_STREAM } from '../../../src-main/engine/platforms/kimi/connect-frames.js';
import { KIMI_WEB } from '../../../src-main/engine/platforms/kimi/definition.js';
import { KimiStreamReader, normaliseCitations, parseKimiStream } from '../../../src-main/engine/platforms/kimi/stream-parser.js';
import { composeAnswer, STYLES } from '../../../src-main/sandbox/content/compose.js';
import { envelope } from '../../../src-main/sandbox/shell/index.js';
import { answerFrames, errorFrames, frameBytes, toWire } from '../../../src-main/sandbox/kimi/stream.js';

const CONNECT = { 'content-type': 'application/connect+json' };
const FIXTURES = join(__dirname, '../../fixtures/streams/kimi');
const parse = (body: Buffer, headers: Record<string, string> = CONNECT, status = 200) => parseKimiStream({ url: '', status, headers, body });
const frame = (payload: unknown, flag = 0) => envelope(JSON.stringify(payload), flag);
const frames = (...payloads: unknown[]) => Buffer.concat(payloads.map((p) => frame(p)));
const end = (payload: unknown = {}) => frame(payload, FLAG_END_STREAM);

// The site's shape, written by hand (not produced by the replica).
const MSG = 'm-assistant';
const REAL_SHAPE = Buffer.concat([
  frames(
    { heartbeat: {} },
    { op: 'set', mask: 'chat', eventOffset: 1, chat: { id: 'c1', name: '新会话' } },
    {
      op: 'set',
      mask: 'message',
      eventOffset: 2,
      message: { id: 'm-user', role: 'user', status: 'MESSAGE_STATUS_COMPLETED', tools: [{ type: 'TOOL_TYPE_SEARCH' }], options: { thinking: true } },
    },
    { op: 'set', mask: 'message', eventOffset: 3, message: { id: MSG, parentId: 'm-user', role: 'assistant', status: 'MESSAGE_STATUS_GENERATING' } },
    { op: 'set', mask: 'block.multiStage', eventOffset: 4, block: { id: '0', messageId: MSG, multiStage: { stages: [{ name: 'STAGE_NAME_SEARCH', status: 'STAGE_STATUS_RUNNING' }] } } },
    { op: 'set', mask: 'block.tool', eventOffset: 5, block: { id: '1', messageId: MSG, tool: { name: 'web_search', search: { queries: ['手机 品牌 排行', { query: '手机 口碑' }], results: [] } } } },
    {
      op: 'append',
      mask: 'block.tool.search.results',
      eventOffset: 6,
      block: {
        id: '1',
        tool: {
          search: {
            results: [
              { id: 'r-a', url: 'https://a.example/1', title: 'A', snippet: 'sa', siteName: '腾讯网', date: '2025-06-10', icon: 'https://i/a' },
              { id: 'r-b', url: 'https://b.example/2', title: 'B', summary: 'sb', site_name: '知乎', publishTime: 1735660800 },
            ],
          },
        },
      },
    },
    { op: 'set', mask: 'block.think', eventOffset: 7, block: { id: '2', messageId: MSG, think: { content: '嗯，' } } },
    { op: 'append', mask: 'block.think.content', eventOffset: 8, block: { id: '2', think: { content: '用户问手机。' } } },
    { op: 'set', mask: 'block.text', eventOffset: 9, block: { id: '3', messageId: MSG, text: { content: '推荐**华为**' } } },
    { heartbeat: {} },
    { op: 'append', mask: 'block.text.content', eventOffset: 10, block: { id: '3', text: { content: '[^2^]，其次' } } },
    // replayed after a hiccup: must not double the text
    { op: 'append', mask: 'block.text.content', eventOffset: 10, block: { id: '3', text: { content: '[^2^]，其次' } } },
    { op: 'append', mask: 'block.text.content', eventOffset: 11, block: { id: '3', text: { content: '苹果[^1,2^]。' } } },
    {
      op: 'set',
      mask: 'block.text.references',
      eventOffset: 12,
      block: { id: '3', text: { references: [{ index: 2, resultId: 'r-a', startIndex: 0, endIndex: 8 }, { index: 1, resultId: 'r-b', startIndex: 12, endIndex: 14 }] } },
    },
    { op: 'set', mask: 'message.status', eventOffset: 13, message: { id: MSG, status: 'MESSAGE_STATUS_COMPLETED' } },
    { done: {} },
  ),
  end(),
]);

describe('parseKimiStream: the Connect frame stream', () => {
  it('rebuilds answer, reasoning, search words and sources; citations mapped by the spans, not by order', () => {
    const c = parse(REAL_SHAPE);
    expect(c.error).toBeNull();
    expect(c.finished).toBe(true);
    expect(c.answer).toBe('推荐**华为**[citation:2]，其次苹果[citation:1][citation:2]。');
    expect(c.reasoning).toBe('嗯，用户问手机。');
    expect(c.searchKeywords).toEqual(['手机 品牌 排行', '手机 口碑']);
    expect(c.sources.map((s) => [s.url, s.citeIndex, s.siteName, s.snippet, s.publishedAt])).toEqual([
      ['https://a.example/1', 2, '腾讯网', 'sa', '2025-06-10'],
      ['https://b.example/2', 1, '知乎', 'sb', 1735660800],
    ]);
    expect(c.sources[0]!.siteIcon).toBe('https://i/a');
    expect(c.reasoningEnabled).toBe(true);
    expect(c.searchEnabled).toBe(true);
    expect(c.followUps).toEqual([]);
    expect(c.videos).toEqual([]);
    expect(c.goods).toEqual([]);
  });

  it('gives the same capture whatever byte the network chunks are cut at', () => {
    const whole = parse(REAL_SHAPE);
    // one byte at a time splits every header and every multi-byte character
    const bytewise = new KimiStreamReader();
    for (let i = 0; i < REAL_SHAPE.length; i++) bytewise.push(REAL_SHAPE.subarray(i, i + 1));
    expect(bytewise.capture()).toEqual(whole);
    for (const seed of [7, 31, 1013]) {
      const reader = new KimiStreamReader();
      let at = 0;
      let s = seed;
      while (at < REAL_SHAPE.length) {
        s = (s * 1103515245 + 12345) % 2 ** 31;
        const len = 1 + (s % 23);
        reader.push(REAL_SHAPE.subarray(at, at + len));
        at += len;
      }
      expect(reader.capture()).toEqual(whole);
    }
  });

  it('splits inside a multi-byte character without garbling it', () => {
    const body = frames({ op: 'set', mask: 'block.text', eventOffset: 1, block: { id: '0', text: { content: '华为' } } }, { done: {} });
    const cut = body.indexOf(Buffer.from('华')) + 1;
    const reader = new KimiStreamReader();
    reader.push(body.subarray(0, cut));
    expect(reader.capture().answer).toBe('');
    reader.push(body.subarray(cut));
    expect(reader.capture().answer).toBe('华为');
  });

  it('ignores unknown frame kinds, unknown ops and unknown mask entities', () => {
    const body = frames(
      { experiment: { flags: ['x'] } },
      { op: 'set', mask: 'block.text', eventOffset: 1, block: { id: '0', text: { content: '答' } } },
      { op: 'delete', mask: 'block.text', eventOffset: 2, block: { id: '0' } },
      { op: 'set', mask: 'banner.notice', eventOffset: 3, banner: { notice: '活动' } },
      { op: 'set', mask: 'block.suggestion', eventOffset: 4, block: { id: '9', suggestion: { items: ['x'] } } },
      { op: 'append', mask: 'block.text.content', eventOffset: 5, block: { id: '0', text: { content: '案' } } },
      { done: {} },
    );
    const c = parse(Buffer.concat([body, frame('not an object'), Buffer.from([0, 0, 0, 0, 3, 0x7b, 0x7b, 0x7b])]));
    expect(c.answer).toBe('答案');
    expect(c.finished).toBe(true);
    expect(c.error).toBeNull();
  });

  it('reads only the blocks of the newest assistant message', () => {
    const c = parse(
      frames(
        { op: 'set', mask: 'message', eventOffset: 1, message: { id: 'old', role: 'assistant', status: 'MESSAGE_STATUS_COMPLETED' } },
        { op: 'set', mask: 'block.text', eventOffset: 2, block: { id: '0', messageId: 'old', text: { content: '上一轮' } } },
        { op: 'set', mask: 'message', eventOffset: 3, message: { id: 'new', role: 'assistant', status: 'MESSAGE_STATUS_GENERATING' } },
        { op: 'set', mask: 'block.text', eventOffset: 4, block: { id: '1', messageId: 'new', text: { content: '本轮' } } },
        { op: 'append', mask: 'block.text.content', eventOffset: 5, block: { id: '1', text: { content: '回答' } } },
        { op: 'set', mask: 'message.status', eventOffset: 6, message: { id: 'new', status: 'MESSAGE_STATUS_COMPLETED' } },
      ),
    );
    expect(c.answer).toBe('本轮回答');
    expect(c.finished).toBe(true);
  });

  it('reads gzip-compressed frames when the stream says so', () => {
    const json = Buffer.from(JSON.stringify({ op: 'set', mask: 'block.text', eventOffset: 1, block: { id: '0', text: { content: '压缩' } } }));
    const zipped = gzipSync(json);
    const head = Buffer.alloc(5);
    head[0] = FLAG_COMPRESSED;
    head.writeUInt32BE(zipped.length, 1);
    const c = parse(Buffer.concat([head, zipped, frames({ done: {} })]), { ...CONNECT, 'connect-content-encoding': 'gzip' });
    expect(c.answer).toBe('压缩');
  });

  it('reports a stream cut before done as unfinished, with what arrived', () => {
    const cut = REAL_SHAPE.subarray(0, REAL_SHAPE.indexOf(Buffer.from('MESSAGE_STATUS_COMPLETED"}}')) - 40);
    const c = parse(cut);
    expect(c.finished).toBe(false);
    expect(c.error).toBeNull();
    expect(c.answer).toContain('推荐**华为**');
  });

  it('reports the request flags as echoed: search off when the echo carries no search tool', () => {
    const c = parse(
      frames(
        { op: 'set', mask: 'message', eventOffset: 1, message: { id: 'u', role: 'user', tools: [], options: { thinking: false } } },
        { op: 'set', mask: 'message', eventOffset: 2, message: { id: 'a', role: 'assistant', status: 'MESSAGE_STATUS_COMPLETED' } },
      ),
    );
    expect(c.searchEnabled).toBe(false);
    expect(c.reasoningEnabled).toBe(false);
    expect(c.finished).toBe(true);
    expect(parse(frames({ done: {} })).searchEnabled).toBeNull();
  });
});

describe('parseKimiStream: errors', () => {
  it.each([
    ['unauthenticated', 'login'],
    ['resource_exhausted', 'rate_limit'],
    ['unavailable', 'busy'],
    ['internal', 'platform'],
  ])('the end-of-stream error %s is a %s error', (code, kind) => {
    const c = parse(Buffer.concat([frames({ heartbeat: {} }), end({ error: { code, message: '说明' } })]));
    expect(c.error).toEqual({ kind, message: '说明' });
    expect(c.finished).toBe(false);
  });

  it('keeps text that arrived before an error, but the error decides', () => {
    const c = parse(Buffer.concat([frames({ op: 'set', mask: 'block.text', eventOffset: 1, block: { id: '0', text: { content: '半' } } }), end({ error: { code: 'unavailable' } })]));
    expect(c.answer).toBe('半');
    expect(c.error).toEqual({ kind: 'busy', message: 'unavailable' });
  });

  it('maps a plain JSON Connect error and an anti-bot page', () => {
    expect(parse(Buffer.from('{"code":"unauthenticated","message":"jwt expired"}'), { 'content-type': 'application/json' }, 401).error).toEqual({
      kind: 'login',
      message: 'jwt expired',
    });
    const page = parse(Buffer.from('<html><body>请完成安全验证</body></html>'), { 'content-type': 'text/html' }, 403);
    expect(page.error?.kind).toBe('challenge');
    expect(parse(Buffer.from('<html>Bad gateway</html>'), { 'content-type': 'text/html' }, 502).error?.kind).toBe('busy');
  });

  it('turns Kimi citation markers into the common form', () => {
    expect(normaliseCitations('甲[^1^][^12^]，乙[^3，4^]。[^x^]')).toBe('甲[citation:1][citation:12]，乙[citation:3][citation:4]。[^x^]');
  });
});

describe('parseKimiStream: recorded replica streams', () => {
  it('reasoning_search: every field the site carries', () => {
    const c = KIMI_WEB.parseStream([{ url: '', status: 200, headers: CONNECT, body: readFileSync(join(FIXTURES, 'reasoning-search.bin')) }]);
    expect(c.error).toBeNull();
    expect(c.finished).toBe(true);
    expect(c.answer).toContain('比亚迪');
    expect(c.answer).toMatch(/\[citation:\d+\]/);
    expect(c.answer).not.toMatch(/\[\^\d+\^\]/);
    expect(c.reasoning.length).toBeGreaterThan(50);
    expect(c.searchKeywords.length).toBeGreaterThan(0);
    expect(c.sources.length).toBeGreaterThanOrEqual(6);
    const cited = [...c.answer.matchAll(/\[citation:(\d+)\]/g)].map((m) => Number(m[1]));
    const indexes = new Set(c.sources.map((s) => s.citeIndex));
    for (const n of cited) expect(indexes.has(n)).toBe(true);
    for (const s of c.sources) {
      expect(s.url).toMatch(/^https:\/\//);
      expect(s.siteName).not.toBe('');
      expect(String(s.publishedAt)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(c.reasoningEnabled).toBe(true);
    expect(c.searchEnabled).toBe(true);
  });

  it('standard: no reasoning, no sources, flags echoed off', () => {
    const c = parse(readFileSync(join(FIXTURES, 'standard.bin')));
    expect(c.finished).toBe(true);
    expect(c.answer.length).toBeGreaterThan(100);
    expect(c.reasoning).toBe('');
    expect(c.sources).toEqual([]);
    expect(c.searchKeywords).toEqual([]);
    expect([c.reasoningEnabled, c.searchEnabled]).toEqual([false, false]);
  });

  it('busy: the end-of-stream unavailable error', () => {
    expect(parse(readFileSync(join(FIXTURES, 'busy.bin'))).error).toEqual({ kind: 'busy', message: '当前使用人数较多，请稍后再试' });
  });
});

describe('the replica writer and the parser agree', () => {
  const echo = (prompt: string, thinking: boolean, search: boolean) => ({
    chatId: 'chat0000000000000001',
    userMessageId: 'msg-u',
    assistantMessageId: 'msg-a',
    prompt,
    scenario: 'SCENARIO_K2',
    thinking,
    search,
    reasoningEffort: thinking ? 'high' : 'none',
  });
  it.each([
    [false, false],
    [true, false],
    [false, true],
    [true, true],
  ])('reasoning=%s search=%s', (thinking, search) => {
    const prompt = '婴儿奶粉哪个牌子好';
    const composed = composeAnswer(prompt, { reasoning: thinking, search, style: STYLES.kimi });
    const c = parse(frameBytes(answerFrames(composed, echo(prompt, thinking, search))));
    expect(c.finished).toBe(true);
    expect(c.answer).toBe(composed.markdown);
    expect(c.reasoning).toBe(thinking ? composed.reasoning : '');
    expect(c.sources.map((s) => s.url)).toEqual(composed.sources.map((s) => s.url));
    // the composed answer cites source N as [citation:N]: the spans must give back exactly that
    for (const m of c.answer.matchAll(/\[citation:(\d+)\]/g)) expect(c.sources.find((s) => s.citeIndex === Number(m[1]))?.url).toBe(composed.sources[Number(m[1]) - 1]!.url);
    expect(c.searchKeywords).toEqual(composed.searchQueries);
    expect([c.reasoningEnabled, c.searchEnabled]).toEqual([thinking, search]);
  });

  it('the network writes cut frames mid-way and still add up to the same bytes and capture', () => {
    const prompt = '推荐几个咖啡品牌';
    const frames = answerFrames(composeAnswer(prompt, { reasoning: true, search: true, style: STYLES.kimi }), echo(prompt, true, true));
    const writes = toWire(frames, 'seed-1');
    const whole = frameBytes(frames);
    expect(Buffer.concat(writes.map((w) => Buffer.from(w.data)))).toEqual(whole);
    const boundaries = new Set<number>();
    let end = 0;
    for (const f of frames) boundaries.add((end += frameBytes([f]).length));
    const reader = new KimiStreamReader();
    let at = 0;
    let cutsInsideFrames = 0;
    for (const w of writes) {
      reader.push(Buffer.from(w.data));
      at += w.data.length;
      if (!boundaries.has(at)) cutsInsideFrames++;
    }
    expect(cutsInsideFrames).toBeGreaterThan(10);
    expect(reader.capture()).toEqual(parse(whole));
  });

  it('the error writer ends the stream with the Connect code', () => {
    expect(parse(frameBytes(errorFrames('resource_exhausted', '请求过于频繁，请稍后再试'))).error?.kind).toBe('rate_limit');
  });
});
