// An Executor that plays outcomes from a script instead of driving a browser: the scheduler,
// ledger, callbacks and API run exactly as in production while the platform side is decided up
// front. It honours the job's abort signal and lease deadline the same way the node pool does.

import { systemClock, type Clock } from '../clock.js';
import { guarded } from '../nodes/guard.js';
import { ExecutionError, type ExecutionErrorKind, type ExecutionJob, type ExecutionResult, type Executor } from './types.js';

/** what one attempt answers; every result field the script leaves out is empty */
export type ScriptedAnswer = Partial<ExecutionResult> & Pick<ExecutionResult, 'answerContent'>;

export type ScriptedOutcome =
  | { kind: 'answer'; answer: ScriptedAnswer; delayMs?: number }
  | { kind: 'error'; error: ExecutionErrorKind; message: string; delayMs?: number }
  /** never answers: only the abort signal or the lease deadline ends the attempt */
  | { kind: 'hang' };

/** decides the outcome of one attempt (job.attempt counts the tries of a sub-task) */
export type Script = (job: ExecutionJob) => ScriptedOutcome;

export interface ScriptedExecutorOptions {
  script: Script;
  /** platform codes it answers for; default: every code */
  supports?: (platform: string) => boolean;
  /** the engine's clock, against which lease deadlines are set */
  clock?: Clock;
}

export class ScriptedExecutor implements Executor {
  private readonly waits = new Set<() => void>();

  constructor(private readonly opts: ScriptedExecutorOptions) {}

  supports(platform: string): boolean {
    return this.opts.supports ? this.opts.supports(platform) : true;
  }

  run(job: ExecutionJob): Promise<ExecutionResult> {
    let cancel = () => {};
    return guarded(job, this.opts.clock ?? systemClock, async () => cancel(), async () => {
      const outcome = this.opts.script(job);
      // a hang waits for ever: guarded() ends it at the deadline or on abort, through cancel
      const wait = this.pause(outcome.kind === 'hang' ? null : (outcome.delayMs ?? 0), job.platform);
      cancel = wait.cancel;
      await wait.done;
      if (outcome.kind === 'answer') return completeResult(outcome.answer);
      throw outcome.kind === 'error' ? new ExecutionError(outcome.error, outcome.message) : new ExecutionError('timeout', `执行超时: ${job.platform}`);
    });
  }

  /** ms null: until cancelled */
  private pause(ms: number | null, platform: string): { done: Promise<void>; cancel: () => void } {
    let cancel = () => {};
    const done = new Promise<void>((resolve, reject) => {
      const timer = ms === null ? null : setTimeout(resolve, ms);
      cancel = () => {
        if (timer) clearTimeout(timer);
        reject(new ExecutionError('aborted', `执行已中止: ${platform}`));
      };
    });
    this.waits.add(cancel);
    return { done: done.finally(() => this.waits.delete(cancel)), cancel };
  }

  async close(): Promise<void> {
    for (const cancel of [...this.waits]) cancel();
  }
}

function completeResult(a: ScriptedAnswer): ExecutionResult {
  return {
    answerContent: a.answerContent,
    referenceList: a.referenceList ?? [],
    citedIndexes: a.citedIndexes ?? [],
    reasoningProcess: a.reasoningProcess ?? null,
    recommendedQuestions: a.recommendedQuestions ?? [],
    searchKeywords: a.searchKeywords ?? [],
    mediaContent: a.mediaContent ?? [],
    videoList: a.videoList ?? [],
    goods: a.goods ?? [],
    shareUrl: a.shareUrl ?? null,
    screenshotFile: a.screenshotFile ?? null,
    proxyIp: a.proxyIp ?? null,
    capturedFrom: a.capturedFrom ?? 'script',
  };
}
