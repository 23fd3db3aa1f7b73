// The shapes the contract returns, built from rows. Times are Unix milliseconds.
import type { Selectable } from 'kysely';
import type { SubTaskResultTable, SubTaskTable, TaskTable } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { EMPTY_ANALYSIS } from '../analysis/index.js';
import type { BrandAnalysis, CompetitorBrand } from '../domain.js';
import { CODE, MSG, ServiceError } from '../errors.js';
import { centsToNumber } from '../money.js';
import { countSubTasks, type Counts } from './progress.js';
import type { PlatformChoice } from './validate.js';

type TaskRow = Selectable<TaskTable>;
type SubTaskRow = Selectable<SubTaskTable>;
type ResultRow = Selectable<SubTaskResultTable>;

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

export function loadOwnedTask(store: Store, accountId: number, taskId: string): TaskRow {
  const task = store.first(store.db.selectFrom('tasks').selectAll().where('id', '=', taskId));
  // A foreign task answers exactly like a missing one: its existence is not disclosed.
  if (!task || task.account_id !== accountId) throw new ServiceError(CODE.notFound, MSG.taskNotFound);
  return task;
}

function subTaskRows(store: Store, taskId: string): SubTaskRow[] {
  return store.all(store.db.selectFrom('sub_tasks').selectAll().where('task_id', '=', taskId).orderBy('ordinal'));
}

export function progressMessage(task: TaskRow, c: Counts): string {
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

export function statusView(store: Store, task: TaskRow) {
  const c = countSubTasks(store, task.id);
  const brands = brandFields(task);
  return {
    taskId: task.id,
    consumerTaskId: task.consumer_task_id,
    status: task.status,
    message: progressMessage(task, c),
    totalItems: c.total,
    completedItems: c.completed,
    failedItems: c.failed,
    createdAt: task.created_at,
    completedAt: task.completed_at,
    subTaskList: subTaskRows(store, task.id).map((s) => ({ ...subTaskBrief(s), ...brands })),
  };
}

function subTaskResultView(ctx: ViewContext, task: TaskRow, s: SubTaskRow, r: ResultRow | undefined, withBrands: boolean) {
  const analysis = r ? parse<BrandAnalysis>(r.analysis, EMPTY_ANALYSIS) : EMPTY_ANALYSIS;
  const failed = s.status === 'failed' || s.status === 'error';
  return {
    subTaskId: String(s.id),
    platform: s.platform,
    mode: s.mode,
    prompt: s.prompt,
    status: s.status,
    ...(withBrands ? brandFields(task) : {}),
    time: r ? r.time : null,
    pageScreenshot: r?.screenshot_file ? ctx.screenshotUrl(r.screenshot_file) : null,
    shareUrl: r?.share_url ?? null,
    answerContent: r ? r.answer_content : null,
    referenceList: r ? parse(r.reference_list, []) : [],
    citationList: r ? parse(r.citation_list, []) : [],
    reasoningProcess: r ? parse(r.reasoning_process, null) : null,
    recommendedQuestions: r ? parse(r.recommended_questions, []) : [],
    searchKeywords: r ? parse(r.search_keywords, []) : [],
    mediaContent: r ? parse(r.media_content, []) : [],
    videoList: r ? parse(r.video_list, []) : [],
    goods: r ? parse(r.goods, []) : [],
    errorMessage: failed ? s.error_message : null,
    proxyIp: r?.proxy_ip ?? null,
    amount: centsToNumber(s.amount_cents),
    mentionPosition: analysis.mentionPosition,
    mentionContext: analysis.mentionContext,
    sentiment: analysis.sentiment,
    competitorRankings: analysis.competitorRankings,
    allRankings: analysis.allRankings,
    categoryRanking: analysis.categoryRanking,
    keywordEvaluations: analysis.keywordEvaluations,
  };
}

export type SubTaskResultView = ReturnType<typeof subTaskResultView>;

/** the task-level fields shared by the result, list and callback shapes */
function taskHeader(task: TaskRow, c: Counts) {
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

export function resultView(store: Store, ctx: ViewContext, task: TaskRow) {
  const c = countSubTasks(store, task.id);
  const subs = subTaskRows(store, task.id);
  const results = new Map(
    store
      .all(store.db.selectFrom('sub_task_results').selectAll().where('sub_task_id', 'in', subs.length ? subs.map((s) => s.id) : [-1]))
      .map((r) => [r.sub_task_id, r]),
  );
  return {
    ...taskHeader(task, c),
    subTaskList: subs.map((s) => subTaskResultView(ctx, task, s, results.get(s.id), true)),
  };
}

export function oneResultView(store: Store, ctx: ViewContext, task: TaskRow, subTaskId: string) {
  const id = /^\d{1,15}$/.test(subTaskId) ? Number(subTaskId) : NaN;
  const s = Number.isNaN(id)
    ? undefined
    : store.first(store.db.selectFrom('sub_tasks').selectAll().where('id', '=', id).where('task_id', '=', task.id));
  if (!s) throw new ServiceError(CODE.notFound, '子任务不存在');
  const r = store.first(store.db.selectFrom('sub_task_results').selectAll().where('sub_task_id', '=', s.id));
  return subTaskResultView(ctx, task, s, r, false);
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
