// Video cards as doubao, yuanbao and qianwen show them next to an answer: real video sites'
// URL, id and cover shapes, authors and durations, deterministic per prompt.

import type { RawVideo } from '../../engine/platforms/types.js';
import type { Category } from './catalog.js';
import { Rng } from './rng.js';
import type { VideoSiteCode } from './style.js';

const HEX = '0123456789abcdef';
const B62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** questions a platform answers with video cards: reviews, how-tos, comparisons, picks */
export const VIDEO_WORTHY = /怎么|如何|教程|测评|评测|推荐|对比|哪个|哪款|值得|选购|开箱/;

interface VideoSite {
  videoPlatform: VideoSiteCode;
  card(rng: Rng): { videoId: string; url: string; cover: string };
}

const SITES: VideoSite[] = [
  {
    videoPlatform: 'wechat_channels',
    card: (r) => {
      const id = `export/${r.alnum(40, B62)}`;
      return {
        videoId: id,
        url: `https://channels.weixin.qq.com/web/pages/feed?eid=${encodeURIComponent(id)}`,
        cover: `https://finder.video.qq.com/251/20304/stodownload?encfilekey=${r.alnum(64, B62)}&token=${r.alnum(32, B62)}`,
      };
    },
  },
  {
    videoPlatform: 'youku',
    card: (r) => {
      const id = `X${r.alnum(15, B62)}`;
      return { videoId: id, url: `https://v.youku.com/v_show/id_${id}==.html`, cover: `https://vthumb.ykimg.com/054101015${r.alnum(23, HEX).toUpperCase()}` };
    },
  },
  {
    videoPlatform: 'douyin',
    card: (r) => {
      const id = `7${r.digits(18)}`;
      return { videoId: id, url: `https://www.douyin.com/video/${id}`, cover: `https://p3-pc-sign.douyinpic.com/tos-cn-i-dy/${r.alnum(32, HEX)}~tplv-dy-resize-origshort-autoq-75:330.jpeg` };
    },
  },
  {
    videoPlatform: 'bilibili',
    card: (r) => {
      const id = `BV1${r.alnum(9, B62)}`;
      return { videoId: id, url: `https://www.bilibili.com/video/${id}`, cover: `https://i0.hdslb.com/bfs/archive/${r.alnum(40, HEX)}.jpg` };
    },
  },
  {
    videoPlatform: 'xigua',
    card: (r) => {
      const id = `7${r.digits(18)}`;
      return { videoId: id, url: `https://www.ixigua.com/${id}`, cover: `https://p3-xg.byteimg.com/img/tos-cn-i-0004/${r.alnum(32, HEX)}~tplv-crop-center:1200:675.jpeg` };
    },
  },
];

const AUTHORS = ['科技美学', '数码老炮儿', '评测君小张', '值得买研究所', '生活实验室', '老司机说测评', '毒舌测评', '阿浪说好物', '小白测评', '消费避坑指南'];

function duration(rng: Rng): string {
  const total = rng.int(45, 1260);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

const DEFAULT_SITES: VideoSiteCode[] = ['douyin', 'bilibili', 'xigua'];

export function composeVideos(prompt: string, topic: string, category: Category | null, siteCodes: VideoSiteCode[] = DEFAULT_SITES): RawVideo[] {
  if (!VIDEO_WORTHY.test(prompt)) return [];
  const sites = siteCodes.map((code) => SITES.find((s) => s.videoPlatform === code)!).filter(Boolean);
  const rng = new Rng(`videos\u0000${prompt}`);
  const count = rng.int(3, 5);
  const brands = category ? rng.shuffle(category.brands) : [];
  const out: RawVideo[] = [];
  for (let i = 0; i < count; i++) {
    const site = sites[(i + rng.int(0, 2)) % sites.length]!;
    const a = brands[i % Math.max(1, brands.length)];
    const c = brands[(i + 1) % Math.max(1, brands.length)];
    const title = category
      ? rng.pick([
          `2025年${category.name}怎么选？看完这期不踩坑`,
          `${a!.name} vs ${c!.name}，真实使用一个月后的对比评测`,
          `${a!.name}${a!.products[0]}深度测评：${a!.strengths[0]}是真的吗？`,
          `${category.name}选购攻略｜${rng.pick(category.dimensions)}到底怎么看`,
          `${category.name}品牌大横评，这几款闭眼入`,
        ])
      : rng.pick([`${topic}，一个视频讲清楚`, `关于${topic}的5个实用建议`, `${topic}：新手必看的避坑指南`]);
    out.push({ videoPlatform: site.videoPlatform, ...site.card(rng), title, author: rng.pick(AUTHORS), duration: duration(rng) });
  }
  return out;
}
