import { sql, type Kysely } from 'kysely';

// Every delivery attempt of a callback, with its outcome, for the delivery log.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('callback_attempts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('delivery_id', 'integer', (c) => c.notNull().references('callback_outbox.id'))
    .addColumn('attempt_no', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'integer', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text')
    .execute();
  await sql`CREATE INDEX callback_attempts_delivery ON callback_attempts(delivery_id, attempt_no)`.execute(db);
  await sql`CREATE INDEX callback_outbox_task ON callback_outbox(task_id)`.execute(db);
}
