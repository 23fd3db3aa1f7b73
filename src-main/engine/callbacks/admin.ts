// An account's callback settings (global URL, signing secret) and its delivery log.
import type { Store } from '../../db/store.js';
import { DELIVERY_STATUSES } from '../domain.js';
import { CODE, ServiceError, badRequest } from '../errors.js';
import { validateCallbackUrl } from '../tasks/validate.js';
import { numericId, oneOf } from '../validation.js';

export const SECRET_LENGTH = { min: 16, max: 256 } as const;

export function getCallbackUrl(store: Store, accountId: number): string | null {
  return store.first(store.db.selectFrom('accounts').select('callback_url').where('id', '=', accountId))?.callback_url ?? null;
}

export function setCallbackUrl(store: Store, accountId: number, value: unknown): void {
  const url = validateCallbackUrl(value);
  store.run(store.db.updateTable('accounts').set({ callback_url: url }).where('id', '=', accountId));
}

/** null or "" clears it */
export function setCallbackSecret(store: Store, accountId: number, value: unknown): void {
  let secret: string | null = null;
  if (value !== undefined && value !== null && value !== '') {
    if (typeof value !== 'string') throw badRequest('secret 必须是字符串');
    if (value.length < SECRET_LENGTH.min || value.length > SECRET_LENGTH.max) {
      throw badRequest(`secret 长度必须在 ${SECRET_LENGTH.min} 到 ${SECRET_LENGTH.max} 个字符之间`);
    }
    secret = value;
  }
  store.run(store.db.updateTable('accounts').set({ callback_secret: secret }).where('id', '=', accountId));
}

export interface DeliveryQuery {
  taskId?: unknown;
  status?: unknown;
}

/** the newest 500 deliveries, each with its attempt log */
export function listDeliveries(store: Store, accountId: number, query: DeliveryQuery) {
  const { db } = store;
  const status = oneOf(query.status, DELIVERY_STATUSES, 'status');
  let q = db.selectFrom('callback_outbox').selectAll().where('account_id', '=', accountId);
  if (typeof query.taskId === 'string' && query.taskId !== '') q = q.where('task_id', '=', query.taskId);
  if (status) q = q.where('status', '=', status);
  const rows = store.all(q.orderBy('id', 'desc').limit(500));
  const attempts = rows.length
    ? store.all(db.selectFrom('callback_attempts').selectAll().where('delivery_id', 'in', rows.map((r) => r.id)).orderBy('attempt_no'))
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

/** the id of the account's own delivery; a foreign one answers like a missing one */
export function ownedDelivery(store: Store, accountId: number, id: string): number {
  const n = numericId(id);
  const row = n === null ? undefined : store.first(store.db.selectFrom('callback_outbox').select(['id', 'account_id']).where('id', '=', n));
  if (!row || row.account_id !== accountId) throw new ServiceError(CODE.notFound, '回调记录不存在');
  return row.id;
}
