// Delivers callback_outbox rows: one POST per attempt, 10 s to answer, retried on the back-off
// schedule (a setting) until a 2xx or the schedule is spent. Everything lives in the database, so
// retries survive a restart; a bounded number of deliveries run at once, so a slow or hanging
// receiver never holds up the engine or the other deliveries.
import type { Store } from '../../db/store.js';
import type { Clock } from '../clock.js';
import type { SettingsStore } from '../settings.js';
import { APP_NAME, APP_VERSION } from '../../version.js';
import type { ViewContext } from '../tasks/views.js';
import { callbackBody } from './body.js';
import { DELIVERY_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, signBody } from './signature.js';

export const DELIVERY_TIMEOUT_MS = 10_000;
export const DELIVERY_CONCURRENCY = 8;
/** per receiver origin: one hanging receiver may hold at most this many of the slots */
export const DELIVERY_CONCURRENCY_PER_ORIGIN = 2;

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

export interface CallbackWorkerDeps {
  store: Store;
  clock: Clock;
  settings: SettingsStore;
  /** how result shapes name screenshots (absolute URLs on this service) */
  views: ViewContext;
}

export class CallbackWorker {
  /** delivery id → receiver origin */
  private readonly inFlight = new Map<number, string>();
  private timer: NodeJS.Timeout | null = null;
  private stopping = false;
  private readonly shutdown = new AbortController();
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly deps: CallbackWorkerDeps) {}

  start(): void {
    const { store } = this.deps;
    // a delivery interrupted by a crash is simply due again
    store.run(store.db.updateTable('callback_outbox').set({ status: 'pending' }).where('status', '=', 'delivering'));
    this.timer = setInterval(() => this.tick(), 250);
    this.tick();
  }

  poke(): void {
    setImmediate(() => this.tick());
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.shutdown.abort();
    await Promise.allSettled([...this.pending]);
  }

  /** send again now, whatever its state (the delivery log keeps every attempt) */
  redeliver(id: number): void {
    const { store, clock } = this.deps;
    store.run(store.db.updateTable('callback_outbox').set({ status: 'pending', next_attempt_at: clock.now() }).where('id', '=', id).where('status', '!=', 'delivering'));
    this.poke();
  }

  private tick(): void {
    if (this.stopping) return;
    const free = DELIVERY_CONCURRENCY - this.inFlight.size;
    if (free <= 0) return;
    const { store, clock } = this.deps;
    const due = store.all(
      store.db
        .selectFrom('callback_outbox')
        .select(['id', 'url'])
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', clock.now())
        .orderBy('next_attempt_at')
        .limit(100),
    );
    const perOrigin = new Map<string, number>();
    for (const o of this.inFlight.values()) perOrigin.set(o, (perOrigin.get(o) ?? 0) + 1);
    let slots = free;
    for (const { id, url } of due) {
      if (slots <= 0) break;
      if (this.inFlight.has(id)) continue;
      const origin = originOf(url);
      if ((perOrigin.get(origin) ?? 0) >= DELIVERY_CONCURRENCY_PER_ORIGIN) continue;
      const { changes } = store.run(store.db.updateTable('callback_outbox').set({ status: 'delivering' }).where('id', '=', id).where('status', '=', 'pending'));
      if (!changes) continue;
      slots -= 1;
      perOrigin.set(origin, (perOrigin.get(origin) ?? 0) + 1);
      this.inFlight.set(id, origin);
      const p = this.deliver(id).finally(() => {
        this.inFlight.delete(id);
        this.pending.delete(p);
      });
      this.pending.add(p);
    }
  }

  private async deliver(id: number): Promise<void> {
    const { store, clock, settings } = this.deps;
    const { db } = store;
    const row = store.first(db.selectFrom('callback_outbox').selectAll().where('id', '=', id));
    if (!row) return;
    const secret = store.first(db.selectFrom('accounts').select('callback_secret').where('id', '=', row.account_id))?.callback_secret ?? null;
    const raw = JSON.stringify(callbackBody(store, this.deps.views, { taskId: row.task_id, accountId: row.account_id, eventStatus: row.event_status, createdAt: row.created_at }));
    const startedAt = clock.now();
    const timestamp = String(startedAt);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': `${APP_NAME}/${APP_VERSION} (callback)`,
      [DELIVERY_HEADER]: String(id),
      [TIMESTAMP_HEADER]: timestamp,
    };
    if (secret) headers[SIGNATURE_HEADER] = signBody(secret, timestamp, raw);

    let statusCode: number | null = null;
    let error: string | null = null;
    const t0 = performance.now();
    try {
      const res = await fetch(row.url, { method: 'POST', headers, body: raw, redirect: 'manual', signal: AbortSignal.any([AbortSignal.timeout(DELIVERY_TIMEOUT_MS), this.shutdown.signal]) });
      statusCode = res.status;
      // drain (bounded by the same timeout) so the connection is released
      await res.arrayBuffer().catch(() => undefined);
      if (res.status < 200 || res.status >= 300) error = `HTTP ${res.status}`;
    } catch (err) {
      const e = err as Error & { cause?: { code?: string } };
      error = e.name === 'TimeoutError' ? `no reply within ${DELIVERY_TIMEOUT_MS / 1000} s` : (e.cause?.code ?? e.message);
    }
    if (this.stopping && statusCode === null) {
      // cut short by our own shutdown before any reply: not the receiver's failure, due again at
      // the next start (a reply that did come is the receiver's answer and is logged as such)
      store.run(db.updateTable('callback_outbox').set({ status: 'pending' }).where('id', '=', id));
      return;
    }
    const duration = Math.round(performance.now() - t0);
    const ok = error === null;
    const attemptNo = row.attempts + 1;
    const schedule = settings.get().callbackBackoffMs;
    const now = clock.now();
    store.tx(() => {
      store.run(
        db.insertInto('callback_attempts').values({ delivery_id: id, attempt_no: attemptNo, started_at: startedAt, duration_ms: duration, status_code: statusCode, error }),
      );
      // attempt n (1-based) failing waits schedule[n-1]; past the schedule the delivery is given up
      const wait = schedule[attemptNo - 1];
      const next = ok ? 'delivered' : wait === undefined ? 'failed' : 'pending';
      store.run(
        db
          .updateTable('callback_outbox')
          .set({
            status: next,
            attempts: attemptNo,
            last_error: error,
            delivered_at: ok ? now : row.delivered_at,
            next_attempt_at: next === 'pending' ? now + (wait ?? 0) : row.next_attempt_at,
          })
          .where('id', '=', id),
      );
    });
  }
}
