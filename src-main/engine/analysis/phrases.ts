// The evaluative phrase around a judgement term, as an analyst would quote it: the attribute it
// judges ("影像体验出色", "camera is excellent"), its negation and its object ("不及华为"), without
// the brand or model names that precede it.
import type { Mention } from './brands.js';
import type { Doc } from './doc.js';
import { stripInline, type Span } from './text.js';

const LEAD_FILLER_CN = /^(?:[\s,，、:：;；*·\-—|]|但是|但|而且|并且|且|同时|不过|然而|可是|只是|虽然|虽|尽管|其|它的|它|该品牌的?|整体上?|总体上?|总的来说|也|都|则|还|更是|的|在|方面|是|而|就|又|以|凭借|依靠|拥有|具有|有着|和|及|与)+/;
const LEAD_FILLER_EN = /^(?:[\s,;:*'’–—-]|s\b|its\b|it's\b|it\b|is\b|are\b|was\b|has\b|have\b|had\b|with\b|the\b|a\b|an\b|and\b|but\b|however\b|though\b|although\b|while\b|despite\b|also\b|very\b|quite\b|offers?\b|provides?\b|delivers?\b|features?\b|boasts?\b|known for\b|remains\b|stays\b|comes with\b)\s*/i;
const EN_STOP = /^(?:is|are|was|were|be|been|and|or|but|for|to|in|on|at|with|than|as|of|the|a|an|it|its|that|which|when|if|because|thanks|outside|inside|since|so|yet|though|although|while|compared|versus|vs|by|from|into|over|under|about|after|before|this|these|those|there|due|once|across|among|through|despite|even|especially)$/i;
const MAX_CJK_PHRASE = 16;
// 严重, 的 + noun, or how much: "贵一倍以上", "贵了将近一千元", "只有耐克的一半左右", "达14天".
const QUANTITY = '[了出]?[^，。；,;！？!?|\\n]{0,10}?(?:一半|分之[一二两三四五六七八九\\d]+|[\\d.一二两三四五六七八九十百千万几]+\\s*(?:倍|成|折|元|块|千元|万元|%|个百分点|分钟|小时|天))(?:以上|左右|之多|多|半)?';
const AFTER_TERM = new RegExp(`^(?:${QUANTITY}|严重|明显|突出|较多|偏多|很多|不少|的[\\u4e00-\\u9fff]{1,6}|(?:达|至|约|超过?)?\\d+(?:\\.\\d+)?[%\\u4e00-\\u9fffA-Za-z]{0,2})`);
// A verb's object belongs to the phrase (缺乏辨识度, 不及华为), and so does what there is only so much of (只有自提).
const TRANSITIVE = /^(?:缺乏|欠缺|缺少|不如|不及|逊于|弱于|落后于?|比不上|优于|强于|好于|胜过|胜于|超越|领先于|媲美|不输|不支持)$|(?:只有|仅有|仅为|仅剩|仅需|只要|不到)$/;

export function phrase(doc: Doc, clause: Span, ms: Mention[], previousEnd: number, start: number, end: number): string {
  let from = Math.max(clause.start, previousEnd);
  for (const m of ms) if (m.end <= start && m.end > from) from = m.end;
  const term = stripInline(doc.text.slice(start, end));
  if (/[\u4e00-\u9fff]/.test(term)) return cjkPhrase(doc, clause, from, start, end, term);
  return latinPhrase(doc, clause, from, start, end, term);
}

function cjkPhrase(doc: Doc, clause: Span, from: number, start: number, end: number, term: string): string {
  const gap = doc.text.slice(from, start);
  const sep = Math.max(gap.lastIndexOf('、'), gap.lastIndexOf('和'), gap.lastIndexOf('及'));
  if (sep >= 0) from += sep + 1;
  let to = end;
  const after = doc.text.slice(end, clause.end);
  // 缺乏辨识度, 不及华为: a verb's object belongs to the phrase; so do 严重 and 的 + noun.
  const tail = (TRANSITIVE.test(term) ? /^[^，。；,;！？!?|\n]{1,8}/ : AFTER_TERM).exec(after);
  if (tail) to += tail[0].length;
  let s = stripInline(doc.text.slice(from, to));
  for (let prev = ''; prev !== s; ) {
    prev = s;
    s = s
      // A model name before the attribute ("Mate 60 系列影像…", "15 的 A16 芯片…") goes; a date or
      // price ("2017年") stays, and a number a space sets apart ("魅族21 很有特色") is a model's.
      .replace(/^[\s\d.+\-–—'’()（）]*[A-Za-z][\sA-Za-z0-9.+\-–—'’()（）]*(?=[\u4e00-\u9fff])/, '')
      .replace(/^\d+\s+(?![年月日号个款])(?=[\u4e00-\u9fff])/, '')
      .replace(LEAD_FILLER_CN, '');
  }
  if (s.length > MAX_CJK_PHRASE) {
    const tailLength = term.length + (tail ? tail[0].length : 0);
    const head = s.slice(0, Math.max(0, s.length - tailLength));
    const cut = Math.max(...['的', '在', '是', '年', ' ', '、', '”', '"', '」', '）', ')'].map((c) => head.lastIndexOf(c)));
    s = cut >= 0 && s.length - cut - 1 <= MAX_CJK_PHRASE ? s.slice(cut + 1) : s.slice(-Math.min(s.length, tailLength + 8));
    s = s.replace(/^[A-Za-z0-9]+\s+/, '').replace(LEAD_FILLER_CN, '');
  }
  return s.replace(/["“”「」『』]/g, '').trim() || term;
}

function latinPhrase(doc: Doc, clause: Span, from: number, start: number, end: number, term: string): string {
  const following = doc.text.slice(end, clause.end);
  const next: string[] = [];
  const wordRe = /^\s+([A-Za-z][\w'’-]*)/;
  let rest = following;
  const wantsFor = /^(?:best|great|good|ideal|perfect|excellent)$/i.test(term);
  for (let m = wordRe.exec(rest); m && next.length < 3; m = wordRe.exec(rest)) {
    const w = m[1]!;
    if (EN_STOP.test(w) && !(wantsFor && next.length === 0 && /^for$/i.test(w))) break;
    next.push(w);
    rest = rest.slice(m[0].length);
    if (next.length === 2 && !/^for$/i.test(next[0]!)) break;
  }
  if (next.length > 0 && !(next.length === 1 && /^for$/i.test(next[0]!))) return `${term} ${next.join(' ')}`;
  let before = stripInline(doc.text.slice(from, start));
  for (let prev = ''; prev !== before; ) {
    prev = before;
    before = before.replace(LEAD_FILLER_EN, '');
  }
  before = before.split(/\s(?:and|but|or|while|whereas)\s|[,;]/).pop()!.trim();
  for (let prev = ''; prev !== before; ) {
    prev = before;
    before = before.replace(LEAD_FILLER_EN, '');
  }
  const words = before.split(/\s+/).filter(Boolean).slice(-5);
  return [...words, term].join(' ').trim();
}
