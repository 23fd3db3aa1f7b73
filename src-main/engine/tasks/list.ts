// Contract 4.5: an account's tasks, newest first, optionally of one status, paged.
import type { Store } from '../../db/store.js';
import { TASK_STATUSES } from '../domain.js';
import { oneOf, pageNumber } from '../validation.js';
import { countSubTasks } from './progress.js';
import { listItemView } from './views.js';

export interface TaskListQuery {
  page?: unknown;
  size?: unknown;
  status?: unknown;
}

export const MAX_LIST_SIZE = 100;

export function listTasks(store: Store, accountId: number, query: TaskListQuery) {
  const page = pageNumber(query.page, 'page', 1, { max: Number.MAX_SAFE_INTEGER });
  const size = pageNumber(query.size, 'size', 10, { max: MAX_LIST_SIZE });
  const status = oneOf(query.status, TASK_STATUSES, 'status');
  let base = store.db.selectFrom('tasks').where('account_id', '=', accountId);
  if (status) base = base.where('status', '=', status);
  const total = Number(store.first(base.select((eb) => eb.fn.countAll<number>().as('n')))?.n ?? 0);
  const rows = store.all(base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(size).offset((page - 1) * size));
  return { total, page, size, tasks: rows.map((t) => listItemView(t, countSubTasks(store, t.id))) };
}
