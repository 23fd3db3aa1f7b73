// Saved platform logins on disk: one Playwright storage state per (account, family) at
// <dataDir>/sessions/<accountId>/<family>.json. They are credentials: the folders are 0700, the
// files 0600, and a write goes to a temporary file renamed over the old one, so a kill never
// leaves half a login behind.

import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

/** what Playwright's `context.storageState()` returns; kept opaque here */
export type StorageState = { cookies: unknown[]; origins: unknown[] };

const FAMILY = /^[a-z][a-z0-9_]{0,63}$/;

/** the text with every cookie and storage value of the state (long enough to be a secret) masked */
export function redactSession(text: string, state: StorageState): string {
  const values: string[] = [];
  for (const c of state.cookies as { value?: unknown }[]) if (typeof c.value === 'string') values.push(c.value);
  for (const o of state.origins as { localStorage?: { value?: unknown }[] }[]) {
    for (const e of o.localStorage ?? []) {
      if (typeof e.value !== 'string') continue;
      values.push(e.value);
      // a token kept as {"value": "…"} (deepseek) may be quoted on its own
      try {
        const inner = (JSON.parse(e.value) as { value?: unknown } | null)?.value;
        if (typeof inner === 'string') values.push(inner);
      } catch {
        // a bare token: pushed above
      }
    }
  }
  let out = text;
  for (const v of values.filter((x) => x.length >= 8).sort((a, b) => b.length - a.length)) out = out.split(v).join('***');
  return out;
}

export class SessionFiles {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = join(dataDir, 'sessions');
  }

  path(accountId: number, family: string): string {
    // both parts become path segments: never let one climb out of the folder
    if (!Number.isInteger(accountId) || accountId <= 0 || !FAMILY.test(family)) throw new Error('invalid session key');
    return join(this.root, String(accountId), `${family}.json`);
  }

  read(accountId: number, family: string): StorageState | null {
    const file = this.path(accountId, family);
    if (!existsSync(file)) return null;
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<StorageState>;
      return Array.isArray(parsed.cookies) && Array.isArray(parsed.origins) ? { cookies: parsed.cookies, origins: parsed.origins } : null;
    } catch {
      // a damaged file is no login; the next login writes a whole one
      return null;
    }
  }

  write(accountId: number, family: string, state: StorageState): void {
    const file = this.path(accountId, family);
    const dir = join(this.root, String(accountId));
    for (const d of [this.root, dir]) {
      mkdirSync(d, { recursive: true, mode: 0o700 });
      chmodSync(d, 0o700);
    }
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      writeFileSync(tmp, JSON.stringify({ cookies: state.cookies, origins: state.origins }), { mode: 0o600, flag: 'wx' });
      renameSync(tmp, file);
    } catch (err) {
      rmSync(tmp, { force: true });
      throw err;
    }
  }

  remove(accountId: number, family: string): void {
    rmSync(this.path(accountId, family), { force: true });
  }
}
