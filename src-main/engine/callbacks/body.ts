// Contract section 6, refined by public-facts: consumerTaskId omitted when none, status lower
// case. Built at send time from the stored results, so a reanalysis before delivery is included.
import type { Store } from '../../db/store.js';
import { resultView, type ViewContext } from '../tasks/views.js';

export interface DeliveryRef {
  taskId: string;
  accountId: number;
  eventStatus: string;
  createdAt: number;
}

export function callbackBody(store: Store, views: ViewContext, d: DeliveryRef): object {
  const task = store.first(store.db.selectFrom('tasks').selectAll().where('id', '=', d.taskId))!;
  const r = resultView(store, views, task);
  return {
    taskId: r.taskId,
    ...(r.consumerTaskId !== null ? { consumerTaskId: r.consumerTaskId } : {}),
    userId: d.accountId,
    timestamp: d.createdAt,
    status: d.eventStatus,
    totalItems: r.totalItems,
    completedItems: r.completedItems,
    failedItems: r.failedItems,
    subTaskList: r.subTaskList,
  };
}
