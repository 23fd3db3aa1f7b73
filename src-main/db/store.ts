import type BetterSqlite3 from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import type { Db } from './index.js';

interface Compilable<O> {
  compile(): CompiledQuery<O>;
}

/**
 * Kysely builds the typed SQL; better-sqlite3 runs it synchronously. Every multi-statement write
 * goes through `tx`, a synchronous transaction: nothing else can interleave with it, and it never
 * awaits network I/O while holding the write lock.
 */
export class Store {
  private readonly statements = new Map<string, BetterSqlite3.Statement>();

  constructor(
    readonly raw: BetterSqlite3.Database,
    readonly db: Db,
  ) {}

  private prepare(sql: string): BetterSqlite3.Statement {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      stmt = this.raw.prepare(sql);
      this.statements.set(sql, stmt);
    }
    return stmt;
  }

  all<O>(query: Compilable<O>): O[] {
    const c = query.compile();
    return this.prepare(c.sql).all(...(c.parameters as unknown[])) as O[];
  }

  first<O>(query: Compilable<O>): O | undefined {
    const c = query.compile();
    const stmt = this.prepare(c.sql);
    return (stmt.reader ? stmt.get(...(c.parameters as unknown[])) : undefined) as O | undefined;
  }

  /** INSERT/UPDATE/DELETE; returning queries should use `first`/`all`. */
  run(query: Compilable<unknown>): { changes: number; lastInsertRowid: number } {
    const c = query.compile();
    const r = this.prepare(c.sql).run(...(c.parameters as unknown[]));
    return { changes: r.changes, lastInsertRowid: Number(r.lastInsertRowid) };
  }

  tx<T>(fn: () => T): T {
    return this.raw.transaction(fn).immediate();
  }
}
