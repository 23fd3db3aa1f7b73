import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.js';

let t: TestService;
let token: string;
let other: string;

const platform = (p: string, mode = 'standard', screenshot?: number) => ({ platform: p, mode, ...(screenshot === undefined ? {} : { screenshot }) });
const minimal = () => ({ prompts: ['推荐几款国产手机'], platforms: [platform('deepseek')] });

beforeAll(async () => {
  // paused: submit is about what gets written, not about running it
  t = await startTestService({ paused: true });
  token = t.account('alice', 100).token;
  other = t.account('bob', 100).token;
});
afterAll(async () => t?.close());

async function balance(tok: string): Promise<string> {
  return (await t.call('GET', '/api/reconciliation/balance', { token: tok })).body.data.currentBalance;
}
async function taskCount(tok: string): Promise<number> {
  return (await t.call('GET', '/task/list', { token: tok })).body.data.total;
}

describe('POST /task/batch/shared — authentication', () => {
  it('refuses a missing token with code 401', async () => {
    const r = await t.call('POST', '/task/batch/shared', { body: minimal() });
    expect(r.body).toMatchObject({ success: false, code: 401, data: null });
    expect(r.body.message).toContain('访问令牌');
  });
  it('refuses an unknown token with code 401', async () => {
    const r = await t.call('POST', '/task/batch/shared', { body: minimal(), token: 'bm_not-a-real-token' });
    expect(r.body).toMatchObject({ success: false, code: 401, message: '访问令牌无效或已吊销' });
  });
});

describe('POST /task/batch/shared — success', () => {
  it('creates prompts × distinct platforms sub-tasks and answers 批量任务已提交', async () => {
    const r = await t.call('POST', '/api/business/monitor/task/batch/shared', {
      token,
      body: {
        prompts: ['推荐几款国产手机', '性价比高的手机'],
        platforms: [platform('deepseek'), platform('DeepSeek', 'reasoning'), platform('deepseek_mobile', 'search', 1)],
        monitorKeywords: '华为',
        monitorKeywordAliases: ['HUAWEI'],
        competitors: [{ name: '小米', aliases: ['Xiaomi'] }, { name: '', aliases: [] }],
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.code).toBe(200);
    expect(r.body.message).toBe('批量任务已提交');
    const d = r.body.data;
    expect(d.taskId).toMatch(/^[0-9a-f]{32}$/);
    expect(d.consumerTaskId).toBeNull();
    expect(d.totalTask).toBe(4);
    expect(d.status).toBe('pending');
    expect(d.pollUrl).toBe(`/api/business/monitor/task/status/${d.taskId}`);
    expect(d.callbackUrl).toBeNull();
    expect(d.subTaskList).toHaveLength(4);
    // first occurrence of a platform kept (case-insensitive): deepseek stays standard
    expect(d.subTaskList.map((s: any) => `${s.prompt}|${s.platform}|${s.mode}`)).toEqual([
      '推荐几款国产手机|deepseek|standard',
      '推荐几款国产手机|deepseek_mobile|search',
      '性价比高的手机|deepseek|standard',
      '性价比高的手机|deepseek_mobile|search',
    ]);
    for (const s of d.subTaskList) {
      expect(typeof s.subTaskId).toBe('string');
      expect(s.subTaskId).toMatch(/^\d+$/);
      expect(s.status).toBe('pending');
      expect(s.monitorKeywords).toBe('华为');
      expect(s.monitorKeywordAliases).toEqual(['HUAWEI']);
      expect(s.competitors).toEqual([{ name: '小米', aliases: ['Xiaomi'] }]);
    }
  });

  it('freezes the largest possible cost at submit', async () => {
    const before = await balance(token);
    // deepseek standard 0.09 + deepseek reasoning with screenshot 0.27 → 0.36
    await t.call('POST', '/task/batch/shared', { token, body: { prompts: ['p'], platforms: [platform('deepseek'), platform('kimi', 'reasoning', 2)] } });
    const after = await balance(token);
    expect(Math.round((Number(before) - Number(after)) * 100)).toBe(36);
  });

  it('freezes at the owner-edited prices once they change', async () => {
    const acc = t.account('pricey', 10).token;
    const prices = t.service.engine.settings.get().prices;
    t.service.engine.settings.save({ prices: { ...prices, domestic: { base: 20, reasoning: 5, screenshot: 7 } } });
    try {
      await t.call('POST', '/task/batch/shared', { token: acc, body: { prompts: ['p'], platforms: [platform('deepseek', 'reasoning', 1)] } });
      expect(await balance(acc)).toBe('9.68');
    } finally {
      t.service.engine.settings.save({ prices });
    }
  });

  it('omits brand fields from sub-tasks when no keyword was given', async () => {
    const r = await t.call('POST', '/task/batch/shared', { token, body: minimal() });
    expect(r.body.data.subTaskList[0]).not.toHaveProperty('monitorKeywords');
  });

  it('shows the effective callback URL: task-level over global, else null', async () => {
    await t.call('PUT', '/api/business/monitor/task/callback-url', { token: other, body: { callbackUrl: 'http://127.0.0.1:9/global' } });
    const g = await t.call('POST', '/task/batch/shared', { token: other, body: minimal() });
    expect(g.body.data.callbackUrl).toBe('http://127.0.0.1:9/global');
    const own = await t.call('POST', '/task/batch/shared', { token: other, body: { ...minimal(), callbackUrl: 'https://example.com/hook' } });
    expect(own.body.data.callbackUrl).toBe('https://example.com/hook');
    await t.call('PUT', '/api/business/monitor/task/callback-url', { token: other, body: { callbackUrl: null } });
    const none = await t.call('POST', '/task/batch/shared', { token: other, body: minimal() });
    expect(none.body.data.callbackUrl).toBeNull();
  });
});

describe('POST /task/batch/shared — validation (300001, nothing written)', () => {
  const cases: Array<[string, unknown, string]> = [
    ['body not an object', [1, 2], '请求体必须是 JSON 对象'],
    ['prompts missing', { platforms: [platform('deepseek')] }, 'prompts 不能为空'],
    ['prompts empty', { prompts: [], platforms: [platform('deepseek')] }, 'prompts 不能为空'],
    ['prompts a string', { prompts: 'abc', platforms: [platform('deepseek')] }, 'prompts 必须是字符串数组'],
    ['prompt not a string', { prompts: ['a', 3], platforms: [platform('deepseek')] }, 'prompts[1] 必须是字符串'],
    ['blank prompt', { prompts: ['  '], platforms: [platform('deepseek')] }, 'prompts[0] 不能为空白'],
    ['51 prompts', { prompts: Array.from({ length: 51 }, (_, i) => `q${i}`), platforms: [platform('deepseek')] }, 'prompts 最多 50 条, 收到 51 条'],
    ['platforms missing', { prompts: ['a'] }, 'platforms 不能为空'],
    ['unknown platform', { prompts: ['a'], platforms: [platform('gemini')] }, 'platforms[0].platform 不支持: gemini'],
    ['bad mode', { prompts: ['a'], platforms: [platform('deepseek', 'fast')] }, 'platforms[0].mode 必须是 standard, reasoning, search, reasoning_search 之一'],
    ['mode missing', { prompts: ['a'], platforms: [{ platform: 'deepseek' }] }, 'platforms[0].mode 不能为空'],
    ['bad screenshot', { prompts: ['a'], platforms: [platform('deepseek', 'standard', 3)] }, 'platforms[0].screenshot 必须是 0, 1 或 2'],
    ['screenshot as string', { prompts: ['a'], platforms: [{ platform: 'deepseek', mode: 'standard', screenshot: '1' }] }, 'platforms[0].screenshot 必须是 0, 1 或 2'],
    ['reasoning on baidu', { prompts: ['a'], platforms: [platform('baiduai', 'reasoning')] }, 'platforms[0].mode reasoning: baiduai 不支持深度思考'],
    ['51 platforms', { prompts: ['a'], platforms: Array.from({ length: 51 }, () => platform('deepseek')) }, 'platforms 最多 50 个, 收到 51 个'],
    ['competitors without keyword', { ...minimal(), competitors: [{ name: '小米' }] }, 'competitors 有品牌名称时 monitorKeywords 必填'],
    ['51 aliases', { ...minimal(), monitorKeywords: 'x', monitorKeywordAliases: Array.from({ length: 51 }, (_, i) => `a${i}`) }, 'monitorKeywordAliases 最多 50 个, 收到 51 个'],
    ['51 competitors', { ...minimal(), monitorKeywords: 'x', competitors: Array.from({ length: 51 }, (_, i) => ({ name: `c${i}` })) }, 'competitors 最多 50 个, 收到 51 个'],
    ['regionCode two codes', { ...minimal(), regionCode: ['110000', '310000'] }, 'regionCode 数组长度必须为 1, 收到 2'],
    ['regionCode unknown', { ...minimal(), regionCode: ['999999'] }, 'regionCode 不是可用的地区编码: 999999'],
    ['regionCode a string', { ...minimal(), regionCode: '110000' }, 'regionCode 必须是字符串数组'],
    ['consumerTaskId too short', { ...minimal(), consumerTaskId: 'abc' }, 'consumerTaskId 必须是 8 到 64 位字母或数字'],
    ['consumerTaskId with dash', { ...minimal(), consumerTaskId: 'abcd-efgh-1234' }, 'consumerTaskId 必须是 8 到 64 位字母或数字'],
    ['callbackUrl ftp', { ...minimal(), callbackUrl: 'ftp://x.com/a' }, 'callbackUrl 只支持 http 或 https 地址'],
    ['callbackUrl garbage', { ...minimal(), callbackUrl: 'not a url' }, 'callbackUrl 不是合法的 URL: not a url'],
    ['callbackUrl too long', { ...minimal(), callbackUrl: `https://x.com/${'a'.repeat(2040)}` }, 'callbackUrl 超过 2048 个字符'],
  ];
  for (const [name, body, what] of cases) {
    it(`${name} → 请求参数错误: ${what}`, async () => {
      const before = await taskCount(token);
      const bal = await balance(token);
      const r = await t.call('POST', '/task/batch/shared', { token, body });
      expect(r.body).toEqual({ success: false, code: 300001, message: `请求参数错误: ${what}`, data: null });
      expect(await taskCount(token)).toBe(before);
      expect(await balance(token)).toBe(bal);
    });
  }

  it('malformed JSON → 300001', async () => {
    const r = await t.call('POST', '/task/batch/shared', { token, raw: '{"prompts": [' });
    expect(r.body).toEqual({ success: false, code: 300001, message: '请求参数错误: 请求体不是合法的 JSON', data: null });
  });
});

describe('POST /task/batch/shared — balance', () => {
  it('refuses with 500001 余额不足 and writes nothing', async () => {
    const poor = t.account('poor', 0.1).token;
    const r = await t.call('POST', '/task/batch/shared', { token: poor, body: { prompts: ['a', 'b'], platforms: [platform('deepseek')] } });
    expect(r.body).toEqual({ success: false, code: 500001, message: '余额不足', data: null });
    expect(await taskCount(poor)).toBe(0);
    expect(await balance(poor)).toBe('0.10');
  });
});

describe('POST /task/batch/shared — idempotency by consumerTaskId', () => {
  it('a replay returns the first task with 任务已存在 and charges nothing', async () => {
    const body = { ...minimal(), consumerTaskId: 'order20261121A' };
    const first = await t.call('POST', '/task/batch/shared', { token, body });
    const bal = await balance(token);
    const again = await t.call('POST', '/task/batch/shared', { token, body: { ...body, prompts: ['完全不同的问题'] } });
    expect(again.body.message).toBe('任务已存在');
    expect(again.body.data.taskId).toBe(first.body.data.taskId);
    expect(again.body.data.consumerTaskId).toBe('order20261121A');
    expect(again.body.data.subTaskList).toEqual(first.body.data.subTaskList);
    expect(await balance(token)).toBe(bal);
  });

  it('holds under 20 concurrent identical submits: one task, one freeze', async () => {
    const acc = t.account('racer', 10).token;
    const body = { ...minimal(), consumerTaskId: 'concurrent0001' };
    const all = await Promise.all(Array.from({ length: 20 }, () => t.call('POST', '/task/batch/shared', { token: acc, body })));
    const ids = new Set(all.map((r) => r.body.data.taskId));
    expect(ids.size).toBe(1);
    expect(all.filter((r) => r.body.message === '批量任务已提交')).toHaveLength(1);
    expect(all.filter((r) => r.body.message === '任务已存在')).toHaveLength(19);
    expect(await taskCount(acc)).toBe(1);
    expect(await balance(acc)).toBe('9.91');
  });

  it('the same key under another account is another task', async () => {
    const body = { ...minimal(), consumerTaskId: 'sharedKey123' };
    const a = await t.call('POST', '/task/batch/shared', { token, body });
    const b = await t.call('POST', '/task/batch/shared', { token: other, body });
    expect(a.body.message).toBe('批量任务已提交');
    expect(b.body.message).toBe('批量任务已提交');
    expect(a.body.data.taskId).not.toBe(b.body.data.taskId);
  });

  it('an empty consumerTaskId disables idempotency', async () => {
    const body = { ...minimal(), consumerTaskId: '' };
    const a = await t.call('POST', '/task/batch/shared', { token, body });
    const b = await t.call('POST', '/task/batch/shared', { token, body });
    expect(a.body.data.taskId).not.toBe(b.body.data.taskId);
    expect(b.body.message).toBe('批量任务已提交');
  });
});
