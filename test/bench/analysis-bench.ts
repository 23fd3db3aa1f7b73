// Throughput of analyzeBrand on one core (measured in this process's CPU time, so a busy machine
// does not distort it), over answers of about 2 000 characters built from the labelled corpus. Printed by `npm run bench` and when run directly; never asserted in a test.
import { fileURLToPath } from 'node:url';
import type { BrandQuery } from '../../src-main/engine/domain.js';
import { analyzeBrand } from '../../src-main/engine/analysis/index.js';
import { loadCorpus } from '../fixtures/analysis/corpus.js';

const TARGET_CHARS = 2000;
const DURATION_MS = 2000;
const WARM_UP_MS = 1500;

/** Each corpus answer repeated paragraph by paragraph up to ~2 000 characters, same query. */
export function benchAnswers(): BrandQuery[] {
  return loadCorpus().map((c) => {
    const paragraphs = c.query.answerContent.split(/\n{2,}/);
    let text = c.query.answerContent;
    for (let i = 0; text.length < TARGET_CHARS; i++) text += `\n\n${paragraphs[i % paragraphs.length]}`;
    return { ...c.query, answerContent: text.slice(0, TARGET_CHARS + 200) };
  });
}

/** CPU time of this process in ms: a fair "one core" clock even while other processes load the machine. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

export function benchAnalysis(): { answersPerSecond: number; answers: number; avgChars: number } {
  const answers = benchAnswers();
  const avgChars = answers.reduce((n, a) => n + a.answerContent.length, 0) / answers.length;
  // V8 needs a few thousand calls before the large lexicon regexes and the hot functions run as
  // optimised native code; the figure is the steady state after that warm-up.
  const warmUntil = performance.now() + WARM_UP_MS;
  while (performance.now() < warmUntil) for (const a of answers) analyzeBrand(a);
  let done = 0;
  const cpuStart = cpuMs();
  const wallStart = performance.now();
  let cpu = 0;
  while (cpu < DURATION_MS && performance.now() - wallStart < 10 * DURATION_MS) {
    for (const a of answers) analyzeBrand(a);
    done += answers.length;
    cpu = cpuMs() - cpuStart;
  }
  return { answersPerSecond: (done * 1000) / cpu, answers: done, avgChars };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const r = benchAnalysis();
  console.log(`analysis: ${r.answersPerSecond.toFixed(0)} answers/s over ${r.answers} answers of ~${r.avgChars.toFixed(0)} chars (one core)`);
}
