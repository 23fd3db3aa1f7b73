// `cli platform doctor <code>`: opens the platform's page the way the driver does (same context,
// same hooks, same functions) and checks every hook of the definition in turn, printing what it
// found, and saves the captured answer stream as a fixture. A site change then shows as the one
// hook that no longer matches, with the page's own calls and elements as evidence, and the fix
// is a change to the definition's data, checked against the fixture.

import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import type { Mode } from '../domain.js';
import type { ExecutionJob } from '../execution/types.js';
import { watchStream } from '../nodes/capture.js';
import { contextOptions, newPlatformContext } from '../nodes/context.js';
import { domSnapshot } from '../nodes/dom-answer.js';
import { promptUrl } from '../nodes/entry.js';
import { errorText } from '../nodes/errors.js';
import type { PageRouting } from '../nodes/routing.js';
import type { PlatformDefinition } from '../platforms/types.js';
import { checkAnswerContainer, checkParsed, checkScreenshot, checkShare, checkStream, type Captured } from './answer-checks.js';
import { defaultFixturePath, fileStamp, fixtureResponse, writeFixture } from './fixture.js';
import { checkAccess, checkPageLoaded, checkPromptEntry, checkSend, checkToggles } from './page-checks.js';
import { HookLog, recordApiCalls } from './record.js';
import type { DoctorReport } from './types.js';

export type { DoctorFixture, DoctorReport, HookCheck } from './types.js';
export { replayFixture } from './fixture.js';

export interface DoctorOptions {
  /** the definition to check (tests pass an altered copy) */
  def: PlatformDefinition;
  browser: Browser;
  /** where the pages are and what is typed (the real sites, or the replicas) */
  routing: PageRouting;
  mode: Mode;
  /** as given; the routing takes out what is not typed (the sandbox's [sim:…] directives) */
  prompt: string;
  /** fixture and screenshot go to <dataDir>/doctor/ */
  dataDir: string;
  /** the saved session: its storage-state file (used when it exists), or why there is none */
  session: { file: string } | { none: string };
  /** the fixture file; default <dataDir>/doctor/<code>-<yyyyMMdd-HHmmss>.json */
  out?: string | null;
  /** create a share link (never on a real site unless asked) */
  createShare?: boolean;
  /** how long the page may take to show its prompt box / settle (default 20 s) */
  readyMs?: number;
  /** how long the answer may take (default 120 s) */
  answerMs?: number;
  now?: () => Date;
}

const AFTER_SEND = ['stream', 'parser', 'answer container'];

export async function runDoctor(opts: DoctorOptions): Promise<DoctorReport> {
  const { def, mode } = opts;
  const at = (opts.now ?? (() => new Date()))();
  const log = new HookLog();
  const readyMs = opts.readyMs ?? 20_000;
  const job = doctorJob(def.code, mode, opts.prompt, at.getTime() + readyMs + (opts.answerMs ?? 120_000));
  const { prompt, headers } = opts.routing.prepare(job);
  const entryUrl = opts.routing.entryUrl(def);
  const storageState = checkSession(opts.session, log);
  const dir = join(opts.dataDir, 'doctor');
  // owner-only: fixtures and screenshots show the account's conversation
  await mkdir(dir, { recursive: true, mode: 0o700 });

  let context: BrowserContext | null = null;
  let pageUrl = entryUrl;
  let captured: Captured = { responses: [], parsed: null, unmatched: [] };
  let screenshotFile: string | null = null;
  try {
    context = await newPlatformContext(opts.browser, contextOptions(def, { headers, storageState }));
    const page = await context.newPage();
    const calls = recordApiCalls(page);
    const byUrl = def.prompt.kind === 'url';
    let openUrl = entryUrl;
    if (byUrl) {
      try {
        openUrl = promptUrl(def, entryUrl, prompt, mode);
      } catch (err) {
        log.failed('prompt entry', errorText(err));
      }
    }
    // a URL entry sends the question by opening the page: watch its stream first
    const urlWatch = byUrl ? watchStream(page, def) : null;
    const opened = log.passed && (await checkPageLoaded(page, def, openUrl, log, readyMs + 25_000));
    pageUrl = page.url();
    if (opened && (await checkAccess(page, def, log, readyMs))) {
      const entered = await checkPromptEntry(page, def, openUrl, log);
      const toggled = await checkToggles(page, def, mode, log);
      let watch = urlWatch;
      let answersBefore = 0;
      if (!byUrl && entered && toggled) {
        const typedWatch = watchStream(page, def);
        answersBefore = (await domSnapshot(page, def).catch(() => null))?.answerCount ?? 0;
        if (await checkSend(page, def, prompt, typedWatch, log)) watch = typedWatch;
      } else if (!byUrl) {
        log.skipped(['send'], entered ? 'a mode toggle failed' : 'no prompt box');
      }
      if (watch) {
        captured = await checkStream(page, def, watch, answersBefore, calls, log, opts.answerMs ?? 120_000);
        if (captured.parsed) checkParsed(def, mode, captured.parsed, log);
        else if (!log.hooks.some((h) => h.hook === 'parser')) log.skipped(['parser'], 'no stream captured');
        await checkAnswerContainer(page, def, answersBefore, log);
      } else {
        log.skipped(AFTER_SEND, 'nothing was sent');
      }
    }
    pageUrl = page.url();
    // the screenshot is evidence for a failed check too (what the page showed instead)
    if (pageUrl !== 'about:blank') screenshotFile = await checkScreenshot(page, def, dir, `${def.code}-${fileStamp(at)}.png`, log);
    // the share button belongs to an answer: without one there is nothing to share
    if (log.hooks.some((h) => h.hook === 'answer container' && h.status === 'ok')) await checkShare(page, def, opts.createShare ?? false, log);
  } catch (err) {
    log.failed('page', `doctor stopped: ${errorText(err)}`);
  } finally {
    await context?.close().catch(() => undefined);
  }

  const fixture = {
    code: def.code,
    mode,
    prompt: opts.prompt,
    at: at.toISOString(),
    pageUrl,
    hooks: log.hooks,
    responses: captured.responses.map((r) => fixtureResponse(r.response, r.method)),
    parsed: captured.parsed,
    unmatched: captured.unmatched.map((r) => fixtureResponse(r.response, r.method)),
  };
  const fixtureFile = await writeFixture(opts.out ?? defaultFixturePath(opts.dataDir, def.code, at), fixture, !!opts.out);
  return { code: def.code, mode, prompt: opts.prompt, at: fixture.at, pageUrl, ok: log.passed, hooks: log.hooks, fixtureFile, screenshotFile, parsed: captured.parsed };
}

function checkSession(session: DoctorOptions['session'], log: HookLog): string | null {
  if ('none' in session) {
    log.absent('saved session', `${session.none}; going on with the session the page issues`);
    return null;
  }
  if (!existsSync(session.file)) {
    log.absent('saved session', `no saved session at ${session.file}; going on with the session the page issues`);
    return null;
  }
  try {
    // counts only: a storage state is a credential and is never printed
    const state = JSON.parse(readFileSync(session.file, 'utf8')) as { cookies?: unknown[]; origins?: unknown[] };
    log.ok('saved session', `${session.file} (${state.cookies?.length ?? 0} cookies, ${state.origins?.length ?? 0} origins with storage)`, false);
    return session.file;
  } catch (err) {
    log.failed('saved session', `${session.file} is not a storage-state file: ${errorText(err)}`);
    return null;
  }
}

/** the routing speaks in jobs: the doctor's question is one sub-task of its own */
function doctorJob(code: string, mode: Mode, prompt: string, deadline: number): ExecutionJob {
  return {
    subTaskId: Math.floor(Math.random() * 1e9),
    taskId: 'doctor',
    attempt: 1,
    platform: code,
    mode,
    prompt,
    screenshot: 1,
    monitorTerms: [],
    regionCode: null,
    deadline,
    signal: new AbortController().signal,
  };
}

const MARK = { ok: '✓', failed: '✗', absent: '–', skipped: '–' } as const;

export function formatReport(report: DoctorReport): string {
  const lines = [`doctor ${report.code} (${report.mode}) at ${report.pageUrl}`];
  for (const h of report.hooks) lines.push(`${MARK[h.status]} ${h.hook} — ${h.found}${h.status === 'failed' && !h.required ? ' (optional)' : ''}`);
  const failed = report.hooks.filter((h) => h.status === 'failed' && h.required).map((h) => h.hook);
  lines.push(`fixture: ${report.fixtureFile}`);
  lines.push(failed.length === 0 ? 'every required hook passed' : `failed: ${failed.join(', ')}`);
  return lines.join('\n');
}
