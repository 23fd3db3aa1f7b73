// One answer prepared for analysis: cleaned text, its folded twin, line blocks and mentions.
import type { Block } from './blocks.js';
import { parseBlocks } from './blocks.js';
import type { Mention, TrackedBrand } from './brands.js';
import { findMentions } from './brands.js';
import { cleanMarkdown, fold } from './text.js';

export interface Doc {
  text: string;
  folded: string;
  blocks: Block[];
  mentions: Mention[];
  brands: TrackedBrand[];
  /** Where each heading's section ends (offset), by block index. */
  sectionEnd: Map<number, number>;
}

const SECTION_BREAK = /^\s*(?:\*\*)?(?:总结|总的来说|综上|总体来看|总体而言|总而言之|整体来看|in summary|overall[,，]|to sum up|bottom line|in short[,，])/i;

export function prepareDoc(answer: string, brands: TrackedBrand[]): Doc {
  const text = cleanMarkdown(answer);
  const folded = fold(text);
  // Structure is read from the folded text so that full-width numbering (１．) counts too.
  const blocks = parseBlocks(folded);
  const doc: Doc = { text, folded, blocks, mentions: findMentions(folded, brands), brands, sectionEnd: new Map() };
  for (const b of blocks) {
    if (b.kind !== 'heading') continue;
    let end = text.length;
    for (let j = b.index + 1; j < blocks.length; j++) {
      const n = blocks[j]!;
      if ((n.kind === 'heading' && n.level <= b.level) || (n.kind === 'para' && n.indent === 0 && SECTION_BREAK.test(text.slice(n.start, n.end)))) {
        end = n.lineStart;
        break;
      }
    }
    doc.sectionEnd.set(b.index, end);
  }
  return doc;
}

export function blockText(doc: Doc, b: Block): string {
  return doc.text.slice(b.start, b.end);
}
