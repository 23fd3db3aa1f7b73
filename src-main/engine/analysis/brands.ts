// The tracked brands of one query and where the answer mentions them.
import type { BrandQuery } from '../domain.js';
import { fold, isLatinWordChar } from './text.js';

export interface TrackedBrand {
  /** The given name: keyword or competitor name, as reported. */
  name: string;
  /** Folded aliases, longest first, the name included. */
  aliases: string[];
}

export interface Mention {
  /** Index into the tracked brands; 0 is the monitored keyword. */
  brand: number;
  start: number;
  end: number;
}

export function trackedBrands(query: BrandQuery, keyword: string): TrackedBrand[] {
  const list: TrackedBrand[] = [{ name: keyword, aliases: foldedAliases([keyword, ...(query.monitorKeywordAliases ?? [])]) }];
  for (const c of query.competitors ?? []) {
    list.push({ name: c.name, aliases: foldedAliases([c.name, ...(c.aliases ?? [])]) });
  }
  return list;
}

function foldedAliases(raw: string[]): string[] {
  const set = new Set<string>();
  for (const a of raw) {
    const f = fold(String(a ?? '').trim());
    if (f) set.add(f);
  }
  return [...set].sort((a, b) => b.length - a.length);
}

/**
 * Every non-overlapping mention in folded text. On overlap the longest alias wins, so
 * "小米汽车" is not also a "小米"; Latin aliases only match on word boundaries.
 */
export function findMentions(folded: string, brands: TrackedBrand[]): Mention[] {
  const raw: Mention[] = [];
  brands.forEach((b, brand) => {
    for (const alias of b.aliases) {
      for (let i = folded.indexOf(alias); i >= 0; i = folded.indexOf(alias, i + 1)) {
        if (onBoundary(folded, i, i + alias.length)) raw.push({ brand, start: i, end: i + alias.length });
      }
    }
  });
  raw.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start || a.brand - b.brand);
  const kept: Mention[] = [];
  const taken = new Uint8Array(folded.length);
  for (const m of raw) {
    let free = true;
    for (let i = m.start; i < m.end && free; i++) free = taken[i] === 0;
    if (!free) continue;
    taken.fill(1, m.start, m.end);
    kept.push(m);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** A Latin alias must not sit inside a longer Latin word ("OPPO" in "OPPOSITE"). */
export function onBoundary(folded: string, start: number, end: number): boolean {
  const first = folded.charCodeAt(start);
  const last = folded.charCodeAt(end - 1);
  if (isLatinWordChar(first) && start > 0 && isLatinWordChar(folded.charCodeAt(start - 1))) return false;
  if (end < folded.length) {
    const next = folded.charCodeAt(end);
    if (isLetter(last) && isLetter(next)) return false;
    if (isDigit(last) && isDigit(next)) return false;
  }
  return true;
}

function isLetter(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
}
function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

export function mentionsIn(mentions: Mention[], start: number, end: number): Mention[] {
  let lo = 0;
  let hi = mentions.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (mentions[mid]!.start < start) lo = mid + 1;
    else hi = mid;
  }
  const out: Mention[] = [];
  for (let i = lo; i < mentions.length && mentions[i]!.start < end; i++) {
    if (mentions[i]!.end <= end) out.push(mentions[i]!);
  }
  return out;
}
