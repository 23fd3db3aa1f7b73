// Tables as rankings: rows ordered by a rank column (排名, Rank) or by row order, each named by
// the brand column; a comparison table that names its brands in the header ranks them in order.
import type { Block } from './blocks.js';
import { mentionsIn } from './brands.js';
import type { Doc } from './doc.js';
import { brandEntry, distinct, type Entry } from './items.js';
import { nameLead } from './names.js';
import { contextOf, hasMention, type Structure } from './ranked-structure.js';

const RANK_HEADER = /^(?:排名|排行|名次|序号|rank(?:ing)?|#|no\.?|top)$/i;
const BRAND_HEADER = /品牌|brand|厂商|厂家|车企|公司|企业|机构|银行|保险公司|make|company|provider|vendor|manufacturer/i;
const NAME_HEADER = /名称|name|产品|平台|型号|车型|机型|model|product|platform|tool|软件|app/i;

export function collectTables(doc: Doc, out: Structure[]): void {
  const { blocks } = doc;
  for (let i = 0; i < blocks.length; i++) {
    if (blocks[i]!.kind !== 'row') continue;
    const rows: Block[] = [];
    let j = i;
    let hasSep = false;
    while (j < blocks.length && (blocks[j]!.kind === 'row' || blocks[j]!.kind === 'sep')) {
      if (blocks[j]!.kind === 'row') rows.push(blocks[j]!);
      else hasSep = true;
      j++;
    }
    addTable(doc, rows, hasSep, out);
    i = j - 1;
  }
}

function cellText(doc: Doc, row: Block, c: number): string {
  const cell = row.cells[c];
  return cell ? doc.text.slice(cell.start, cell.end).replace(/\*\*/g, '').trim() : '';
}

function addTable(doc: Doc, rows: Block[], hasSep: boolean, out: Structure[]): void {
  if (rows.length < 2) return;
  const header = hasSep ? rows[0]! : null;
  const body = hasSep ? rows.slice(1) : rows;
  const width = Math.max(...rows.map((r) => r.cells.length));
  const headerText = (c: number): string => (header ? cellText(doc, header, c) : '');
  const columns = [...Array(width).keys()];
  const rankCol = columns.find((c) => RANK_HEADER.test(headerText(c))) ?? -1;
  const withBrands = (c: number): number => body.filter((r) => r.cells[c] && hasMention(doc, r.cells[c]!.start, r.cells[c]!.end)).length;
  // The brand column: a brand or name header, the one whose cells name the most tracked brands.
  const headed = columns.filter((c) => c !== rankCol && (BRAND_HEADER.test(headerText(c)) || NAME_HEADER.test(headerText(c))));
  const byBrands = (list: number[]): number[] =>
    [...list].sort((a, b) => withBrands(b) - withBrands(a) || Number(BRAND_HEADER.test(headerText(b))) - Number(BRAND_HEADER.test(headerText(a))) || a - b);
  const anyCol = byBrands(columns.filter((c) => c !== rankCol))[0] ?? 0;
  const headedCol = byBrands(headed)[0];
  const brandCol = headedCol !== undefined && (withBrands(headedCol) > 0 || withBrands(anyCol) < 2) ? headedCol : anyCol;
  const ctx = contextOf(doc, rows[0]!.index, Infinity);
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  // A comparison table names its brands in the header and its rows are criteria.
  if (header && withBrands(brandCol) <= 1) {
    const headerBrands = header.cells.slice(1).flatMap((cell) => mentionsIn(doc.mentions, cell.start, cell.end).slice(0, 1));
    if (headerBrands.length >= 2) {
      const entries = distinct(headerBrands.map((m) => brandEntry(doc, m, first.lineStart, last.lineEnd)));
      out.push({ kind: 'table', start: first.lineStart, end: last.lineEnd, entries, ...ctx, nested: false });
      return;
    }
  }
  let ordered = body;
  if (rankCol >= 0) {
    const ranks = body.map((r) => Number(/\d+/.exec(cellText(doc, r, rankCol))?.[0] ?? NaN));
    if (ranks.every((n) => Number.isFinite(n))) ordered = body.map((r, k) => ({ r, n: ranks[k]! })).sort((a, b) => a.n - b.n).map((x) => x.r);
  }
  const entries: Entry[] = [];
  for (const row of ordered) {
    const cell = row.cells[brandCol];
    if (!cell) continue;
    const ms = mentionsIn(doc.mentions, cell.start, cell.end);
    if (ms.length > 0) {
      entries.push(brandEntry(doc, ms[0]!, row.lineStart, row.lineEnd));
      continue;
    }
    const n = nameLead(doc.text.slice(cell.start, cell.end));
    if (n) entries.push({ key: n.key, name: n.name, brand: -1, known: n.known, spanStart: row.lineStart, spanEnd: row.lineEnd });
  }
  out.push({ kind: 'table', start: first.lineStart, end: last.lineEnd, entries: distinct(entries), ...ctx, nested: false });
}

