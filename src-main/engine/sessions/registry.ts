// The state of every saved platform login and the holds on account queues, in the
// platform_sessions table; the storage states themselves through SessionFiles. Holds are read
// from the table each time (a handful of rows): a login made by the CLI beside a running service
// lifts the service's hold at once.

import type { Store } from '../../db/store.js';
import type { SessionStateName } from '../../db/schema.js';
import type { Clock } from '../clock.js';
import { getPlatformDefinition, platformDefinitions } from '../platforms/index.js';
import type { SessionFiles, StorageState } from './files.js';

export type SessionEventState = SessionStateName | 'waiting' | 'failed';

export interface SessionChange {
  family: string;
  state: SessionEventState;
  held: boolean;
  message: string | null;
}

export interface SessionView {
  state: SessionStateName;
  savedAt: number | null;
  checkedAt: number | null;
  detail: string | null;
  held: { since: number; reason: string } | null;
}

/** platform code → definition family ('deepseek_mobile' → 'deepseek'); an unexecuted code is its own */
export function familyOf(platform: string): string {
  return getPlatformDefinition(platform)?.family ?? platform;
}

export function knownFamilies(): string[] {
  return [...new Set(platformDefinitions().map((d) => d.family))];
}

/** the codes that run under one family's login */
export function codesOf(family: string): string[] {
  return platformDefinitions()
    .filter((d) => d.family === family)
    .map((d) => d.code);
}

export class SessionRegistry {
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly files: SessionFiles,
    private readonly emit: (accountId: number, change: SessionChange) => void,
  ) {}

  isHeld(accountId: number, family: string): boolean {
    return (this.row(accountId, family)?.held_since ?? null) !== null;
  }

  /** every held (account, family), for the scheduler's due query */
  held(): { accountId: number; family: string }[] {
    return this.store
      .all(this.store.db.selectFrom('platform_sessions').select(['account_id', 'family']).where('held_since', 'is not', null))
      .map((r) => ({ accountId: r.account_id, family: r.family }));
  }

  /** the saved storage state a run starts from, or null (then it runs as without sessions) */
  load(accountId: number, family: string): StorageState | null {
    const row = this.row(accountId, family);
    if (!row || row.state === 'never') return null;
    return this.files.read(accountId, family);
  }

  /** a run completed with the saved state: keep the rotated cookies */
  refresh(accountId: number, family: string, state: StorageState): void {
    const at = this.clock.now();
    const row = this.row(accountId, family);
    // a logout (or an expiry noted meanwhile) wins over a run that started before it
    if (!row || row.state !== 'logged_in') return;
    this.files.write(accountId, family, state);
    this.store.run(this.store.db.updateTable('platform_sessions').set({ saved_at: at, checked_at: at }).where('account_id', '=', accountId).where('family', '=', family));
  }

  /** a login window confirmed the login: save it, lift the hold */
  loggedIn(accountId: number, family: string, state: StorageState): void {
    const at = this.clock.now();
    this.files.write(accountId, family, state);
    this.upsert(accountId, family, { state: 'logged_in', saved_at: at, checked_at: at, detail: null, held_since: null, held_reason: null });
    this.emit(accountId, { family, state: 'logged_in', held: false, message: null });
  }

  /** a run met a login wall or a challenge: mark the session and hold the account's queue for the family */
  spoiled(accountId: number, family: string, state: 'expired' | 'challenged', detail: string): void {
    const at = this.clock.now();
    const since = this.row(accountId, family)?.held_since ?? at;
    this.upsert(accountId, family, { state, checked_at: at, detail: detail.slice(0, 500), held_since: since, held_reason: detail.slice(0, 500) });
    this.emit(accountId, { family, state, held: true, message: detail });
  }

  /** forget the saved login; a held queue stays held until a new login */
  forget(accountId: number, family: string): void {
    this.files.remove(accountId, family);
    const row = this.row(accountId, family);
    if (row) this.upsert(accountId, family, { state: 'never', saved_at: null, detail: null });
    this.emit(accountId, { family, state: 'never', held: this.isHeld(accountId, family), message: null });
  }

  /** the account's sessions by family */
  views(accountId: number): Map<string, SessionView> {
    const rows = this.store.all(this.store.db.selectFrom('platform_sessions').selectAll().where('account_id', '=', accountId));
    return new Map(
      rows.map((r) => [
        r.family,
        {
          state: r.state,
          savedAt: r.saved_at,
          checkedAt: r.checked_at,
          detail: r.detail,
          held: r.held_since !== null ? { since: r.held_since, reason: r.held_reason ?? '' } : null,
        },
      ]),
    );
  }

  private row(accountId: number, family: string) {
    return this.store.first(this.store.db.selectFrom('platform_sessions').selectAll().where('account_id', '=', accountId).where('family', '=', family));
  }

  private upsert(
    accountId: number,
    family: string,
    set: Partial<{ state: SessionStateName; saved_at: number | null; checked_at: number | null; detail: string | null; held_since: number | null; held_reason: string | null }>,
  ): void {
    const { store } = this;
    store.run(
      store.db
        .insertInto('platform_sessions')
        .values({ account_id: accountId, family, state: 'never', saved_at: null, checked_at: null, detail: null, held_since: null, held_reason: null, ...set })
        .onConflict((oc) => oc.columns(['account_id', 'family']).doUpdateSet(set)),
    );
  }
}
