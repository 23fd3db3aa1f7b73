import { queryShape, type Store } from '../../db/store.js';
import type { Clock } from '../clock.js';
import type { Mode, ScreenshotOption } from '../domain.js';
import { appendLedger } from '../billing/ledger.js';
import { maxSubTaskPriceCents } from '../billing/prices.js';
import { CODE, MSG, ServiceError } from '../errors.js';
import { newTaskId } from '../ids.js';
import type { PriceTable } from '../settings.js';
import type { ValidSubmit } from './validate.js';

export interface SubmitOutcome {
  taskId: string;
  /** false when consumerTaskId matched an earlier task (nothing created, nothing charged) */
  created: boolean;
}

// up to 2 500 rows per submit: compiled once, not per row
const insertSubTask = queryShape(
  (db, taskId: string, ordinal: number, prompt: string, platform: string, mode: Mode, screenshot: ScreenshotOption, maxPriceCents: number, at: number) =>
    db.insertInto('sub_tasks').values({
      task_id: taskId,
      ordinal,
      prompt,
      platform,
      mode,
      screenshot,
      status: 'pending',
      attempts: 0,
      failures: 0,
      next_attempt_at: at,
      lease_owner: null,
      lease_until: null,
      max_price_cents: maxPriceCents,
      amount_cents: 0,
      error_message: null,
      created_at: at,
      updated_at: at,
      finished_at: null,
    }),
);

function isConsumerKeyConflict(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === 'SQLITE_CONSTRAINT_UNIQUE' && /consumer_task_id/.test(e.message ?? '');
}

/**
 * One transaction: task row, sub-task rows (prompts × distinct platforms), idempotency key,
 * balance freeze. The unique index on (account, consumerTaskId) settles concurrent replays.
 */
export function submitBatch(store: Store, clock: Clock, prices: PriceTable, accountId: number, v: ValidSubmit): SubmitOutcome {
  const { db } = store;
  const findExisting = () =>
    v.consumerTaskId === null
      ? undefined
      : store.first(db.selectFrom('tasks').select('id').where('account_id', '=', accountId).where('consumer_task_id', '=', v.consumerTaskId));

  const existing = findExisting();
  if (existing) return { taskId: existing.id, created: false };

  try {
    return store.tx(() => {
      const at = clock.now();
      const taskId = newTaskId();
      const pairs = v.prompts.flatMap((prompt) => v.platforms.map((p) => ({ prompt, ...p })));
      const maxPrices = pairs.map((p) => maxSubTaskPriceCents(prices, p.platform, p.mode, p.screenshot));
      const frozen = maxPrices.reduce((a, b) => a + b, 0);

      const account = store.first(db.selectFrom('accounts').select('balance_cents').where('id', '=', accountId));
      if (!account || account.balance_cents < frozen) throw new ServiceError(CODE.insufficientBalance, MSG.insufficientBalance);

      store.run(
        db.insertInto('tasks').values({
          id: taskId,
          account_id: accountId,
          consumer_task_id: v.consumerTaskId,
          status: 'pending',
          total_items: pairs.length,
          prompts: JSON.stringify(v.prompts),
          platforms: JSON.stringify(v.platforms),
          monitor_keyword: v.monitorKeyword,
          monitor_keyword_aliases: v.monitorKeyword === null ? null : JSON.stringify(v.monitorKeywordAliases),
          competitors: v.monitorKeyword === null ? null : JSON.stringify(v.competitors),
          region_code: v.regionCode,
          callback_url: v.callbackUrl,
          frozen_cents: frozen,
          created_at: at,
          completed_at: null,
          stopped_at: null,
        }),
      );
      pairs.forEach((p, i) => store.runOf(insertSubTask, taskId, i, p.prompt, p.platform, p.mode, p.screenshot, maxPrices[i]!, at));
      if (frozen > 0) {
        appendLedger(store, at, { accountId, kind: 'freeze', cents: frozen, taskId, description: `任务冻结: ${pairs.length} 个子任务` });
      }
      return { taskId, created: true };
    });
  } catch (err) {
    if (isConsumerKeyConflict(err)) {
      const again = findExisting();
      if (again) return { taskId: again.id, created: false };
    }
    throw err;
  }
}
