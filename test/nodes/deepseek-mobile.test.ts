import { describe, expect, it } from 'vitest';
import { expectScreenshot } from './family-cases.js';
import { job, received, useReplicaPool } from './helpers.js';

const env = useReplicaPool('mobile');

describe('deepseek_mobile', () => {
  it('sets both modes through the + menu, sends with the button, captures everything and screenshots; no share or search words (the matrix)', async () => {
    const j = job({ platform: 'deepseek_mobile', mode: 'reasoning_search', prompt: '护肤品牌推荐', screenshot: 1 });
    const r = await env.pool.run(j);
    expect(r.capturedFrom).toBe('stream');
    expect(r.answerContent).toMatch(/\*\*(兰蔻|雅诗兰黛|欧莱雅|珀莱雅|薇诺娜)\*\*/);
    expect(r.reasoningProcess).not.toBeNull();
    expect(r.referenceList.length).toBeGreaterThan(0);
    expect(r.citedIndexes.length).toBeGreaterThan(0);
    await expectScreenshot(env, r);
    expect(r.shareUrl).toBeNull();
    expect(r.searchKeywords).toEqual([]);
    const [req] = await received(env.sandbox.baseUrl, j.subTaskId);
    expect(req).toMatchObject({ mobile: true, reasoning: true, search: true, prompt: '护肤品牌推荐' });
  });

  it('standard mode switches the remembered search off; web and mobile run side by side in one pool', async () => {
    const mobile = job({ platform: 'deepseek_mobile', mode: 'standard', prompt: '白酒送礼推荐' });
    const web = job({ platform: 'deepseek', mode: 'search', prompt: '扫地机器人推荐' });
    const [m, w] = await Promise.all([env.pool.run(mobile), env.pool.run(web)]);
    expect(m.referenceList).toEqual([]);
    expect(m.answerContent).toContain('茅台');
    expect(w.referenceList.length).toBeGreaterThan(0);
    expect((await received(env.sandbox.baseUrl, mobile.subTaskId))[0]).toMatchObject({ mobile: true, search: false, reasoning: false });
    expect((await received(env.sandbox.baseUrl, web.subTaskId))[0]).toMatchObject({ mobile: false, search: true });
  });
});
