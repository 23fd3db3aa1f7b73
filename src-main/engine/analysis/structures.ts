// The ranked structures of an answer: lists, numbered-heading sequences, tables and inline
// enumerations, each with the brands it ranks in order, its category and where it sits.
import type { Block } from './blocks.js';
import type { Doc } from './doc.js';
import { cleanCategory, distinct, itemRanking, parseEnumeration, type Entry } from './items.js';
import { contextOf, hasMention, SUMMARY, type Structure } from './ranked-structure.js';
import { collectTables } from './tables.js';
import { sentences, type Span } from './text.js';

export type { Structure } from './ranked-structure.js';

export function findStructures(doc: Doc): Structure[] {
  const out: Structure[] = [];
  collectLists(doc, out);
  collectHeadingSequences(doc, out);
  collectTables(doc, out);
  collectParagraphEnumerations(doc, out);
  markNested(out);
  return out.sort((a, b) => a.start - b.start);
}

interface OpenList {
  items: Block[];
  indent: number;
  style: string;
}

/**
 * Groups list items into lists by indentation and marker style. A paragraph at the list's own
 * indentation ends it, except that answers often write an item's description as an unindented
 * paragraph: an ordered item numbered on from the list before it resumes that list.
 */
function collectLists(doc: Doc, out: Structure[]): void {
  const lists: OpenList[] = [];
  const stack: OpenList[] = [];
  let resumable: OpenList | null = null;
  for (const b of doc.blocks) {
    if (b.kind === 'blank') continue;
    if (b.kind === 'item') {
      while (stack.length > 0 && stack[stack.length - 1]!.indent > b.indent + 1) stack.pop();
      const top = stack[stack.length - 1];
      const ordered = b.style !== 'ul';
      if (top && Math.abs(top.indent - b.indent) <= 1) {
        if (top.style === b.style) {
          top.items.push(b);
          continue;
        }
        stack.pop();
      } else if (!top && resumable && ordered && resumable.style === b.style && b.ordinal === (resumable.items[resumable.items.length - 1]!.ordinal ?? -2) + 1) {
        resumable.items.push(b);
        stack.push(resumable);
        resumable = null;
        continue;
      }
      const list: OpenList = { items: [b], indent: b.indent, style: b.style };
      lists.push(list);
      stack.push(list);
      continue;
    }
    if (b.kind === 'para') {
      if (stack.length > 0 && b.indent > stack[0]!.indent) continue;
      if (stack.length > 0) resumable = stack[0]!;
      stack.length = 0;
      continue;
    }
    stack.length = 0;
    resumable = null;
  }
  for (const list of lists) addList(doc, list, out);
}

function itemSpanEnd(doc: Doc, list: OpenList, k: number): number {
  const item = list.items[k]!;
  const next = list.items[k + 1];
  const { blocks } = doc;
  for (let j = item.index + 1; j < blocks.length; j++) {
    const b = blocks[j]!;
    if (next && b === next) return b.lineStart;
    if (b.kind === 'heading' || b.kind === 'row' || b.kind === 'sep') return b.lineStart;
    if (b.kind === 'item' && b.indent <= item.indent) return b.lineStart;
    if (!next && b.kind === 'para' && b.indent <= item.indent) return b.lineStart;
  }
  return doc.text.length;
}

function addList(doc: Doc, list: OpenList, out: Structure[]): void {
  const first = list.items[0]!;
  const ctx = contextOf(doc, first.index, Infinity);
  const entries: Entry[] = [];
  const listKey = `list@${first.lineStart}`;
  list.items.forEach((item, k) => {
    const spanEnd = itemSpanEnd(doc, list, k);
    const r = itemRanking(doc, item.start, item.end, item.boldOpen, false, item.lineStart, spanEnd);
    entries.push(...r.entries);
    if (r.category) {
      out.push({
        kind: 'enum',
        start: item.lineStart,
        end: item.lineEnd,
        entries: r.category.entries,
        category: r.category.name,
        groupKey: r.category.name ? listKey : null,
        summary: ctx.summary,
        nested: false,
      });
    }
  });
  const last = list.items[list.items.length - 1]!;
  out.push({ kind: 'list', start: first.lineStart, end: last.lineEnd, entries: distinct(entries), ...ctx, nested: false });
}

/** Numbered headings of one level and style form a sequence until a shallower heading or a restart at 1. */
function collectHeadingSequences(doc: Doc, out: Structure[]): void {
  const open = new Map<string, Block[]>();
  const sequences: Block[][] = [];
  const close = (key: string): void => {
    const seq = open.get(key);
    if (seq) sequences.push(seq);
    open.delete(key);
  };
  for (const b of doc.blocks) {
    if (b.kind !== 'heading') continue;
    for (const [key, seq] of [...open]) {
      const level = seq[0]!.level;
      if (level > b.level || (level === b.level && (b.ordinal === null || seq[0]!.style !== b.style))) close(key);
    }
    if (b.ordinal === null) continue;
    const key = `${b.level}|${b.style}`;
    const seq = open.get(key);
    if (seq && b.ordinal > seq[seq.length - 1]!.ordinal!) seq.push(b);
    else {
      close(key);
      open.set(key, [b]);
    }
  }
  for (const key of [...open.keys()]) close(key);
  for (const seq of sequences) {
    const first = seq[0]!;
    const ctx = contextOf(doc, first.index, first.level);
    const entries: Entry[] = [];
    const groupKey = `headings@${first.lineStart}`;
    for (const h of seq) {
      const r = itemRanking(doc, h.start, h.end, h.boldOpen, true, h.lineStart, doc.sectionEnd.get(h.index) ?? doc.text.length);
      entries.push(...r.entries);
      if (r.category) {
        out.push({ kind: 'enum', start: h.lineStart, end: h.lineEnd, entries: r.category.entries, category: r.category.name, groupKey: r.category.name ? groupKey : null, summary: ctx.summary, nested: false });
      }
    }
    const last = seq[seq.length - 1]!;
    out.push({ kind: 'headings', start: first.lineStart, end: doc.sectionEnd.get(last.index) ?? last.lineEnd, entries: distinct(entries), ...ctx, nested: false });
  }
}

const ENUM_CUE = /前[一二三四五六七八九十两\d]{1,2}(?:名|位|强|大)?|top\s*\d{1,2}|排名(?:依次)?(?:为|是)|排行(?:依次)?(?:为|是)|依次(?:为|是)|分别(?:为|是)|位列前[一二三四五六七八九十\d]|the top \w+ (?:are|is)|(?:are )?ranked(?: as follows)?|ranking (?:is|are)/i;

/** Cheap test for a paragraph that may hold an enumeration: a colon or a ranking cue. */
const ENUM_HINT = /[：:]|前[一二三四五六七八九十两\d]|top\s*\d|排名|排行|依次|分别|位列|ranked|ranking|the top/;

function collectParagraphEnumerations(doc: Doc, out: Structure[]): void {
  for (const b of doc.blocks) {
    if (b.kind !== 'para' || !ENUM_HINT.test(doc.folded.slice(b.start, b.end))) continue;
    for (const s of sentences(doc.text, b.start, b.end).flatMap((x) => splitAtSemicolons(doc.text, x))) {
      const sentence = doc.text.slice(s.start, s.end);
      // An enumeration needs two names and a separator between them.
      if (!/[、，,/和与及或&]|\band\b|\bor\b/.test(sentence)) continue;
      const cue = ENUM_CUE.exec(sentence);
      const colon = sentence.search(/[：:]/);
      let from = -1;
      let categoryEnd = -1;
      if (cue) {
        from = s.start + cue.index + cue[0].length;
        categoryEnd = s.start + cue.index;
      } else if (colon > 0 && colon <= 24) {
        from = s.start + colon + 1;
        categoryEnd = s.start + colon;
      }
      if (from < 0) continue;
      const entries = parseEnumeration(doc, from, s.end);
      if (!entries) continue;
      const prefix = doc.text.slice(s.start, categoryEnd);
      const category = hasMention(doc, s.start, categoryEnd) ? null : cleanCategory(prefix);
      const ctx = contextOf(doc, b.index, Infinity);
      out.push({ kind: 'enum', start: s.start, end: s.end, entries, category, groupKey: category ? 'paragraph-enum' : null, summary: ctx.summary || SUMMARY.test(prefix), nested: false });
    }
  }
}

function splitAtSemicolons(text: string, s: Span): Span[] {
  const out: Span[] = [];
  let from = s.start;
  for (let i = s.start; i < s.end; i++) {
    if (text[i] === '；' || text[i] === ';') {
      if (i > from) out.push({ start: from, end: i });
      from = i + 1;
    }
  }
  if (s.end > from) out.push({ start: from, end: s.end });
  return out;
}

/** A structure inside a ranked brand's item or section describes that brand. */
function markNested(all: Structure[]): void {
  for (const s of all) {
    s.nested = all.some(
      (t) => t !== s && t.entries.some((e) => e.known && e.spanStart < s.start && s.start < e.spanEnd && !(t.start === s.start && t.end === s.end)),
    );
  }
}
