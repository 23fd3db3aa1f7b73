// One account's recent figures per platform code, for the platform list: last success, last
// error, the success rate over its last 50 finished sub-tasks, and the share of its search-mode
// answers (7 days) that carried references. Four grouped queries, whatever the number of codes.

import { sql } from 'kysely';
import type { Store } from '../../db/store.js';

export interface PlatformHealth {
  lastSuccessAt: number | null;
  lastError: { at: number; message: string } | null;
  recentFinished: number;
  recentSuccessRate: number | null;
  searchWithReferencesRate: number | null;
}

const RECENT = 50;
const SEARCH_WINDOW_MS = 7 * 86_400_000;

const raw = <T>(store: Store, query: ReturnType<typeof sql<T>>): T[] => store.all({ compile: () => query.compile(store.db) });

export function platformHealth(store: Store, accountId: number, now: number): Map<string, PlatformHealth> {
  const out = new Map<string, PlatformHealth>();
  const get = (platform: string) => {
    let h = out.get(platform);
    if (!h) out.set(platform, (h = { lastSuccessAt: null, lastError: null, recentFinished: 0, recentSuccessRate: null, searchWithReferencesRate: null }));
    return h;
  };

  for (const r of raw<{ platform: string; at: number }>(
    store,
    sql`SELECT s.platform AS platform, MAX(s.finished_at) AS at FROM sub_tasks s JOIN tasks t ON t.id = s.task_id
        WHERE t.account_id = ${accountId} AND s.status = 'completed' GROUP BY s.platform`,
  )) get(r.platform).lastSuccessAt = r.at;

  // SQLite: the bare error_message column comes from the row holding the maximum
  for (const r of raw<{ platform: string; at: number; message: string }>(
    store,
    sql`SELECT s.platform AS platform, MAX(s.updated_at) AS at, s.error_message AS message FROM sub_tasks s JOIN tasks t ON t.id = s.task_id
        WHERE t.account_id = ${accountId} AND s.error_message IS NOT NULL GROUP BY s.platform`,
  )) get(r.platform).lastError = { at: r.at, message: r.message };

  for (const r of raw<{ platform: string; finished: number; completed: number }>(
    store,
    sql`SELECT platform, COUNT(*) AS finished, SUM(status = 'completed') AS completed FROM (
          SELECT s.platform AS platform, s.status AS status, ROW_NUMBER() OVER (PARTITION BY s.platform ORDER BY s.finished_at DESC, s.id DESC) AS n
          FROM sub_tasks s JOIN tasks t ON t.id = s.task_id
          WHERE t.account_id = ${accountId} AND s.finished_at IS NOT NULL AND s.status IN ('completed', 'failed', 'error'))
        WHERE n <= ${RECENT} GROUP BY platform`,
  )) {
    const h = get(r.platform);
    h.recentFinished = Number(r.finished);
    h.recentSuccessRate = r.finished ? Number(r.completed) / Number(r.finished) : null;
  }

  for (const r of raw<{ platform: string; answers: number; withRefs: number }>(
    store,
    sql`SELECT s.platform AS platform, COUNT(*) AS answers, SUM(r.search_references) AS withRefs
        FROM sub_task_results r JOIN sub_tasks s ON s.id = r.sub_task_id JOIN tasks t ON t.id = s.task_id
        WHERE t.account_id = ${accountId} AND r.search_references IS NOT NULL AND r.time >= ${now - SEARCH_WINDOW_MS} GROUP BY s.platform`,
  )) get(r.platform).searchWithReferencesRate = r.answers ? Number(r.withRefs) / Number(r.answers) : null;

  return out;
}
