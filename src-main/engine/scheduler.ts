import { randomUUID } from 'node:crypto';
import type { Store } from '../db/store.js';
import type { Clock } from './clock.js';
import { analyzeBrand } from './analysis/index.js';
import type { BrandAnalysis, CompetitorBrand } from './domain.js';
import { ExecutionError, retryDelayFor, type ExecutionResult, type Executor } from './execution/types.js';
import type { SettingsStore } from './settings.js';
import { resolveEgress, type JobEgress } from './egress/resolve.js';
import { pacingFor, PlatformPauses, type PacingTable, type PlatformPause } from './pacing.js';
import { markProcessing, recordFailure, recordSuccess, type LeaseRef } from './tasks/record.js';
import { settleTask } from './tasks/progress.js';
import { codesOf, familyOf, type SessionRegistry } from './sessions/index.js';

export interface SchedulerDeps {
  store: Store;
  clock: Clock;
  settings: SettingsStore;
  executor: Executor;
  /** called after any sub-task changed state, for UI pushes */
  onChange?(taskId: string): void;
  /** per-platform pacing when the settings name none (the real sites' defaults; none for the replicas) */
  pacingDefaults?: PacingTable;
  /** saved platform logins: a login wall or challenge holds the account's queue for the family */
  sessions?: SessionRegistry;
}

/** how often one sub-task may be put back to wait for a login before it fails as usual */
export const MAX_SESSION_HOLDS = 3;

interface Running {
  ref: LeaseRef;
  taskId: string;
  platform: string;
  abort: AbortController;
  done: Promise<void>;
}

/**
 * Leases due sub-tasks (pending → assigned, with a deadline), respecting global and per-platform
 * concurrency and spacing, runs them on the executor, and records the outcome. Leases are renewed
 * while a run is alive; a lease that expires (a crashed process) is taken back and the sub-task
 * runs again — the lease guard in record.ts makes a late result from a lost lease change nothing.
 */
export class Scheduler {
  /** identifies this engine instance as lease owner */
  readonly owner = randomUUID();
  private readonly running = new Map<number, Running>();
  private readonly lastStart = new Map<string, number>();
  private readonly pauses = new PlatformPauses();
  private timer: NodeJS.Timeout | null = null;
  private renewTimer: NodeJS.Timeout | null = null;
  private ticking = false;
  private stopping = false;
  private paused = false;

  constructor(private readonly deps: SchedulerDeps) {}

  start(): void {
    this.recover();
    const s = this.deps.settings.get();
    this.timer = setInterval(() => this.tick(), 250);
    this.renewTimer = setInterval(() => this.renewLeases(), Math.max(1000, Math.floor(s.leaseMs / 3)));
    this.tick();
  }

  /** hold the queue: nothing new starts until resume(); runs in flight finish */
  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    this.poke();
  }

  get isPaused(): boolean {
    return this.paused;
  }

  /** wake up now (a submit just happened) */
  poke(): void {
    setImmediate(() => this.tick());
  }

  get inFlight(): number {
    return this.running.size;
  }

  /** platforms whose queue is held now (rate limits), for status displays */
  platformPauses(): PlatformPause[] {
    return this.pauses.list(this.deps.clock.now());
  }

  /**
   * Stop taking work; abort runs in flight and put their sub-tasks back (not counted as a try).
   */
  async shutdown(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    if (this.renewTimer) clearInterval(this.renewTimer);
    for (const r of this.running.values()) r.abort.abort();
    await Promise.allSettled([...this.running.values()].map((r) => r.done));
  }

  /**
   * At start: whatever an earlier process left assigned/processing is dead (one engine per data
   * dir, see the lock in engine.ts): put it back without spending a retry.
   */
  recover(): number {
    const { store, clock } = this.deps;
    const { db } = store;
    const at = clock.now();
    return store.tx(() => {
      const orphans = store.all(
        db.selectFrom('sub_tasks').select(['id', 'task_id']).where('status', 'in', ['assigned', 'processing']).where((eb) => eb.or([eb('lease_owner', 'is', null), eb('lease_owner', '!=', this.owner)])),
      );
      for (const o of orphans) this.requeue(o.id, o.task_id, at);
      return orphans.length;
    });
  }

  private requeue(id: number, taskId: string, at: number): void {
    const { store } = this.deps;
    const { db } = store;
    const stopped = store.first(db.selectFrom('tasks').select('status').where('id', '=', taskId))?.status === 'stopped';
    store.run(
      db
        .updateTable('sub_tasks')
        .set({ status: stopped ? 'stopped' : 'pending', lease_owner: null, lease_until: null, next_attempt_at: at, updated_at: at, finished_at: stopped ? at : null })
        .where('id', '=', id),
    );
    settleTask(store, at, taskId);
  }

  private renewLeases(): void {
    const { store, clock } = this.deps;
    if (this.running.size === 0) return;
    const until = clock.now() + this.deps.settings.get().leaseMs;
    store.run(
      store.db
        .updateTable('sub_tasks')
        .set({ lease_until: until })
        .where('lease_owner', '=', this.owner)
        .where('id', 'in', [...this.running.keys()]),
    );
  }

  /** leases whose deadline passed with no renewal (a hung or dead node) go back to the queue */
  private reclaimExpired(at: number): void {
    const { store } = this.deps;
    const expired = store.all(
      store.db.selectFrom('sub_tasks').select(['id', 'task_id']).where('status', 'in', ['assigned', 'processing']).where('lease_until', '<', at),
    );
    if (expired.length === 0) return;
    store.tx(() => {
      for (const e of expired) {
        this.running.get(e.id)?.abort.abort();
        this.running.delete(e.id);
        this.requeue(e.id, e.task_id, at);
      }
    });
  }

  private tick(): void {
    if (this.ticking || this.stopping || this.paused) return;
    this.ticking = true;
    try {
      const { store, clock, executor } = this.deps;
      const { db } = store;
      const at = clock.now();
      this.reclaimExpired(at);
      const s = this.deps.settings.get();
      // the browser pools that are up decide how much runs at once (the setting when the executor has no pools)
      let free = (executor.capacity?.() ?? s.concurrency) - this.running.size;
      if (free <= 0) return;
      const held = (this.deps.sessions?.held() ?? []).map((h) => ({ accountId: h.accountId, codes: [h.family, ...codesOf(h.family)] }));
      const due = store.all(
        db
          .selectFrom('sub_tasks')
          .innerJoin('tasks', 'tasks.id', 'sub_tasks.task_id')
          .select(['sub_tasks.id', 'sub_tasks.task_id', 'sub_tasks.platform', 'tasks.region_code'])
          .where('sub_tasks.status', '=', 'pending')
          .where('sub_tasks.next_attempt_at', '<=', at)
          // an account's queue for a family waits for a new login: skipped here, so it never crowds the batch
          .$if(held.length > 0, (q) =>
            q.where((eb) => eb.not(eb.or(held.map((h) => eb.and([eb('tasks.account_id', '=', h.accountId), eb('sub_tasks.platform', 'in', h.codes)]))))),
          )
          .orderBy('sub_tasks.next_attempt_at')
          .orderBy('sub_tasks.id')
          .limit(200),
      );
      const perPlatform = new Map<string, number>();
      for (const r of this.running.values()) perPlatform.set(r.platform, (perPlatform.get(r.platform) ?? 0) + 1);
      for (const d of due) {
        if (free <= 0) break;
        if (!executor.supports(d.platform)) {
          this.failFinal(d.id, d.task_id, `该平台暂未接入执行节点: ${d.platform}`, at);
          continue;
        }
        if (this.pauses.heldUntil(d.platform, at) !== null) continue;
        const pacing = pacingFor(d.platform, s, this.deps.pacingDefaults ?? {});
        if ((perPlatform.get(d.platform) ?? 0) >= pacing.concurrency) continue;
        if (pacing.spacingMs > 0 && at - (this.lastStart.get(d.platform) ?? 0) < pacing.spacingMs) continue;
        const egress = resolveEgress(s.regionEgress, d.platform, d.region_code);
        // a region without egress will not fix itself by retrying: final at once, nothing charged
        if (egress.kind === 'missing') {
          this.failFinal(d.id, d.task_id, egress.message, at);
          continue;
        }
        const leased = this.lease(d.id, d.task_id, at, s.leaseMs);
        if (!leased) continue;
        free -= 1;
        perPlatform.set(d.platform, (perPlatform.get(d.platform) ?? 0) + 1);
        this.lastStart.set(d.platform, at);
        this.launch(d.id, d.task_id, d.platform, egress.kind === 'proxy' ? egress.egress : null);
      }
    } finally {
      this.ticking = false;
    }
  }

  /** a sub-task that cannot run here at all fails before it is leased: no attempt, no charge */
  private failFinal(id: number, taskId: string, message: string, at: number): void {
    const { store } = this.deps;
    store.tx(() => {
      const { changes } = store.run(
        store.db
          .updateTable('sub_tasks')
          .set({ status: 'failed', error_message: message, updated_at: at, finished_at: at })
          .where('id', '=', id)
          .where('status', '=', 'pending'),
      );
      if (changes) settleTask(store, at, taskId);
    });
    this.deps.onChange?.(taskId);
  }

  private lease(id: number, taskId: string, at: number, leaseMs: number): boolean {
    const { store } = this.deps;
    return store.tx(() => {
      const { changes } = store.run(
        store.db
          .updateTable('sub_tasks')
          .set((eb) => ({ status: 'assigned', lease_owner: this.owner, lease_until: at + leaseMs, attempts: eb('attempts', '+', 1), updated_at: at }))
          .where('id', '=', id)
          .where('status', '=', 'pending'),
      );
      if (changes) settleTask(store, at, taskId);
      return changes === 1;
    });
  }

  private launch(id: number, taskId: string, platform: string, egress: JobEgress | null): void {
    const abort = new AbortController();
    const ref: LeaseRef = { subTaskId: id, owner: this.owner };
    const entry: Running = { ref, taskId, platform, abort, done: Promise.resolve() };
    this.running.set(id, entry);
    entry.done = this.execute(ref, taskId, abort, egress)
      .catch(() => undefined)
      .finally(() => {
        if (this.running.get(id) === entry) this.running.delete(id);
        this.deps.onChange?.(taskId);
        this.poke();
      });
    this.deps.onChange?.(taskId);
  }

  private async execute(ref: LeaseRef, taskId: string, abort: AbortController, egress: JobEgress | null): Promise<void> {
    const { store, clock, executor, settings } = this.deps;
    const { db } = store;
    const s = settings.get();
    const row = store.first(
      db
        .selectFrom('sub_tasks')
        .innerJoin('tasks', 'tasks.id', 'sub_tasks.task_id')
        .select(['sub_tasks.prompt', 'sub_tasks.platform', 'sub_tasks.mode', 'sub_tasks.screenshot', 'sub_tasks.attempts', 'sub_tasks.session_holds', 'tasks.account_id', 'tasks.monitor_keyword', 'tasks.monitor_keyword_aliases', 'tasks.region_code'])
        .where('sub_tasks.id', '=', ref.subTaskId),
    );
    if (!row) return;
    markProcessing(store, clock.now(), ref);
    const monitorTerms = row.monitor_keyword ? [row.monitor_keyword, ...(JSON.parse(row.monitor_keyword_aliases ?? '[]') as string[])] : [];
    let result: ExecutionResult;
    try {
      result = await executor.run({
        subTaskId: ref.subTaskId,
        taskId,
        accountId: row.account_id,
        attempt: row.attempts,
        platform: row.platform,
        mode: row.mode,
        prompt: row.prompt,
        screenshot: row.screenshot,
        monitorTerms,
        regionCode: row.region_code,
        egress,
        deadline: clock.now() + s.subTaskTimeoutMs,
        signal: abort.signal,
      });
    } catch (err) {
      const kind = err instanceof ExecutionError ? err.kind : null;
      // a stop, or a remote browser that dropped under the run: not the sub-task's fault, not a try
      const aborted = kind === 'aborted' || kind === 'node_lost' || (abort.signal.aborted && this.stopping);
      const message = err instanceof Error ? err.message : String(err);
      const now = clock.now();
      if (kind === 'rate_limit' && !aborted) {
        // the platform throttles us: hold its whole queue, and this sub-task waits without spending a retry
        const until = this.pauses.rateLimited(row.platform, now, s.rateLimitPauseMs, message);
        recordFailure(store, now, ref, message, { maxRetries: s.maxRetries, retryDelayMs: until - now, countsAsAttempt: true, spendsRetry: false });
        return;
      }
      const sessions = this.deps.sessions;
      if ((kind === 'login' || kind === 'challenge') && !aborted && sessions && row.session_holds < MAX_SESSION_HOLDS) {
        // the session, not the sub-task, is at fault: it waits for a new login without spending a retry
        // (one transaction: a kill in between never leaves it due and unheld)
        store.tx(() => {
          const outcome = recordFailure(store, now, ref, message, { maxRetries: s.maxRetries, retryDelayMs: 0, countsAsAttempt: true, spendsRetry: false });
          if (outcome === 'lost') return;
          store.run(db.updateTable('sub_tasks').set((eb) => ({ session_holds: eb('session_holds', '+', 1) })).where('id', '=', ref.subTaskId));
          sessions.spoiled(row.account_id, familyOf(row.platform), kind === 'login' ? 'expired' : 'challenged', message);
        });
        return;
      }
      recordFailure(store, now, ref, message, { maxRetries: s.maxRetries, retryDelayMs: retryDelayFor(err, s.retryDelayMs), countsAsAttempt: !aborted });
      return;
    }
    if (abort.signal.aborted && this.stopping) {
      recordFailure(store, clock.now(), ref, 'engine stopped', { maxRetries: s.maxRetries, retryDelayMs: s.retryDelayMs, countsAsAttempt: false });
      return;
    }
    let analysis: BrandAnalysis;
    try {
      // the brand lists as they are now: a stopped task may be reanalysed while its last run goes on
      const lists = store.first(db.selectFrom('tasks').select(['monitor_keyword', 'monitor_keyword_aliases', 'competitors']).where('id', '=', taskId));
      analysis = analyzeBrand({
        answerContent: result.answerContent,
        monitorKeywords: lists?.monitor_keyword ?? null,
        monitorKeywordAliases: JSON.parse(lists?.monitor_keyword_aliases ?? '[]') as string[],
        competitors: JSON.parse(lists?.competitors ?? '[]') as CompetitorBrand[],
      });
    } catch (err) {
      recordFailure(store, clock.now(), ref, `分析失败: ${(err as Error).message}`, { maxRetries: s.maxRetries, retryDelayMs: s.retryDelayMs, countsAsAttempt: true });
      return;
    }
    this.pauses.succeeded(row.platform);
    recordSuccess(store, clock.now(), s.prices, ref, result, analysis);
  }
}
