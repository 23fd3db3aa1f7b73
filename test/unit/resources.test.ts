import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Read the shipped files as the engine will (UTF-8 JSON from disk), not through a bundler import.
function load<T>(name: string): T {
  const path = fileURLToPath(new URL(`../../resources/${name}`, import.meta.url));
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

interface DomesticRegion {
  province: string;
  regionCode: string[];
}
interface OverseasRegion {
  name: string;
  regionCode: string[];
}
interface ModelRecord {
  modelCode: string;
  modelName: string;
  description: string;
  clientType: string;
  family: string;
  supportsReasoning: boolean;
  overseas: boolean;
  features: { video: boolean; goods: boolean; searchKeywords: boolean; shareLink: boolean };
}
interface Prices {
  currency: string;
  domestic: { base: number; reasoning: number; screenshot: number };
  overseas: { base: number; screenshot: number };
}

const domestic = load<DomesticRegion[]>('regions-domestic.json');
const overseas = load<OverseasRegion[]>('regions-overseas.json');
const models = load<ModelRecord[]>('models.json');
const prices = load<Prices>('prices.json');

describe('regions-domestic.json (city-info lookup)', () => {
  it('lists the 34 provincial-level divisions once each, with 6-digit province codes', () => {
    expect(domestic).toHaveLength(34);
    expect(new Set(domestic.map((r) => r.province)).size).toBe(34);
    for (const r of domestic) {
      expect(Object.keys(r).sort()).toEqual(['province', 'regionCode']);
      expect(r.regionCode).toHaveLength(1);
      expect(r.regionCode[0]).toMatch(/^[1-8]\d0000$/);
    }
  });

  it('carries the GB/T 2260 code of each province', () => {
    const byName = new Map(domestic.map((r) => [r.province, r.regionCode[0]]));
    expect(byName.get('北京市')).toBe('110000');
    expect(byName.get('河南省')).toBe('410000');
    expect(byName.get('广东省')).toBe('440000');
    expect(byName.get('陕西省')).toBe('610000');
    expect(byName.get('新疆维吾尔自治区')).toBe('650000');
    expect(byName.get('台湾省')).toBe('710000');
    expect(byName.get('香港特别行政区')).toBe('810000');
    expect(byName.get('澳门特别行政区')).toBe('820000');
  });

  it('keeps the official order (ascending codes, Beijing first, Macao last)', () => {
    const codes = domestic.map((r) => Number(r.regionCode[0]));
    expect([...codes].sort((a, b) => a - b)).toEqual(codes);
    expect(domestic[0]!.province).toBe('北京市');
    expect(domestic.at(-1)!.province).toBe('澳门特别行政区');
  });
});

describe('regions-overseas.json (overseas lookup)', () => {
  it('keeps the four published codes exactly', () => {
    const byName = new Map(overseas.map((r) => [r.name, r.regionCode]));
    expect(byName.get('美国')).toEqual(['138']);
    expect(byName.get('日本')).toEqual(['169']);
    expect(byName.get('香港')).toEqual(['223']);
    expect(byName.get('新加坡')).toEqual(['224']);
  });

  it('has the contract shape and unique names', () => {
    expect(overseas.length).toBeGreaterThanOrEqual(30);
    expect(new Set(overseas.map((r) => r.name)).size).toBe(overseas.length);
    for (const r of overseas) {
      expect(Object.keys(r).sort()).toEqual(['name', 'regionCode']);
      expect(r.regionCode).toHaveLength(1);
      expect(r.regionCode[0]).toMatch(/^\d+$/);
    }
  });

  it('gives every local assignment 1000 + an ISO 3166-1 numeric code (4 digits)', () => {
    const published = new Set(['138', '169', '223', '224']);
    const local = overseas.filter((r) => !published.has(r.regionCode[0]!));
    expect(local.length).toBe(overseas.length - 4);
    for (const r of local) expect(r.regionCode[0]).toMatch(/^1\d{3}$/);
    const byName = new Map(overseas.map((r) => [r.name, r.regionCode[0]]));
    expect(byName.get('韩国')).toBe('1410');
    expect(byName.get('英国')).toBe('1826');
    expect(byName.get('澳大利亚')).toBe('1036');
  });
});

describe('region codes across both lookups', () => {
  it('never collide', () => {
    const all = [...domestic, ...overseas].flatMap((r) => r.regionCode);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('models.json (model list)', () => {
  const web = models.filter((m) => m.clientType === 'web');
  const mobile = models.filter((m) => m.clientType === 'mobile');

  it('lists 16 unique codes: 11 web first, then 5 mobile ending in _mobile', () => {
    expect(models).toHaveLength(16);
    expect(new Set(models.map((m) => m.modelCode)).size).toBe(16);
    expect(web).toHaveLength(11);
    expect(mobile).toHaveLength(5);
    expect(models.slice(0, 11)).toEqual(web);
    for (const m of mobile) expect(m.modelCode).toMatch(/_mobile$/);
    for (const m of web) expect(m.modelCode).not.toMatch(/_mobile$/);
  });

  it('uses the published codes and display names', () => {
    expect(web.map((m) => [m.modelCode, m.modelName])).toEqual([
      ['deepseek', 'DeepSeek'],
      ['doubao', '豆包'],
      ['yuanbao', '元宝'],
      ['kimi', 'Kimi'],
      ['qianwen', '通义千问'],
      ['quark', '夸克'],
      ['baiduai', '百度文心'],
      ['weibo_zhisou', '微博智搜'],
      ['antafu', '蚂蚁阿福'],
      ['douyinai', '抖音AI'],
      ['chatgpt', 'ChatGPT'],
    ]);
    expect(mobile.map((m) => m.modelCode)).toEqual([
      'doubao_mobile',
      'deepseek_mobile',
      'qianwen_mobile',
      'yuanbao_mobile',
      'baidu_mobile',
    ]);
    for (const m of models) expect(m.description.length).toBeGreaterThan(4);
  });

  it('denies reasoning to exactly baiduai and baidu_mobile', () => {
    expect(models.filter((m) => !m.supportsReasoning).map((m) => m.modelCode)).toEqual(['baiduai', 'baidu_mobile']);
  });

  it('maps each mobile code to an existing web family, and only chatgpt is overseas', () => {
    const webCodes = new Set(web.map((m) => m.modelCode));
    for (const m of web) expect(m.family).toBe(m.modelCode);
    for (const m of mobile) expect(webCodes.has(m.family)).toBe(true);
    expect(models.find((m) => m.modelCode === 'baidu_mobile')!.family).toBe('baiduai');
    expect(models.filter((m) => m.overseas).map((m) => m.modelCode)).toEqual(['chatgpt']);
  });

  it('follows the published feature matrix (video, goods, search words, share link)', () => {
    const row = (code: string) => {
      const f = models.find((m) => m.modelCode === code)!.features;
      return [f.video, f.goods, f.searchKeywords, f.shareLink];
    };
    expect(row('doubao')).toEqual([true, true, true, true]);
    expect(row('baiduai')).toEqual([true, true, false, true]);
    expect(row('yuanbao')).toEqual([true, true, false, true]);
    expect(row('quark')).toEqual([true, true, true, false]);
    expect(row('weibo_zhisou')).toEqual([true, false, false, false]);
    expect(row('douyinai')).toEqual([true, false, true, false]);
    expect(row('qianwen')).toEqual([true, false, true, true]);
    for (const code of ['deepseek', 'kimi', 'antafu']) expect(row(code)).toEqual([false, false, true, true]);
    expect(row('doubao_mobile')).toEqual([false, true, false, false]);
    expect(row('qianwen_mobile')).toEqual([false, true, false, false]);
    expect(row('yuanbao_mobile')).toEqual([true, true, false, false]);
    expect(row('baidu_mobile')).toEqual([true, true, false, false]);
    expect(row('deepseek_mobile')).toEqual([false, false, false, false]);
    // not in the published matrix: the local choice documented in resources/README.md
    expect(row('chatgpt')).toEqual([false, false, false, true]);
  });
});

describe('prices.json (published defaults)', () => {
  it('holds integer cents', () => {
    const amounts = [...Object.values(prices.domestic), ...Object.values(prices.overseas)];
    for (const a of amounts) expect(Number.isInteger(a)).toBe(true);
    expect(prices.currency).toBe('CNY');
  });

  it('prices a domestic sub-task 0.09 (+0.09 reasoning, +0.09 screenshot) and chatgpt 0.24 / 0.32', () => {
    expect(prices.domestic).toEqual({ base: 9, reasoning: 9, screenshot: 9 });
    expect(prices.domestic.base + prices.domestic.reasoning + prices.domestic.screenshot).toBe(27);
    expect(prices.overseas.base).toBe(24);
    expect(prices.overseas.base + prices.overseas.screenshot).toBe(32);
  });
});
