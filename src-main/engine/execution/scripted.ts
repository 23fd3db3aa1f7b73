// An Executor that plays outcomes from a script instead of driving a browser: the scheduler,
// ledger, callbacks and API run exactly as in production while the platform side is decided up
// front. It honours the job's abort signal and lease deadline the same way the node pool does.

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
}

export class ScriptedExecutor implements Executor {
  private readonly waits = new Set<() => void>();

  constructor(private readonly opts: ScriptedExecutorOptions) {}

  supports(platform: string): boolean {
    return this.opts.supports ? this.opts.supports(platform) : true;
  }

  run(job: ExecutionJob): Promise<ExecutionResult> {
    let cancel: (() => void) | null = null;
    const stop = async () => cancel?.();
    return guarded(job, stop, async () => {
      const outcome = this.opts.script(job);
      const delay = outcome.kind === 'hang' ? Infinity : (outcome.delayMs ?? 0);
      await new Promise<void>((resolve, reject) => {
        const timer = Number.isFinite(delay) ? setTimeout(done, delay) : null;
        function done() {
          if (timer) clearTimeout(timer);
          resolve();
        }
        cancel = () => {
          if (timer) clearTimeout(timer);
          reject(new ExecutionError('aborted', `执行已中止: ${job.platform}`));
        };
        this.waits.add(cancel);
      }).finally(() => {
        if (cancel) this.waits.delete(cancel);
      });
      if (outcome.kind === 'error') throw new ExecutionError(outcome.error, outcome.message);
      if (outcome.kind === 'hang') throw new ExecutionError('timeout', `执行超时: ${job.platform}`);
      return completeResult(outcome.answer);
    });
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
