// How each platform writes: the same facts, a different voice. Composed Markdown always cites
// with `[citation:N]`; a family's stream writer turns those into its site's own markers
// (yuanbao `[1,2](@ref)`, kimi `[^N^]`, …) and its parser turns them back.

export interface AnswerStyle {
  /** how many brands a recommendation names: short 3–4, medium 4–5, long 5–7 */
  length: 'short' | 'medium' | 'long';
  /** section titles as Markdown headings (`### 一、…`) or bold lines (`**一、…**`) */
  headings: 'heading' | 'bold';
  /** emoji in section titles (doubao and yuanbao love them) */
  emoji: boolean;
  /** a comparison table */
  table: boolean;
  /** claims sometimes cite two sources side by side (`[citation:2][citation:5]`) */
  citeGroups: boolean;
  /** the closing remark as a blockquote, or a plain sentence */
  closing: 'quote' | 'plain';
  /** a `## title` line above the sections (qianwen) */
  titleLine?: boolean;
  /** a short 总结 section before the closing remark (yuanbao) */
  summary?: boolean;
  /** 'dense': a citation after nearly every claim in search modes (kimi); default 'normal' */
  citeDensity?: 'normal' | 'dense';
  /** where this platform's video cards come from, in preference order (default douyin, bilibili, xigua) */
  videoSites?: VideoSiteCode[];
  /** which malls its product cards link to (default jd, tmall, pdd) */
  malls?: MallCode[];
}

export type VideoSiteCode = 'douyin' | 'bilibili' | 'xigua' | 'youku' | 'wechat_channels';
export type MallCode = 'jd' | 'tmall' | 'pdd' | 'taobao' | 'weixin_shop' | 'douyin';

export const STYLES = {
  deepseek: { length: 'long', headings: 'heading', emoji: false, table: true, citeGroups: false, closing: 'quote' },
  doubao: { length: 'long', headings: 'bold', emoji: true, table: false, citeGroups: false, closing: 'plain', videoSites: ['douyin', 'xigua'], malls: ['douyin', 'jd', 'tmall'] },
  yuanbao: {
    length: 'medium',
    headings: 'heading',
    emoji: false,
    table: true,
    citeGroups: true,
    closing: 'plain',
    summary: true,
    videoSites: ['wechat_channels', 'douyin', 'bilibili'],
    malls: ['jd', 'pdd', 'weixin_shop'],
  },
  kimi: { length: 'medium', headings: 'heading', emoji: false, table: true, citeGroups: true, closing: 'quote', citeDensity: 'dense' },
  qianwen: {
    length: 'long',
    headings: 'heading',
    emoji: true,
    table: true,
    citeGroups: false,
    closing: 'plain',
    titleLine: true,
    videoSites: ['youku', 'douyin', 'bilibili'],
    malls: ['tmall', 'taobao'],
  },
  /** phone apps answer shorter */
  mobile: { length: 'short', headings: 'bold', emoji: true, table: false, citeGroups: false, closing: 'plain' },
} satisfies Record<string, AnswerStyle>;

export const DEFAULT_STYLE: AnswerStyle = STYLES.deepseek;

export const SECTION_EMOJI = ['🏆', '💰', '✨', '📌'];
