import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExecutionJob, ExecutionResult } from '../../src-main/engine/execution/types.js';
import { getPlatformDefinition } from '../../src-main/engine/platforms/index.js';
import { QIANWEN_WEB } from '../../src-main/engine/platforms/qianwen/definition.js';
import { CATEGORIES } from '../../src-main/sandbox/content/catalog.js';
import { composeAnswer, STYLES } from '../../src-main/sandbox/content/compose.js';
import { isPng, job, received, useReplicaPool } from './helpers.js';

// `qianwen_dom` is qianwen whose stream the driver cannot find: the page hooks alone must do
const DOM_ONLY = { ...QIANWEN_WEB, code: 'qianwen_dom', stream: { requests: [{ method: 'POST' as const, pathSuffix: '/not-the-chat-stream' }], capture: 'first' as const } };
const env = useReplicaPool('qianwen-web', { definitions: (code) => (code === 'qianwen_dom' ? DOM_ONLY : getPlatformDefinition(code)) });
const brandsOf = (id: string) => CATEGORIES.find((c) => c.id === id)!.brands.map((b) => b.name);

// the four modes and the DOM route run side by side in the file's one browser; each test reads its own result
const jobs = {
  standard: job({ platform: 'qianwen', mode: 'standard', prompt: '2025年有哪些值得推荐的手机品牌？', screenshot: 0 }),
  reasoning: job({ platform: 'qianwen', mode: 'reasoning', prompt: '推荐几款降噪耳机', screenshot: 2, monitorTerms: ['不存在的品牌XYZ'] }),
  search: job({ platform: 'qianwen', mode: 'search', prompt: '新能源汽车哪个品牌好', screenshot: 1 }),
  reasoningSearch: job({ platform: 'qianwen', mode: 'reasoning_search', prompt: '婴儿奶粉哪个牌子好', screenshot: 2, monitorTerms: ['不相关', '飞鹤'] }),
  dom: job({ platform: 'qianwen_dom', mode: 'reasoning_search', prompt: '推荐几款笔记本电脑' }),
};
const results = new Map<ExecutionJob, Promise<ExecutionResult>>();
beforeAll(() => {
  for (const j of Object.values(jobs)) {
    const running = env.pool.run(j);
    running.catch(() => undefined);
    results.set(j, running);
  }
});

describe('qianwen web: the four modes', () => {
  it('standard and reasoning: answers in qianwen style, video cards, no sources; screenshot 0 and 2-unmentioned take none', async () => {
    const { standard, reasoning } = jobs;
    const [s, r] = await Promise.all([results.get(standard)!, results.get(reasoning)!]);

    expect(s.capturedFrom).toBe('stream');
    expect(brandsOf('phone').filter((b) => s.answerContent.includes(b)).length).toBeGreaterThanOrEqual(4);
    expect(s.answerContent).toMatch(/^#{2,3} /m);
    expect(s.answerContent).toContain('| --- |');
    expect(s.referenceList).toEqual([]);
    expect(s.answerContent).not.toMatch(/\[citation:|\[\u02c6/);
    expect(s.reasoningProcess).toBeNull();
    expect(s.searchKeywords).toEqual([]);
    expect(s.recommendedQuestions.length).toBeGreaterThan(0);
    expect(s.videoList.length).toBeGreaterThan(0);
    expect(s.videoList.map((v) => v.position)).toEqual(s.videoList.map((_, i) => i + 1));
    for (const v of s.videoList) {
      expect(v.url).toMatch(/^https:\/\//);
      expect(v.duration).toMatch(/^\d{2}:\d{2}$|^\d+:\d{2}:\d{2}$/);
      expect(v.videoId).not.toBe('');
    }
    expect(s.goods).toEqual([]);
    expect([s.screenshotFile, s.shareUrl]).toEqual([null, null]);
    // the replica remembers 联网搜索 as on: the driver had to read it and switch it off
    expect((await received(env.sandbox.baseUrl, standard.subTaskId))[0]).toMatchObject({
      family: 'qianwen',
      prompt: '2025年有哪些值得推荐的手机品牌？',
      reasoning: false,
      search: false,
      outcome: 'answer',
      mobile: false,
    });

    expect(r.reasoningProcess!.content.length).toBeGreaterThan(50);
    expect(r.referenceList).toEqual([]);
    expect(r.screenshotFile).toBeNull();
    expect((await received(env.sandbox.baseUrl, reasoning.subTaskId))[0]).toMatchObject({ reasoning: true, search: false });
  });

  it('search: references with the platform index, dates and sites, the cited subset, search words; screenshot 1 with a share link', async () => {
    const j = jobs.search;
    const r = await results.get(j)!;
    expect(r.reasoningProcess).toBeNull();
    expect(r.referenceList.length).toBeGreaterThanOrEqual(6);
    for (const ref of r.referenceList) {
      expect(ref.url).toMatch(/^https:\/\//);
      expect(ref.publishTime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(ref.site).not.toBe('');
      expect(ref.summary).not.toBe('');
    }
    expect(r.referenceList.map((x) => x.index)).toEqual(r.referenceList.map((_, i) => i + 1));
    expect(r.citedIndexes.length).toBeGreaterThan(0);
    for (const n of r.citedIndexes) expect(r.answerContent).toContain(`[citation:${n}]`);
    expect(r.answerContent).not.toContain('[\u02c6');
    expect(r.searchKeywords.length).toBeGreaterThan(0);
    expect((await received(env.sandbox.baseUrl, j.subTaskId))[0]).toMatchObject({ reasoning: false, search: true });

    expect(await isPng(join(env.dataDir, 'screenshots', r.screenshotFile!))).toBe(true);
    expect(r.shareUrl).toMatch(new RegExp(`^${env.sandbox.baseUrl}/qianwen/share\\?shareId=[a-z0-9]+$`));
    const shared = await fetch(r.shareUrl!);
    expect(shared.status).toBe(200);
    const html = await shared.text();
    expect(html).toContain('新能源汽车哪个品牌好');
    expect(html).toContain(r.referenceList[0]!.url);
  });

  it('reasoning_search: everything; screenshot 2 with the term mentioned', async () => {
    const j = jobs.reasoningSearch;
    const r = await results.get(j)!;
    expect(r.answerContent).toContain('飞鹤');
    expect(r.reasoningProcess).not.toBeNull();
    expect(r.referenceList.length).toBeGreaterThan(0);
    expect(r.citedIndexes.length).toBeGreaterThan(0);
    expect(r.searchKeywords.length).toBeGreaterThan(0);
    expect(existsSync(join(env.dataDir, 'screenshots', r.screenshotFile!))).toBe(true);
    expect(r.shareUrl).not.toBeNull();
    expect((await received(env.sandbox.baseUrl, j.subTaskId))[0]).toMatchObject({ reasoning: true, search: true, outcome: 'answer' });
  });
});

describe('qianwen web: the page hooks', () => {
  it('without the stream, the DOM route reads answer, citations, reasoning, sources and follow-ups off the page', async () => {
    const j = jobs.dom;
    const r = await results.get(j)!;
    expect(r.capturedFrom).toBe('dom');
    expect(brandsOf('laptop').filter((b) => r.answerContent.includes(b)).length).toBeGreaterThanOrEqual(4);
    expect(r.citedIndexes.length).toBeGreaterThan(0);
    expect(r.reasoningProcess!.content).toContain('理解问题');
    expect(r.referenceList.length).toBeGreaterThanOrEqual(6);
    expect(r.referenceList.every((x) => /^https:\/\//.test(x.url) && x.site !== '')).toBe(true);
    expect(r.recommendedQuestions).toEqual(composeAnswer('推荐几款笔记本电脑', { reasoning: true, search: true, style: STYLES.qianwen }).followUps);
    expect((await received(env.sandbox.baseUrl, j.subTaskId))[0]).toMatchObject({ reasoning: true, search: true, outcome: 'answer' });
  });
});
