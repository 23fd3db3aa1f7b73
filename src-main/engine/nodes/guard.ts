// Every attempt races its deadline and the job's abort signal. On either, the attempt's
// browser context is closed (which unblocks whatever Playwright call is pending) and a typed
// error is thrown; the abandoned work's own rejection is swallowed.

import type { Clock } from '../clock.js';
import type { ExecutionJob } from '../execution/types.js';
import { fail } from './errors.js';

/** time kept back before the lease deadline so the scheduler hears from us first */
export const DEADLINE_MARGIN_MS = 1_500;
/** how long a stopped attempt waits for its browser context to close before reporting */
const STOP_WAIT_MS = 500;

export async function guarded<T>(job: ExecutionJob, clock: Clock, stop: () => Promise<void>, work: () => Promise<T>): Promise<T> {
  if (job.signal.aborted) throw fail.aborted(job.platform);
  // the deadline is on the engine's clock; the timer below runs on real time for that long
  const budget = job.deadline - clock.now() - DEADLINE_MARGIN_MS;
  if (budget <= 0) throw fail.timeout(job.platform, '租约截止时间已过，未开始执行');

  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const stopped = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(fail.timeout(job.platform, `超过截止时间(${Math.round(budget / 1000)} 秒内未完成)`)), budget);
    onAbort = () => reject(fail.aborted(job.platform));
    job.signal.addEventListener('abort', onAbort, { once: true });
  });
  const running = work();
  try {
    return await Promise.race([running, stopped]);
  } catch (err) {
    running.catch(() => undefined);
    // closing the context unblocks the work; on a loaded machine it can take seconds, and the
    // scheduler must hear of the timeout before the lease ends, so it is not awaited for long
    await Promise.race([stop().catch(() => undefined), new Promise((r) => setTimeout(r, STOP_WAIT_MS))]);
    // the context closing under the work makes it fail too; the cause is the stop, not that
    if (job.signal.aborted) throw fail.aborted(job.platform);
    throw err;
  } finally {
    clearTimeout(timer);
    if (onAbort) job.signal.removeEventListener('abort', onAbort);
    stopped.catch(() => undefined);
  }
}
