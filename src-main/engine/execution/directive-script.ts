// The script `serve --scripted` plays: the sandbox's `[sim:…]` prompt directives decide each
// attempt, and answers are the replicas' own composed content, normalised by the same code that
// normalises a captured stream. A run through it behaves like a sandbox run without a browser.

import { extractDirectives } from '../../sandbox/directives.js';
import { composeAnswer } from '../../sandbox/content/compose.js';
import { modeHasReasoning, modeHasSearch } from '../domain.js';
import { fail } from '../nodes/errors.js';
import { toCapturedFields } from '../nodes/result.js';
import { emptyCapture, featuresOf } from '../platforms/features.js';
import type { ExecutionError, ExecutionJob } from './types.js';
import type { ScriptedOutcome } from './scripted.js';

/** what a replica says when it is told to fail ([sim:fail], [sim:fail-times=N]) */
export const SCRIPTED_BUSY_TEXT = '服务器繁忙，请稍后再试。';
/** what a replica says when it is told to throttle ([sim:ratelimit]) */
export const SCRIPTED_RATE_LIMIT_TEXT = '您的请求过于频繁，请稍后再试。';

/** The replicas' gate (sandbox/shell) decides the same directives the same way, with a browser. */
export function directiveScript(job: ExecutionJob): ScriptedOutcome {
  const { prompt, directives: d } = extractDirectives(job.prompt);
  const refuse = (e: ExecutionError, delayMs = 0): ScriptedOutcome => ({ kind: 'error', error: e.kind, message: e.message, delayMs });
  if (!prompt) return refuse(fail.platform(job.platform, '问题内容为空'));
  if (d.captcha) return refuse(fail.challenge(job.platform));
  if (d.login) return refuse(fail.login(job.platform));
  const delayMs = d.delayMs ?? 0;
  if (d.fail === true || (d.failTimes !== undefined && job.attempt <= d.failTimes)) {
    return refuse(fail.busy(job.platform, SCRIPTED_BUSY_TEXT), delayMs);
  }
  if (d.rateLimit) return refuse(fail.rateLimit(job.platform, SCRIPTED_RATE_LIMIT_TEXT), delayMs);
  if (d.empty) return refuse(fail.noAnswer(job.platform, '回答内容为空'), delayMs);
  const c = composeAnswer(prompt, {
    reasoning: modeHasReasoning(job.mode),
    search: modeHasSearch(job.mode),
    answerOverride: d.answer ?? null,
    noReferences: d.noRefs === true,
  });
  const capture = {
    ...emptyCapture(),
    finished: true,
    answer: c.markdown,
    reasoning: c.reasoning ?? '',
    searchKeywords: c.searchQueries,
    sources: c.sources.map((s, i) => ({ url: s.url, title: s.title, snippet: s.snippet, citeIndex: i + 1, publishedAt: s.publishedAt, siteName: s.siteName, siteIcon: s.siteIcon })),
    followUps: c.followUps,
    videos: c.videos,
    goods: c.goods,
  };
  return { kind: 'answer', delayMs, answer: toCapturedFields(capture, featuresOf(job.platform)) };
}
