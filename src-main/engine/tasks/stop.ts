import type { Store } from '../../db/store.js';
import { CODE, MSG, ServiceError } from '../errors.js';
import { enqueueCallback } from '../callbacks/outbox.js';
import { settleTask } from './progress.js';

const ENDED = ['completed', 'partial_completed', 'failed'];

/**
 * Contract section 3: pending sub-tasks are intercepted at once; assigned/processing ones run on
 * (and are charged when they complete); completed ones stay readable. The task status is frozen
 * at `stopped` from here on. Returns the response text with the number of sub-tasks stopped.
 */
export function stopTask(store: Store, at: number, accountId: number, taskId: string): string {
  const { db } = store;
  return store.tx(() => {
    const task = store.first(db.selectFrom('tasks').select(['account_id', 'status']).where('id', '=', taskId));
    if (!task) throw new ServiceError(CODE.notFound, MSG.taskNotFound);
    if (task.account_id !== accountId) throw new ServiceError(CODE.forbidden, MSG.noPermission);
    if (ENDED.includes(task.status)) throw new ServiceError(CODE.stopEnded, MSG.taskEnded);
    if (task.status === 'stopped') return `任务已停止，影响子任务 0 个`;

    const { changes } = store.run(
      db
        .updateTable('sub_tasks')
        .set({ status: 'stopped', finished_at: at, updated_at: at, next_attempt_at: at })
        .where('task_id', '=', taskId)
        .where('status', '=', 'pending'),
    );
    store.run(db.updateTable('tasks').set({ status: 'stopped', stopped_at: at, completed_at: at }).where('id', '=', taskId));
    settleTask(store, at, taskId);
    enqueueCallback(store, at, taskId, 'stopped');
    return `任务已停止，影响子任务 ${changes} 个`;
  });
}
