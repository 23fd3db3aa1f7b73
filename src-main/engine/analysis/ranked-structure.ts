// What a ranked structure is, and where it sits: the category its heading or lead-in names, and
// whether it is a summary that recaps rather than ranks.
import { mentionsIn } from './brands.js';
import type { Doc } from './doc.js';
import { blockText } from './doc.js';
import { cleanCategory, type Entry } from './items.js';
import { sentences } from './text.js';

export interface Structure {
  kind: 'list' | 'headings' | 'table' | 'enum';
  start: number;
  end: number;
  entries: Entry[];
  category: string | null;
  /** Structures with the same key next to each other are categories of one ranking. */
  groupKey: string | null;
  /** Inside a summary or advice section: recaps, never the ranking itself. */
  summary: boolean;
  /** Inside the section of a ranked brand: describes that brand, ranks nothing. */
  nested: boolean;
}

export const SUMMARY = /总结|结论|小结|综上|总的来说|总体来看|总而言之|建议|注意事项|选购指南|避坑|summary|conclusion|bottom line|verdict|final thoughts|tl;?dr|how to choose|in short/i;

export interface Context {
  category: string | null;
  groupKey: string | null;
  summary: boolean;
}

/** Category and summary status of a structure whose first block is `first`. */
export function contextOf(doc: Doc, first: number, ownLevel: number): Context {
  const { blocks, text } = doc;
  let category: string | null = null;
  let groupKey: string | null = null;
  let summary = false;
  let j = first - 1;
  while (j >= 0 && blocks[j]!.kind === 'blank') j--;
  const prev = j >= 0 ? blocks[j]! : null;
  if (prev && prev.kind === 'para' && /[：:]\s*(\*\*)?\s*$/.test(blockText(doc, prev))) {
    const parts = sentences(text, prev.start, prev.end);
    const last = parts[parts.length - 1];
    const leadIn = last ? text.slice(last.start, last.end) : '';
    summary = SUMMARY.test(leadIn);
    if (!hasMention(doc, prev.start, prev.end)) {
      category = cleanCategory(leadIn);
      groupKey = 'lead-in';
    }
  }
  for (let k = first - 1; k >= 0; k--) {
    const h = blocks[k]!;
    if (h.kind !== 'heading' || h.level >= ownLevel) continue;
    const title = blockText(doc, h);
    if (SUMMARY.test(title)) summary = true;
    if (!category && !hasMention(doc, h.start, h.end)) {
      category = cleanCategory(title);
      groupKey = `h${h.level}`;
    }
    break;
  }
  return { category, groupKey: category ? groupKey : null, summary };
}

export function hasMention(doc: Doc, start: number, end: number): boolean {
  return mentionsIn(doc.mentions, start, end).length > 0;
}

