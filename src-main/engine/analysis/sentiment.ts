// Sentiment toward the monitored brand and the evaluative phrases about it, from the sentences
// and list items that speak of it: those that mention it, and those in its own ranked item or
// section, clause by clause, with negation, contrast, hedges and comparisons.
import type { KeywordEvaluation, Sentiment } from '../domain.js';
import type { Block } from './blocks.js';
import { mentionsIn, type Mention } from './brands.js';
import type { Doc } from './doc.js';
import {
  ATTRIBUTE_PATTERNS,
  CHANNEL,
  CONCESSION,
  CONDITION,
  COST_PATTERN,
  HEDGE,
  LABEL_FOLLOWER,
  LABEL_NEGATIVE,
  LABEL_POSITIVE,
  LABEL_WORD,
  NEGATIVE_CN,
  NEGATIVE_EN,
  NEGATOR_CN,
  NEGATOR_EN,
  NOT_A_NEGATOR_CN,
  OPENING_CONCESSION,
  CHOICE_BEFORE,
  ATTRIBUTIVE_AFTER,
  ATTRIBUTIVE_BEFORE,
  STANDALONE_CN,
  POSITIVE_CN,
  POSITIVE_EN,
  REPORTING_FRAME,
  SUMMARY,
  TURN,
} from './sentiment-lexicon.js';
import { judgementWeight, strengthOf, type Stance } from './sentiment-weight.js';
import type { Structure } from './structures.js';
import { phrase } from './phrases.js';
import { clip, sentences, stripInline, type Span } from './text.js';

// One pass finds every judgement; the capture group that matched tells its polarity. An attribute
// pattern has two groups, its negative endings before its positive ones.
const TERMS = new RegExp(
  [
    ...ATTRIBUTE_PATTERNS.map((a) => `${a.head}(?:(${a.negative})|(${a.positive}))`),
    `(${POSITIVE_CN})`,
    `(${NEGATIVE_CN})`,
    `\\b(${POSITIVE_EN})\\b`,
    `\\b(${NEGATIVE_EN})\\b`,
  ].join('|'),
  'g',
);
const GROUP_POLARITY = [...ATTRIBUTE_PATTERNS.flatMap(() => [-1, 1]), 1, -1, 1, -1];
const ATTRIBUTE_GROUPS = ATTRIBUTE_PATTERNS.length * 2;

const CLAUSE_BREAK = /[，,；;：:]|(?=\b(?:but|however|although|though|whereas|while|despite)\b)|(?=但是|不过|然而|可是)|(?<![不但])(?=但(?!是))/g;
const CLAUSE_BREAK_CN = /[，,；;：:]|(?=但是|不过|然而|可是)|(?<![不但])(?=但(?!是))/g;
const OBJECT_MARKER = /(?<![性对相无好类])比(?![如较例拼赛重特起亚值率分])|相比于?|相较于?|比起|较之|不如|不及|逊于|弱于|落后于|比不上|优于|强于|好于|胜过|胜于|超过|超越|反超|赶超|领先于|碾压|完胜|力压|\bovert(?:ook|akes?|aken)\b|\bouts(?:old|ells?)\b|\bthan\b|\bcompared (?:to|with)\b|\bversus\b|\bvs\.?|\bunlike\b|\boutperforms?\b|\bbeats?\b|\bsurpass(?:es)?\b|\btrails?\b|\blags? behind\b/gi;
const WITH_COMPARE = /(?:与|和|跟|同)([^，,。；;]{1,24}?)(?:相比|相较|比较起来|比起来)/g;
/** "价格只有耐克的一半", "续航不到苹果的三分之二": the brand after 只有 … 的 + a share is compared against. */
const SHARE_OF = /(?:只有|仅有|仅为|不到|不足|相当于)([^，,。；;]{1,12}?)的(?:一半|[一二两三四五六七八九十几\d.]+(?:分之[一二两三四五六七八九\d]+|倍|成))/g;
/** 比 right before a brand compares whatever follows it (比特仑苏更稳定), unless it ends a word (性价比, 对比). */
const BI_BEFORE = /(?<![性对相无好类])比$/;

const NO_OBJECTS: ReadonlySet<number> = new Set();
const OBJECT_WEIGHT = -0.7;
/** Half a plain judgement either way: a lone hedged remark counts, remarks that balance cancel. */
const THRESHOLD = 0.5;

export interface SentimentResult {
  sentiment: Sentiment;
  evaluations: KeywordEvaluation[];
  /** Every weighted judgement found about the brand; their sum decides the sentiment. */
  hits: Hit[];
}

export interface Hit {
  polarity: number;
  weight: number;
  keyword: string;
  context: string;
  asSubject: boolean;
}

export function brandSentiment(doc: Doc, structures: Structure[]): SentimentResult {
  if (!doc.mentions.some((m) => m.brand === 0)) return { sentiment: 'neutral', evaluations: [], hits: [] };
  const owners = ownedSpans(structures);
  const hits: Hit[] = [];
  for (const b of doc.blocks) {
    if (b.kind === 'blank' || b.kind === 'sep') continue;
    const owner = ownerAt(owners, b.lineStart);
    // Only blocks that mention the brand or belong to its own item can speak of it.
    if (owner !== 0 && !mentionsIn(doc.mentions, b.lineStart, b.lineEnd).some((m) => m.brand === 0)) continue;
    const units: Span[] = b.kind === 'row' ? [{ start: b.start, end: b.end }] : sentences(doc.text, b.start, b.end);
    let carry: number[] = owner === null ? [] : [owner];
    for (const unit of units) carry = analyseSentence(doc, b, unit, carry, hits);
  }
  const score = hits.reduce((sum, h) => sum + h.polarity * h.weight, 0);
  const sentiment: Sentiment = score >= THRESHOLD ? 'positive' : score <= -THRESHOLD ? 'negative' : 'neutral';
  const evaluations: KeywordEvaluation[] = [];
  const seen = new Set<string>();
  for (const h of hits) {
    if (!h.asSubject || !h.keyword || seen.has(h.keyword)) continue;
    seen.add(h.keyword);
    evaluations.push({ keyword: h.keyword, nature: h.polarity > 0 ? 'positive' : 'negative', context: h.context });
  }
  return { sentiment, evaluations: evaluations.slice(0, 20), hits };
}

interface Owned {
  brand: number;
  start: number;
  end: number;
}

function ownedSpans(structures: Structure[]): Owned[] {
  const out: Owned[] = [];
  for (const s of structures) {
    if (s.kind === 'enum') continue;
    for (const e of s.entries) if (e.brand >= 0) out.push({ brand: e.brand, start: e.spanStart, end: e.spanEnd });
  }
  return out;
}

/** The brand whose item or section contains pos, innermost first. */
function ownerAt(owned: Owned[], pos: number): number | null {
  let best: Owned | null = null;
  for (const o of owned) if (o.start <= pos && pos < o.end && (!best || o.start >= best.start)) best = o;
  return best ? best.brand : null;
}

function clauses(text: string, span: Span): Span[] {
  const out: Span[] = [];
  const slice = text.slice(span.start, span.end);
  const re = /[a-z]/i.test(slice) ? CLAUSE_BREAK : CLAUSE_BREAK_CN;
  let from = 0;
  re.lastIndex = 0;
  for (let m = re.exec(slice); m; m = re.exec(slice)) {
    if (m[0].length === 0) re.lastIndex++;
    if (m.index > from) out.push({ start: span.start + from, end: span.start + m.index });
    from = m.index + m[0].length;
  }
  if (from < slice.length) out.push({ start: span.start + from, end: span.end });
  return out;
}

/** Brands compared against in this clause: the ones right after 比 / than / 相比 / 不如 … */
function comparedObjects(doc: Doc, clause: Span, ms: Mention[]): ReadonlySet<number> {
  const objects = new Set<number>();
  const slice = doc.folded.slice(clause.start, clause.end);
  OBJECT_MARKER.lastIndex = 0;
  for (let m = OBJECT_MARKER.exec(slice); m; m = OBJECT_MARKER.exec(slice)) {
    const after = clause.start + m.index + m[0].length;
    let k = ms.findIndex((x) => x.start >= after && x.start - after <= 12);
    // "落后于安踏、李宁": every brand of the enumeration is compared against.
    while (k >= 0 && k < ms.length) {
      objects.add(ms[k]!.brand);
      const next = ms[k + 1];
      if (!next || !/^[\s、，,和与及或/]*(?:and|or)?[\s、，,]*$/i.test(doc.folded.slice(ms[k]!.end, next.start))) break;
      k++;
    }
  }
  for (const re of [WITH_COMPARE, SHARE_OF]) {
    re.lastIndex = 0;
    for (let m = re.exec(slice); m; m = re.exec(slice)) {
      const from = clause.start + m.index;
      for (const x of ms) if (x.start >= from && x.end <= from + m[0].length) objects.add(x.brand);
    }
  }
  for (const x of ms) if (x.start > clause.start && BI_BEFORE.test(doc.folded.slice(Math.max(clause.start, x.start - 2), x.start))) objects.add(x.brand);
  return objects;
}

function attributive(doc: Doc, m: Mention): boolean {
  return ATTRIBUTIVE_AFTER.test(doc.text.slice(m.end, m.end + 8)) || ATTRIBUTIVE_BEFORE.test(doc.folded.slice(Math.max(0, m.start - 14), m.start));
}

/**
 * Judges a sentence clause by clause. A clause speaks of the brands it names, except those it
 * compares against (比 B, than B: they get the judgement reversed and weakened) and those named
 * as maker or parent; a clause that names none speaks of the subject before it, which for the
 * first clause of a ranked item or section is that item's brand. Returns the subject carried on.
 */
function analyseSentence(doc: Doc, block: Block, sentence: Span, carryIn: number[], hits: Hit[]): number[] {
  let carry = carryIn;
  let sentenceObjects = new Set<number>();
  let turned = false;
  let reported = false;
  let label = 0;
  let first = true;
  const context = new SentenceContext(doc, block, sentence);
  for (const clause of clauses(doc.text, sentence)) {
    const raw = doc.text.slice(clause.start, clause.end);
    const ms = mentionsIn(doc.mentions, clause.start, clause.end);
    const objects = ms.length > 0 ? comparedObjects(doc, clause, ms) : NO_OBJECTS;
    let subjects = [...new Set(ms.filter((m) => !objects.has(m.brand) && !attributive(doc, m)).map((m) => m.brand))];
    if (subjects.length === 0) subjects = carry.filter((b) => !objects.has(b));
    for (const o of objects) sentenceObjects.add(o);
    if (ms.length > 0 && ms.every((m) => objects.has(m.brand)) && subjects.length === 0) sentenceObjects = new Set(objects);
    const next = doc.text.charAt(clause.end);
    const bare = next === '：' || next === ':' || label !== 0 ? stripInline(raw).replace(/^[\d.、\s]+/, '') : '';
    if ((next === '：' || next === ':') && (LABEL_POSITIVE.test(bare) || LABEL_NEGATIVE.test(bare))) {
      label = LABEL_POSITIVE.test(bare) ? 1 : -1;
      continue;
    }
    // The writer lands after a turn, and sums up in a concluding sentence; a reported view
    // ("有网友反映，…") hedges what it reports, up to the turn.
    if (TURN.test(raw)) {
      turned = true;
      reported = false;
    } else if (first && SUMMARY.test(raw)) turned = true;
    const hedge = HEDGE.test(raw);
    const hedged = reported || hedge;
    if (hedge && REPORTING_FRAME.test(stripInline(raw))) reported = true;
    const role = subjects.includes(0) ? 1 : sentenceObjects.has(0) ? OBJECT_WEIGHT : 0;
    if (role !== 0) {
      const conceded = CONCESSION.test(raw) || (first && OPENING_CONCESSION.test(raw));
      const stance: Stance = { turned, conceded, hedged };
      let found = termsIn(doc, clause, ms, stance, Math.abs(role), role > 0, context);
      for (const h of found) h.polarity *= Math.sign(role);
      // Complaints about a third-party channel (海淘假货) advise where to buy; they do not judge the brand.
      if (found.some((h) => h.polarity < 0) && CHANNEL.test(raw)) found = found.filter((h) => h.polarity > 0);
      const plain = judgementWeight(stance, 'plain');
      if (found.length === 0 && label !== 0 && role > 0 && bare.length > 0 && bare.length <= 16 && ms.length === 0) {
        hits.push({ polarity: label, weight: 0.5 * plain, keyword: bare, context: context.text(), asSubject: true });
      }
      hits.push(...found);
      const chosen = ms.find((m) => m.brand === 0 && CHOICE_BEFORE.test(doc.folded.slice(Math.max(clause.start, m.start - 12), m.start)));
      if (chosen && role > 0) {
        const conditional = CONDITION.test(doc.folded.slice(sentence.start, chosen.start));
        hits.push({ polarity: 1, weight: conditional ? judgementWeight({ ...stance, hedged: true }, 'plain') : plain, keyword: '', context: '', asSubject: false });
      }
    }
    first = false;
    carry = subjects;
  }
  return carry;
}

/** The sentence as people read it, built only when a judgement needs it. */
class SentenceContext {
  private value: string | null = null;
  constructor(
    private readonly doc: Doc,
    private readonly block: Block,
    private readonly sentence: Span,
  ) {}
  text(): string {
    const { doc, block, sentence } = this;
    this.value ??= clip(stripInline(block.kind === 'row' ? rowText(doc, block) : doc.text.slice(sentence.start, sentence.end)), 200);
    return this.value;
  }
}

function rowText(doc: Doc, row: Block): string {
  return row.cells.map((c) => doc.text.slice(c.start, c.end)).join(' | ');
}

function termsIn(doc: Doc, clause: Span, ms: Mention[], stance: Stance, roleWeight: number, asSubject: boolean, context: SentenceContext): Hit[] {
  const out: Hit[] = [];
  const slice = doc.folded.slice(clause.start, clause.end);
  let previousEnd = clause.start;
  let run: Run | null = null;
  let absorbedUntil = -1;
  let lastNegated = false;
  let lastEnd = -1;
  for (let from = 0, m = nextTerm(slice, from); m; m = nextTerm(slice, from)) {
    from = m.index + m.text.length;
    const group = m.group;
    const base = GROUP_POLARITY[group] ?? 0;
    let polarity = base;
    const start = clause.start + m.index;
    const end = start + m.text.length;
    // A brand's own name is never a judgement of it (自然堂, 完美日记).
    if (ms.some((x) => x.start <= start && start < x.end)) continue;
    // "优势：", "缺点是…" introduce what follows; they are not judgements themselves.
    if (LABEL_WORD.test(m.text) && (LABEL_FOLLOWER.test(doc.text.slice(end, end + 6)) || end === clause.end)) continue;
    // "A不如B稳定": the attribute after 不如 is the comparison's, already judged by 不如.
    if (absorbedUntil > start) continue;
    if (/^(?:不如|不及|比不上)$/.test(m.text)) absorbedUntil = end + 12;
    if (group < ATTRIBUTE_GROUPS) {
      const inner = STANDALONE_CN.exec(m.text.slice(2));
      if (inner && inner.index + inner[0].length < m.text.length - 2) {
        // A judgement inside the attribute pattern's gap ("渠道假货较多") is the real one.
        from = m.index + 1;
        continue;
      }
      // "性价比不高", "复购率并不高": a negator between the attribute and its ending turns it.
      if (/并不|不够|不太|不是很|不算|没那么|没有|不/.test(m.text.slice(0, m.text.length - m.core.length))) polarity = -polarity;
    } else if (negated(doc.folded.slice(Math.max(clause.start, start - 12), start))) polarity = -polarity;
    // "不推荐作为首选": a negation reaches the judgement that follows closely.
    if (lastNegated && start >= lastEnd && start - lastEnd <= 4) polarity = -base;
    lastNegated = polarity !== base || /^不(?:推荐|建议)/.test(m.text);
    lastEnd = end;
    // Adjacent judgements of one polarity are one phrase: 稳定可靠, 轻薄时尚.
    if (run && run.polarity === polarity && start - run.end <= 0) {
      run.end = end;
    } else {
      if (run) out.push(runHit(doc, clause, ms, run, stance, roleWeight, asSubject, context));
      run = { start, end, polarity, phraseFrom: previousEnd, price: group === COST_PATTERN * 2 || group === COST_PATTERN * 2 + 1 };
    }
    previousEnd = end;
  }
  if (run) out.push(runHit(doc, clause, ms, run, stance, roleWeight, asSubject, context));
  return out;
}

interface Run {
  start: number;
  end: number;
  polarity: number;
  phraseFrom: number;
  /** Its first judgement was read by the price attribute pattern. */
  price: boolean;
}

function runHit(doc: Doc, clause: Span, ms: Mention[], run: Run, stance: Stance, roleWeight: number, asSubject: boolean, context: SentenceContext): Hit {
  const term = doc.folded.slice(run.start, run.end);
  const lead = doc.folded.slice(Math.max(clause.start, run.phraseFrom, run.start - 10), run.end);
  const strength = strengthOf(term, lead, doc.folded.slice(run.end, Math.min(clause.end, run.end + 32)), run.polarity, run.price);
  const weight = judgementWeight(stance, strength) * roleWeight;
  return { polarity: run.polarity, weight, keyword: phrase(doc, clause, ms, run.phraseFrom, run.start, run.end), context: context.text(), asSubject };
}

interface TermMatch {
  index: number;
  text: string;
  group: number;
  /** The text of the matching group: for an attribute pattern, its ending. */
  core: string;
}

function nextTerm(s: string, from: number): TermMatch | null {
  TERMS.lastIndex = from;
  const m = TERMS.exec(s);
  if (!m) return null;
  let g = 1;
  while (m[g] === undefined) g++;
  return { index: m.index, text: m[0], group: g - 1, core: m[g]! };
}

function negated(before: string): boolean {
  const cn = NEGATOR_CN.exec(before);
  if (cn && !NOT_A_NEGATOR_CN.test(cn[0])) return true;
  return NEGATOR_EN.test(before);
}
