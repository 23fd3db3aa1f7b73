// Contract 4.5: an account's tasks, newest first, optionally of one status, paged. `keyword` is a
// local extension (the desktop list searches across every page, not just the one on screen).
import { sql } from 'kysely';
import type { Store } from '../../db/store.js';
import { TASK_STATUSES } from '../domain.js';
import { badRequest } from '../errors.js';
import { LIMITS, oneOf, pageNumber } from '../validation.js';
import { countSubTasks } from './progress.js';
import { listItemView } from './views.js';

export interface TaskListQuery {
  page?: unknown;
  size?: unknown;
  status?: unknown;
  /** local extension: a fragment of any prompt or of the monitored brand, case-insensitive */
  keyword?: unknown;
}

export const MAX_LIST_SIZE = 100;

export function listTasks(store: Store, accountId: number, query: TaskListQuery) {
  const page = pageNumber(query.page, 'page', 1, { max: Number.MAX_SAFE_INTEGER });
  const size = pageNumber(query.size, 'size', 10, { max: MAX_LIST_SIZE });
  const status = oneOf(query.status, TASK_STATUSES, 'status');
  let base = store.db.selectFrom('tasks').where('account_id', '=', accountId);
  if (status) base = base.where('status', '=', status);
  const keyword = keywordOf(query.keyword);
  if (keyword) {
    // instr, not LIKE: % and _ in what the user typed are plain characters; prompts are a JSON array
    base = base.where((eb) =>
      eb.or([
        eb(sql<number>`instr(lower(coalesce(monitor_keyword, '')), lower(${keyword}))`, '>', 0),
        eb.exists(sql`(select 1 from json_each(tasks.prompts) where instr(lower(json_each.value), lower(${keyword})) > 0)`),
      ]),
    );
  }
  const total = Number(store.first(base.select((eb) => eb.fn.countAll<number>().as('n')))?.n ?? 0);
  const rows = store.all(base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(size).offset((page - 1) * size));
  return { total, page, size, tasks: rows.map((t) => listItemView(t, countSubTasks(store, t.id))) };
}

function keywordOf(v: unknown): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') throw badRequest('keyword 必须是字符串');
  if (v.length > LIMITS.keywordLength) throw badRequest(`keyword 超过 ${LIMITS.keywordLength} 个字符`);
  return v.trim() || null;
}
