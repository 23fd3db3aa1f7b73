import { sql, type Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('balance_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('callback_url', 'text')
    .addColumn('callback_secret', 'text')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('last_used_at', 'integer')
    .addColumn('revoked_at', 'integer')
    .execute();

  await db.schema
    .createTable('tasks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('consumer_task_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total_items', 'integer', (c) => c.notNull())
    .addColumn('prompts', 'text', (c) => c.notNull())
    .addColumn('platforms', 'text', (c) => c.notNull())
    .addColumn('monitor_keyword', 'text')
    .addColumn('monitor_keyword_aliases', 'text')
    .addColumn('competitors', 'text')
    .addColumn('region_code', 'text')
    .addColumn('callback_url', 'text')
    .addColumn('frozen_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('completed_at', 'integer')
    .addColumn('stopped_at', 'integer')
    .execute();
  // Idempotency must hold under concurrent identical submits: the index decides, not a read.
  await sql`CREATE UNIQUE INDEX tasks_consumer_key ON tasks(account_id, consumer_task_id) WHERE consumer_task_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX tasks_account_created ON tasks(account_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX tasks_account_status ON tasks(account_id, status, created_at DESC)`.execute(db);

  await db.schema
    .createTable('sub_tasks')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('task_id', 'text', (c) => c.notNull().references('tasks.id'))
    .addColumn('ordinal', 'integer', (c) => c.notNull())
    .addColumn('prompt', 'text', (c) => c.notNull())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('screenshot', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'integer', (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'integer')
    .addColumn('max_price_cents', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error_message', 'text')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .addColumn('finished_at', 'integer')
    .execute();
  await sql`CREATE INDEX sub_tasks_task ON sub_tasks(task_id, ordinal)`.execute(db);
  await sql`CREATE INDEX sub_tasks_due ON sub_tasks(status, next_attempt_at)`.execute(db);
  // subTaskIds look like the original service's seven-digit ids ("1037398").
  await sql`INSERT INTO sqlite_sequence(name, seq) VALUES ('sub_tasks', 1000000)`.execute(db);

  await db.schema
    .createTable('sub_task_results')
    .addColumn('sub_task_id', 'integer', (c) => c.primaryKey().references('sub_tasks.id'))
    .addColumn('answer_content', 'text', (c) => c.notNull())
    .addColumn('reference_list', 'text', (c) => c.notNull())
    .addColumn('citation_list', 'text', (c) => c.notNull())
    .addColumn('reasoning_process', 'text')
    .addColumn('recommended_questions', 'text', (c) => c.notNull())
    .addColumn('search_keywords', 'text', (c) => c.notNull())
    .addColumn('media_content', 'text', (c) => c.notNull())
    .addColumn('video_list', 'text', (c) => c.notNull())
    .addColumn('goods', 'text', (c) => c.notNull())
    .addColumn('share_url', 'text')
    .addColumn('screenshot_file', 'text')
    .addColumn('proxy_ip', 'text')
    .addColumn('analysis', 'text', (c) => c.notNull())
    .addColumn('captured_from', 'text', (c) => c.notNull())
    .addColumn('time', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ledger')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('balance_after_cents', 'integer', (c) => c.notNull())
    .addColumn('task_id', 'text')
    .addColumn('sub_task_id', 'integer')
    .addColumn('ai_model', 'text')
    .addColumn('question', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX ledger_account_kind_time ON ledger(account_id, kind, created_at DESC)`.execute(db);
  // A sub-task is consumed at most once, whatever a crash or a race does.
  await sql`CREATE UNIQUE INDEX ledger_one_consume ON ledger(sub_task_id) WHERE kind = 'consume'`.execute(db);

  await db.schema
    .createTable('callback_outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('task_id', 'text', (c) => c.notNull().references('tasks.id'))
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('event_status', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'integer', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('delivered_at', 'integer')
    .execute();
  await sql`CREATE INDEX callback_outbox_due ON callback_outbox(status, next_attempt_at)`.execute(db);

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
}
