import { describe, expect, it } from 'vitest';
import { citedIndexes, toDay, toReasoning, toReferences } from '../../../src-main/engine/nodes/result.js';
import type { RawSource } from '../../../src-main/engine/platforms/types.js';

const src = (url: string, citeIndex: number | null, publishedAt: RawSource['publishedAt'] = null): RawSource => ({
  url,
  title: `t ${url}`,
  snippet: `s ${url}`,
  citeIndex,
  publishedAt,
  siteName: 'site',
  siteIcon: 'icon',
});

describe('toReferences', () => {
  it('uses cite_index when given and the position otherwise', () => {
    const refs = toReferences([src('a', 3), src('b', null), src('c', 1)]);
    expect(refs.map((r) => [r.url, r.index])).toEqual([
      ['a', 3],
      ['b', 2],
      ['c', 1],
    ]);
    expect(refs[0]).toMatchObject({ title: 't a', summary: 's a', site: 'site', icon: 'icon' });
  });

  it('never hands out an index twice', () => {
    const refs = toReferences([src('a', 2), src('b', null), src('c', null)]);
    expect(new Set(refs.map((r) => r.index)).size).toBe(3);
    expect(refs.map((r) => r.index)).toEqual([2, 1, 3]);
  });
});

describe('citedIndexes', () => {
  it('keeps the cited subset that exists, ascending, once each', () => {
    const refs = toReferences([src('a', 1), src('b', 2), src('c', 3)]);
    expect(citedIndexes('x[citation:3] y[citation:1][citation:3] z[citation:9]', refs)).toEqual([1, 3]);
  });
});

describe('toDay', () => {
  it('formats unix seconds and milliseconds in China time', () => {
    // 2024-12-31T16:00:00Z is already New Year's Day in Beijing
    expect(toDay(1735660800)).toBe('2025-01-01');
    expect(toDay(1735660800000)).toBe('2025-01-01');
  });
  it('passes dates through and parses other strings', () => {
    expect(toDay('2024-05-06')).toBe('2024-05-06');
    expect(toDay('1735660800')).toBe('2025-01-01');
    expect(toDay('2024-05-06T20:00:00Z')).toBe('2024-05-07');
  });
  it('returns null for unknown dates', () => {
    expect(toDay(null)).toBeNull();
    expect(toDay('')).toBeNull();
    expect(toDay('not a date')).toBeNull();
  });
});

describe('toReasoning', () => {
  it('summarises with the first line and keeps the whole text', () => {
    expect(toReasoning('\n嗯，第一行。\n\n第二段')).toEqual({ summary: '嗯，第一行。', content: '嗯，第一行。\n\n第二段' });
    expect(toReasoning('   ')).toBeNull();
    expect(toReasoning('x'.repeat(100))!.summary).toBe(`${'x'.repeat(80)}…`);
  });
});
