// What one ranked item ranks: the brand its lead names, or, when the lead names a category
// ("**高端旗舰**：苹果、华为、三星"), the brands its body enumerates.
import type { Mention } from './brands.js';
import { mentionsIn } from './brands.js';
import type { Doc } from './doc.js';
import { knownAt, nameLead, type LeadName } from './names.js';
import { fold, stripInline } from './text.js';

export interface Entry {
  /** b:<tracked index>, k:<known group> or u:<folded name>: one key per distinct brand. */
  key: string;
  name: string;
  /** Tracked brand index, -1 for an untracked brand. */
  brand: number;
  /** Tracked, or a known brand name: counts as a brand when choosing the main ranking. */
  known: boolean;
  spanStart: number;
  spanEnd: number;
}

export interface ItemRanking {
  entries: Entry[];
  /** Set when the item's lead is a category and its body enumerates brands. */
  category: { name: string | null; entries: Entry[] } | null;
}

interface Lead {
  start: number;
  end: number;
  body: number;
  explicit: boolean;
}

const DELIMITERS = ['：', ':', ' - ', ' – ', ' — ', '——', '—'];

export function leadOf(text: string, start: number, end: number, boldOpen: boolean, heading: boolean): Lead {
  let s = start;
  while (s < end && /\s/.test(text[s]!)) s++;
  const bold = boldOpen ? s : text.startsWith('**', s) ? s + 2 : -1;
  if (bold >= 0) {
    const close = text.slice(bold, end).indexOf('**');
    if (close > 0) return { start: bold, end: bold + close, body: skipDelimiters(text, bold + close + 2, end), explicit: true };
  }
  const window = text.slice(s, Math.min(end, s + 40));
  let at = -1;
  let len = 0;
  for (const d of DELIMITERS) {
    const i = window.indexOf(d);
    if (i > 0 && (at < 0 || s + i < at)) {
      at = s + i;
      len = d.length;
    }
  }
  if (at > 0) return { start: s, end: at, body: skipDelimiters(text, at + len, end), explicit: true };
  return { start: s, end, body: s, explicit: heading };
}

function skipDelimiters(text: string, from: number, end: number): number {
  let i = from;
  while (i < end && /[\s:：\-–—*|]/.test(text[i]!)) i++;
  return i;
}

export function brandEntry(doc: Doc, m: Mention, spanStart: number, spanEnd: number): Entry {
  return { key: `b:${m.brand}`, name: doc.brands[m.brand]!.name, brand: m.brand, known: true, spanStart, spanEnd };
}

function namedEntry(n: LeadName, spanStart: number, spanEnd: number): Entry {
  return { key: n.key, name: n.name, brand: -1, known: n.known, spanStart, spanEnd };
}

function insideParens(text: string, from: number, at: number): boolean {
  let depth = 0;
  for (let i = from; i < at; i++) {
    const c = text[i];
    if (c === '（' || c === '(') depth++;
    else if ((c === '）' || c === ')') && depth > 0) depth--;
  }
  return depth > 0;
}

export function itemRanking(doc: Doc, start: number, end: number, boldOpen: boolean, heading: boolean, spanStart: number, spanEnd: number): ItemRanking {
  const lead = leadOf(doc.text, start, end, boldOpen, heading);
  const inLead = mentionsIn(doc.mentions, lead.start, lead.end);
  if (inLead.length > 0) {
    const outside = inLead.filter((m) => !insideParens(doc.text, lead.start, m.start));
    return { entries: distinct((outside.length ? outside : inLead.slice(0, 1)).map((m) => brandEntry(doc, m, spanStart, spanEnd))), category: null };
  }
  if (lead.explicit) {
    const leadText = doc.text.slice(lead.start, lead.end);
    const enumerated = lead.body < end ? parseEnumeration(doc, lead.body, end) : null;
    if (enumerated) return { entries: [], category: { name: cleanCategory(leadText), entries: enumerated } };
    const named = nameLead(leadText);
    if (named?.known) return { entries: [namedEntry(named, spanStart, spanEnd)], category: null };
    const inBody = mentionsIn(doc.mentions, lead.body, end);
    if (inBody.length > 0 && inBody[0]!.start - lead.body <= 3) return { entries: [brandEntry(doc, inBody[0]!, spanStart, spanEnd)], category: null };
    if (named) return { entries: [namedEntry(named, spanStart, spanEnd)], category: null };
    return { entries: [], category: null };
  }
  const all = mentionsIn(doc.mentions, lead.start, end);
  if (all.length > 0) return { entries: [brandEntry(doc, all[0]!, spanStart, spanEnd)], category: null };
  const known = knownAt(doc.folded, lead.start, false);
  if (known) {
    const n = nameLead(doc.text.slice(known.start, known.end));
    if (n) return { entries: [namedEntry(n, spanStart, spanEnd)], category: null };
  }
  if (end - lead.start <= 20) {
    const n = nameLead(doc.text.slice(lead.start, end));
    if (n) return { entries: [namedEntry(n, spanStart, spanEnd)], category: null };
  }
  return { entries: [], category: null };
}

export function distinct(entries: Entry[]): Entry[] {
  const seen = new Set<string>();
  return entries.filter((e) => (seen.has(e.key) ? false : (seen.add(e.key), true)));
}

const ENUM_SEPARATOR = /\s*(?:、|，|,|\/|；|;|以及|或者|及|和|与|或|&|\band\b|\bor\b|\bvs\.?)\s*/gi;
const ENUM_FILLER = /^(?:\*\*|[:：]|\s|依次为|依次是|分别为|分别是|依次|分别|比如|例如|包括|譬如|像是|像|如|有|是|为|选|推荐|首选|e\.g\.|such as|including)+/i;

/** "苹果、华为和三星" → three entries; null unless at least two brands are listed. */
export function parseEnumeration(doc: Doc, from: number, to: number): Entry[] | null {
  const { text } = doc;
  const slice = text.slice(from, to);
  const stop = /[。！？!?\n]|\.(?=\s|$)/.exec(slice);
  const limit = stop ? from + stop.index : to;
  const parts: Array<[number, number]> = [];
  let a = from;
  ENUM_SEPARATOR.lastIndex = 0;
  const region = text.slice(from, limit);
  for (let m = ENUM_SEPARATOR.exec(region); m; m = ENUM_SEPARATOR.exec(region)) {
    const i = from + m.index;
    if (insideMention(doc, i)) continue;
    parts.push([a, i]);
    a = i + m[0].length;
    if (m[0].length === 0) ENUM_SEPARATOR.lastIndex++;
  }
  parts.push([a, limit]);
  const entries: Entry[] = [];
  let brands = 0;
  for (const [p, q] of parts) {
    let s = p;
    const filler = ENUM_FILLER.exec(text.slice(s, q));
    if (filler) s += filler[0].length;
    const raw = text.slice(s, q);
    if (!raw.trim()) continue;
    const ms = mentionsIn(doc.mentions, s, q);
    if (ms.length > 0 && ms[0]!.start - s <= 1) {
      entries.push(brandEntry(doc, ms[0]!, s, q));
      brands++;
      if (restLength(text.slice(ms[0]!.end, q)) > 6) break;
      continue;
    }
    const clean = stripInline(raw).replace(/等.*$/, '').replace(/[（(][^）)]*[）)]?/g, '').trim();
    if (!clean) break;
    const known = knownAt(fold(clean), 0, false);
    if (known) {
      const n = nameLead(clean.slice(0, known.end));
      if (n) {
        entries.push(namedEntry(n, s, q));
        brands++;
        if (restLength(clean.slice(known.end)) > 6) break;
        continue;
      }
    }
    const n = clean.length <= 12 ? nameLead(clean) : null;
    if (!n) break;
    entries.push(namedEntry(n, s, q));
  }
  const list = distinct(entries);
  return list.length >= 2 && brands >= 2 ? list : null;
}

function insideMention(doc: Doc, pos: number): boolean {
  const around = mentionsIn(doc.mentions, pos - 64, pos + 64);
  return around.some((x) => x.start <= pos && pos < x.end);
}

/** What follows a brand in an enumeration segment once model words and asides are dropped. */
function restLength(rest: string): number {
  return rest
    .replace(/[（(][^）)]*[）)]?/g, '')
    .replace(/^[\sA-Za-z0-9.+\-]*/, '')
    .replace(/等.*$/, '')
    .replace(/[*\s]/g, '').length;
}

const CUE_WORDS = /前[一二三四五六七八九十两\d]{1,2}(?:名|位|强|大)?|top\s*\d{1,2}|排名(?:依次)?(?:为|是)?|排行(?:榜)?(?:依次)?(?:为|是)?|依次(?:为|是)|分别(?:为|是)/gi;

export function cleanCategory(raw: string): string | null {
  const s = stripInline(raw)
    .replace(/^(?:\d{1,2}[.、．)）]|[一二三四五六七八九十]{1,3}、|[（(][一二三四五六七八九十\d]{1,3}[）)]|第[一二三四五六七八九十\d]{1,3}[、，,：:．.\s])\s*/, '')
    .replace(CUE_WORDS, '')
    .replace(/^(?:在|其中|以下是|以下|目前|当前|如果|若)+/, '')
    .replace(/[：:，,。；;\s]+$/, '')
    .replace(/(?:中|里|的|方面|领域|来看|来说|而言|推荐如下|如下|有|推荐|榜单)+$/, '')
    .replace(/[：:，,\s]+$/, '')
    .trim();
  return s.length > 0 ? s : null;
}
