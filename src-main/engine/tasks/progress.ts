import type { Store } from '../../db/store.js';
import { appendLedger } from '../billing/ledger.js';
import { enqueueCallback } from '../callbacks/outbox.js';
import type { SubTaskStatus, TaskStatus } from '../domain.js';

export interface Counts {
  total: number;
  pending: number;
  active: number;
  completed: number;
  failed: number;
  stopped: number;
  started: number;
}

export const FINAL_TASK_STATUSES: readonly TaskStatus[] = ['completed', 'partial_completed', 'failed', 'stopped'];
export const ACTIVE_SUB_TASK: readonly SubTaskStatus[] = ['pending', 'assigned', 'processing'];

export function countSubTasks(store: Store, taskId: string): Counts {
  const rows = store.all(
    store.db
      .selectFrom('sub_tasks')
      .select((eb) => ['status', eb.fn.count<number>('id').as('n'), eb.fn.sum<number>('attempts').as('runs')])
      .where('task_id', '=', taskId)
      .groupBy('status'),
  );
  const c: Counts = { total: 0, pending: 0, active: 0, completed: 0, failed: 0, stopped: 0, started: 0 };
  for (const r of rows) {
    const n = Number(r.n);
    c.total += n;
    if (r.status !== 'pending') c.started += n;
    else if (Number(r.runs) > 0) c.started += 1;
    if (r.status === 'pending') c.pending += n;
    if (ACTIVE_SUB_TASK.includes(r.status)) c.active += n;
    else if (r.status === 'completed') c.completed += n;
    else if (r.status === 'failed' || r.status === 'error') c.failed += n;
    else if (r.status === 'stopped') c.stopped += n;
  }
  return c;
}

export function deriveStatus(c: Counts): TaskStatus {
  if (c.active > 0) return c.started > 0 || c.completed + c.failed > 0 ? 'processing' : 'pending';
  if (c.failed === 0) return 'completed';
  if (c.completed === 0) return 'failed';
  return 'partial_completed';
}

/**
 * Brings a task row in line with its sub-tasks. Must run inside a transaction. Returns the status
 * the task reached when this call moved it to a final state (so the caller can act once), else null.
 * A stopped task keeps its status whatever happens later; only its leftover freeze is released.
 */
export function settleTask(store: Store, at: number, taskId: string): TaskStatus | null {
  const { db } = store;
  const task = store.first(db.selectFrom('tasks').select(['status', 'account_id', 'frozen_cents']).where('id', '=', taskId));
  if (!task) return null;
  const counts = countSubTasks(store, taskId);

  if (counts.active === 0 && task.frozen_cents > 0) {
    appendLedger(store, at, { accountId: task.account_id, kind: 'release', cents: task.frozen_cents, taskId, description: '任务结束, 释放未消费的冻结金额' });
    store.run(db.updateTable('tasks').set({ frozen_cents: 0 }).where('id', '=', taskId));
  }
  if (FINAL_TASK_STATUSES.includes(task.status)) return null;

  const next = deriveStatus(counts);
  if (next === task.status) return null;
  const final = FINAL_TASK_STATUSES.includes(next);
  store.run(db.updateTable('tasks').set({ status: next, completed_at: final ? at : null }).where('id', '=', taskId));
  if (!final) return null;
  enqueueCallback(store, at, taskId, next);
  return next;
}
