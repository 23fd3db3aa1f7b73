import { sql, type Kysely } from 'kysely';

// A search-mode answer without references is a platform health signal (throttled platforms
// degrade silently): 1 = search answer with references, 0 = without, NULL = not a search mode.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sub_task_results').addColumn('search_references', 'integer').execute();
  await sql`CREATE INDEX sub_task_results_search_time ON sub_task_results(time) WHERE search_references IS NOT NULL`.execute(db);
}
