import type { Kysely } from 'kysely';

// A saved platform login per (account, family): its state, and the hold on that account's queue
// for the family that a run puts when it meets a login wall or a challenge (kept across restarts,
// lifted only by a new login). The storage state itself lives in a 0600 file, never in the table.
// sub_tasks.session_holds counts how often a sub-task was put back for a session, so a login that
// never sticks cannot keep one waiting for ever.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('platform_sessions')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'integer')
    .addColumn('checked_at', 'integer')
    .addColumn('detail', 'text')
    .addColumn('held_since', 'integer')
    .addColumn('held_reason', 'text')
    .addPrimaryKeyConstraint('platform_sessions_pk', ['account_id', 'family'])
    .execute();
  await db.schema.alterTable('sub_tasks').addColumn('session_holds', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}
