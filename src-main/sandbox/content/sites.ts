// Real Chinese content sites with the URL shapes their articles actually use, so that replica
// references look like what a search-enabled answer cites.

import type { Rng } from './rng.js';

export interface Site {
  name: string;
  /** registrable domain, also used for the site icon */
  domain: string;
  articleUrl(rng: Rng, date: Date): string;
}

const ymd = (d: Date, sep = ''): string =>
  [d.getUTCFullYear(), String(d.getUTCMonth() + 1).padStart(2, '0'), String(d.getUTCDate()).padStart(2, '0')].join(sep);
const upper = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export const SITES: Record<string, Site> = {
  qq: { name: '腾讯网', domain: 'qq.com', articleUrl: (r, d) => `https://new.qq.com/rain/a/${ymd(d)}A0${r.alnum(4, upper)}00` },
  '163': { name: '网易', domain: '163.com', articleUrl: (r) => `https://www.163.com/dy/article/${r.alnum(16, upper)}.html` },
  sohu: { name: '搜狐', domain: 'sohu.com', articleUrl: (r) => `https://www.sohu.com/a/${r.digits(9)}_${r.digits(6)}` },
  sina_tech: {
    name: '新浪科技',
    domain: 'sina.com.cn',
    articleUrl: (r, d) => `https://finance.sina.com.cn/tech/${ymd(d, '-')}/doc-in${r.alnum(14)}.shtml`,
  },
  sina_finance: {
    name: '新浪财经',
    domain: 'sina.com.cn',
    articleUrl: (r, d) => `https://finance.sina.com.cn/money/${ymd(d, '-')}/doc-in${r.alnum(14)}.shtml`,
  },
  zhihu: { name: '知乎', domain: 'zhihu.com', articleUrl: (r) => `https://zhuanlan.zhihu.com/p/${r.digits(10)}` },
  '36kr': { name: '36氪', domain: '36kr.com', articleUrl: (r) => `https://36kr.com/p/${r.digits(13)}` },
  zol: { name: '中关村在线', domain: 'zol.com.cn', articleUrl: (r) => `https://news.zol.com.cn/${r.digits(3)}/${r.digits(7)}.html` },
  pconline: { name: '太平洋科技', domain: 'pconline.com.cn', articleUrl: (r) => `https://pcedu.pconline.com.cn/${r.digits(7)}.html` },
  ithome: { name: 'IT之家', domain: 'ithome.com', articleUrl: (r) => `https://www.ithome.com/0/${r.digits(3)}/${r.digits(3)}.htm` },
  smzdm: { name: '什么值得买', domain: 'smzdm.com', articleUrl: (r) => `https://post.smzdm.com/p/a${r.alnum(7)}/` },
  thepaper: { name: '澎湃新闻', domain: 'thepaper.cn', articleUrl: (r) => `https://www.thepaper.cn/newsDetail_forward_${r.digits(8)}` },
  jiemian: { name: '界面新闻', domain: 'jiemian.com', articleUrl: (r) => `https://www.jiemian.com/article/${r.digits(8)}.html` },
  baijiahao: { name: '百家号', domain: 'baidu.com', articleUrl: (r) => `https://baijiahao.baidu.com/s?id=${r.digits(19)}` },
  autohome: {
    name: '汽车之家',
    domain: 'autohome.com.cn',
    articleUrl: (r, d) => `https://www.autohome.com.cn/news/${ymd(d).slice(0, 6)}/${r.digits(7)}.html`,
  },
  dongchedi: { name: '懂车帝', domain: 'dongchedi.com', articleUrl: (r) => `https://www.dongchedi.com/article/${r.digits(19)}` },
  eastmoney: {
    name: '东方财富网',
    domain: 'eastmoney.com',
    articleUrl: (r, d) => `https://finance.eastmoney.com/a/${ymd(d)}${r.digits(10)}.html`,
  },
  xiaohongshu: {
    name: '小红书',
    domain: 'xiaohongshu.com',
    articleUrl: (r) => `https://www.xiaohongshu.com/explore/${r.alnum(24, '0123456789abcdef')}`,
  },
  babytree: { name: '宝宝树', domain: 'babytree.com', articleUrl: (r) => `https://www.babytree.com/learn/article/${r.digits(6)}` },
  hupu: { name: '虎扑', domain: 'hupu.com', articleUrl: (r) => `https://bbs.hupu.com/${r.digits(9)}.html` },
};

export const GENERAL_SITES = ['qq', 'zhihu', 'sohu', '163', 'thepaper', 'baijiahao'];

export function siteIcon(site: Site): string {
  return `https://cdn.deepseek.com/site-icons/${site.domain}`;
}
