// The generic page driver: one attempt of one question on one platform, steered entirely by
// the platform's definition. Open → login/challenge check → mode toggles → type → send once →
// capture the answer stream from the network (DOM as fallback) → screenshot and share link.

import type { Page, Request, Response } from 'playwright-core';
import { modeHasReasoning, modeHasSearch } from '../domain.js';
import type { ExecutionJob, ExecutionResult } from '../execution/types.js';
import type { PlatformDefinition, StreamCapture } from '../platforms/types.js';
import { captureFromDom, domSnapshot, waitForDomSettled } from './dom-answer.js';
import { errorText, fail } from './errors.js';
import { DEADLINE_MARGIN_MS } from './guard.js';
import { readPageState, throwForState, waitUntilReady } from './page-state.js';
import { toAnswerFields } from './result.js';
import { mentionsBrand } from '../analysis/index.js';
import { screenshotName, takeScreenshot } from './screenshot.js';
import { readShareLink } from './share.js';
import { setModeToggles } from './toggles.js';

export interface DriveInput {
  def: PlatformDefinition;
  job: ExecutionJob;
  /** the text to type (sandbox directives already removed) */
  prompt: string;
  entryUrl: string;
  screenshotsDir: string;
  /** diagnostics: one line per phase with its duration */
  log?: (line: string) => void;
}

interface StreamWatch {
  requested: boolean;
  response: Response | null;
}

export async function drive(page: Page, input: DriveInput): Promise<ExecutionResult> {
  const { def, job } = input;
  const left = () => Math.max(1_000, job.deadline - Date.now() - DEADLINE_MARGIN_MS);
  let mark = Date.now();
  const phase = (name: string) => {
    const now = Date.now();
    input.log?.(`[node ${def.code} #${job.subTaskId}/${job.attempt}] ${name} ${now - mark}ms`);
    mark = now;
  };

  let documentChallenged = false;
  page.on('response', (r) => {
    if (r.request().isNavigationRequest() && isChallenge(def, r.headers())) documentChallenged = true;
  });
  try {
    await page.goto(input.entryUrl, { waitUntil: 'domcontentloaded', timeout: Math.min(45_000, left()) });
  } catch (err) {
    if (documentChallenged) throw fail.challenge(def.code);
    throw fail.platform(def.code, `无法打开页面 ${input.entryUrl}: ${errorText(err)}`);
  }
  if (documentChallenged) throw fail.challenge(def.code);
  phase('open');
  await waitUntilReady(page, def, Math.min(30_000, left()));
  phase('ready');
  await setModeToggles(page, def, job.mode);
  phase('toggles');

  const watch = watchStream(page, def);
  const answersBefore = (await domSnapshot(page, def)).answerCount;
  await typeAndSend(page, def, input.prompt, watch);
  phase('sent');
  let { capture, from } = await awaitAnswer(page, def, watch, answersBefore);
  phase(`captured(${from})`);

  // the page finishes rendering after the stream ends; the screenshot, share button and
  // DOM fallback all need the settled page
  await waitForDomSettled(page, def, Math.min(15_000, left()), 150);
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

  const fields = toAnswerFields(capture);
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
    mediaContent: capture.media,
    videoList: capture.videos.map((v, i) => ({ ...v, position: i + 1 })),
    goods: capture.goods.map((g, i) => ({ ...g, position: i + 1 })),
    shareUrl,
    screenshotFile,
    proxyIp: null,
    capturedFrom: from,
  };
}

function isChallenge(def: PlatformDefinition, headers: Record<string, string>): boolean {
  const h = def.challenge.header;
  return h !== null && (headers[h.name.toLowerCase()] ?? '').toLowerCase() === h.value.toLowerCase();
}

function watchStream(page: Page, def: PlatformDefinition): StreamWatch {
  const watch: StreamWatch = { requested: false, response: null };
  const matches = (req: Request) => {
    try {
      const path = new URL(req.url()).pathname;
      return def.stream.requests.some((r) => r.method === req.method() && path.endsWith(r.pathSuffix));
    } catch {
      return false;
    }
  };
  page.on('request', (req) => {
    if (matches(req)) watch.requested = true;
  });
  page.on('response', (res) => {
    if (!watch.response && matches(res.request())) watch.response = res;
  });
  return watch;
}

async function firstVisible(page: Page, selectors: string[]) {
  for (const selector of selectors) {
    const el = page.locator(selector).filter({ visible: true }).first();
    if ((await el.count()) > 0) return el;
  }
  return null;
}

/** Sends exactly once: the fallback method is only tried when the first provably did nothing. */
async function typeAndSend(page: Page, def: PlatformDefinition, prompt: string, watch: StreamWatch): Promise<void> {
  const box = await firstVisible(page, def.page.input);
  if (!box) throw fail.platform(def.code, '未找到输入框');
  await box.click();
  await box.fill(prompt);
  // sites clear the box the moment they take the question
  const taken = async () => watch.requested || (await box.inputValue().catch(() => '')).trim() === '';
  const methods = def.page.sendBy === 'enter' ? (['enter', 'click'] as const) : (['click', 'enter'] as const);
  for (const method of methods) {
    if (method === 'enter') {
      await box.press('Enter');
    } else {
      const button = await firstVisible(page, def.page.sendButtons);
      if (!button) continue;
      await button.click();
    }
    for (let i = 0; i < 30; i++) {
      if (await taken()) return;
      await page.waitForTimeout(100);
    }
  }
  throw fail.platform(def.code, '问题未能发送(回车与发送按钮均无响应)');
}

async function awaitAnswer(
  page: Page,
  def: PlatformDefinition,
  watch: StreamWatch,
  answersBefore: number,
): Promise<{ capture: StreamCapture | null; from: 'stream' | 'dom' }> {
  const sentAt = Date.now();
  let previousDomText: string | null = null;
  while (!watch.response) {
    throwForState(await readPageState(page, def, false), def);
    if (!watch.requested && Date.now() - sentAt > 1_500) {
      // no stream request at all: the page answers some other way; read it when it settles
      const snap = await domSnapshot(page, def).catch(() => null);
      if (snap?.errorText && !snap.answerText) throw fail.platform(def.code, snap.errorText);
      const fresh = snap && snap.answerCount > answersBefore && !snap.stopVisible && snap.answerText;
      if (fresh && snap.answerText === previousDomText) return { capture: null, from: 'dom' };
      previousDomText = snap?.answerText ?? null;
    }
    await page.waitForTimeout(200);
  }

  const response = watch.response;
  const headers = await response.allHeaders();
  if (isChallenge(def, headers)) throw fail.challenge(def.code);
  let body: Buffer;
  try {
    await response.finished();
    body = await response.body();
  } catch {
    // the body could not be read (evicted, service worker, …): the DOM route takes over
    return { capture: null, from: 'dom' };
  }
  const capture = def.parseStream([{ url: response.url(), status: response.status(), headers, body }]);
  if (capture.error) {
    if (capture.error.kind === 'login') throw fail.login(def.code);
    if (capture.error.kind === 'challenge') throw fail.challenge(def.code);
    throw fail.platform(def.code, capture.error.message);
  }
  return { capture, from: 'stream' };
}

function checkModeApplied(def: PlatformDefinition, job: ExecutionJob, capture: StreamCapture): void {
  if (capture.reasoningEnabled !== null && capture.reasoningEnabled !== modeHasReasoning(job.mode)) {
    throw fail.platform(def.code, `深度思考开关状态与模式 ${job.mode} 不一致`);
  }
  if (capture.searchEnabled !== null && capture.searchEnabled !== modeHasSearch(job.mode)) {
    throw fail.platform(def.code, `联网搜索开关状态与模式 ${job.mode} 不一致`);
  }
}
