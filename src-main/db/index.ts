import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

export type { Database } from './schema.js';
export type Db = Kysely<Database>;

export interface OpenedDb {
  db: Db;
  /** the raw handle, for synchronous transactions (better-sqlite3 is synchronous; awaits inside a
   *  transaction would let other work interleave) */
  raw: BetterSqlite3.Database;
  close(): Promise<void>;
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

const DB_FILE = 'brand-monitor.db';

/**
 * The data dir holds token prefixes, answers and callback secrets: owner-only (0700, files 0600),
 * also for a dir or database made by an older version. SQLite gives its -wal and -shm files the
 * database file's permissions.
 */
export function secureDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const file = join(dataDir, DB_FILE);
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  for (const name of [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`]) {
    if (existsSync(join(dataDir, name))) chmodSync(join(dataDir, name), 0o600);
  }
}

export async function openDatabase(dataDir: string): Promise<OpenedDb> {
  secureDataDir(dataDir);
  const raw = new BetterSqlite3(join(dataDir, DB_FILE));
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = NORMAL');
  raw.pragma('foreign_keys = ON');
  // The CLI writes while `serve` runs: wait for the other writer instead of failing.
  raw.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: raw }) });
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    await db.destroy();
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`database migration failed${failed ? ` (${failed})` : ''}: ${String(error)}`);
  }
  return {
    db,
    raw,
    close: async () => {
      await db.destroy();
    },
  };
}
