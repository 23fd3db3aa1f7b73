import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExecutionJob, ExecutionResult } from '../../src-main/engine/execution/types.js';
import { NodePool } from '../../src-main/engine/nodes/index.js';
import { DOUBAO_WEB } from '../../src-main/engine/platforms/doubao/definition.js';
import { sandboxPromptRouting } from '../../src-main/sandbox/index.js';
import { CATEGORIES } from '../../src-main/sandbox/content/catalog.js';
import { isPng, job, received, useReplicaPool } from './helpers.js';

// the real site wants a headed Chrome; the sandbox routing runs the replica in the shared headless Chromium
const env = useReplicaPool('doubao-web');
const brandsOf = (id: string) => CATEGORIES.find((c) => c.id === id)!.brands.map((b) => b.name);

// the four modes run side by side in the file's one browser; each test reads its own result
const modes = {
  standard: job({ platform: 'doubao', mode: 'standard', prompt: '2025年有哪些值得推荐的手机品牌？' }),
  reasoning: job({ platform: 'doubao', mode: 'reasoning', prompt: '推荐几款降噪耳机', screenshot: 2, monitorTerms: ['不存在的品牌XYZ'] }),
  search: job({ platform: 'doubao', mode: 'search', prompt: '新能源汽车哪个品牌好', screenshot: 1 }),
  reasoning_search: job({ platform: 'doubao', mode: 'reasoning_search', prompt: '婴儿奶粉哪个牌子好', screenshot: 2, monitorTerms: ['飞鹤'] }),
};
const results = new Map<ExecutionJob, Promise<ExecutionResult>>();
beforeAll(() => {
  for (const j of Object.values(modes)) {
    const running = env.pool.run(j);
    running.catch(() => undefined);
    results.set(j, running);
  }
});

describe('doubao web: the four modes', () => {
  it('standard: brands in doubao style, no sources, no reasoning; the remembered 联网搜索 is switched off', async () => {
    const j = modes.standard;
    const r = await results.get(j)!;
    expect(r.capturedFrom).toBe('stream');
    expect(brandsOf('phone').filter((b) => r.answerContent.includes(b)).length).toBeGreaterThanOrEqual(4);
    // emoji-led bold section titles
    expect(r.answerContent).toMatch(/^\*\*\p{Extended_Pictographic}/mu);
    expect(r.answerContent).not.toContain('[citation:');
    expect(r.referenceList).toEqual([]);
    expect(r.reasoningProcess).toBeNull();
    expect(r.searchKeywords).toEqual([]);
    expect(r.videoList).toEqual([]);
    expect(r.recommendedQuestions).toHaveLength(3);
    expect(r.screenshotFile).toBeNull();
    expect(r.shareUrl).toBeNull();
    const [req] = await received(env.sandbox.baseUrl, j.subTaskId);
    expect(req).toMatchObject({ family: 'doubao', prompt: '2025年有哪些值得推荐的手机品牌？', reasoning: false, search: false, outcome: 'answer', mobile: false });
  });

  it('reasoning: the thinking block, no sources; screenshot 2 without the term takes none', async () => {
    const j = modes.reasoning;
    const r = await results.get(j)!;
    expect(r.reasoningProcess?.content.length).toBeGreaterThan(50);
    expect(r.referenceList).toEqual([]);
    expect(r.screenshotFile).toBeNull();
    expect((await received(env.sandbox.baseUrl, j.subTaskId))[0]).toMatchObject({ reasoning: true, search: false });
  });

  it('search: references by text-card index, search words, video cards, images; screenshot 1 with a /thread/ share link', async () => {
    const j = modes.search;
    const r = await results.get(j)!;
    expect(r.reasoningProcess).toBeNull();
    expect(r.referenceList.length).toBeGreaterThanOrEqual(6);
    for (const ref of r.referenceList) {
      expect(ref.url).toMatch(/^https:\/\//);
      expect(ref.publishTime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(ref.site).not.toBe('');
    }
    expect(r.referenceList.map((x) => x.index)).toEqual(r.referenceList.map((_, i) => i + 1));
    expect(r.citedIndexes.length).toBeGreaterThan(0);
    for (const n of r.citedIndexes) expect(r.answerContent).toContain(`[citation:${n}]`);
    expect(r.searchKeywords.length).toBeGreaterThan(0);
    expect(r.videoList.length).toBeGreaterThan(0);
    for (const [i, v] of r.videoList.entries()) {
      expect(v.position).toBe(i + 1);
      expect(v.url).toMatch(/^https:\/\//);
      expect(v.videoId).not.toBe('');
      expect(v.duration).toMatch(/^\d+:\d{2}(:\d{2})?$/);
    }
    expect(r.mediaContent.length).toBeGreaterThan(0);

    expect(await isPng(join(env.dataDir, 'screenshots', r.screenshotFile!))).toBe(true);
    expect(r.shareUrl).toMatch(new RegExp(`^${env.sandbox.baseUrl}/doubao/thread/[a-z0-9]{14}$`));
    const shared = await fetch(r.shareUrl!);
    expect(shared.status).toBe(200);
    const html = await shared.text();
    expect(html).toContain('新能源汽车哪个品牌好');
    expect(html).toContain(r.answerContent.slice(0, 12));
  });

  it('reasoning_search, shopping question: everything plus product cards; screenshot 2 with the term mentioned', async () => {
    const j = modes.reasoning_search;
    const r = await results.get(j)!;
    expect(r.answerContent).toContain('飞鹤');
    expect(r.reasoningProcess).not.toBeNull();
    expect(r.referenceList.length).toBeGreaterThan(0);
    expect(r.searchKeywords.length).toBeGreaterThan(0);
    expect(r.goods.length).toBeGreaterThan(0);
    for (const [i, g] of r.goods.entries()) {
      expect(g).toMatchObject({ position: i + 1, priceUnit: '¥' });
      for (const field of ['title', 'url', 'thumbnail', 'price', 'mall', 'shopName', 'mallPlatform', 'mallProductId', 'skuId'] as const) expect(g[field]).not.toBe('');
    }
    expect(r.screenshotFile).not.toBeNull();
    expect(r.shareUrl).toMatch(/\/doubao\/thread\/[a-z0-9]+$/);
    expect((await received(env.sandbox.baseUrl, j.subTaskId))[0]).toMatchObject({ reasoning: true, search: true });
  });
});

describe('doubao web: DOM fallback', () => {
  it('reads answer, citation chips, references drawer, thinking and suggestions from the page when the stream is not captured', async () => {
    const blind = new NodePool({
      dataDir: env.dataDir,
      routing: sandboxPromptRouting(env.sandbox.baseUrl),
      definitions: (code) => (code === 'doubao' ? { ...DOUBAO_WEB, stream: { ...DOUBAO_WEB.stream, requests: [{ method: 'POST', pathSuffix: '/no/such/stream' }] } } : undefined),
    });
    try {
      const prompt = '推荐几款跑鞋';
      const [dom, stream] = await Promise.all([
        blind.run(job({ platform: 'doubao', mode: 'reasoning_search', prompt })),
        env.pool.run(job({ platform: 'doubao', mode: 'reasoning_search', prompt })),
      ]);
      expect(dom.capturedFrom).toBe('dom');
      expect(stream.capturedFrom).toBe('stream');
      expect(dom.answerContent.replace(/\s+/g, '')).toBe(stream.answerContent.replace(/\s+/g, ''));
      expect(dom.citedIndexes).toEqual(stream.citedIndexes);
      expect(dom.referenceList.map((x) => [x.index, x.url])).toEqual(stream.referenceList.map((x) => [x.index, x.url]));
      expect(dom.referenceList.map((x) => x.site)).toEqual(stream.referenceList.map((x) => x.site));
      expect(dom.reasoningProcess?.content).toBe(stream.reasoningProcess?.content);
      expect(dom.recommendedQuestions).toEqual(stream.recommendedQuestions);
    } finally {
      await blind.close();
    }
  });
});
