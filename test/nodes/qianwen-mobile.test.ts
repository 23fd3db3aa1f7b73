import { describe, expect, it } from 'vitest';
import { expectGoods, expectScreenshot, runTogether } from './family-cases.js';
import { job, received, useReplicaPool } from './helpers.js';

const env = useReplicaPool('qianwen-mobile');

// all run side by side in the file's one browser; each test reads its own results
const jobs = {
  reasoningSearch: job({ platform: 'qianwen_mobile', mode: 'reasoning_search', prompt: '推荐几款降噪耳机', screenshot: 1 }),
  standard: job({ platform: 'qianwen_mobile', mode: 'standard', prompt: '扫地机器人哪款值得买' }),
  reasoning: job({ platform: 'qianwen_mobile', mode: 'reasoning', prompt: '白酒送礼推荐' }),
  web: job({ platform: 'qianwen', mode: 'search', prompt: '推荐几款笔记本电脑' }),
};
const result = runTogether(env, jobs);

describe('qianwen_mobile', () => {
  it('sets both modes through the + sheet, sends with the button, captures goods cards and screenshots; no share, videos or search words (the matrix)', async () => {
    const j = jobs.reasoningSearch;
    const r = await result('reasoningSearch');
    expect(r.capturedFrom).toBe('stream');
    expect(r.reasoningProcess).not.toBeNull();
    expect(r.referenceList.length).toBeGreaterThan(0);
    expect(r.citedIndexes.length).toBeGreaterThan(0);
    expectGoods(r, { filled: ['title', 'thumbnail', 'mall', 'shopName', 'mallPlatform', 'mallProductId', 'skuId'], numericPrice: true, httpsUrl: true });
    expect(r.videoList).toEqual([]);
    expect(r.searchKeywords).toEqual([]);
    expect(r.shareUrl).toBeNull();
    await expectScreenshot(env, r);
    expect((await received(env.sandbox.baseUrl, j.subTaskId))[0]).toMatchObject({ mobile: true, reasoning: true, search: true, prompt: '推荐几款降噪耳机' });
  });

  it('standard and reasoning switch the remembered search off; web and mobile run side by side in one pool', async () => {
    const { standard, reasoning, web } = jobs;
    const [s, m, w] = await Promise.all([result('standard'), result('reasoning'), result('web')]);
    expect(s.referenceList).toEqual([]);
    expect(s.reasoningProcess).toBeNull();
    expect(s.goods.length).toBeGreaterThan(0);
    expect(m.reasoningProcess).not.toBeNull();
    expect(m.referenceList).toEqual([]);
    expect(w.referenceList.length).toBeGreaterThan(0);
    expect(w.goods).toEqual([]);
    expect((await received(env.sandbox.baseUrl, standard.subTaskId))[0]).toMatchObject({ mobile: true, search: false, reasoning: false });
    expect((await received(env.sandbox.baseUrl, reasoning.subTaskId))[0]).toMatchObject({ mobile: true, search: false, reasoning: true });
    expect((await received(env.sandbox.baseUrl, web.subTaskId))[0]).toMatchObject({ mobile: false, search: true });
  });
});
