// Ranks from the main ranking structure: its brands first, in order, then every other tracked
// brand the answer mentions, by first mention. Without any ranked structure, the order of first
// mention of tracked and well-known brands.
import type { CategoryRanking, Ranking } from '../domain.js';
import type { Doc } from './doc.js';
import { distinct, type Entry } from './items.js';
import { knownGroupOf, knownMentions, knownName } from './names.js';
import type { Structure } from './structures.js';

export interface Rankings {
  /** rank by tracked brand index; absent when not mentioned */
  rankOf: Map<number, number>;
  all: Ranking[];
  category: CategoryRanking | null;
}

interface Ranked {
  structure: Structure;
  members: Structure[];
}

export function rankBrands(doc: Doc, structures: Structure[]): Rankings {
  const ranked = groupCategories(structures.filter((s) => !s.nested && !s.summary && s.entries.length > 0));
  const holdsMonitored = (r: Ranked): boolean => r.structure.entries.some((e) => e.brand === 0);
  const brandCount = (r: Ranked): number => r.structure.entries.filter((e) => e.known).length;
  // Last resort: a list of names no lexicon knows (国产精酿: 京A, 熊猫精酿, 拳击猫) is still a ranking.
  const main = ranked.find(holdsMonitored) ?? ranked.find((r) => brandCount(r) >= 2) ?? ranked.find((r) => r.structure.entries.length >= 2) ?? null;
  const order: Entry[] = main ? [...main.structure.entries] : proseOrder(doc);
  const seen = new Set(order.map((e) => e.key));
  for (const m of doc.mentions) {
    const key = `b:${m.brand}`;
    if (seen.has(key)) continue;
    seen.add(key);
    order.push({ key, name: doc.brands[m.brand]!.name, brand: m.brand, known: true, spanStart: m.start, spanEnd: m.end });
  }
  const rankOf = new Map<number, number>();
  const all = order.map((e, i) => {
    if (e.brand >= 0) rankOf.set(e.brand, i + 1);
    return { name: e.name, rank: i + 1 };
  });
  return { rankOf, all, category: categoryRanking(ranked) };
}

/** Neighbouring categories of one answer ("高端手机品牌", "性价比手机品牌") rank as one list. */
function groupCategories(candidates: Structure[]): Ranked[] {
  const out: Ranked[] = [];
  for (const s of candidates) {
    const prev = out[out.length - 1];
    const prevLast = prev?.members[prev.members.length - 1];
    if (prev && prevLast && s.groupKey && s.category && prevLast.groupKey === s.groupKey && prevLast.category) {
      prev.members.push(s);
      prev.structure = { ...prev.structure, end: s.end, entries: distinct([...prev.structure.entries, ...s.entries]) };
      continue;
    }
    out.push({ structure: s, members: [s] });
  }
  return out;
}

function categoryRanking(ranked: Ranked[]): CategoryRanking | null {
  const categories = ranked.flatMap((r) => r.members).filter((s) => s.category && s.entries.some((e) => e.known));
  if (categories.length < 2) return null;
  let best: CategoryRanking | null = null;
  for (const s of categories) {
    const at = s.entries.findIndex((e) => e.brand === 0);
    if (at < 0 || (best && best.rank <= at + 1)) continue;
    best = { categoryName: s.category!, rank: at + 1, allRankings: s.entries.map((e, i) => ({ name: e.name, rank: i + 1 })) };
  }
  return best;
}

function proseOrder(doc: Doc): Entry[] {
  const trackedGroups = new Set<number>();
  for (const b of doc.brands) for (const a of b.aliases) {
    const g = knownGroupOf(a);
    if (g !== null) trackedGroups.add(g);
  }
  const taken = (start: number, end: number): boolean => doc.mentions.some((m) => m.start < end && start < m.end);
  const known = knownMentions(doc.text, doc.folded, taken).filter((k) => !trackedGroups.has(k.group));
  const entries: Array<Entry & { at: number }> = [
    ...doc.mentions.map((m) => ({ key: `b:${m.brand}`, name: doc.brands[m.brand]!.name, brand: m.brand, known: true, spanStart: m.start, spanEnd: m.end, at: m.start })),
    ...known.map((k) => ({ key: `k:${k.group}`, name: knownName(k.group, doc.text.slice(k.start, k.end)), brand: -1, known: true, spanStart: k.start, spanEnd: k.end, at: k.start })),
  ];
  return distinct(entries.sort((a, b) => a.at - b.at));
}
