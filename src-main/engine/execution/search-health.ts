// Silent degradation is a platform failure mode: a throttled platform may answer search-mode
// questions without any references (doubao does). Every completed search-mode sub-task records
// whether its answer carried references; this reports the share per platform, so a sudden drop
// can raise an alarm (platform sessions build their health view on it).

import type { Store } from '../../db/store.js';

export interface SearchReferenceHealth {
  platform: string;
  /** completed search-mode answers in the window */
  searchAnswers: number;
  /** of those, answers that carried at least one reference */
  withReferences: number;
  /** withReferences / searchAnswers, 0..1 */
  share: number;
}

/** per platform, over results recorded at or after `since` (ms), platforms in code order */
export function searchReferenceHealth(store: Store, since = 0): SearchReferenceHealth[] {
  const rows = store.all(
    store.db
      .selectFrom('sub_task_results')
      .innerJoin('sub_tasks', 'sub_tasks.id', 'sub_task_results.sub_task_id')
      .select((eb) => [
        'sub_tasks.platform as platform',
        eb.fn.countAll<number>().as('searchAnswers'),
        eb.fn.sum<number>('sub_task_results.search_references').as('withReferences'),
      ])
      .where('sub_task_results.search_references', 'is not', null)
      .where('sub_task_results.time', '>=', since)
      .groupBy('sub_tasks.platform')
      .orderBy('sub_tasks.platform'),
  );
  return rows.map((r) => {
    const searchAnswers = Number(r.searchAnswers);
    const withReferences = Number(r.withReferences ?? 0);
    return { platform: r.platform, searchAnswers, withReferences, share: searchAnswers ? withReferences / searchAnswers : 0 };
  });
}
