// The seam between the scheduler and the execution nodes. The scheduler decides *when* a
// sub-task runs and what happens to its row; an Executor only knows how to ask a platform once.

import type { JobEgress } from '../egress/resolve.js';
import type { Mode, Reference, ReasoningProcess, VideoItem, GoodsItem, ScreenshotOption } from '../domain.js';

export interface ExecutionJob {
  subTaskId: number;
  taskId: string;
  /** the owning account: its saved platform login is the one the browser context starts from */
  accountId?: number;
  /** 1 for the first try, 2 for the first retry … */
  attempt: number;
  platform: string;
  mode: Mode;
  /** the prompt as submitted (may carry [sim:…] directives; only sandbox mode interprets them) */
  prompt: string;
  screenshot: ScreenshotOption;
  /** monitored keyword + aliases, for screenshot = 2 (only when mentioned) */
  monitorTerms: string[];
  regionCode: string | null;
  /** the proxy this attempt's browser context goes through; absent or null: direct */
  egress?: JobEgress | null;
  /** absolute wall-clock deadline (ms) of the lease; the executor must give up before it */
  deadline: number;
  signal: AbortSignal;
}

export interface ExecutionResult {
  /** Markdown; `[citation:N]` markers kept where the platform put them */
  answerContent: string;
  referenceList: Reference[];
  /** indexes (Reference.index) actually cited in the answer */
  citedIndexes: number[];
  reasoningProcess: ReasoningProcess | null;
  recommendedQuestions: string[];
  searchKeywords: string[];
  mediaContent: unknown[];
  videoList: VideoItem[];
  goods: GoodsItem[];
  shareUrl: string | null;
  /** file name relative to <dataDir>/screenshots, or null when none was taken */
  screenshotFile: string | null;
  proxyIp: string | null;
  /** how the answer was captured, for diagnostics ('script': played by the scripted executor) */
  capturedFrom: 'stream' | 'dom' | 'script';
}

export type ExecutionErrorKind =
  | 'login' // the platform shows a login wall / session expired
  | 'challenge' // captcha / anti-bot challenge page
  | 'rate_limit' // the platform throttles this account or IP: retry much later
  | 'busy' // the platform is overloaded: retry as usual
  | 'platform' // the platform answered with an error
  | 'no_answer' // run finished but no answer data found
  | 'timeout'
  | 'browser' // could not start / lost the browser
  | 'egress' // the region's proxy refused or could not be reached
  | 'node_lost' // a remote browser pool dropped (or was unreachable): not the sub-task's fault, not a try
  | 'aborted'; // engine shutting down: not the sub-task's fault, do not count as an attempt

export class ExecutionError extends Error {
  constructor(
    readonly kind: ExecutionErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'ExecutionError';
  }
}

export interface Executor {
  /** platform codes this executor can run */
  supports(platform: string): boolean;
  run(job: ExecutionJob): Promise<ExecutionResult>;
  close(): Promise<void>;
  /** runs it can take at once right now (pools that are up); absent: the concurrency setting */
  capacity?(): number;
  /** its browser pools, for status displays */
  pools?(): NodePoolStatus[];
}

export interface NodePoolStatus {
  name: string;
  kind: 'local' | 'server' | 'cdp';
  /** the endpoint with credentials and tokens masked; null for the local browser */
  endpoint: string | null;
  concurrency: number;
  inUse: number;
  /** false while a dropped pool waits to be tried again */
  up: boolean;
  downUntil: number | null;
  lastError: string | null;
  /** runs started on it since the service started */
  started: number;
  /** times it dropped or could not be reached */
  drops: number;
}

/** a rate limit is not lifted by trying again soon: its retry waits this many times longer */
export const RATE_LIMIT_BACKOFF_FACTOR = 4;
/** …and never less than this, whatever the configured retry delay */
export const RATE_LIMIT_MIN_DELAY_MS = 60_000;

/** the wait before the next attempt of a sub-task whose attempt failed with `err` */
export function retryDelayFor(err: unknown, baseMs: number): number {
  if (err instanceof ExecutionError && err.kind === 'rate_limit') return Math.max(baseMs * RATE_LIMIT_BACKOFF_FACTOR, RATE_LIMIT_MIN_DELAY_MS);
  return baseMs;
}
