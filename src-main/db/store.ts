import type BetterSqlite3 from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import type { Db } from './index.js';

interface Compilable<O> {
  compile(): CompiledQuery<O>;
}

/** Stands for the i-th argument of a prepared query; kysely carries it as an ordinary parameter. */
class Arg {
  constructor(readonly index: number) {}
}

/**
 * A query shape written once with kysely (typed) and compiled once per database handle: hot paths
 * (every status poll, every sub-task insert) skip building and compiling SQL on each call.
 * `build` receives placeholders for its arguments; use them only as values (not in `in` lists,
 * whose length would change the SQL).
 */
export interface QueryShape<A extends unknown[], O> {
  readonly build: (db: Db, ...args: A) => Compilable<O>;
}

export function queryShape<A extends unknown[], O>(build: (db: Db, ...args: A) => Compilable<O>): QueryShape<A, O> {
  return { build };
}

interface Prepared {
  stmt: BetterSqlite3.Statement;
  /** per SQL parameter: an argument index, or a constant the shape fixed */
  params: ({ arg: number } | { value: unknown })[];
  direct: boolean;
}

/**
 * Kysely builds the typed SQL; better-sqlite3 runs it synchronously. Every multi-statement write
 * goes through `tx`, a synchronous transaction: nothing else can interleave with it, and it never
 * awaits network I/O while holding the write lock.
 */
export class Store {
  private readonly statements = new Map<string, BetterSqlite3.Statement>();
  private readonly shapes = new WeakMap<QueryShape<any, any>, Prepared>();
  private readonly ownWrites: BetterSqlite3.Statement;
  private readonly otherWrites: BetterSqlite3.Statement;
  private othersThisTurn: number | null = null;

  constructor(
    readonly raw: BetterSqlite3.Database,
    readonly db: Db,
  ) {
    this.ownWrites = raw.prepare('select total_changes()').pluck();
    this.otherWrites = raw.prepare('pragma data_version').pluck();
  }

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

  private shaped(shape: QueryShape<any, any>): Prepared {
    let p = this.shapes.get(shape);
    if (!p) {
      const markers = Array.from({ length: shape.build.length - 1 }, (_, i) => new Arg(i));
      const c = shape.build(this.db, ...markers).compile();
      const params = (c.parameters as unknown[]).map((v) => (v instanceof Arg ? { arg: v.index } : { value: v }));
      const direct = params.every((x, i) => 'arg' in x && x.arg === i) && params.length === markers.length;
      p = { stmt: this.raw.prepare(c.sql), params, direct };
      this.shapes.set(shape, p);
    }
    return p;
  }

  private bind(p: Prepared, args: unknown[]): unknown[] {
    return p.direct ? args : p.params.map((x) => ('arg' in x ? args[x.arg] : x.value));
  }

  allOf<A extends unknown[], O>(shape: QueryShape<A, O>, ...args: A): O[] {
    const p = this.shaped(shape);
    return p.stmt.all(...this.bind(p, args)) as O[];
  }

  firstOf<A extends unknown[], O>(shape: QueryShape<A, O>, ...args: A): O | undefined {
    const p = this.shaped(shape);
    return p.stmt.get(...this.bind(p, args)) as O | undefined;
  }

  runOf<A extends unknown[]>(shape: QueryShape<A, unknown>, ...args: A): { changes: number; lastInsertRowid: number } {
    const p = this.shaped(shape);
    const r = p.stmt.run(...this.bind(p, args));
    return { changes: r.changes, lastInsertRowid: Number(r.lastInsertRowid) };
  }

  /**
   * Rows written through this connection so far (a fraction of a microsecond to read). Caches of
   * what this process alone writes (tasks: the engine holding the data dir's lock) keep an answer
   * only while it is unchanged.
   */
  writes(): number {
    return this.ownWrites.get() as number;
  }

  /**
   * Changes whenever anything is written: by this connection, or committed by another one (the
   * CLI revoking a token while serve runs). A few microseconds to read.
   */
  stamp(): string {
    // Read once per turn of the event loop: requests handled in one turn are simultaneous anyway,
    // and under load one turn handles dozens of them.
    if (this.othersThisTurn === null) {
      this.othersThisTurn = this.otherWrites.get() as number;
      setImmediate(() => (this.othersThisTurn = null));
    }
    return `${this.writes()}:${this.othersThisTurn}`;
  }

  tx<T>(fn: () => T): T {
    return this.raw.transaction(fn).immediate();
  }
}
