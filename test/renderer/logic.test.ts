// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { centsToYuan, estimate, yuanToCents } from '../../src-renderer/src/lib/cost';
import { parsePromptLines, promptsFromCsv, promptsFromXlsx } from '../../src-renderer/src/lib/prompts';
import { daysInclusive, disabledAround, rangeAllowed } from '../../src-renderer/src/lib/dates';
import { fieldOfError } from '../../src-renderer/src/lib/brand-sets';
import prices from '../../resources/prices.json';
import { summarise } from '../../src-renderer/src/lib/summary';
import type { SubTaskResult } from '../../src-main/api/contract';

const info = new Map([
  ['deepseek', { overseas: false }],
  ['chatgpt', { overseas: true }],
]);

describe('cost estimate (what the service freezes)', () => {
  it('adds deep thinking and screenshot to the base, per prompt and distinct platform', () => {
    const e = estimate(prices, info, 3, [
      { platform: 'deepseek', mode: 'reasoning_search', screenshot: 2 },
      { platform: 'chatgpt', mode: 'reasoning', screenshot: 1 },
      { platform: 'DeepSeek', mode: 'standard', screenshot: 0 },
    ]);
    expect(e.subTasks).toBe(6);
    // deepseek 9+9+9, chatgpt 24+0+8 (no overseas thinking price) → 59 per prompt
    expect(e.maxCents).toBe(3 * 59);
    expect(centsToYuan(e.maxCents)).toBe('1.77');
  });

  it('reads balances in cents', () => {
    expect(yuanToCents('12.3')).toBe(1230);
    expect(yuanToCents('0.05')).toBe(5);
    expect(Number.isNaN(yuanToCents('abc'))).toBe(true);
  });
});

describe('prompt import', () => {
  it('takes lines, skipping blanks', () => {
    expect(parsePromptLines(' a \n\n b\r\nc ')).toEqual(['a', 'b', 'c']);
  });

  it('takes the first CSV column, dropping a header and a BOM', () => {
    expect(promptsFromCsv('\uFEFF问题,备注\n"推荐手机, 性价比高",x\n推荐耳机,y\n,\n')).toEqual(['推荐手机, 性价比高', '推荐耳机']);
  });

  it('takes the first column of the first XLSX sheet', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('s');
    ws.addRow(['prompt', 'note']);
    ws.addRow(['推荐咖啡豆', 'a']);
    ws.addRow([{ richText: [{ text: '推荐' }, { text: '茶叶' }] }]);
    ws.addRow([2026]);
    const buf = (await wb.xlsx.writeBuffer()) as ArrayBuffer;
    expect(await promptsFromXlsx(buf)).toEqual(['推荐咖啡豆', '推荐茶叶', '2026']);
  });
});

describe('reconciliation range rule (≤ 31 days, start not after end)', () => {
  const d = (s: string) => new Date(`${s}T00:00:00`);
  it('counts calendar days inclusively', () => {
    expect(daysInclusive(d('2026-11-01'), d('2026-12-01'))).toBe(31);
    expect(rangeAllowed(d('2026-11-01'), d('2026-12-01'))).toBe(true);
    expect(rangeAllowed(d('2026-11-01'), d('2026-12-02'))).toBe(false);
    expect(rangeAllowed(d('2026-11-02'), d('2026-11-01'))).toBe(false);
    expect(rangeAllowed(d('2026-03-01'), d('2026-03-31'))).toBe(true);
  });

  it('the picker disables days beyond 30 days of the first pick', () => {
    const off = disabledAround(d('2026-10-10'));
    expect(off(d('2026-11-09'))).toBe(false);
    expect(off(d('2026-11-10'))).toBe(true);
    expect(off(d('2026-09-10'))).toBe(false);
    expect(off(d('2026-09-09'))).toBe(true);
  });
});

describe('300001 messages land at their field', () => {
  it('names the field the service named', () => {
    expect(fieldOfError('请求参数错误: platforms[0].mode reasoning: baiduai 不支持深度思考')).toBe('platforms');
    expect(fieldOfError('请求参数错误: consumerTaskId 必须是 8-64 位字母或数字')).toBe('consumerTaskId');
    expect(fieldOfError('余额不足')).toBeNull();
  });
});

describe('task summary figures', () => {
  const sub = (platform: string, status: string, mentionPosition: number | null, sentiment: 'positive' | 'neutral' | 'negative', comps: [string, number | null][], cites: string[]) =>
    ({
      platform, status, mentionPosition, sentiment,
      competitorRankings: comps.map(([name, rank]) => ({ name, rank })),
      citationList: cites.map((url, i) => ({ index: i + 1, title: '', url, publishTime: null, site: '', icon: '' })),
      referenceList: [],
    }) as unknown as SubTaskResult;

  it('computes mention rate, average position, sentiment, share of voice and cited domains over answered sub-tasks', () => {
    const s = summarise(
      [
        sub('deepseek', 'completed', 1, 'positive', [['小米', 2]], ['https://www.zhihu.com/a', 'https://baike.baidu.com/x']),
        sub('deepseek', 'completed', 3, 'negative', [['小米', null]], ['https://zhihu.com/b']),
        sub('deepseek', 'completed', null, 'neutral', [['小米', 1]], []),
        sub('doubao', 'failed', null, 'neutral', [], []),
      ],
      '华为',
    );
    expect(s.platforms).toEqual([{ platform: 'deepseek', answered: 3, mentioned: 2, mentionRate: 2 / 3, averagePosition: 2 }]);
    expect(s.sentiment).toEqual({ positive: 1, neutral: 0, negative: 1 });
    expect(s.shareOfVoice).toEqual([{ name: '华为', mentions: 2 }, { name: '小米', mentions: 2 }]);
    expect(s.domains).toEqual([{ domain: 'zhihu.com', count: 2 }, { domain: 'baike.baidu.com', count: 1 }]);
  });
});
