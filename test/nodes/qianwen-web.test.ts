import { describe, expect, it } from 'vitest';
import { getPlatformDefinition } from '../../src-main/engine/platforms/index.js';
import { QIANWEN_WEB } from '../../src-main/engine/platforms/qianwen/definition.js';
import { composeAnswer, STYLES } from '../../src-main/sandbox/content/compose.js';
import { brandsOf, expectCitedInAnswer, expectReasonedSearch, expectReferences, expectScreenshot, expectSharePage, expectVideos, runTogether } from './family-cases.js';
import { job, received, useReplicaPool } from './helpers.js';

// `qianwen_dom` is qianwen whose stream the driver cannot find: the page hooks alone must do
const DOM_ONLY = { ...QIANWEN_WEB, code: 'qianwen_dom', stream: { requests: [{ method: 'POST' as const, pathSuffix: '/not-the-chat-stream' }], capture: 'first' as const } };
const env = useReplicaPool('qianwen-web', { definitions: (code) => (code === 'qianwen_dom' ? DOM_ONLY : getPlatformDefinition(code)) });

// the four modes and the DOM route run side by side in the file's one browser; each test reads its own result
const jobs = {
  standard: job({ platform: 'qianwen', mode: 'standard', prompt: '2025年有哪些值得推荐的手机品牌？', screenshot: 0 }),
  reasoning: job({ platform: 'qianwen', mode: 'reasoning', prompt: '推荐几款降噪耳机', screenshot: 2, monitorTerms: ['不存在的品牌XYZ'] }),
  search: job({ platform: 'qianwen', mode: 'search', prompt: '新能源汽车哪个品牌好', screenshot: 1 }),
  reasoningSearch: job({ platform: 'qianwen', mode: 'reasoning_search', prompt: '婴儿奶粉哪个牌子好', screenshot: 2, monitorTerms: ['不相关', '飞鹤'] }),
  dom: job({ platform: 'qianwen_dom', mode: 'reasoning_search', prompt: '推荐几款笔记本电脑' }),
};
const result = runTogether(env, jobs);

describe('qianwen web: the four modes', () => {
  it('standard and reasoning: answers in qianwen style, video cards, no sources; screenshot 0 and 2-unmentioned take none', async () => {
    const { standard, reasoning } = jobs;
    const [s, r] = await Promise.all([result('standard'), result('reasoning')]);

    expect(s.capturedFrom).toBe('stream');
    expect(brandsOf('phone').filter((b) => s.answerContent.includes(b)).length).toBeGreaterThanOrEqual(4);
    expect(s.answerContent).toMatch(/^#{2,3} /m);
    expect(s.answerContent).toContain('| --- |');
    expect(s.referenceList).toEqual([]);
    expect(s.answerContent).not.toMatch(/\[citation:|\[\u02c6/);
    expect(s.reasoningProcess).toBeNull();
    expect(s.searchKeywords).toEqual([]);
    expect(s.recommendedQuestions.length).toBeGreaterThan(0);
    expectVideos(s, /^\d{2}:\d{2}$|^\d+:\d{2}:\d{2}$/);
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
    const r = await result('search');
    expect(r.reasoningProcess).toBeNull();
    expectReferences(r, { min: 6, summary: true, numbered: true });
    expectCitedInAnswer(r);
    expect(r.answerContent).not.toContain('[\u02c6');
    expect(r.searchKeywords.length).toBeGreaterThan(0);
    expect((await received(env.sandbox.baseUrl, j.subTaskId))[0]).toMatchObject({ reasoning: false, search: true });

    await expectScreenshot(env, r);
    await expectSharePage(r, new RegExp(`^${env.sandbox.baseUrl}/qianwen/share\\?shareId=[a-z0-9]+$`), ['新能源汽车哪个品牌好', r.referenceList[0]!.url]);
  });

  it('reasoning_search: everything; screenshot 2 with the term mentioned', async () => {
    const j = jobs.reasoningSearch;
    const r = await result('reasoningSearch');
    await expectReasonedSearch(env, j, r, '飞鹤');
  });
});

describe('qianwen web: the page hooks', () => {
  it('without the stream, the DOM route reads answer, citations, reasoning, sources and follow-ups off the page', async () => {
    const j = jobs.dom;
    const r = await result('dom');
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
