import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.js';

let t: TestService;
beforeAll(async () => {
  t = await startTestService({ paused: true });
});
afterAll(async () => t?.close());

describe('GET /api/business/system/models (public)', () => {
  it('lists the 16 platform codes with names, descriptions and client types, no token needed', async () => {
    const r = await t.call('GET', '/api/business/system/models');
    expect(r.body.success).toBe(true);
    expect(r.body.message).toBe('操作成功');
    const codes = r.body.data.map((m: any) => m.modelCode);
    expect(codes).toHaveLength(16);
    expect(codes).toEqual(expect.arrayContaining(['deepseek', 'doubao', 'yuanbao', 'kimi', 'qianwen', 'quark', 'baiduai', 'weibo_zhisou', 'antafu', 'douyinai', 'chatgpt', 'doubao_mobile', 'deepseek_mobile', 'qianwen_mobile', 'yuanbao_mobile', 'baidu_mobile']));
    expect(r.body.data.find((m: any) => m.modelCode === 'doubao')).toMatchObject({ modelName: '豆包', clientType: 'web' });
    expect(r.body.data.filter((m: any) => m.clientType === 'mobile').map((m: any) => m.modelCode).every((c: string) => c.endsWith('_mobile'))).toBe(true);
    for (const m of r.body.data) expect(Object.keys(m).sort()).toEqual(['clientType', 'description', 'modelCode', 'modelName']);
  });
});

describe('GET /api/business/eip-edge/ports/city-info (public)', () => {
  it('lists all 34 provincial-level divisions with official codes', async () => {
    const r = await t.call('GET', '/api/business/eip-edge/ports/city-info');
    expect(r.body.data).toHaveLength(34);
    expect(r.body.data).toContainEqual({ province: '河南省', regionCode: ['410000'] });
    expect(r.body.data).toContainEqual({ province: '北京市', regionCode: ['110000'] });
    expect(r.body.data).toContainEqual({ province: '澳门特别行政区', regionCode: ['820000'] });
  });
});

describe('GET /api/business/eip-edge/regions/overseas (public)', () => {
  it('includes the published codes', async () => {
    const r = await t.call('GET', '/api/business/eip-edge/regions/overseas');
    for (const [name, code] of [['美国', '138'], ['日本', '169'], ['香港', '223'], ['新加坡', '224']]) {
      expect(r.body.data).toContainEqual({ name, regionCode: [code] });
    }
    expect(r.body.data.length).toBeGreaterThan(20);
  });
});
