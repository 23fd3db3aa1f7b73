// From what a platform's stream (or page) gave us to the contract's result fields.

import type { Reference, ReasoningProcess } from '../domain.js';
import type { ExecutionResult } from '../execution/types.js';
import type { PlatformFeatures, RawSource, StreamCapture } from '../platforms/types.js';

const CITATION = /\[citation:(\d+)\]/g;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** index = the platform's cite_index when it gave one, else the position (1-based), never a duplicate */
export function toReferences(sources: RawSource[]): Reference[] {
  const taken = new Set(sources.map((s) => s.citeIndex).filter((n): n is number => n !== null));
  let next = 1;
  return sources.map((s, i) => {
    let index = s.citeIndex;
    if (index === null) {
      index = i + 1;
      if (taken.has(index)) {
        while (taken.has(next)) next++;
        index = next;
      }
      taken.add(index);
    }
    return {
      index,
      title: s.title,
      url: s.url,
      summary: s.snippet,
      publishTime: toDay(s.publishedAt),
      site: s.siteName,
      icon: s.siteIcon,
    };
  });
}

/** indexes of references the answer cites with [citation:N], ascending */
export function citedIndexes(answer: string, references: Reference[]): number[] {
  const known = new Set(references.map((r) => r.index));
  const cited = new Set<number>();
  for (const m of answer.matchAll(CITATION)) {
    const n = Number(m[1]);
    if (known.has(n)) cited.add(n);
  }
  return [...cited].sort((a, b) => a - b);
}

/** yyyy-MM-dd in China time (the platforms' own calendar); null when unknown */
export function toDay(value: number | string | null): string | null {
  if (value === null || value === '') return null;
  let ms: number;
  if (typeof value === 'number') ms = value > 1e12 ? value : value * 1000;
  else if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  else if (/^\d+$/.test(value)) return toDay(Number(value));
  else ms = Date.parse(value);
  if (!Number.isFinite(ms) || ms <= 0) return null;
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

export function toReasoning(text: string): ReasoningProcess | null {
  const content = text.trim();
  if (!content) return null;
  const first = content.split(/\n+/).find((l) => l.trim())!.trim();
  const summary = first.length > 80 ? `${first.slice(0, 80)}…` : first;
  return { summary, content };
}

export type AnswerFields = Pick<
  ExecutionResult,
  'answerContent' | 'referenceList' | 'citedIndexes' | 'reasoningProcess' | 'recommendedQuestions' | 'searchKeywords'
>;

export function toAnswerFields(capture: StreamCapture): AnswerFields {
  const answerContent = capture.answer.trim();
  const referenceList = toReferences(capture.sources);
  return {
    answerContent,
    referenceList,
    citedIndexes: citedIndexes(answerContent, referenceList),
    reasoningProcess: toReasoning(capture.reasoning),
    recommendedQuestions: capture.followUps,
    searchKeywords: [...new Set(capture.searchKeywords)],
  };
}

export type CapturedFields = AnswerFields & Pick<ExecutionResult, 'mediaContent' | 'videoList' | 'goods'>;

/**
 * Every field a captured answer yields. A field the platform does not offer (the published
 * matrix) stays empty whatever the page showed; positions are the order the platform showed.
 */
export function toCapturedFields(capture: StreamCapture, features: PlatformFeatures): CapturedFields {
  const fields = toAnswerFields(capture);
  return {
    ...fields,
    searchKeywords: features.searchKeywords ? fields.searchKeywords : [],
    mediaContent: capture.media,
    videoList: features.video ? capture.videos.map((v, i) => ({ ...v, position: i + 1 })) : [],
    goods: features.goods ? capture.goods.map((g, i) => ({ ...g, position: i + 1 })) : [],
  };
}
