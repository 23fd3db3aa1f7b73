// The checks every platform family's node tests make the same way: the jobs of a file started
// together, the shape of references / videos / goods, the screenshot and share page, the DOM
// route against the stream, and the refusal kinds. Each family file keeps its own prompts,
// thresholds and site-specific assertions and calls these for the rest.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect } from 'vitest';
import type { ExecutionErrorKind, ExecutionJob, ExecutionResult } from '../../src-main/engine/execution/types.js';
import { NodePool } from '../../src-main/engine/nodes/index.js';
import type { PlatformDefinition } from '../../src-main/engine/platforms/types.js';
import { CATEGORIES } from '../../src-main/sandbox/content/catalog.js';
import { sandboxPromptRouting } from '../../src-main/sandbox/index.js';
import { failure, freshSubTaskId, isPng, job, received, sharedBrowser, type JobInput, type ReplicaPool } from './helpers.js';

/** the brand names the content engine knows for a category (`phone`, `laptop`…) */
export const brandsOf = (category: string): string[] => CATEGORIES.find((c) => c.id === category)!.brands.map((b) => b.name);

/**
 * Starts every job when the file's tests begin, side by side in the file's one browser;
 * `result(key)` is that job's outcome for the test that reads it.
 */
export function runTogether<K extends string>(env: ReplicaPool, jobs: Record<K, ExecutionJob>): (key: K) => Promise<ExecutionResult> {
  const results = new Map<K, Promise<ExecutionResult>>();
  beforeAll(() => {
    for (const key of Object.keys(jobs) as K[]) {
      const running = env.pool.run(jobs[key]);
      running.catch(() => undefined);
      results.set(key, running);
    }
  });
  return (key) => results.get(key)!;
}

export interface ReferenceRules {
  /** at least this many references */
  min: number;
  /** every reference carries a summary (and an icon) */
  summary?: boolean;
  icon?: boolean;
  /** references are numbered 1..n in order */
  numbered?: boolean;
}

/** search references: https urls, dates, sites (and summaries / icons where the site has them) */
export function expectReferences(r: ExecutionResult, rules: ReferenceRules): void {
  expect(r.referenceList.length).toBeGreaterThanOrEqual(rules.min);
  for (const ref of r.referenceList) {
    expect(ref.url).toMatch(/^https:\/\//);
    expect(ref.publishTime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ref.site).not.toBe('');
    if (rules.summary) expect(ref.summary).not.toBe('');
    if (rules.icon) expect(ref.icon).not.toBe('');
  }
  if (rules.numbered) expect(r.referenceList.map((x) => x.index)).toEqual(r.referenceList.map((_, i) => i + 1));
}

/** something is cited, and every cited index has its `[citation:N]` marker in the answer */
export function expectCitedInAnswer(r: ExecutionResult): void {
  expect(r.citedIndexes.length).toBeGreaterThan(0);
  for (const n of r.citedIndexes) expect(r.answerContent).toContain(`[citation:${n}]`);
}

/** video cards in display order, each with an https url, an id and a clock-style duration */
export function expectVideos(r: ExecutionResult, duration: RegExp): void {
  expect(r.videoList.length).toBeGreaterThan(0);
  for (const [i, v] of r.videoList.entries()) {
    expect(v.position).toBe(i + 1);
    expect(v.url).toMatch(/^https:\/\//);
    expect(v.videoId).not.toBe('');
    expect(v.duration).toMatch(duration);
  }
}

type GoodsField = keyof ExecutionResult['goods'][number];

export interface GoodsRules {
  /** fields no card may leave empty */
  filled: GoodsField[];
  /** the price is a plain number */
  numericPrice?: boolean;
  /** the card links to an https page */
  httpsUrl?: boolean;
}

/** product cards in display order, priced in ¥ */
export function expectGoods(r: ExecutionResult, rules: GoodsRules): void {
  expect(r.goods.length).toBeGreaterThan(0);
  for (const [i, g] of r.goods.entries()) {
    expect(g).toMatchObject({ position: i + 1, priceUnit: '¥' });
    if (rules.numericPrice) expect(g.price).toMatch(/^\d+(\.\d+)?$/);
    if (rules.httpsUrl) expect(g.url).toMatch(/^https:\/\//);
    for (const field of rules.filled) expect(g[field]).not.toBe('');
  }
}

/** the screenshot the result names is a PNG in the pool's data dir */
export async function expectScreenshot(env: ReplicaPool, r: ExecutionResult): Promise<void> {
  expect(await isPng(join(env.dataDir, 'screenshots', r.screenshotFile!))).toBe(true);
}

/** the share link has the site's shape and its page shows each of `texts` */
export async function expectSharePage(r: ExecutionResult, link: RegExp, texts: string[]): Promise<void> {
  expect(r.shareUrl).toMatch(link);
  const shared = await fetch(r.shareUrl!);
  expect(shared.status).toBe(200);
  const html = await shared.text();
  for (const text of texts) expect(html).toContain(text);
}

/**
 * The DOM route: the same job run once by a pool whose definition cannot find the stream and once
 * by the file's pool. The page must give the same answer, citations, source urls and reasoning;
 * the family checks whatever else its page shows.
 */
export async function domAgainstStream(env: ReplicaPool, definition: PlatformDefinition, input: JobInput): Promise<{ dom: ExecutionResult; streamed: ExecutionResult }> {
  const blind = new NodePool({
    dataDir: env.dataDir,
    routing: sandboxPromptRouting(env.sandbox.baseUrl),
    browserEndpoint: sharedBrowser(),
    definitions: (code) => (code === definition.code ? { ...definition, stream: { ...definition.stream, requests: [{ method: 'POST', pathSuffix: '/no/such/stream' }] } } : undefined),
  });
  try {
    const [dom, streamed] = await Promise.all([blind.run(job({ platform: definition.code, ...input })), env.pool.run(job({ platform: definition.code, ...input }))]);
    expect(dom.capturedFrom).toBe('dom');
    // the same deterministic answer, once from the stream and once from the page
    expect(dom.answerContent.replace(/\s+/g, '')).toBe(streamed.answerContent.replace(/\s+/g, ''));
    expect(dom.citedIndexes).toEqual(streamed.citedIndexes);
    expect(dom.referenceList.map((x) => x.url)).toEqual(streamed.referenceList.map((x) => x.url));
    expect(dom.reasoningProcess?.content).toBe(streamed.reasoningProcess?.content);
    return { dom, streamed };
  } finally {
    await blind.close();
  }
}

export interface BusyThenAnswer {
  platform: string;
  /** N of `[sim:fail-times=N]` */
  times: number;
  /** the busy error's message (a string, or an asymmetric matcher such as expect.stringContaining) */
  message: unknown;
  /** a brand the coffee answer names */
  answer: string;
}

/** `[sim:fail-times=N]`: N busy attempts, then the answer, all under one X-Sim-Key, the directive never typed */
export async function expectBusyThenAnswer(env: ReplicaPool, c: BusyThenAnswer): Promise<void> {
  const subTaskId = freshSubTaskId();
  const prompt = `[sim:fail-times=${c.times}]推荐几个咖啡品牌`;
  const attempts = Array.from({ length: c.times }, (_, i) => i + 1);
  for (const attempt of attempts) {
    const err = await failure(env.pool.run(job({ platform: c.platform, subTaskId, attempt, prompt })));
    expect([err.kind, err.message]).toEqual(['busy', c.message]);
  }
  const ok = await env.pool.run(job({ platform: c.platform, subTaskId, attempt: c.times + 1, prompt }));
  expect(ok.answerContent).toContain(c.answer);
  const reqs = await received(env.sandbox.baseUrl, subTaskId);
  expect(reqs.map((r) => [r.attempt, r.outcome])).toEqual([...attempts.map((a) => [a, 'busy']), [c.times + 1, 'answer']]);
  expect(reqs.every((r) => r.prompt === '推荐几个咖啡品牌')).toBe(true);
}

export interface Refusal {
  job: JobInput;
  kind: ExecutionErrorKind;
  /** the error message (a string, or an asymmetric matcher); omitted = not checked */
  message?: unknown;
  /** what the replica journalled for the job: [] = nothing was asked (the wall showed on load); omitted = not checked */
  outcomes?: string[];
}

/** a run the page refuses fails with its own kind and message, and the replica saw what it should */
export async function expectRefusal(env: ReplicaPool, c: Refusal): Promise<void> {
  const j = job(c.job);
  const err = await failure(env.pool.run(j));
  expect(err.kind).toBe(c.kind);
  if (c.message !== undefined) expect(err.message).toEqual(c.message);
  if (c.outcomes) expect((await received(env.sandbox.baseUrl, j.subTaskId)).map((r) => r.outcome)).toEqual(c.outcomes);
}

/**
 * reasoning_search with screenshot 2 and a monitored term the answer names: the answer, its
 * reasoning, references, citations, search words, the screenshot and a share link, and the
 * replica asked with both modes on.
 */
export async function expectReasonedSearch(env: ReplicaPool, j: ExecutionJob, r: ExecutionResult, term: string): Promise<void> {
  expect(r.answerContent).toContain(term);
  expect(r.reasoningProcess).not.toBeNull();
  expect(r.referenceList.length).toBeGreaterThan(0);
  expect(r.citedIndexes.length).toBeGreaterThan(0);
  expect(r.searchKeywords.length).toBeGreaterThan(0);
  expect(existsSync(join(env.dataDir, 'screenshots', r.screenshotFile!))).toBe(true);
  expect(r.shareUrl).not.toBeNull();
  expect((await received(env.sandbox.baseUrl, j.subTaskId))[0]).toMatchObject({ reasoning: true, search: true, outcome: 'answer' });
}
