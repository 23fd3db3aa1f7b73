import type { Store } from '../../db/store.js';
import type { TaskStatus } from '../domain.js';

/**
 * Writes the delivery row for a task that just reached a final state, in the caller's
 * transaction, so that a state change and its callback can never be separated by a crash.
 * The effective address is resolved now: task-level over the account's global one.
 */
export function enqueueCallback(store: Store, at: number, taskId: string, status: TaskStatus): number | null {
  const { db } = store;
  const row = store.first(
    db
      .selectFrom('tasks')
      .innerJoin('accounts', 'accounts.id', 'tasks.account_id')
      .select(['tasks.callback_url as taskUrl', 'accounts.callback_url as globalUrl', 'tasks.account_id as accountId'])
      .where('tasks.id', '=', taskId),
  );
  const url = row?.taskUrl ?? row?.globalUrl ?? null;
  if (!row || !url) return null;
  const { lastInsertRowid } = store.run(
    db.insertInto('callback_outbox').values({
      task_id: taskId,
      account_id: row.accountId,
      url,
      event_status: status,
      status: 'pending',
      attempts: 0,
      next_attempt_at: at,
      last_error: null,
      created_at: at,
      delivered_at: null,
    }),
  );
  return lastInsertRowid;
}
