import { sql } from 'kysely';
import type { Store } from '../../db/store.js';

export type LedgerKind = 'topup' | 'freeze' | 'consume' | 'release';

export interface LedgerEntry {
  accountId: number;
  kind: LedgerKind;
  /** positive cents; the direction follows from the kind */
  cents: number;
  description: string;
  taskId?: string | null;
  subTaskId?: number | null;
  aiModel?: string | null;
  question?: string | null;
}

/**
 * Writes one ledger row and moves the available balance accordingly; returns the balance after.
 * Must run inside a Store transaction. topup/release add to the balance, freeze takes from it,
 * consume leaves it alone (the amount was already frozen) and records what was spent.
 */
export function appendLedger(store: Store, at: number, e: LedgerEntry): number {
  const delta = e.kind === 'topup' || e.kind === 'release' ? e.cents : e.kind === 'freeze' ? -e.cents : 0;
  const { db } = store;
  if (delta !== 0) {
    store.run(db.updateTable('accounts').set({ balance_cents: sql`balance_cents + ${delta}` }).where('id', '=', e.accountId));
  }
  const after = store.first(db.selectFrom('accounts').select('balance_cents').where('id', '=', e.accountId))!.balance_cents;
  store.run(
    db.insertInto('ledger').values({
      account_id: e.accountId,
      kind: e.kind,
      amount_cents: e.cents,
      balance_after_cents: after,
      task_id: e.taskId ?? null,
      sub_task_id: e.subTaskId ?? null,
      ai_model: e.aiModel ?? null,
      question: e.question ?? null,
      description: e.description,
      created_at: at,
    }),
  );
  return after;
}
