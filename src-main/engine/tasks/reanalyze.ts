// New brand lists for a finished task: its stored answers are analysed again (no platform is
// asked again) and the task keeps the new lists, so results and analysis agree.
import type { Store } from '../../db/store.js';
import { analyzeBrand } from '../analysis/index.js';
import { badRequest } from '../errors.js';
import { brandLists, objectBody } from '../validation.js';
import { FINAL_TASK_STATUSES } from './progress.js';
import { loadOwnedTask } from './views.js';

export function reanalyzeTask(store: Store, accountId: number, taskId: string, body: unknown): { taskId: string; reanalyzed: number } {
  const task = loadOwnedTask(store, accountId, taskId);
  if (!FINAL_TASK_STATUSES.includes(task.status)) throw badRequest('任务尚未结束, 不能重新分析');
  const lists = brandLists(objectBody(body), { keywordRequired: true });
  const { db } = store;
  const rows = store.all(
    db
      .selectFrom('sub_task_results')
      .innerJoin('sub_tasks', 'sub_tasks.id', 'sub_task_results.sub_task_id')
      .select(['sub_task_results.sub_task_id', 'sub_task_results.answer_content'])
      .where('sub_tasks.task_id', '=', taskId),
  );
  const analyses = rows.map((r) => ({
    id: r.sub_task_id,
    analysis: analyzeBrand({ answerContent: r.answer_content, monitorKeywords: lists.monitorKeyword, monitorKeywordAliases: lists.monitorKeywordAliases, competitors: lists.competitors }),
  }));
  store.tx(() => {
    store.run(
      db
        .updateTable('tasks')
        .set({ monitor_keyword: lists.monitorKeyword, monitor_keyword_aliases: JSON.stringify(lists.monitorKeywordAliases), competitors: JSON.stringify(lists.competitors) })
        .where('id', '=', taskId),
    );
    for (const a of analyses) {
      store.run(db.updateTable('sub_task_results').set({ analysis: JSON.stringify(a.analysis) }).where('sub_task_id', '=', a.id));
    }
  });
  return { taskId, reanalyzed: analyses.length };
}
