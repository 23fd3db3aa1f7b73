import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../fixtures/analysis/corpus.js';
import { evaluateCorpus, FIELDS } from '../../bench/eval-analysis.js';

describe('rule: the labelled corpus (npm run eval:analysis)', () => {
  const cases = loadCorpus();

  it('holds at least 80 labelled answers in the styles platforms produce', () => {
    expect(cases.length).toBeGreaterThanOrEqual(80);
    const styles = cases.map((c) => c.style).join(' ');
    for (const style of ['bold-numbered-list', 'headings', 'table', 'category', 'prose', 'negative', 'never-mentioned', 'alias', 'url', 'english', 'mixed-language', 'enumeration', 'full-width']) {
      expect(styles, style).toContain(style);
    }
    for (const c of cases) {
      expect(Object.keys(c.expected.competitorRankings), c.id).toEqual(c.query.competitors.map((x) => x.name));
    }
  });

  // A regression floor under the current figures; the per-field target of 95% is reported by
  // the eval script, with the cases that still miss it.
  it('keeps every field at 90% or better', () => {
    const report = evaluateCorpus(cases);
    for (const f of FIELDS) {
      const { passed, total } = report.accuracy[f];
      expect(passed / total, `${f}: ${passed}/${total}`).toBeGreaterThanOrEqual(0.9);
    }
  });
});
