// The service: composes storage, accounts, tasks, billing, callbacks, scheduler and execution,
// and tells listeners ('task') whenever a task changed. Every rule lives in a domain module. Pure Node.
import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type OpenedDb } from '../db/index.js';
import { Store } from '../db/store.js';
import { Accounts } from './accounts.js';
import { previewAnalysis } from './analysis/preview.js';
import { currentBalance, reconciliationRecords, reconciliationSummary, type ReconciliationQuery } from './billing/reconciliation.js';
import { getCallbackUrl, listDeliveries, ownedDelivery, setCallbackSecret, setCallbackUrl, type DeliveryQuery } from './callbacks/admin.js';
import { CallbackWorker } from './callbacks/worker.js';
import { systemClock, type Clock } from './clock.js';
import { CODE, MSG, ServiceError } from './errors.js';
import type { Executor } from './execution/types.js';
import { acquireEngineLock } from './lock.js';
import { keepPruning } from './retention.js';
import { regionEgressList } from './egress/regions.js';
import type { PacingTable } from './pacing.js';
import { Scheduler } from './scheduler.js';
import { PlatformSessions, realLoginUrl, type SessionChange, type SessionRegistry } from './sessions/index.js';
import type { PlatformDefinition } from './platforms/types.js';
import { SettingsStore, type EngineSettings } from './settings.js';
import { listTasks, type TaskListQuery } from './tasks/list.js';
import { reanalyzeTask } from './tasks/reanalyze.js';
import { stopTask } from './tasks/stop.js';
import { submitBatch } from './tasks/submit.js';
import { validateSubmit } from './tasks/validate.js';
import { TaskReads } from './tasks/view-cache.js';
import { loadOwnedTask, oneResultView, submitView, type ViewContext } from './tasks/views.js';

export interface EngineOptions {
  dataDir: string;
  /** builds the executor once the engine knows its data dir (the node pool in production) */
  createExecutor(ctx: { dataDir: string; settings: EngineSettings; live: () => EngineSettings; clock: Clock; sessions: SessionRegistry }): Executor;
  /** where a family's login window opens; default: the real site's origin + loginPath */
  loginUrl?: (def: PlatformDefinition) => string;
  settingsOverride?: Partial<EngineSettings>;
  /** per-platform pacing where the settings name none (the real sites' defaults; none for the replicas) */
  pacingDefaults?: PacingTable;
  clock?: Clock;
  /** run the scheduler (false for the CLI, which only edits accounts) */
  schedule?: boolean;
}

export interface EngineEvents {
  task: [taskId: string];
  /** an account's platform session changed (login window, expiry, logout); for that account only */
  session: [accountId: number, change: SessionChange];
}

export class Engine extends EventEmitter<EngineEvents> {
  readonly accounts: Accounts;
  readonly settings: SettingsStore;
  readonly scheduler: Scheduler | null;
  readonly callbacks: CallbackWorker | null;
  readonly screenshotsDir: string;
  /** status and result as JSON text, cached between changes (the polling hot path) */
  readonly reads: TaskReads;
  private baseUrl = 'http://127.0.0.1';
  private stopPruning: () => void = () => {};
  private readonly views: ViewContext = {
    screenshotUrl: (file) => `${this.baseUrl}/api/local/screenshots/${file}`,
  };

  private constructor(
    readonly dataDir: string,
    private readonly opened: OpenedDb,
    readonly store: Store,
    readonly clock: Clock,
    private readonly executor: Executor | null,
    private readonly releaseLock: () => void,
    settings: SettingsStore,
    pacingDefaults: PacingTable,
    readonly sessions: PlatformSessions,
  ) {
    super();
    this.settings = settings;
    this.accounts = new Accounts(store, clock);
    this.reads = new TaskReads(store, this.views, this);
    this.screenshotsDir = join(dataDir, 'screenshots');
    mkdirSync(this.screenshotsDir, { recursive: true });
    this.scheduler = executor
      ? new Scheduler({
          store,
          clock,
          settings,
          executor,
          pacingDefaults,
          sessions: sessions.registry,
          onChange: (taskId) => this.emit('task', taskId),
        })
      : null;
    this.callbacks = executor
      ? new CallbackWorker({ store, clock, settings, views: this.views })
      : null;
    // a task reaching a final state writes its delivery row; wake the worker right away
    if (this.callbacks) this.on('task', () => this.callbacks?.poke());
  }

  static async open(opts: EngineOptions): Promise<Engine> {
    const schedule = opts.schedule ?? true;
    mkdirSync(opts.dataDir, { recursive: true });
    const releaseLock = schedule ? acquireEngineLock(opts.dataDir) : () => undefined;
    try {
      const opened = await openDatabase(opts.dataDir);
      const clock = opts.clock ?? systemClock;
      const store = new Store(opened.raw, opened.db);
      const settings = new SettingsStore(store, clock);
      if (opts.settingsOverride) settings.override(opts.settingsOverride);
      let owner: Engine | null = null;
      const sessions = new PlatformSessions({
        store,
        clock,
        dataDir: opts.dataDir,
        emit: (accountId, change) => owner?.emit('session', accountId, change),
        loginUrl: opts.loginUrl ?? realLoginUrl,
        browserPath: () => settings.get().browserPath,
      });
      const executor = schedule ? opts.createExecutor({ dataDir: opts.dataDir, settings: settings.get(), live: () => settings.get(), clock, sessions: sessions.registry }) : null;
      const engine = new Engine(opts.dataDir, opened, store, clock, executor, releaseLock, settings, opts.pacingDefaults ?? {}, sessions);
      owner = engine;
      engine.scheduler?.start();
      engine.callbacks?.start();
      if (schedule) engine.stopPruning = keepPruning(engine.screenshotsDir, () => clock.now());
      return engine;
    } catch (err) {
      releaseLock();
      throw err;
    }
  }

  /** where the API answers, for absolute screenshot URLs */
  setBaseUrl(url: string): void {
    this.baseUrl = url.replace(/\/$/, '');
  }

  async close(): Promise<void> {
    this.stopPruning();
    await this.sessions.close();
    await this.scheduler?.shutdown();
    await this.callbacks?.stop();
    await this.executor?.close();
    await this.opened.close();
    this.opened.raw.close();
    this.releaseLock();
  }

  // ---- egress and browsers ----

  /** every region with whether (and how) its sub-tasks can go out; proxies masked */
  regions() {
    return regionEgressList(this.settings.get().regionEgress);
  }

  /** the browser pools and the platforms whose queue is held */
  nodes() {
    return { pools: this.executor?.pools?.() ?? [], pausedPlatforms: this.scheduler?.platformPauses() ?? [] };
  }

  // ---- tasks ----

  submit(accountId: number, body: unknown) {
    const valid = validateSubmit(body);
    const outcome = submitBatch(this.store, this.clock, this.settings.get().prices, accountId, valid);
    const task = loadOwnedTask(this.store, accountId, outcome.taskId);
    const view = submitView(this.store, task, task.callback_url ?? getCallbackUrl(this.store, accountId));
    if (outcome.created) {
      this.scheduler?.poke();
      this.emit('task', task.id);
    }
    return { created: outcome.created, view };
  }

  subTaskResult(accountId: number, taskId: string, subTaskId: string) {
    return oneResultView(this.store, this.views, loadOwnedTask(this.store, accountId, taskId), subTaskId);
  }

  list(accountId: number, query: TaskListQuery) {
    return listTasks(this.store, accountId, query);
  }

  stop(accountId: number, taskId: string): string {
    const text = stopTask(this.store, this.clock.now(), accountId, taskId);
    this.emit('task', taskId);
    return text;
  }

  // ---- callbacks ----

  getCallbackUrl(accountId: number): string | null {
    return getCallbackUrl(this.store, accountId);
  }

  setCallbackUrl(accountId: number, value: unknown): void {
    setCallbackUrl(this.store, accountId, value);
  }

  setCallbackSecret(accountId: number, value: unknown): void {
    setCallbackSecret(this.store, accountId, value);
  }

  listCallbacks(accountId: number, query: DeliveryQuery) {
    return listDeliveries(this.store, accountId, query);
  }

  redeliverCallback(accountId: number, id: string): void {
    const delivery = ownedDelivery(this.store, accountId, id);
    if (!this.callbacks) throw new ServiceError(500, '回调投递未运行');
    this.callbacks.redeliver(delivery);
  }

  // ---- billing ----

  reconciliationSummary(accountId: number, q: ReconciliationQuery) {
    return reconciliationSummary(this.store, accountId, q);
  }
  reconciliationRecords(accountId: number, q: ReconciliationQuery) {
    return reconciliationRecords(this.store, accountId, q);
  }
  balance(accountId: number) {
    return currentBalance(this.store, accountId);
  }

  // ---- analysis ----

  /** brand fields for an answer given in the request; no platform is asked */
  analyze(body: unknown) {
    return previewAnalysis(body);
  }

  /** a finished task's stored answers analysed again with new brand lists */
  reanalyze(accountId: number, taskId: string, body: unknown): { taskId: string; reanalyzed: number } {
    const outcome = reanalyzeTask(this.store, accountId, taskId, body);
    this.emit('task', taskId);
    return outcome;
  }
}

export { CODE, MSG, ServiceError };
