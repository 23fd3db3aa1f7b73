// What an account may do to itself through the local API: its tokens, its signing-secret state,
// and (for the machine's own desktop account only) the engine settings. The CLI stays the tool
// for operators; this is the same data, scoped to the caller.
import type { Engine } from './engine.js';
import { CODE, ServiceError, badRequest } from './errors.js';
import { hashToken } from './ids.js';
import { parseAmountToCents } from './money.js';
import { numericId, objectBody } from './validation.js';
import { checkSetting, combinedProblem, DEFAULT_SETTINGS, maskedSettings, type EngineSettings } from './settings.js';

/** the account `serve` and the desktop shell sign in as (accounts.desktopSession) */
export const OWNER_ACCOUNT = 'desktop';

function accountName(engine: Engine, accountId: number): string {
  return engine.store.first(engine.store.db.selectFrom('accounts').select('name').where('id', '=', accountId))?.name ?? '';
}

/** Engine settings change how every account's work runs and is priced: only the machine's owner may. */
export function mayEditSettings(engine: Engine, accountId: number): boolean {
  return accountName(engine, accountId) === OWNER_ACCOUNT;
}

/** proxies and browser endpoints carry credentials: every reader sees them masked, the owner too */
export function readSettings(engine: Engine, accountId: number) {
  return { settings: maskedSettings(engine.settings.get()), editable: mayEditSettings(engine, accountId) };
}

/**
 * A settings form sends back what it was shown: a proxy or endpoint still in its masked form
 * means "unchanged" and keeps the stored value, so saving another field never wipes a password.
 */
function keepMaskedSecrets(current: EngineSettings, body: Record<string, unknown>): Record<string, unknown> {
  const out = { ...body };
  const shown = maskedSettings(current);
  const region = body['regionEgress'];
  if (region && typeof region === 'object' && !Array.isArray(region)) {
    const kept: Record<string, unknown> = { ...(region as Record<string, unknown>) };
    for (const [code, v] of Object.entries(kept)) {
      if (v !== 'direct' && v === shown.regionEgress[code] && current.regionEgress[code] !== undefined) kept[code] = current.regionEgress[code];
    }
    out['regionEgress'] = kept;
  }
  const remotes = body['remoteBrowsers'];
  if (Array.isArray(remotes)) {
    out['remoteBrowsers'] = remotes.map((r: unknown) => {
      if (!r || typeof r !== 'object') return r;
      const b = r as { name?: unknown; endpoint?: unknown };
      const i = current.remoteBrowsers.findIndex((c) => c.name === b.name);
      return i >= 0 && b.endpoint === shown.remoteBrowsers[i]!.endpoint ? { ...b, endpoint: current.remoteBrowsers[i]!.endpoint } : r;
    });
  }
  return out;
}

export function saveSettings(engine: Engine, accountId: number, body: unknown) {
  if (!mayEditSettings(engine, accountId)) throw new ServiceError(CODE.forbidden, '无权修改设置: 仅本机桌面账户 (desktop) 可以修改');
  body = keepMaskedSecrets(engine.settings.get(), objectBody(body));
  const entries = Object.entries(body as Record<string, unknown>);
  if (entries.length === 0) throw badRequest('至少提供一个设置项');
  for (const [key, value] of entries) {
    if (!(key in DEFAULT_SETTINGS)) throw badRequest(`未知的设置项 ${key}`);
    const problem = checkSetting(key, value);
    if (problem) throw badRequest(`${key} 取值无效 (${problem})`);
  }
  const combined = combinedProblem({ ...engine.settings.get(), ...(body as Partial<EngineSettings>) });
  if (combined) throw badRequest(`设置组合无效 (${combined})`);
  engine.settings.save(body as Partial<EngineSettings>);
  return readSettings(engine, accountId);
}

/**
 * The desktop user adds to the machine's own ledger from the 账单 page (the CLI's `account topup
 * desktop`); every other account is an operator's business and is topped up with the CLI.
 */
export function topupOwnBalance(engine: Engine, accountId: number, body: unknown): { currentBalance: string } {
  if (!mayEditSettings(engine, accountId)) throw new ServiceError(CODE.forbidden, '无权充值: 仅本机桌面账户 (desktop) 可以在此充值, 其他账户请用 cli account topup');
  const amount = body && typeof body === 'object' && !Array.isArray(body) ? (body as { amount?: unknown }).amount : undefined;
  let cents: number;
  try {
    cents = parseAmountToCents(typeof amount === 'number' ? String(amount) : typeof amount === 'string' ? amount : '');
  } catch {
    throw badRequest('amount 必须是最多两位小数的正数金额');
  }
  if (cents <= 0 || cents > 1_000_000_00) throw badRequest('amount 必须在 0.01 到 1000000 之间');
  return { currentBalance: engine.accounts.topup(OWNER_ACCOUNT, cents).balance };
}

export function listTokens(engine: Engine, accountId: number, presented: string) {
  const presentedHash = hashToken(presented);
  const rows = engine.store.all(
    engine.store.db
      .selectFrom('api_tokens')
      .select(['id', 'prefix', 'label', 'created_at', 'last_used_at', 'token_hash'])
      .where('account_id', '=', accountId)
      .where('revoked_at', 'is', null)
      .orderBy('id', 'desc'),
  );
  return rows.map((r) => ({ id: r.id, prefix: r.prefix, label: r.label, createdAt: r.created_at, lastUsedAt: r.last_used_at, current: r.token_hash === presentedHash }));
}

export function createToken(engine: Engine, accountId: number, body: unknown) {
  const raw = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).label : undefined;
  if (raw !== undefined && raw !== null && typeof raw !== 'string') throw badRequest('label 必须是字符串');
  const label = typeof raw === 'string' ? raw.trim() : '';
  if (label.length > 64) throw badRequest('label 最多 64 个字符');
  // the shell's session label is reserved: a restart revokes tokens carrying it
  if (label === 'desktop-session') throw badRequest('label 不能是 desktop-session');
  const { token } = engine.accounts.createToken(accountName(engine, accountId), label || null);
  const row = engine.store.first(engine.store.db.selectFrom('api_tokens').select(['id', 'prefix']).where('token_hash', '=', hashToken(token)))!;
  return { id: row.id, prefix: row.prefix, token };
}

export function revokeToken(engine: Engine, accountId: number, id: string): void {
  const n = numericId(id);
  const { db } = engine.store;
  const row = n === null ? undefined : engine.store.first(db.selectFrom('api_tokens').select(['id', 'account_id', 'revoked_at']).where('id', '=', n));
  // another account's token answers like a missing one
  if (!row || row.account_id !== accountId || row.revoked_at !== null) throw new ServiceError(CODE.notFound, '令牌不存在或已吊销');
  engine.store.run(db.updateTable('api_tokens').set({ revoked_at: engine.clock.now() }).where('id', '=', row.id));
}

export function callbackSecretState(engine: Engine, accountId: number) {
  const row = engine.store.first(engine.store.db.selectFrom('accounts').select('callback_secret').where('id', '=', accountId));
  return { configured: Boolean(row?.callback_secret) };
}

/** the account a task belongs to, for routing pushed events; null when it does not exist */
export function taskOwner(engine: Engine, taskId: string): number | null {
  return engine.store.first(engine.store.db.selectFrom('tasks').select('account_id').where('id', '=', taskId))?.account_id ?? null;
}
