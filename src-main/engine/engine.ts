// The service: composes storage, accounts, tasks, billing, scheduler and execution. Pure Node.
import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type OpenedDb } from '../db/index.js';
import { Store } from '../db/store.js';
import { Accounts } from './accounts.js';
import { analyzeBrand } from './analysis/index.js';
import { currentBalance, reconciliationRecords, reconciliationSummary, type ReconciliationQuery } from './billing/reconciliation.js';
import { systemClock, type Clock } from './clock.js';
import type { BrandAnalysis, BrandQuery, CompetitorBrand } from './domain.js';
import { CODE, MSG, ServiceError, badRequest } from './errors.js';
import type { Executor } from './execution/types.js';
import { acquireEngineLock } from './lock.js';
import { pruneScreenshots } from './retention.js';
import { Scheduler } from './scheduler.js';
import { CallbackWorker } from './callbacks/worker.js';
import { SettingsStore, type EngineSettings } from './settings.js';
import { countSubTasks, FINAL_TASK_STATUSES } from './tasks/progress.js';
import { stopTask } from './tasks/stop.js';
import { submitBatch } from './tasks/submit.js';
import { validateCallbackUrl, validateSubmit, type SubmitRequest } from './tasks/validate.js';
import { TaskReads } from './tasks/view-cache.js';
import { listItemView, loadOwnedTask, oneResultView, resultView, statusView, submitView, type ViewContext } from './tasks/views.js';
import { TASK_STATUSES, type TaskStatus } from './domain.js';

export interface EngineOptions {
  dataDir: string;
  /** builds the executor once the engine knows its data dir (the node pool in production) */
  createExecutor(ctx: { dataDir: string; settings: EngineSettings }): Executor;
  settingsOverride?: Partial<EngineSettings>;
  clock?: Clock;
  /** run the scheduler (false for the CLI, which only edits accounts) */
  schedule?: boolean;
}

export interface EngineEvents {
  task: [taskId: string];
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
  private pruneTimer: NodeJS.Timeout | null = null;

  private constructor(
    readonly dataDir: string,
    private readonly opened: OpenedDb,
    readonly store: Store,
    readonly clock: Clock,
    private readonly executor: Executor | null,
    private readonly releaseLock: () => void,
    settings: SettingsStore,
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
          analyze: (taskId, answer) => this.analyzeForTask(taskId, answer),
          onChange: (taskId) => this.emit('task', taskId),
        })
      : null;
    this.callbacks = executor
      ? new CallbackWorker({ store, clock, settings, buildBody: (d) => this.callbackBody(d) })
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
      const executor = schedule ? opts.createExecutor({ dataDir: opts.dataDir, settings: settings.get() }) : null;
      const engine = new Engine(opts.dataDir, opened, store, clock, executor, releaseLock, settings);
      engine.scheduler?.start();
      engine.callbacks?.start();
      if (schedule) {
        const prune = () => pruneScreenshots(engine.screenshotsDir, engine.clock.now());
        prune();
        engine.pruneTimer = setInterval(prune, 6 * 3_600_000);
        engine.pruneTimer.unref();
      }
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

  private readonly views: ViewContext = {
    screenshotUrl: (file) => `${this.baseUrl}/api/local/screenshots/${file}`,
  };

  async close(): Promise<void> {
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    await this.scheduler?.shutdown();
    await this.callbacks?.stop();
    await this.executor?.close();
    await this.opened.close();
    this.opened.raw.close();
    this.releaseLock();
  }

  // ---- tasks ----

  submit(accountId: number, body: SubmitRequest) {
    const valid = validateSubmit(body);
    const outcome = submitBatch(this.store, this.clock, this.settings.get().prices, accountId, valid);
    const task = loadOwnedTask(this.store, accountId, outcome.taskId);
    const view = submitView(this.store, task, this.effectiveCallbackUrl(accountId, task.callback_url));
    if (outcome.created) {
      this.scheduler?.poke();
      this.emit('task', task.id);
    }
    return { created: outcome.created, view };
  }

  status(accountId: number, taskId: string) {
    return statusView(this.store, loadOwnedTask(this.store, accountId, taskId));
  }

  result(accountId: number, taskId: string) {
    return resultView(this.store, this.views, loadOwnedTask(this.store, accountId, taskId));
  }

  subTaskResult(accountId: number, taskId: string, subTaskId: string) {
    return oneResultView(this.store, this.views, loadOwnedTask(this.store, accountId, taskId), subTaskId);
  }

  list(accountId: number, query: { page?: unknown; size?: unknown; status?: unknown }) {
    const page = listParam(query.page, 'page', 1, Number.MAX_SAFE_INTEGER);
    const size = listParam(query.size, 'size', 10, 100);
    let status: TaskStatus | null = null;
    if (query.status !== undefined && query.status !== null && query.status !== '') {
      if (typeof query.status !== 'string' || !(TASK_STATUSES as readonly string[]).includes(query.status)) {
        throw badRequest(`status 必须是 ${TASK_STATUSES.join(', ')} 之一`);
      }
      status = query.status as TaskStatus;
    }
    const { db } = this.store;
    let base = db.selectFrom('tasks').where('account_id', '=', accountId);
    if (status) base = base.where('status', '=', status);
    const total = Number(this.store.first(base.select((eb) => eb.fn.countAll<number>().as('n')))?.n ?? 0);
    const rows = this.store.all(
      base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(size).offset((page - 1) * size),
    );
    return { total, page, size, tasks: rows.map((t) => listItemView(t, countSubTasks(this.store, t.id))) };
  }

  stop(accountId: number, taskId: string): string {
    const text = stopTask(this.store, this.clock.now(), accountId, taskId);
    this.emit('task', taskId);
    return text;
  }

  // ---- callbacks ----

  getCallbackUrl(accountId: number): string | null {
    return this.store.first(this.store.db.selectFrom('accounts').select('callback_url').where('id', '=', accountId))?.callback_url ?? null;
  }

  setCallbackUrl(accountId: number, value: unknown): void {
    const url = validateCallbackUrl(value);
    this.store.run(this.store.db.updateTable('accounts').set({ callback_url: url }).where('id', '=', accountId));
  }

  /** contract section 6, refined by public-facts: consumerTaskId omitted when none, status lower case */
  private callbackBody(d: { taskId: string; accountId: number; eventStatus: string; createdAt: number }): object {
    const task = this.store.first(this.store.db.selectFrom('tasks').selectAll().where('id', '=', d.taskId))!;
    const r = resultView(this.store, this.views, task);
    return {
      taskId: r.taskId,
      ...(r.consumerTaskId !== null ? { consumerTaskId: r.consumerTaskId } : {}),
      userId: d.accountId,
      timestamp: d.createdAt,
      status: d.eventStatus,
      totalItems: r.totalItems,
      completedItems: r.completedItems,
      failedItems: r.failedItems,
      subTaskList: r.subTaskList,
    };
  }

  setCallbackSecret(accountId: number, value: unknown): void {
    let secret: string | null = null;
    if (value !== undefined && value !== null && value !== '') {
      if (typeof value !== 'string') throw badRequest('secret 必须是字符串');
      if (value.length < 16 || value.length > 256) throw badRequest('secret 长度必须在 16 到 256 个字符之间');
      secret = value;
    }
    this.store.run(this.store.db.updateTable('accounts').set({ callback_secret: secret }).where('id', '=', accountId));
  }

  listCallbacks(accountId: number, query: { taskId?: unknown; status?: unknown }) {
    const { db } = this.store;
    let q = db.selectFrom('callback_outbox').selectAll().where('account_id', '=', accountId);
    if (typeof query.taskId === 'string' && query.taskId !== '') q = q.where('task_id', '=', query.taskId);
    if (query.status !== undefined && query.status !== '') {
      if (typeof query.status !== 'string' || !['pending', 'delivering', 'delivered', 'failed'].includes(query.status)) {
        throw badRequest('status 必须是 pending, delivering, delivered, failed 之一');
      }
      q = q.where('status', '=', query.status);
    }
    const rows = this.store.all(q.orderBy('id', 'desc').limit(500));
    const attempts = rows.length
      ? this.store.all(db.selectFrom('callback_attempts').selectAll().where('delivery_id', 'in', rows.map((r) => r.id)).orderBy('attempt_no'))
      : [];
    return rows.map((r) => ({
      id: r.id,
      taskId: r.task_id,
      url: r.url,
      eventStatus: r.event_status,
      status: r.status,
      attempts: r.attempts,
      nextAttemptAt: r.status === 'pending' ? r.next_attempt_at : null,
      lastError: r.last_error,
      createdAt: r.created_at,
      deliveredAt: r.delivered_at,
      attemptLog: attempts
        .filter((a) => a.delivery_id === r.id)
        .map((a) => ({ attempt: a.attempt_no, startedAt: a.started_at, durationMs: a.duration_ms, statusCode: a.status_code, error: a.error })),
    }));
  }

  redeliverCallback(accountId: number, id: string): void {
    const n = /^\d{1,15}$/.test(id) ? Number(id) : NaN;
    const row = Number.isNaN(n)
      ? undefined
      : this.store.first(this.store.db.selectFrom('callback_outbox').select(['id', 'account_id']).where('id', '=', n));
    if (!row || row.account_id !== accountId) throw new ServiceError(CODE.notFound, '回调记录不存在');
    if (!this.callbacks) throw new ServiceError(500, '回调投递未运行');
    this.callbacks.redeliver(row.id);
  }

  private effectiveCallbackUrl(accountId: number, taskUrl: string | null): string | null {
    return taskUrl ?? this.getCallbackUrl(accountId);
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

  private analyzeForTask(taskId: string, answerContent: string): BrandAnalysis {
    const t = this.store.first(
      this.store.db.selectFrom('tasks').select(['monitor_keyword', 'monitor_keyword_aliases', 'competitors']).where('id', '=', taskId),
    );
    return analyzeBrand({
      answerContent,
      monitorKeywords: t?.monitor_keyword ?? null,
      monitorKeywordAliases: JSON.parse(t?.monitor_keyword_aliases ?? '[]') as string[],
      competitors: JSON.parse(t?.competitors ?? '[]') as CompetitorBrand[],
    });
  }

  analyze(query: BrandQuery): BrandAnalysis {
    return analyzeBrand(query);
  }

  /**
   * New brand lists for a finished task: its stored answers are analysed again (no platform is
   * asked again) and the task keeps the new lists, so results and analysis agree.
   */
  reanalyze(accountId: number, taskId: string, body: unknown): { taskId: string; reanalyzed: number } {
    const task = loadOwnedTask(this.store, accountId, taskId);
    if (!(FINAL_TASK_STATUSES as readonly string[]).includes(task.status)) throw badRequest('任务尚未结束, 不能重新分析');
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求体必须是 JSON 对象');
    const b = body as Record<string, unknown>;
    if (typeof b.monitorKeywords !== 'string' || b.monitorKeywords.trim() === '') throw badRequest('monitorKeywords 不能为空');
    // the submit rules for brand lists, applied to a minimal valid submit
    const v = validateSubmit({
      prompts: ['-'],
      platforms: [{ platform: 'deepseek', mode: 'standard' }],
      monitorKeywords: b.monitorKeywords,
      monitorKeywordAliases: b.monitorKeywordAliases,
      competitors: b.competitors,
    });
    const { db } = this.store;
    const rows = this.store.all(
      db
        .selectFrom('sub_task_results')
        .innerJoin('sub_tasks', 'sub_tasks.id', 'sub_task_results.sub_task_id')
        .select(['sub_task_results.sub_task_id', 'sub_task_results.answer_content'])
        .where('sub_tasks.task_id', '=', taskId),
    );
    const analyses = rows.map((r) => ({
      id: r.sub_task_id,
      analysis: analyzeBrand({ answerContent: r.answer_content, monitorKeywords: v.monitorKeyword, monitorKeywordAliases: v.monitorKeywordAliases, competitors: v.competitors }),
    }));
    this.store.tx(() => {
      this.store.run(
        db
          .updateTable('tasks')
          .set({ monitor_keyword: v.monitorKeyword, monitor_keyword_aliases: JSON.stringify(v.monitorKeywordAliases), competitors: JSON.stringify(v.competitors) })
          .where('id', '=', taskId),
      );
      for (const a of analyses) {
        this.store.run(db.updateTable('sub_task_results').set({ analysis: JSON.stringify(a.analysis) }).where('sub_task_id', '=', a.id));
      }
    });
    this.emit('task', taskId);
    return { taskId, reanalyzed: analyses.length };
  }
}

function listParam(v: unknown, field: string, fallback: number, max: number): number {
  if (v === undefined || v === null || v === '') return fallback;
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) throw badRequest(`${field} 必须是不小于 1 的整数`);
  if (n > max) throw badRequest(`${field} 最大为 ${max}`);
  return n;
}

export { CODE, MSG, ServiceError };
