// The mention context: the sentence or list item of the monitored brand's first mention, as
// plain text of readable length.
import type { Block } from './blocks.js';
import type { Doc } from './doc.js';
import { clip, sentences, stripInline } from './text.js';

const MAX = 200;

export function mentionContext(doc: Doc): string {
  const first = doc.mentions.find((m) => m.brand === 0);
  if (!first) return '';
  const block = blockAt(doc, first.start);
  if (!block) return '';
  if (block.kind === 'row') return clip(block.cells.map((c) => stripInline(doc.text.slice(c.start, c.end))).join(' | '), MAX);
  if (block.kind === 'heading') {
    const title = stripInline(doc.text.slice(block.start, block.end)).replace(/[：:\s]+$/, '');
    const next = firstSentenceAfter(doc, block);
    return clip(next && title.length <= 40 ? `${title}：${next}` : title, MAX);
  }
  const whole = stripInline(doc.text.slice(block.start, block.end));
  if (block.kind === 'item' && whole.length <= 30) return clip(withDetails(doc, block, whole), MAX);
  if (block.kind === 'item' && whole.length <= MAX) return whole;
  const s = sentences(doc.text, block.start, block.end).find((x) => x.start <= first.start && first.start < x.end);
  if (!s) return clip(whole, MAX);
  const prefix = stripInline(doc.text.slice(s.start, first.start)).length;
  return clip(stripInline(doc.text.slice(s.start, s.end)), MAX, prefix);
}

function blockAt(doc: Doc, pos: number): Block | null {
  let lo = 0;
  let hi = doc.blocks.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const b = doc.blocks[mid]!;
    if (pos < b.lineStart) hi = mid - 1;
    else if (pos > b.lineEnd) lo = mid + 1;
    else return b;
  }
  return null;
}

/** A bare item ("**霸王茶姬**") reads better with the indented lines that describe it. */
function withDetails(doc: Doc, item: Block, title: string): string {
  const parts: string[] = [];
  for (let j = item.index + 1; j < doc.blocks.length; j++) {
    const b = doc.blocks[j]!;
    if (b.kind === 'blank') continue;
    if ((b.kind !== 'item' && b.kind !== 'para') || b.indent <= item.indent) break;
    parts.push(stripInline(doc.text.slice(b.start, b.end)));
    if (parts.join('；').length > MAX) break;
  }
  return parts.length > 0 ? `${title.replace(/[：:\s]+$/, '')}：${parts.join('；')}` : title;
}

function firstSentenceAfter(doc: Doc, heading: Block): string | null {
  for (let j = heading.index + 1; j < doc.blocks.length; j++) {
    const b = doc.blocks[j]!;
    if (b.kind === 'blank') continue;
    if (b.kind !== 'para' && b.kind !== 'item') return null;
    const s = sentences(doc.text, b.start, b.end)[0];
    return s ? stripInline(doc.text.slice(s.start, s.end)) : null;
  }
  return null;
}
