// Scripts poll a task's status every few seconds, many at once; between two changes every poll
// would rebuild the same bytes. Reads are answered from the JSON text built at the last change.
import type { Store } from '../../db/store.js';
import { CODE, MSG, ServiceError } from '../errors.js';
import { loadTask, resultJson, statusJson, type ViewContext } from './views.js';

type Kind = 'status' | 'result';
const KINDS: readonly Kind[] = ['status', 'result'];

/** a view's JSON text; the same object until the view changes (callers may key their own caches on it) */
export interface CachedView {
  readonly json: string;
}

interface Entry extends CachedView {
  /** Store.writes() when the text was built */
  stamp: number;
  accountId: number;
  json: string;
}

/** bounds the memory held: a 20-answer result is about 76 KB */
const MAX_CHARS = 8 * 1024 * 1024;

/**
 * Never stale: an entry serves only while nothing was written through the engine's connection
 * since it was built, so any write (a sub-task lease, a `processing` mark, a result, a stop, a
 * reanalysis) rebuilds it. Tasks are written by no other process: the engine holding the data
 * dir's lock is the only writer of tasks (the CLI edits accounts, tokens and settings). The
 * engine's own change events drop a task's entries at once as well; they alone would not be
 * enough, as not every write announces itself (marking a sub-task `processing` does not).
 */
export class TaskViewCache {
  private readonly entries = new Map<string, Entry>();
  private chars = 0;

  constructor(private readonly store: Store) {}

  /**
   * The view `kind` of a task for `accountId`, as JSON text; `build` loads the task (throwing the
   * contract's not-found for a missing or foreign one) and renders it.
   */
  read(kind: Kind, accountId: number, taskId: string, build: () => { accountId: number; json: string }): CachedView {
    const key = `${kind}\u0000${taskId}`;
    const stamp = this.store.writes();
    const hit = this.entries.get(key);
    if (hit && hit.stamp === stamp) {
      // A foreign task answers exactly like a missing one.
      if (hit.accountId !== accountId) throw new ServiceError(CODE.notFound, MSG.taskNotFound);
      return hit;
    }
    if (hit) this.remove(key, hit);
    const built = build();
    if (built.accountId !== accountId) throw new ServiceError(CODE.notFound, MSG.taskNotFound);
    const entry: Entry = { stamp, accountId: built.accountId, json: built.json };
    this.entries.set(key, entry);
    this.chars += built.json.length;
    // oldest first out (Map keeps insertion order)
    for (const [k, e] of this.entries) {
      if (this.chars <= MAX_CHARS) break;
      this.remove(k, e);
    }
    return entry;
  }

  /** a task changed (the engine's `task` event) */
  drop(taskId: string): void {
    for (const kind of KINDS) {
      const key = `${kind}\u0000${taskId}`;
      const e = this.entries.get(key);
      if (e) this.remove(key, e);
    }
  }

  private remove(key: string, e: Entry): void {
    this.entries.delete(key);
    this.chars -= e.json.length;
  }
}

/** The status and result reads of the API, as JSON text, through the cache. */
export class TaskReads {
  private readonly cache: TaskViewCache;

  constructor(
    private readonly store: Store,
    private readonly ctx: ViewContext,
    changes: { on(event: 'task', listener: (taskId: string) => void): unknown },
  ) {
    this.cache = new TaskViewCache(store);
    changes.on('task', (taskId) => this.cache.drop(taskId));
  }

  status(accountId: number, taskId: string): CachedView {
    return this.cache.read('status', accountId, taskId, () => {
      const task = loadTask(this.store, taskId);
      return { accountId: task.account_id, json: statusJson(this.store, task) };
    });
  }

  result(accountId: number, taskId: string): CachedView {
    return this.cache.read('result', accountId, taskId, () => {
      const task = loadTask(this.store, taskId);
      return { accountId: task.account_id, json: resultJson(this.store, this.ctx, task) };
    });
  }
}
