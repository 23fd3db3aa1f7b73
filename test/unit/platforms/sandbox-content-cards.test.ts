// The content engine's video and product cards and its per-platform styles.
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../src-main/sandbox/content/catalog.js';
import { citationNumbers, mapCitationGroups, mapCitations } from '../../../src-main/sandbox/content/citations.js';
import { composeAnswer, STYLES } from '../../../src-main/sandbox/content/compose.js';

const plain = { reasoning: false, search: false };

describe('video cards', () => {
  it('come for review / recommendation questions, with real sites, ids, covers and mm:ss durations', () => {
    const a = composeAnswer('扫地机器人推荐', plain);
    expect(a.videos.length).toBeGreaterThanOrEqual(3);
    for (const v of a.videos) {
      expect(['douyin', 'bilibili', 'xigua']).toContain(v.videoPlatform);
      expect(v.url).toContain(v.videoId);
      if (v.videoPlatform === 'douyin') expect(v.url).toMatch(/^https:\/\/www\.douyin\.com\/video\/7\d{18}$/);
      if (v.videoPlatform === 'bilibili') expect(v.videoId).toMatch(/^BV1[0-9A-Za-z]{9}$/);
      expect(v.cover).toMatch(/^https:\/\//);
      expect(v.author).not.toBe('');
      expect(v.duration).toMatch(/^\d{2}:\d{2}$/);
      expect(v.title).not.toBe('');
    }
    // deterministic, and the same whatever the mode
    expect(composeAnswer('扫地机器人推荐', { reasoning: true, search: true }).videos).toEqual(a.videos);
  });

  it('do not come for a plain factual question', () => {
    expect(composeAnswer('今天星期几', plain).videos).toEqual([]);
  });

  it("follow the style's video sites", () => {
    const v = composeAnswer('蓝牙耳机推荐', { ...plain, style: STYLES.qianwen }).videos;
    expect(v.length).toBeGreaterThan(0);
    for (const x of v) expect(['youku', 'douyin', 'bilibili']).toContain(x.videoPlatform);
  });
});

describe('product cards', () => {
  it('come for shopping questions with a product category: every field filled, real mall shapes, prices in range', () => {
    const a = composeAnswer('降噪耳机哪款值得买', plain);
    const brands = CATEGORIES.find((c) => c.id === 'earphones')!.brands.map((b) => b.name);
    expect(a.goods.length).toBeGreaterThanOrEqual(4);
    for (const g of a.goods) {
      expect(Object.keys(g).sort()).toEqual(['mall', 'mallPlatform', 'mallProductId', 'price', 'priceUnit', 'shopName', 'skuId', 'thumbnail', 'title', 'url'].sort());
      expect(brands.some((b) => g.title.startsWith(b))).toBe(true);
      expect(g.priceUnit).toBe('¥');
      expect(Number(g.price)).toBeGreaterThanOrEqual(189);
      expect(Number(g.price)).toBeLessThanOrEqual(2300);
      expect({ jd: '京东', tmall: '天猫', pdd: '拼多多' }[g.mallPlatform]).toBe(g.mall);
      expect(g.title).not.toMatch(/^(\S+) \1/);
      if (g.mallPlatform === 'jd') expect(g.url).toBe(`https://item.jd.com/${g.skuId}.html`);
      if (g.mallPlatform === 'tmall') expect(g.url).toBe(`https://detail.tmall.com/item.htm?id=${g.mallProductId}&skuId=${g.skuId}`);
      if (g.mallPlatform === 'pdd') expect(g.url).toBe(`https://mobile.yangkeduo.com/goods.html?goods_id=${g.mallProductId}`);
      expect(g.shopName).not.toBe('');
      expect(g.thumbnail).toMatch(/^https:\/\/.+\.(jpg|jpeg)$/);
    }
    expect(composeAnswer('降噪耳机哪款值得买', plain).goods).toEqual(a.goods);
  });

  it('do not come for services, cars, or questions that are not about buying', () => {
    expect(composeAnswer('重疾险推荐', plain).goods).toEqual([]);
    expect(composeAnswer('新能源汽车推荐', plain).goods).toEqual([]);
    expect(composeAnswer('耳机的历史', plain).goods).toEqual([]);
  });

  it('name the brand once even when the product name carries it', () => {
    for (const g of composeAnswer('手机推荐', plain).goods) {
      const brand = CATEGORIES.find((c) => c.id === 'phone')!.brands.find((b) => g.title.startsWith(b.name))!;
      expect(g.title.slice(brand.name.length).toLowerCase()).not.toMatch(new RegExp(`^ ?${brand.name.toLowerCase()}`));
    }
  });

  it('doubao links 抖音商城 products', () => {
    const g = composeAnswer('手机推荐', { ...plain, style: STYLES.doubao }).goods;
    const douyin = g.filter((x) => x.mallPlatform === 'douyin');
    expect(douyin.length).toBeGreaterThan(0);
    for (const x of douyin) {
      expect(x.mall).toBe('抖音商城');
      expect(x.url).toBe(`https://haohuo.jinritemai.com/ecommerce/trade/detail/index.html?id=${x.mallProductId}`);
      expect(x.mallProductId).toMatch(/^\d{19}$/);
    }
  });

  it("follow the style's malls", () => {
    const g = composeAnswer('手机推荐', { ...plain, style: STYLES.qianwen }).goods;
    expect(g.length).toBeGreaterThan(0);
    for (const x of g) expect(['tmall', 'taobao']).toContain(x.mallPlatform);
  });
});

describe('answer styles', () => {
  const prompt = '2025年有哪些值得推荐的手机品牌？';
  it('yuanbao ends with a 总结 section and cites from WeChat channels / shops among others', () => {
    const a = composeAnswer('手机推荐', { reasoning: false, search: true, style: STYLES.yuanbao });
    expect(a.markdown).toMatch(/^### [一二三四五六]、总结$/m);
    expect(a.videos.some((v) => v.videoPlatform === 'wechat_channels' && v.url.startsWith('https://channels.weixin.qq.com/web/pages/feed?eid='))).toBe(true);
    for (const g of a.goods) expect(['jd', 'pdd', 'weixin_shop']).toContain(g.mallPlatform);
  });

  it('shape headings, emoji, tables and the closing remark per platform', () => {
    const ds = composeAnswer(prompt, plain).markdown;
    expect(ds).toMatch(/^### 一、/m);
    expect(ds).toContain('| 品牌 |');
    expect(ds).toMatch(/^> /m);
    const doubao = composeAnswer(prompt, { ...plain, style: STYLES.doubao }).markdown;
    expect(doubao).toMatch(/^\*\*🏆 一、/m);
    expect(doubao).not.toContain('| 品牌 |');
    expect(doubao).not.toMatch(/^> /m);
    const qianwen = composeAnswer(prompt, { ...plain, style: STYLES.qianwen }).markdown;
    expect(qianwen.startsWith('## ')).toBe(true);
  });

  it('short styles name fewer brands than long ones', () => {
    const count = (md: string) => (md.match(/^\d+\. \*\*/gm) ?? []).length;
    const short = count(composeAnswer(prompt, { ...plain, style: STYLES.mobile }).markdown);
    const long = count(composeAnswer(prompt, { ...plain, style: STYLES.kimi }).markdown);
    expect(short).toBeLessThanOrEqual(4);
    expect(long).toBeGreaterThanOrEqual(5);
  });

  it('cite groups put two sources side by side somewhere; every cited number is a source', () => {
    const a = composeAnswer('咖啡品牌推荐', { reasoning: false, search: true, style: STYLES.yuanbao });
    expect(a.markdown).toMatch(/\[citation:\d+\]\[citation:\d+\]/);
    for (const n of citationNumbers(a.markdown)) expect(n).toBeLessThanOrEqual(a.sources.length);
  });

  it('dense citing (kimi) cites every strength and every buying tip in search modes', () => {
    const md = composeAnswer('咖啡品牌推荐', { reasoning: false, search: true, style: STYLES.kimi }).markdown;
    const claims = md.split('\n').filter((l) => /\*\*核心优势\*\*|^- \*\*关注/.test(l));
    expect(claims.length).toBeGreaterThan(4);
    for (const l of claims) expect(l).toMatch(/\[citation:\d+\]/);
    const normal = composeAnswer('咖啡品牌推荐', { reasoning: false, search: true }).markdown.split('\n').filter((l) => /^- \*\*关注/.test(l));
    expect(normal.filter((l) => l.includes('[citation:')).length).toBe(1);
  });

  it('[sim:norefs] answers a search question without sources or markers, keeping the search words', () => {
    const a = composeAnswer('咖啡品牌推荐', { reasoning: false, search: true, noReferences: true });
    expect(a.sources).toEqual([]);
    expect(a.markdown).not.toContain('[citation:');
    expect(a.searchQueries.length).toBeGreaterThan(0);
  });
});

describe('citation markers', () => {
  it('map one by one, in groups, and list in order of first use', () => {
    const md = '甲[citation:1]乙[citation:2][citation:5]丙[citation:1]';
    expect(mapCitations(md, (n) => `[^${n}^]`)).toBe('甲[^1^]乙[^2^][^5^]丙[^1^]');
    expect(mapCitationGroups(md, (ns) => `[${ns.join(',')}](@ref)`)).toBe('甲[1](@ref)乙[2,5](@ref)丙[1](@ref)');
    expect(citationNumbers(md)).toEqual([1, 2, 5]);
  });
});
