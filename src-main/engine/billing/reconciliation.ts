// Contract 4.10–4.12. Only consumption of API tasks is reported (ledger kind 'consume').
import type { Store } from '../../db/store.js';
import { findModel } from '../catalog.js';
import { ServiceError } from '../errors.js';
import { centsToString } from '../money.js';
import { pageNumber, type Refuse } from '../validation.js';

const RECON = 400;
const fail = (message: string) => new ServiceError(RECON, message);
const refuse: Refuse = (what) => fail(`请求参数错误: ${what}`);

/** deepest page a records query may reach: pageNum × pageSize */
export const MAX_PAGING_DEPTH = 100_000;

export interface ReconciliationQuery {
  startDate?: unknown;
  endDate?: unknown;
  aiModel?: unknown;
  taskId?: unknown;
  pageNum?: unknown;
  pageSize?: unknown;
}

interface Range {
  startDate: string;
  endDate: string;
  from: number;
  to: number;
  aiModel: string;
  taskId: string;
}

const DAY_MS = 86_400_000;

/** yyyy-MM-dd as local midnight, or null when not a real calendar date */
function parseDay(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return date.getTime();
}

function dayCount(start: string, end: string): number {
  const a = Date.UTC(Number(start.slice(0, 4)), Number(start.slice(5, 7)) - 1, Number(start.slice(8, 10)));
  const b = Date.UTC(Number(end.slice(0, 4)), Number(end.slice(5, 7)) - 1, Number(end.slice(8, 10)));
  return Math.round((b - a) / DAY_MS) + 1;
}

function optionalText(v: unknown, field: string): string {
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string') throw refuse(`${field} 必须是字符串`);
  return v.trim();
}

function parseRange(q: ReconciliationQuery): Range {
  const startDate = typeof q.startDate === 'string' ? q.startDate.trim() : '';
  const endDate = typeof q.endDate === 'string' ? q.endDate.trim() : '';
  if (startDate === '' || endDate === '') throw fail('请选择对账时间范围');
  const from = parseDay(startDate);
  const endDay = parseDay(endDate);
  if (from === null) throw refuse('startDate 必须是 yyyy-MM-dd 格式的日期');
  if (endDay === null) throw refuse('endDate 必须是 yyyy-MM-dd 格式的日期');
  if (startDate > endDate) throw fail('开始时间不能晚于结束时间');
  if (dayCount(startDate, endDate) > 31) throw fail('单次对账查询最多支持31天');
  const aiModel = optionalText(q.aiModel, 'aiModel');
  if (aiModel !== '' && !findModel(aiModel)) throw refuse(`aiModel 不支持: ${aiModel.slice(0, 64)}`);
  const taskId = optionalText(q.taskId, 'taskId');
  const [y, m, d] = endDate.split('-').map(Number) as [number, number, number];
  return { startDate, endDate, from, to: new Date(y, m - 1, d + 1).getTime(), aiModel, taskId };
}

function consumeRows(store: Store, accountId: number, r: Range) {
  let q = store.db
    .selectFrom('ledger')
    .where('ledger.account_id', '=', accountId)
    .where('ledger.kind', '=', 'consume')
    .where('ledger.created_at', '>=', r.from)
    .where('ledger.created_at', '<', r.to);
  if (r.aiModel) q = q.where('ledger.ai_model', '=', r.aiModel);
  if (r.taskId) q = q.where('ledger.task_id', '=', r.taskId);
  return q;
}

export function reconciliationSummary(store: Store, accountId: number, query: ReconciliationQuery) {
  const r = parseRange(query);
  const row = store.first(
    consumeRows(store, accountId, r).select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('ledger.amount_cents').as('cents')]),
  );
  return {
    startDate: r.startDate,
    endDate: r.endDate,
    aiModel: r.aiModel,
    taskId: r.taskId,
    totalCount: Number(row?.n ?? 0),
    totalConsume: centsToString(Number(row?.cents ?? 0)),
  };
}

export function reconciliationRecords(store: Store, accountId: number, query: ReconciliationQuery) {
  const r = parseRange(query);
  const pageNum = pageNumber(query.pageNum, 'pageNum', 1, { refuse });
  const pageSize = pageNumber(query.pageSize, 'pageSize', 100, { refuse });
  if (pageSize > 1000) throw fail('pageSize 最大支持1000');
  if (pageNum * pageSize > MAX_PAGING_DEPTH) throw fail('查询结果较多,请缩小时间范围或增加筛选条件后重试');
  const total = Number(store.first(consumeRows(store, accountId, r).select((eb) => eb.fn.countAll<number>().as('n')))?.n ?? 0);
  const rows = store.all(
    consumeRows(store, accountId, r)
      .leftJoin('tasks', 'tasks.id', 'ledger.task_id')
      .select(['ledger.id', 'ledger.task_id', 'ledger.sub_task_id', 'ledger.amount_cents', 'ledger.description', 'ledger.ai_model', 'ledger.question', 'ledger.created_at', 'tasks.created_at as task_created', 'tasks.completed_at as task_completed'])
      .orderBy('ledger.created_at', 'desc')
      .orderBy('ledger.id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
  );
  return {
    records: rows.map((x) => ({
      id: x.id,
      taskId: x.task_id ?? '',
      subTaskId: x.sub_task_id,
      taskCreatedTime: x.task_created,
      taskCompletedTime: x.task_completed,
      transactionTime: x.created_at,
      amount: centsToString(x.amount_cents),
      description: x.description,
      aiModel: x.ai_model ?? '',
      aiModelText: (x.ai_model && findModel(x.ai_model)?.modelName) || '',
      question: x.question ?? '',
    })),
    total,
    currentPage: pageNum,
    pageSize,
    totalPages: Math.ceil(total / pageSize),
  };
}

export function currentBalance(store: Store, accountId: number) {
  const acc = store.first(store.db.selectFrom('accounts').select('balance_cents').where('id', '=', accountId));
  return { currentBalance: centsToString(acc?.balance_cents ?? 0) };
}
