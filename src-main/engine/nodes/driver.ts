// The generic page driver: one attempt of one question on one platform, steered entirely by
// the platform's definition. Open (the entry page, or the prompt's URL) → login/challenge check
// → mode toggles → type → send once → capture the answer from the network as the definition's
// StreamSource says (DOM as fallback, or as the route) → screenshot and share link.

import type { Page } from 'playwright-core';
import type { Clock } from '../clock.js';
import { modeHasReasoning, modeHasSearch } from '../domain.js';
import type { ExecutionJob, ExecutionResult } from '../execution/types.js';
import type { PlatformDefinition, StreamCapture } from '../platforms/types.js';
import { mentionsBrand } from '../analysis/index.js';
import { awaitAnswer, isChallenge, watchStream } from './capture.js';
import { captureFromDom, domSnapshot, waitForDomSettled } from './dom-answer.js';
import { promptUrl, typeAndSend } from './entry.js';
import { errorText, fail } from './errors.js';
import { DEADLINE_MARGIN_MS } from './guard.js';
import { waitUntilReady } from './page-state.js';
import { toCapturedFields } from './result.js';
import { screenshotName, takeScreenshot } from './screenshot.js';
import { readShareLink } from './share.js';
import { setModeToggles } from './toggles.js';

export interface DriveInput {
  def: PlatformDefinition;
  job: ExecutionJob;
  /** the text to submit (sandbox directives already removed) */
  prompt: string;
  entryUrl: string;
  screenshotsDir: string;
  clock: Clock;
  /** diagnostics: one line per phase with its duration */
  log?: (line: string) => void;
}

export async function drive(page: Page, input: DriveInput): Promise<ExecutionResult> {
  const { def, job, clock } = input;
  const left = () => Math.max(1_000, job.deadline - clock.now() - DEADLINE_MARGIN_MS);
  // phase durations are real elapsed time, whatever the engine clock says
  let mark = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    input.log?.(`[node ${def.code} #${job.subTaskId}/${job.attempt}] ${name} ${Math.round(now - mark)}ms`);
    mark = now;
  };

  const byUrl = def.prompt.kind === 'url';
  // a URL entry sends the question by opening the page: its stream must be watched first
  const openUrl = byUrl ? promptUrl(def, input.entryUrl, input.prompt, job.mode) : input.entryUrl;
  const watch = byUrl ? watchStream(page, def) : null;
  await openPage(page, def, openUrl, left());
  phase('open');
  await waitUntilReady(page, def, Math.min(30_000, left()));
  phase('ready');

  let answersBefore = 0;
  let stream = watch;
  if (!stream) {
    await setModeToggles(page, def, job.mode);
    phase('toggles');
    stream = watchStream(page, def);
    answersBefore = (await domSnapshot(page, def)).answerCount;
    await typeAndSend(page, def, input.prompt, stream);
    phase('sent');
  }
  let { capture, from } = await awaitAnswer(page, { def, watch: stream, answersBefore });
  phase(`captured(${from})`);

  // the page finishes rendering after the stream ends; the screenshot, share button and
  // DOM fallback all need the settled page
  await waitForDomSettled(page, def, Math.min(15_000, left()), 150, !capture || capture.answer.trim() !== '');
  phase('settled');
  if (!capture || !capture.answer.trim()) {
    const dom = await captureFromDom(page, def);
    if (dom.error) throw fail.platform(def.code, dom.error.message);
    if (dom.answer.trim()) {
      capture = dom;
      from = 'dom';
    }
  }
  if (!capture || !capture.answer.trim()) throw fail.noAnswer(def.code, '回答内容为空');
  if (from === 'stream' && !capture.finished) throw fail.noAnswer(def.code, '回答流未正常结束');
  checkModeApplied(def, job, capture);

  const fields = toCapturedFields(capture, def.features);
  let screenshotFile: string | null = null;
  let shareUrl: string | null = null;
  if (job.screenshot === 1 || (job.screenshot === 2 && job.monitorTerms.length > 0 && mentionsBrand(fields.answerContent, job.monitorTerms[0]!, job.monitorTerms.slice(1)))) {
    screenshotFile = await takeScreenshot(page, def, input.screenshotsDir, screenshotName(job.taskId, job.subTaskId, job.attempt));
    if (def.features.share && def.share) {
      shareUrl = await readShareLink(page, def.share, def.page.answer, Math.min(10_000, left())).catch(() => null);
    }
    phase('screenshot+share');
  }

  return {
    ...fields,
    shareUrl,
    screenshotFile,
    proxyIp: null,
    capturedFrom: from,
  };
}

/** opens the page; a challenge on the document (its header) or a failed load is a typed error */
export async function openPage(page: Page, def: PlatformDefinition, url: string, leftMs: number): Promise<void> {
  let documentChallenged = false;
  page.on('response', (r) => {
    if (r.request().isNavigationRequest() && isChallenge(def, r.headers())) documentChallenged = true;
  });
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: Math.min(45_000, leftMs) });
  } catch (err) {
    if (documentChallenged) throw fail.challenge(def.code);
    throw fail.platform(def.code, `无法打开页面 ${url}: ${errorText(err)}`);
  }
  if (documentChallenged) throw fail.challenge(def.code);
}

function checkModeApplied(def: PlatformDefinition, job: ExecutionJob, capture: StreamCapture): void {
  if (capture.reasoningEnabled !== null && capture.reasoningEnabled !== modeHasReasoning(job.mode)) {
    throw fail.platform(def.code, `深度思考开关状态与模式 ${job.mode} 不一致`);
  }
  if (capture.searchEnabled !== null && capture.searchEnabled !== modeHasSearch(job.mode)) {
    throw fail.platform(def.code, `联网搜索开关状态与模式 ${job.mode} 不一致`);
  }
}
