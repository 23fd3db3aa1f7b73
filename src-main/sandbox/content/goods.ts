// Product cards for shopping-style questions (推荐 / 哪款 / 值得买 / 多少钱 / 价格 with a product
// category): real malls' URL, id and image shapes, prices in the category's real range.

import type { RawGoods } from '../../engine/platforms/types.js';
import type { Category } from './catalog.js';
import { Rng } from './rng.js';
import type { MallCode } from './style.js';

export const SHOPPING = /推荐|哪款|值得买|多少钱|价格|哪个牌子|哪个好|怎么选|好用/;

/** price range (yuan) and a title tail per category; services and cars are not sold as cards */
const SHELF: Record<string, { range: [number, number]; tail: string[] }> = {
  ebike: { range: [1999, 5999], tail: ['新国标电动自行车 长续航', '锂电池电动车 代步通勤'] },
  phone: { range: [1499, 9999], tail: ['5G智能手机 12GB+256GB', '旗舰手机 官方正品 全网通'] },
  coffee: { range: [29, 199], tail: ['挂耳咖啡 精品手冲 20袋', '冻干速溶咖啡粉 黑咖啡'] },
  tea_drink: { range: [19, 99], tail: ['奶茶饮品 券 到店兑换', '果茶 门店通用兑换券'] },
  milk_powder: { range: [168, 498], tail: ['婴幼儿配方奶粉 3段 800g', '婴儿奶粉 2段 罐装'] },
  dairy: { range: [39, 129], tail: ['纯牛奶 250ml*24盒 整箱', '高钙低脂牛奶 礼盒装'] },
  skincare: { range: [129, 1580], tail: ['精华液 保湿修护 50ml', '面霜 抗皱紧致 护肤品套装'] },
  laptop: { range: [3499, 12999], tail: ['轻薄笔记本电脑 16G 1T', '高性能游戏本 RTX独显'] },
  sports_shoes: { range: [299, 1499], tail: ['跑步鞋 男女款 缓震透气', '运动鞋 轻量竞速跑鞋'] },
  appliance: { range: [1299, 8999], tail: ['一级能效变频空调 1.5匹', '家用大容量冰箱 风冷无霜'] },
  earphones: { range: [199, 2299], tail: ['主动降噪蓝牙耳机 真无线', '无线耳机 长续航 入耳式'] },
  baijiu: { range: [299, 2999], tail: ['酱香型白酒 53度 500ml', '浓香型白酒 52度 礼盒装'] },
  robot_vacuum: { range: [1999, 6999], tail: ['扫地机器人 扫拖一体 自动集尘', '全能基站 扫拖机器人 热水洗'] },
};

interface Mall {
  mall: string;
  mallPlatform: MallCode;
  card(rng: Rng): { url: string; thumbnail: string; mallProductId: string; skuId: string };
  shop(brand: string): string;
}

const MALLS: Mall[] = [
  {
    mall: '京东',
    mallPlatform: 'jd',
    card: (r) => {
      const sku = `1000${r.digits(8)}`;
      return {
        url: `https://item.jd.com/${sku}.html`,
        thumbnail: `https://img14.360buyimg.com/n1/jfs/t1/${r.digits(6)}/${r.int(1, 40)}/${r.digits(5)}/${r.digits(6)}/${r.alnum(16, '0123456789abcdef')}.jpg`,
        mallProductId: r.digits(9),
        skuId: sku,
      };
    },
    shop: (brand) => `${brand}京东自营旗舰店`,
  },
  {
    mall: '天猫',
    mallPlatform: 'tmall',
    card: (r) => {
      const id = `6${r.digits(11)}`;
      const sku = `5${r.digits(12)}`;
      return {
        url: `https://detail.tmall.com/item.htm?id=${id}&skuId=${sku}`,
        thumbnail: `https://img.alicdn.com/imgextra/i${r.int(1, 4)}/${r.digits(10)}/O1CN01${r.alnum(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}_!!${r.digits(10)}.jpg`,
        mallProductId: id,
        skuId: sku,
      };
    },
    shop: (brand) => `${brand}官方旗舰店`,
  },
  {
    mall: '淘宝',
    mallPlatform: 'taobao',
    card: (r) => {
      const id = `7${r.digits(11)}`;
      return {
        url: `https://item.taobao.com/item.htm?id=${id}`,
        thumbnail: `https://img.alicdn.com/bao/uploaded/i${r.int(1, 4)}/${r.digits(10)}/O1CN01${r.alnum(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}_!!${r.digits(10)}.jpg`,
        mallProductId: id,
        skuId: `5${r.digits(12)}`,
      };
    },
    shop: (brand) => `${brand}旗舰店`,
  },
  {
    mall: '抖音商城',
    mallPlatform: 'douyin',
    card: (r) => {
      const id = `3${r.digits(18)}`;
      return {
        url: `https://haohuo.jinritemai.com/ecommerce/trade/detail/index.html?id=${id}`,
        thumbnail: `https://p3-ecom-qc.ecombdimg.com/img/ecom-shop-material/${r.alnum(8, 'abcdefghijklmnopqrstuvwxyz')}_m_${r.alnum(32, '0123456789abcdef')}_sx_${r.digits(6)}_www800-800~tplv-obj.jpg`,
        mallProductId: id,
        skuId: r.digits(16),
      };
    },
    shop: (brand) => `${brand}官方旗舰店`,
  },
  {
    mall: '微信小店',
    mallPlatform: 'weixin_shop',
    card: (r) => {
      const id = `10000${r.digits(11)}`;
      return {
        url: `https://store.weixin.qq.com/shop/a/wx${r.alnum(16, '0123456789abcdef')}?productId=${id}`,
        thumbnail: `https://mmecimage.cn/p/wx${r.alnum(16, '0123456789abcdef')}/${r.alnum(32, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}.jpg`,
        mallProductId: id,
        skuId: r.digits(13),
      };
    },
    shop: (brand) => `${brand}官方小店`,
  },
  {
    mall: '拼多多',
    mallPlatform: 'pdd',
    card: (r) => {
      const id = r.digits(12);
      return {
        url: `https://mobile.yangkeduo.com/goods.html?goods_id=${id}`,
        thumbnail: `https://img.pddpic.com/mms-material-img/2025-0${r.int(1, 9)}-${String(r.int(1, 28)).padStart(2, '0')}/${r.alnum(8, '0123456789abcdef')}-${r.alnum(4, '0123456789abcdef')}-${r.alnum(4, '0123456789abcdef')}-${r.alnum(12, '0123456789abcdef')}.jpeg`,
        mallProductId: id,
        skuId: r.digits(12),
      };
    },
    shop: (brand) => `${brand}品牌直营店`,
  },
];

const DEFAULT_MALLS: MallCode[] = ['jd', 'tmall', 'pdd'];

export function composeGoods(prompt: string, category: Category | null, mallCodes: MallCode[] = DEFAULT_MALLS): RawGoods[] {
  const shelf = category ? SHELF[category.id] : undefined;
  if (!category || !shelf || !SHOPPING.test(prompt)) return [];
  const malls = mallCodes.map((code) => MALLS.find((m) => m.mallPlatform === code)!).filter(Boolean);
  const rng = new Rng(`goods\u0000${prompt}`);
  const brands = rng.looseOrder(category.brands).slice(0, rng.int(4, Math.min(6, category.brands.length)));
  return brands.map((brand, i) => {
    const mall = malls[(i + rng.int(0, 2)) % malls.length]!;
    const [lo, hi] = shelf.range;
    // shop prices end in 9 more often than not
    const price = Math.round((lo + rng.next() * (hi - lo)) / 10) * 10 - (rng.next() < 0.7 ? 1 : 0);
    return {
      title: titleOf(brand.name, rng.pick(brand.products), rng.pick(shelf.tail)),
      ...mall.card(rng),
      price: String(price),
      priceUnit: '¥',
      mall: mall.mall,
      shopName: mall.shop(brand.name),
      mallPlatform: mall.mallPlatform,
    };
  }).map(({ title, url, thumbnail, price, priceUnit, mall, shopName, mallPlatform, mallProductId, skuId }) => ({
    title, url, thumbnail, price, priceUnit, mall, shopName, mallPlatform, mallProductId, skuId,
  }));
}

/** product names often carry the brand already (`vivo X200 Pro`, `小米15`): name it once */
function titleOf(brand: string, product: string, tail: string): string {
  return `${product.toLowerCase().startsWith(brand.toLowerCase()) ? product : `${brand} ${product}`} ${tail}`;
}
