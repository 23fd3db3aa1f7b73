// Line-level Markdown structure: headings, list items, table rows and paragraphs, with the
// numbering styles Chinese answers use in place of Markdown lists (1、 一、 （一） 第一 TOP1).
import type { Span } from './text.js';

export type BlockKind = 'heading' | 'item' | 'para' | 'row' | 'sep' | 'blank';

export interface Block {
  index: number;
  kind: BlockKind;
  lineStart: number;
  lineEnd: number;
  /** Content after list, heading and number markers. */
  start: number;
  end: number;
  indent: number;
  /** Headings only: Markdown depth 1-6; 一、 lines 2; （一） lines 3; whole-line bold 7. */
  level: number;
  /** '' | ul | num | dun | cn | paren | top | di */
  style: string;
  ordinal: number | null;
  /** The content opened with ** before the number marker, so the lead ends at the next **. */
  boldOpen: boolean;
  cells: Span[];
}

const CN_DIGITS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };

export function chineseNumber(s: string): number {
  if (/^\d+$/.test(s)) return Number(s);
  if (s === '十') return 10;
  if (s.startsWith('十')) return 10 + (CN_DIGITS[s[1]!] ?? 0);
  if (s.length === 3 && s[1] === '十') return (CN_DIGITS[s[0]!] ?? 0) * 10 + (CN_DIGITS[s[2]!] ?? 0);
  if (s.length === 2 && s[1] === '十') return (CN_DIGITS[s[0]!] ?? 0) * 10;
  return CN_DIGITS[s[0]!] ?? 0;
}

// A marker whose regex only looks ahead ("第一梯队") keeps its text: the tier is the item's lead.
const MARKERS: Array<[RegExp, string]> = [
  [/^(\d{1,2})[.．)）](?![\d.])\s*/, 'num'],
  [/^(\d)\uFE0F?\u20E3\s*/, 'num'],
  [/^(\d{1,2})、\s*/, 'dun'],
  [/^([一二三四五六七八九十]{1,3})[、.．]\s*/, 'cn'],
  [/^[（(]([一二三四五六七八九十\d]{1,3})[）)]\s*/, 'paren'],
  [/^top\s*(\d{1,2})(?!\d)[\s.、:：\-–—]*/i, 'top'],
  [/^no\.\s*(\d{1,2})(?!\d)[\s.、:：\-–—]*/i, 'top'],
  [/^第([一二三四五六七八九十\d]{1,3})(?:名|位)?[、，,：:．.\s]\s*/, 'di'],
  [/^第([一二三四五六七八九十\d]{1,3})(?=梯队|档|阵营|层级|名|位)/, 'di'],
];

interface Marker {
  style: string;
  ordinal: number;
  length: number;
}

function numberMarker(s: string): Marker | null {
  for (const [re, style] of MARKERS) {
    const m = re.exec(s);
    if (m) return { style, ordinal: chineseNumber(m[1]!), length: /梯队|档|阵营|层级/.test(s.slice(m[0].length, m[0].length + 2)) && !/[、，,：:．.\s]$/.test(m[0]) ? 0 : m[0].length };
  }
  return null;
}

const TABLE_SEP = /^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const RULE = /^([-*_])(\s*\1){2,}\s*$/;

export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let inFence = false;
  let pos = 0;
  while (pos <= text.length) {
    let nl = text.indexOf('\n', pos);
    if (nl < 0) nl = text.length;
    const block = classify(text, pos, nl, inFence);
    if (block.kind === 'blank' && /^\s*(```|~~~)/.test(text.slice(pos, nl))) inFence = !inFence;
    block.index = blocks.length;
    blocks.push(block);
    pos = nl + 1;
  }
  return blocks;
}

function classify(text: string, lineStart: number, lineEnd: number, inFence: boolean): Block {
  const line = text.slice(lineStart, lineEnd);
  const lead = /^[ \t]*/.exec(line)![0];
  const indent = lead.replace(/\t/g, '    ').length;
  let cs = lineStart + lead.length;
  const block: Block = {
    index: 0,
    kind: 'para',
    lineStart,
    lineEnd,
    start: cs,
    end: trimEnd(text, cs, lineEnd),
    indent,
    level: 0,
    style: '',
    ordinal: null,
    boldOpen: false,
    cells: [],
  };
  let body = text.slice(cs, lineEnd);
  if (/^\s*$/.test(body) || /^(```|~~~)/.test(body) || RULE.test(body)) {
    block.kind = 'blank';
    return block;
  }
  if (inFence) return block;
  const quote = /^(>\s*)+/.exec(body);
  if (quote) {
    cs += quote[0].length;
    body = body.slice(quote[0].length);
    block.start = cs;
  }
  const heading = /^(#{1,6})\s+/.exec(body);
  if (heading) {
    block.kind = 'heading';
    block.level = heading[1]!.length;
    applyMarker(block, text, cs + heading[0].length, lineEnd);
    block.end = trimEnd(text, block.start, lineEnd, true);
    return block;
  }
  if (body.startsWith('|') && body.indexOf('|', 1) > 0) {
    if (TABLE_SEP.test(body)) {
      block.kind = 'sep';
      return block;
    }
    block.kind = 'row';
    block.cells = splitCells(text, cs, lineEnd);
    return block;
  }
  const bullet = /^[-*+•·]\s+/.exec(body);
  if (bullet) {
    block.kind = 'item';
    block.style = 'ul';
    applyMarker(block, text, cs + bullet[0].length, lineEnd, true);
    block.style = 'ul';
    return block;
  }
  const ordered = /^(\d{1,3})[.)]\s+/.exec(body);
  if (ordered) {
    block.kind = 'item';
    block.style = 'num';
    block.ordinal = Number(ordered[1]);
    block.start = cs + ordered[0].length;
    return block;
  }
  const wholeBold = /^\*\*([^*\n]+)\*\*\s*[：:]?\s*$/.test(body);
  const boldOffset = body.startsWith('**') ? 2 : 0;
  const marker = numberMarker(body.slice(boldOffset));
  if (marker && (marker.style === 'cn' || marker.style === 'paren')) {
    block.kind = 'heading';
    block.level = marker.style === 'cn' ? 2 : 3;
  } else if (wholeBold) {
    block.kind = 'heading';
    block.level = 7;
  } else if (marker) {
    block.kind = 'item';
  } else {
    return block;
  }
  if (marker) {
    block.style = marker.style;
    block.ordinal = marker.ordinal;
    block.start = cs + boldOffset + marker.length;
    block.boldOpen = boldOffset > 0 && !/^\*\*/.test(text.slice(block.start));
  }
  if (block.kind === 'heading') block.end = trimEnd(text, block.start, lineEnd, true);
  return block;
}

function applyMarker(block: Block, text: string, from: number, lineEnd: number, itemOnly = false): void {
  const rest = text.slice(from, lineEnd);
  const boldOffset = rest.startsWith('**') ? 2 : 0;
  const marker = numberMarker(rest.slice(boldOffset));
  block.start = from;
  if (!marker) return;
  if (itemOnly && (marker.style === 'num' || marker.style === 'cn' || marker.style === 'paren')) return;
  block.style = marker.style;
  block.ordinal = marker.ordinal;
  block.start = from + boldOffset + marker.length;
  block.boldOpen = boldOffset > 0 && !text.startsWith('**', block.start);
}

function trimEnd(text: string, start: number, end: number, heading = false): number {
  let e = end;
  while (e > start && /\s/.test(text[e - 1]!)) e--;
  if (heading) while (e > start && text[e - 1] === '#') e--;
  while (e > start && /\s/.test(text[e - 1]!)) e--;
  return e;
}

function splitCells(text: string, start: number, end: number): Span[] {
  const cells: Span[] = [];
  let from = start + 1;
  for (let i = from; i <= end; i++) {
    if (i === end || (text[i] === '|' && text[i - 1] !== '\\')) {
      let a = from;
      let b = i;
      while (a < b && /\s/.test(text[a]!)) a++;
      while (b > a && /\s/.test(text[b - 1]!)) b--;
      if (i < end || b > a) cells.push({ start: a, end: b });
      from = i + 1;
    }
  }
  return cells;
}
