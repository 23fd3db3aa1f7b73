// The driver's data-driven capabilities, exercised on the deepseek replica by altering its
// definition the way another family's definition would differ: capture of all responses of an
// exchange, the DOM-only route, a mode the page cannot set, a missing session cookie, the
// throttling and empty-answer signals, and a headed browser on a machine without a display.
import { describe, expect, it } from 'vitest';
import { NodePool } from '../../src-main/engine/nodes/index.js';
import { DEEPSEEK_WEB } from '../../src-main/engine/platforms/deepseek/definition.js';
import { emptyCapture } from '../../src-main/engine/platforms/features.js';
import type { CapturedResponse, PlatformDefinition } from '../../src-main/engine/platforms/types.js';
import { sandboxPromptRouting } from '../../src-main/sandbox/index.js';
import { failure, job, received, useReplicaPool } from './helpers.js';

const seen: CapturedResponse[][] = [];
const variants: Record<string, PlatformDefinition> = {
  // `all`: the proof-of-work challenge and the answer stream are both collected, in order
  deepseek_all: {
    ...DEEPSEEK_WEB,
    code: 'deepseek_all',
    stream: {
      requests: [
        { method: 'POST', pathSuffix: '/api/v0/chat/create_pow_challenge' },
        { method: 'POST', pathSuffix: '', pathPattern: /\/chat\/completion$/ },
      ],
      capture: 'all',
    },
    parseStream: (responses) => {
      seen.push(responses);
      const streams = responses.filter((r) => (r.headers['content-type'] ?? '').includes('text/event-stream'));
      return streams.length ? DEEPSEEK_WEB.parseStream(streams) : emptyCapture();
    },
  },
  // `none`: no readable stream, the rendered answer is the result
  deepseek_dom: { ...DEEPSEEK_WEB, code: 'deepseek_dom', stream: { requests: [], capture: 'none' }, page: { ...DEEPSEEK_WEB.page, generatingTexts: ['思考中…', '正在搜索…'] } },
  // a page without a reasoning switch
  deepseek_noswitch: { ...DEEPSEEK_WEB, code: 'deepseek_noswitch', page: { ...DEEPSEEK_WEB.page, toggles: { ...DEEPSEEK_WEB.page.toggles, reasoning: null } } },
  // a session kept in a cookie the browser does not have
  deepseek_cookie: { ...DEEPSEEK_WEB, code: 'deepseek_cookie', session: { cookies: ['sessionid'], storageKeys: [], loginPath: '/login' } },
};
const definitions = (code: string) => variants[code] ?? (code === 'deepseek' ? DEEPSEEK_WEB : undefined);
const env = useReplicaPool('capabilities', { definitions });

describe('capture', () => {
  it('`all` collects every matching response of the exchange until the parse says finished; `none` reads the page', async () => {
    const prompt = '推荐几款笔记本电脑';
    const [all, dom, stream] = await Promise.all(
      [
        job({ platform: 'deepseek_all', mode: 'search', prompt }),
        job({ platform: 'deepseek_dom', mode: 'reasoning_search', prompt }),
        job({ platform: 'deepseek', mode: 'reasoning_search', prompt }),
      ].map((j) => env.pool.run(j)),
    );
    expect(all.capturedFrom).toBe('stream');
    expect(all.referenceList.length).toBeGreaterThan(0);
    const last = seen.at(-1)!;
    expect(last.map((r) => new URL(r.url).pathname)).toEqual(['/deepseek/api/v0/chat/create_pow_challenge', '/deepseek/api/v0/chat/completion']);
    expect(last.every((r) => Buffer.isBuffer(r.body) && r.body.length > 0)).toBe(true);

    expect(dom.capturedFrom).toBe('dom');
    expect(dom.answerContent.replace(/\s+/g, '')).toBe(stream.answerContent.replace(/\s+/g, ''));
    expect(dom.referenceList.map((r) => r.url)).toEqual(stream.referenceList.map((r) => r.url));
    expect(dom.reasoningProcess?.content).toBe(stream.reasoningProcess?.content);
  });
});

describe('modes and sessions', () => {
  it('a mode the page cannot set fails clearly before anything is asked; the other modes still run', async () => {
    const refused = job({ platform: 'deepseek_noswitch', mode: 'reasoning', prompt: '咖啡品牌推荐' });
    const [err, ok] = await Promise.all([failure(env.pool.run(refused)), env.pool.run(job({ platform: 'deepseek_noswitch', mode: 'search', prompt: '咖啡品牌推荐' }))]);
    expect(err.kind).toBe('platform');
    expect(err.message).toBe('平台页面无法设置模式「深度思考」: deepseek_noswitch');
    expect(await received(env.sandbox.baseUrl, refused.subTaskId)).toEqual([]);
    expect(ok.referenceList.length).toBeGreaterThan(0);
  });

  it('a session hook whose cookies are all missing is a login wall', async () => {
    const err = await failure(env.pool.run(job({ platform: 'deepseek_cookie', prompt: '咖啡品牌推荐' })));
    expect(err.kind).toBe('login');
    expect(err.message).toBe('平台登录已失效(登录墙): deepseek_cookie — 未找到登录 Cookie (sessionid)');
  });
});

describe('throttling, empty answers and silent degradation', () => {
  it('rate limit and empty answer each get their own kind and message; [sim:norefs] completes without references', async () => {
    const limited = job({ prompt: '[sim:ratelimit] 手机推荐' });
    const [rate, empty, degraded] = await Promise.all([
      failure(env.pool.run(limited)),
      failure(env.pool.run(job({ mode: 'search', prompt: '[sim:empty] 手机推荐' }))),
      env.pool.run(job({ mode: 'search', prompt: '[sim:norefs] 手机推荐' })),
    ]);
    expect(rate.kind).toBe('rate_limit');
    expect(rate.message).toBe('平台限流(请求过于频繁): deepseek — 您的请求过于频繁，请稍后再试。');
    expect((await received(env.sandbox.baseUrl, limited.subTaskId)).map((r) => r.outcome)).toEqual(['rate_limit']);
    expect(empty.kind).toBe('no_answer');
    expect(empty.message).toBe('未获取到回答: deepseek — 回答内容为空');
    expect(degraded.referenceList).toEqual([]);
    expect(degraded.answerContent).not.toContain('[citation:');
    expect(degraded.searchKeywords.length).toBeGreaterThan(0);
  });
});

describe('browser choice', () => {
  it('a headed browser runs under its own virtual display when the machine has none', async () => {
    const headed = new NodePool({ dataDir: env.dataDir, routing: sandboxPromptRouting(env.sandbox.baseUrl), headless: false });
    try {
      const r = await headed.run(job({ prompt: '白酒推荐' }));
      expect(r.answerContent).toContain('茅台');
    } finally {
      await headed.close();
    }
  });
});
