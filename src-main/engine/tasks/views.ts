// The shapes the contract returns, built from rows. Times are Unix milliseconds.
import type { Selectable } from 'kysely';
import type { SubTaskResultTable, SubTaskTable, TaskTable } from '../../db/schema.js';
import { queryShape, type Store } from '../../db/store.js';
import { EMPTY_ANALYSIS } from '../analysis/index.js';
import type { BrandAnalysis, Citation, CompetitorBrand, Mode, SubTaskStatus, TaskStatus } from '../domain.js';
import type { ExecutionResult } from '../execution/types.js';
import { CODE, MSG, ServiceError } from '../errors.js';
import { centsToNumber } from '../money.js';
import { numericId } from '../validation.js';
import type { Counts } from './progress.js';
import type { PlatformChoice } from './validate.js';

type TaskRow = Selectable<TaskTable>;
type SubTaskRow = Selectable<SubTaskTable>;
type ResultRow = Selectable<SubTaskResultTable>;
/** the counts a view shows */
type Shown = Pick<Counts, 'total' | 'completed' | 'failed'>;

export interface ViewContext {
  /** absolute URL of a stored screenshot file */
  screenshotUrl(file: string): string;
}

const parse = <T>(json: string | null, fallback: T): T => (json === null ? fallback : (JSON.parse(json) as T));

function brandFields(task: TaskRow) {
  return {
    monitorKeywords: task.monitor_keyword,
    monitorKeywordAliases: parse<string[]>(task.monitor_keyword_aliases, []),
    competitors: parse<CompetitorBrand[]>(task.competitors, []),
  };
}

// The read paths' query shapes, compiled once per database (a status poll runs three of them).
const taskById = queryShape((db, taskId: string) => db.selectFrom('tasks').selectAll().where('id', '=', taskId));
const subTasksOfTask = queryShape((db, taskId: string) => db.selectFrom('sub_tasks').selectAll().where('task_id', '=', taskId).orderBy('ordinal'));
const resultsOfTask = queryShape((db, taskId: string) =>
  db
    .selectFrom('sub_task_results')
    .innerJoin('sub_tasks', 'sub_tasks.id', 'sub_task_results.sub_task_id')
    .selectAll('sub_task_results')
    .where('sub_tasks.task_id', '=', taskId),
);

export function loadOwnedTask(store: Store, accountId: number, taskId: string): TaskRow {
  const task = loadTask(store, taskId);
  // A foreign task answers exactly like a missing one: its existence is not disclosed.
  if (task.account_id !== accountId) throw new ServiceError(CODE.notFound, MSG.taskNotFound);
  return task;
}

/** a task whoever owns it (callers check the owner) */
export function loadTask(store: Store, taskId: string): TaskRow {
  const task = store.firstOf(taskById, taskId);
  if (!task) throw new ServiceError(CODE.notFound, MSG.taskNotFound);
  return task;
}

function subTaskRows(store: Store, taskId: string): SubTaskRow[] {
  return store.allOf(subTasksOfTask, taskId);
}

export function progressMessage(task: TaskRow, c: Shown): string {
  if (task.status === 'stopped') return MSG.stoppedProgress;
  return `任务进度: ${c.completed}/${c.total} 已完成, ${c.failed} 失败`;
}

function subTaskBrief(s: SubTaskRow) {
  return { subTaskId: String(s.id), prompt: s.prompt, platform: s.platform, mode: s.mode, status: s.status };
}

export function submitView(store: Store, task: TaskRow, effectiveCallbackUrl: string | null) {
  const brands = brandFields(task);
  return {
    taskId: task.id,
    consumerTaskId: task.consumer_task_id,
    totalTask: task.total_items,
    status: task.status,
    pollUrl: `/api/business/monitor/task/status/${task.id}`,
    callbackUrl: effectiveCallbackUrl,
    // the submit shape carries the brand fields only when a keyword was given
    subTaskList: subTaskRows(store, task.id).map((s) => ({ ...subTaskBrief(s), ...(task.monitor_keyword !== null ? brands : {}) })),
  };
}

/** the counts a view shows, from the sub-task rows it loads anyway (one query fewer per read) */
function countRows(subs: SubTaskRow[]): Shown {
  let completed = 0;
  let failed = 0;
  for (const s of subs) {
    if (s.status === 'completed') completed += 1;
    else if (s.status === 'failed' || s.status === 'error') failed += 1;
  }
  return { total: subs.length, completed, failed };
}

/** the status shape as JSON text (what GET /task/status sends) */
export function statusJson(store: Store, task: TaskRow): string {
  const subs = subTaskRows(store, task.id);
  const c = countRows(subs);
  const brands = brandTexts(task);
  const list = subs
    .map((s) =>
      objectText([
        ['subTaskId', text(String(s.id))],
        ['prompt', text(s.prompt)],
        ['platform', text(s.platform)],
        ['mode', text(s.mode)],
        ['status', text(s.status)],
        ...brands,
      ]),
    )
    .join(',');
  const head = {
    taskId: task.id,
    consumerTaskId: task.consumer_task_id,
    status: task.status,
    message: progressMessage(task, c),
    totalItems: c.total,
    completedItems: c.completed,
    failedItems: c.failed,
    createdAt: task.created_at,
    completedAt: task.completed_at,
  };
  return `${JSON.stringify(head).slice(0, -1)},"subTaskList":[${list}]}`;
}

/** the status shape `statusJson` writes (typed for the contract check in test/unit/contract-types) */
export interface StatusView {
  taskId: string;
  consumerTaskId: string | null;
  status: TaskStatus;
  message: string;
  totalItems: number;
  completedItems: number;
  failedItems: number;
  createdAt: number;
  completedAt: number | null;
  subTaskList: (ReturnType<typeof subTaskBrief> & ReturnType<typeof brandFields>)[];
}

/** `{"k":v,…}` from JSON texts in order; an undefined value leaves its key out, as JSON.stringify does */
function objectText(fields: [string, string | undefined][]): string {
  let out = '';
  for (const [k, v] of fields) if (v !== undefined) out += `${out ? ',' : '{'}"${k}":${v}`;
  return out ? `${out}}` : '{}';
}

const text = (v: unknown): string | undefined => JSON.stringify(v);

/** the brand fields as JSON texts: the stored columns are spliced in as they are */
function brandTexts(task: TaskRow): [string, string | undefined][] {
  return [
    ['monitorKeywords', text(task.monitor_keyword)],
    ['monitorKeywordAliases', task.monitor_keyword_aliases ?? '[]'],
    ['competitors', task.competitors ?? '[]'],
  ];
}

/**
 * One sub-task's result as JSON text. The stored JSON columns are written by the engine with
 * JSON.stringify and go out as they are: parsing and re-serialising 70 KB of answers per poll was
 * most of the cost of a result read.
 */
function subTaskResultText(ctx: ViewContext, s: SubTaskRow, r: ResultRow | undefined, brands: [string, string | undefined][] | null): string {
  const analysis = r ? parse<BrandAnalysis>(r.analysis, EMPTY_ANALYSIS) : EMPTY_ANALYSIS;
  const failed = s.status === 'failed' || s.status === 'error';
  return objectText([
    ['subTaskId', text(String(s.id))],
    ['platform', text(s.platform)],
    ['mode', text(s.mode)],
    ['prompt', text(s.prompt)],
    ['status', text(s.status)],
    ...(brands ?? []),
    ['time', r ? text(r.time) : 'null'],
    ['pageScreenshot', text(r?.screenshot_file ? ctx.screenshotUrl(r.screenshot_file) : null)],
    ['shareUrl', text(r?.share_url ?? null)],
    ['answerContent', r ? text(r.answer_content) : 'null'],
    ['referenceList', r ? r.reference_list : '[]'],
    ['citationList', r ? r.citation_list : '[]'],
    ['reasoningProcess', r?.reasoning_process ?? 'null'],
    ['recommendedQuestions', r ? r.recommended_questions : '[]'],
    ['searchKeywords', r ? r.search_keywords : '[]'],
    ['mediaContent', r ? r.media_content : '[]'],
    ['videoList', r ? r.video_list : '[]'],
    ['goods', r ? r.goods : '[]'],
    ['errorMessage', text(failed ? s.error_message : null)],
    ['proxyIp', text(r?.proxy_ip ?? null)],
    ['amount', text(centsToNumber(s.amount_cents))],
    ['mentionPosition', text(analysis.mentionPosition)],
    ['mentionContext', text(analysis.mentionContext)],
    ['sentiment', text(analysis.sentiment)],
    ['competitorRankings', text(analysis.competitorRankings)],
    ['allRankings', text(analysis.allRankings)],
    ['categoryRanking', text(analysis.categoryRanking)],
    ['keywordEvaluations', text(analysis.keywordEvaluations)],
  ]);
}

/** the shape of one sub-task's result, as the result, sub-task result and callback bodies carry it */
export interface SubTaskResultView
  extends Pick<ExecutionResult, 'referenceList' | 'reasoningProcess' | 'recommendedQuestions' | 'searchKeywords' | 'mediaContent' | 'videoList' | 'goods' | 'shareUrl' | 'proxyIp'> {
  subTaskId: string;
  platform: string;
  mode: Mode;
  prompt: string;
  status: SubTaskStatus;
  monitorKeywords?: string | null;
  monitorKeywordAliases?: string[];
  competitors?: CompetitorBrand[];
  time: number | null;
  pageScreenshot: string | null;
  answerContent: string | null;
  citationList: Citation[];
  errorMessage: string | null;
  amount: number;
  mentionPosition: BrandAnalysis['mentionPosition'];
  mentionContext: BrandAnalysis['mentionContext'];
  sentiment: BrandAnalysis['sentiment'];
  competitorRankings: BrandAnalysis['competitorRankings'];
  allRankings: BrandAnalysis['allRankings'];
  categoryRanking: BrandAnalysis['categoryRanking'];
  keywordEvaluations: BrandAnalysis['keywordEvaluations'];
}

/** the task-level fields shared by the result, list and callback shapes */
function taskHeader(task: TaskRow, c: Shown) {
  return {
    taskId: task.id,
    consumerTaskId: task.consumer_task_id,
    status: task.status,
    totalItems: c.total,
    completedItems: c.completed,
    failedItems: c.failed,
    createdAt: task.created_at,
    completedAt: task.completed_at,
  };
}

export type ResultView = ReturnType<typeof taskHeader> & { subTaskList: SubTaskResultView[] };

/** the result shape as JSON text (what GET /task/result sends) */
export function resultJson(store: Store, ctx: ViewContext, task: TaskRow): string {
  const subs = subTaskRows(store, task.id);
  const c = countRows(subs);
  const results = new Map(store.allOf(resultsOfTask, task.id).map((r) => [r.sub_task_id, r]));
  const brands = brandTexts(task);
  const list = subs.map((s) => subTaskResultText(ctx, s, results.get(s.id), brands)).join(',');
  return `${JSON.stringify(taskHeader(task, c)).slice(0, -1)},"subTaskList":[${list}]}`;
}

/** the result shape as an object (the callback body is built from it) */
export function resultView(store: Store, ctx: ViewContext, task: TaskRow): ResultView {
  return JSON.parse(resultJson(store, ctx, task)) as ResultView;
}

export function oneResultView(store: Store, ctx: ViewContext, task: TaskRow, subTaskId: string): SubTaskResultView {
  const id = numericId(subTaskId);
  const s = id === null
    ? undefined
    : store.first(store.db.selectFrom('sub_tasks').selectAll().where('id', '=', id).where('task_id', '=', task.id));
  if (!s) throw new ServiceError(CODE.notFound, '子任务不存在');
  const r = store.first(store.db.selectFrom('sub_task_results').selectAll().where('sub_task_id', '=', s.id));
  return JSON.parse(subTaskResultText(ctx, s, r, null)) as SubTaskResultView;
}

export function listItemView(task: TaskRow, c: Counts) {
  return {
    ...taskHeader(task, c),
    prompts: parse<string[]>(task.prompts, []),
    platforms: parse<PlatformChoice[]>(task.platforms, []).map((p) => ({ mode: p.mode, platform: p.platform, screenshot: p.screenshot })),
    monitorKeyword: task.monitor_keyword,
    monitorKeywordAliases: task.monitor_keyword === null ? null : parse<string[]>(task.monitor_keyword_aliases, []),
    competitors: task.monitor_keyword === null ? null : parse<CompetitorBrand[]>(task.competitors, []),
  };
}
