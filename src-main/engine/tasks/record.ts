// What happens to a sub-task row when a run ends. Each function is one transaction, guarded by
// the lease: a run whose lease was taken back (crash recovery, expiry) changes nothing, so a
// sub-task is never completed or charged twice.
import type { Store } from '../../db/store.js';
import { appendLedger } from '../billing/ledger.js';
import { subTaskPriceCents } from '../billing/prices.js';
import { modeHasSearch, type BrandAnalysis, type Citation, type Mode } from '../domain.js';
import type { ExecutionResult } from '../execution/types.js';
import type { PriceTable } from '../settings.js';
import { settleTask } from './progress.js';

export interface LeaseRef {
  subTaskId: number;
  owner: string;
}

function leased(store: Store, ref: LeaseRef) {
  return store.first(
    store.db
      .selectFrom('sub_tasks')
      .innerJoin('tasks', 'tasks.id', 'sub_tasks.task_id')
      .select(['sub_tasks.task_id', 'sub_tasks.platform', 'sub_tasks.mode', 'sub_tasks.prompt', 'sub_tasks.max_price_cents', 'tasks.account_id', 'tasks.frozen_cents'])
      .where('sub_tasks.id', '=', ref.subTaskId)
      .where('sub_tasks.lease_owner', '=', ref.owner)
      .where('sub_tasks.status', 'in', ['assigned', 'processing']),
  );
}

export function markProcessing(store: Store, at: number, ref: LeaseRef): boolean {
  const { changes } = store.run(
    store.db
      .updateTable('sub_tasks')
      .set({ status: 'processing', updated_at: at })
      .where('id', '=', ref.subTaskId)
      .where('lease_owner', '=', ref.owner)
      .where('status', '=', 'assigned'),
  );
  return changes === 1;
}

export function recordSuccess(
  store: Store,
  at: number,
  prices: PriceTable,
  ref: LeaseRef,
  result: ExecutionResult,
  analysis: BrandAnalysis,
): boolean {
  const { db } = store;
  return store.tx(() => {
    const row = leased(store, ref);
    if (!row) return false;
    const cited = new Set(result.citedIndexes);
    const citations: Citation[] = result.referenceList
      .filter((r) => cited.has(r.index))
      .map(({ summary: _summary, ...c }) => c);
    // Never charge more than was frozen, whatever the price table says now.
    const amount = Math.min(subTaskPriceCents(prices, row.platform, row.mode, result.screenshotFile !== null), row.max_price_cents, row.frozen_cents);
    store.run(
      db.insertInto('sub_task_results').values({
        sub_task_id: ref.subTaskId,
        answer_content: result.answerContent,
        reference_list: JSON.stringify(result.referenceList),
        citation_list: JSON.stringify(citations),
        reasoning_process: result.reasoningProcess ? JSON.stringify(result.reasoningProcess) : null,
        recommended_questions: JSON.stringify(result.recommendedQuestions),
        search_keywords: JSON.stringify(result.searchKeywords),
        media_content: JSON.stringify(result.mediaContent),
        video_list: JSON.stringify(result.videoList),
        goods: JSON.stringify(result.goods),
        share_url: result.shareUrl,
        screenshot_file: result.screenshotFile,
        proxy_ip: result.proxyIp,
        analysis: JSON.stringify(analysis),
        captured_from: result.capturedFrom,
        time: at,
        search_references: modeHasSearch(row.mode as Mode) ? (result.referenceList.length > 0 ? 1 : 0) : null,
      }),
    );
    store.run(
      db
        .updateTable('sub_tasks')
        .set({ status: 'completed', amount_cents: amount, lease_owner: null, lease_until: null, error_message: null, updated_at: at, finished_at: at })
        .where('id', '=', ref.subTaskId),
    );
    if (amount > 0) {
      appendLedger(store, at, {
        accountId: row.account_id,
        kind: 'consume',
        cents: amount,
        taskId: row.task_id,
        subTaskId: ref.subTaskId,
        aiModel: row.platform,
        question: row.prompt,
        description: `子任务消费: ${row.platform} / ${row.mode}${result.screenshotFile ? ' / 截图' : ''}`,
      });
      store.run(db.updateTable('tasks').set({ frozen_cents: row.frozen_cents - amount }).where('id', '=', row.task_id));
    }
    settleTask(store, at, row.task_id);
    return true;
  });
}

export type FailureOutcome = 'retry' | 'failed' | 'requeued' | 'lost';

/**
 * A failed run: retried after `retryDelayMs` until `maxRetries` retries were spent, then final.
 * `countsAsAttempt: false` (engine shutdown, a dropped remote browser) puts it back at once, as if
 * it never ran. `spendsRetry: false` (a platform's rate limit) keeps the attempt and its
 * errorMessage but waits `retryDelayMs` without spending a retry.
 */
export function recordFailure(
  store: Store,
  at: number,
  ref: LeaseRef,
  errorMessage: string,
  opts: { maxRetries: number; retryDelayMs: number; countsAsAttempt: boolean; final?: boolean; spendsRetry?: boolean },
): FailureOutcome {
  const { db } = store;
  return store.tx(() => {
    const row = leased(store, ref);
    if (!row) return 'lost';
    const sub = store.first(db.selectFrom('sub_tasks').select(['failures', 'attempts']).where('id', '=', ref.subTaskId))!;
    const task = store.first(db.selectFrom('tasks').select('status').where('id', '=', row.task_id))!;
    const stopped = task.status === 'stopped';
    if (!opts.countsAsAttempt) {
      store.run(
        db
          .updateTable('sub_tasks')
          .set({ status: stopped ? 'stopped' : 'pending', attempts: Math.max(0, sub.attempts - 1), lease_owner: null, lease_until: null, next_attempt_at: at, updated_at: at, finished_at: stopped ? at : null })
          .where('id', '=', ref.subTaskId),
      );
      settleTask(store, at, row.task_id);
      return 'requeued';
    }
    const spends = opts.spendsRetry !== false;
    const failures = spends ? sub.failures + 1 : sub.failures;
    const giveUp = opts.final === true || (spends && failures > opts.maxRetries) || stopped;
    // A retry waits about retryDelayMs; ±10 % jitter keeps retries of one batch from bunching.
    const jitter = spends ? 0.9 + Math.random() * 0.2 : 1;
    store.run(
      db
        .updateTable('sub_tasks')
        .set({
          status: giveUp ? 'failed' : 'pending',
          failures,
          error_message: errorMessage.slice(0, 2000),
          lease_owner: null,
          lease_until: null,
          next_attempt_at: giveUp ? at : at + Math.round(opts.retryDelayMs * jitter),
          updated_at: at,
          finished_at: giveUp ? at : null,
        })
        .where('id', '=', ref.subTaskId),
    );
    settleTask(store, at, row.task_id);
    return giveUp ? 'failed' : 'retry';
  });
}
