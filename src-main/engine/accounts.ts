import type { Store } from '../db/store.js';
import type { Clock } from './clock.js';
import { hashToken, newApiToken } from './ids.js';
import { appendLedger } from './billing/ledger.js';
import { centsToString } from './money.js';

export interface AccountSummary {
  userId: number;
  name: string;
  balance: string;
  tokens: number;
  createdAt: number;
}

const NAME_RULE = /^[\p{L}\p{N}_.@-]{1,64}$/u;
const PREFIX_LENGTH = 10;

export class Accounts {
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
  ) {}

  create(name: string, balanceCents = 0): { userId: number; name: string; token: string } {
    if (!NAME_RULE.test(name)) throw new Error(`account name must be 1-64 letters, digits or _.@- : ${name}`);
    const { db } = this.store;
    return this.store.tx(() => {
      if (this.store.first(db.selectFrom('accounts').select('id').where('name', '=', name))) {
        throw new Error(`account already exists: ${name}`);
      }
      const at = this.clock.now();
      const { lastInsertRowid: userId } = this.store.run(
        db.insertInto('accounts').values({ name, balance_cents: 0, callback_url: null, callback_secret: null, created_at: at }),
      );
      if (balanceCents > 0) this.credit(userId, balanceCents, '初始充值');
      const token = this.issueToken(userId, 'created with account');
      return { userId, name, token };
    });
  }

  topup(name: string, cents: number): { userId: number; name: string; balance: string } {
    if (!Number.isInteger(cents) || cents <= 0) throw new Error('top-up amount must be positive');
    return this.store.tx(() => {
      const acc = this.byName(name);
      const after = this.credit(acc.id, cents, '充值');
      return { userId: acc.id, name, balance: centsToString(after) };
    });
  }

  list(): AccountSummary[] {
    const { db } = this.store;
    const rows = this.store.all(
      db
        .selectFrom('accounts')
        .leftJoin('api_tokens', (j) => j.onRef('api_tokens.account_id', '=', 'accounts.id').on('api_tokens.revoked_at', 'is', null))
        .select((eb) => ['accounts.id', 'accounts.name', 'accounts.balance_cents', 'accounts.created_at', eb.fn.count<number>('api_tokens.id').as('tokens')])
        .groupBy('accounts.id')
        .orderBy('accounts.id'),
    );
    return rows.map((r) => ({ userId: r.id, name: r.name, balance: centsToString(r.balance_cents), tokens: Number(r.tokens), createdAt: r.created_at }));
  }

  createToken(name: string, label: string | null = null): { userId: number; name: string; token: string } {
    return this.store.tx(() => {
      const acc = this.byName(name);
      return { userId: acc.id, name, token: this.issueToken(acc.id, label) };
    });
  }

  /** revoke the one live token that starts with `prefix` (at least 8 characters, to avoid accidents) */
  revokeToken(prefix: string): { revoked: string; userId: number } {
    if (prefix.length < 8) throw new Error('give at least the first 8 characters of the token');
    const { db } = this.store;
    return this.store.tx(() => {
      const candidates = this.store
        .all(db.selectFrom('api_tokens').select(['id', 'account_id', 'prefix', 'token_hash']).where('revoked_at', 'is', null))
        .filter((t) => (prefix.length <= PREFIX_LENGTH ? t.prefix.startsWith(prefix) : t.token_hash === hashToken(prefix)));
      if (candidates.length === 0) throw new Error(`no live token starts with ${prefix}`);
      if (candidates.length > 1) throw new Error(`${candidates.length} tokens start with ${prefix}: give more characters`);
      const t = candidates[0]!;
      this.store.run(db.updateTable('api_tokens').set({ revoked_at: this.clock.now() }).where('id', '=', t.id));
      return { revoked: t.prefix, userId: t.account_id };
    });
  }

  /** the account id a bearer token belongs to, or null */
  authenticate(token: string): number | null {
    const { db } = this.store;
    const row = this.store.first(
      db.selectFrom('api_tokens').select(['id', 'account_id']).where('token_hash', '=', hashToken(token)).where('revoked_at', 'is', null),
    );
    return row ? row.account_id : null;
  }

  /** the desktop shell's own account: a fresh session token each start, older session tokens revoked */
  desktopSession(): { userId: number; token: string } {
    const { db } = this.store;
    return this.store.tx(() => {
      let acc = this.store.first(db.selectFrom('accounts').select('id').where('name', '=', 'desktop'));
      if (!acc) {
        const { lastInsertRowid } = this.store.run(
          db.insertInto('accounts').values({ name: 'desktop', balance_cents: 0, callback_url: null, callback_secret: null, created_at: this.clock.now() }),
        );
        acc = { id: lastInsertRowid };
      }
      this.store.run(
        db.updateTable('api_tokens').set({ revoked_at: this.clock.now() }).where('account_id', '=', acc.id).where('label', '=', 'desktop-session').where('revoked_at', 'is', null),
      );
      return { userId: acc.id, token: this.issueToken(acc.id, 'desktop-session') };
    });
  }

  private byName(name: string): { id: number; balance_cents: number } {
    const acc = this.store.first(this.store.db.selectFrom('accounts').select(['id', 'balance_cents']).where('name', '=', name));
    if (!acc) throw new Error(`no such account: ${name}`);
    return acc;
  }

  private credit(accountId: number, cents: number, description: string): number {
    return appendLedger(this.store, this.clock.now(), { accountId, kind: 'topup', cents, description });
  }

  private issueToken(accountId: number, label: string | null): string {
    const token = newApiToken();
    this.store.run(
      this.store.db.insertInto('api_tokens').values({
        account_id: accountId,
        token_hash: hashToken(token),
        prefix: token.slice(0, PREFIX_LENGTH),
        label,
        created_at: this.clock.now(),
        last_used_at: null,
        revoked_at: null,
      }),
    );
    return token;
  }
}
