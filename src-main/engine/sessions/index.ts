// Platform sessions: saved logins per (account, family), the holds a login wall or challenge puts
// on an account's queue, the login window that lifts them, and the health figures of the platform
// list. The engine exposes this; the scheduler and the node pool use the registry.

import { ServiceError, CODE } from '../errors.js';
import { MODELS } from '../catalog.js';
import type { Clock } from '../clock.js';
import type { Store } from '../../db/store.js';
import { platformDefinitions } from '../platforms/index.js';
import type { PlatformDefinition } from '../platforms/types.js';
import type { Page } from 'playwright-core';
import { SessionFiles } from './files.js';
import { platformHealth } from './health.js';
import { knownFamilies, SessionRegistry, type SessionChange } from './registry.js';

export { SessionRegistry, familyOf, codesOf, type SessionChange } from './registry.js';
export { SessionFiles, type StorageState } from './files.js';

export const LOGIN_DEFAULT_TIMEOUT_MS = 5 * 60_000;

export interface LoginStart {
  timeoutMs?: number;
  /** sees the login window's page (the desktop may bring it forward; tests fill the form through it) */
  onPage?: (page: Page) => void | Promise<void>;
}

export interface PlatformSessionsOptions {
  store: Store;
  clock: Clock;
  dataDir: string;
  emit: (accountId: number, change: SessionChange) => void;
  /** the login page of a definition (real site: origin + loginPath; the sandbox: its replica) */
  loginUrl: (def: PlatformDefinition) => string;
  browserPath: () => string | null;
}

export function realLoginUrl(def: PlatformDefinition): string {
  return new URL(def.session.loginPath, def.entryUrl).href;
}

export class PlatformSessions {
  readonly files: SessionFiles;
  readonly registry: SessionRegistry;
  private readonly windows = new Map<string, AbortController>();
  private readonly running = new Set<Promise<unknown>>();
  /** a test seam and a desktop hook: every login window's page as it opens */
  onLoginPage: ((page: Page, family: string) => void | Promise<void>) | null = null;

  constructor(private readonly o: PlatformSessionsOptions) {
    this.files = new SessionFiles(o.dataDir);
    this.registry = new SessionRegistry(o.store, o.clock, this.files, o.emit);
  }

  /** one per model code in catalog order, with the account's session and figures */
  list(accountId: number) {
    const families = new Map(platformDefinitions().map((d) => [d.code, d.family]));
    const sessions = this.registry.views(accountId);
    const health = platformHealth(this.o.store, accountId, this.o.clock.now());
    return MODELS.map(({ modelCode, supportsReasoning, overseas, features }) => {
      const family = families.get(modelCode) ?? modelCode;
      const executed = families.has(modelCode);
      const s = executed ? sessions.get(family) : undefined;
      const h = health.get(modelCode);
      return {
        modelCode,
        supportsReasoning,
        overseas,
        features,
        executed,
        family,
        session: { state: s?.state ?? ('never' as const), savedAt: s?.savedAt ?? null, checkedAt: s?.checkedAt ?? null, detail: s?.detail ?? null },
        held: s?.held ?? null,
        lastSuccessAt: h?.lastSuccessAt ?? null,
        lastError: h?.lastError ?? null,
        recentFinished: h?.recentFinished ?? 0,
        recentSuccessRate: h?.recentSuccessRate ?? null,
        searchWithReferencesRate: h?.searchWithReferencesRate ?? null,
      };
    });
  }

  /**
   * Opens the family's login window for the account; the returned promise settles when it ends
   * (logged in, or failed). Refuses an unknown family and a second window for the same login.
   */
  startLogin(accountId: number, family: string, opts: LoginStart = {}): { done: Promise<SessionChange> } {
    const def = this.loginDefinition(family);
    const key = `${accountId}|${family}`;
    if (this.windows.has(key)) throw new ServiceError(CODE.badRequest, '该平台的登录窗口已打开');
    const abort = new AbortController();
    this.windows.set(key, abort);
    this.o.emit(accountId, { family, state: 'waiting', held: this.registry.isHeld(accountId, family), message: null });
    const done = (async (): Promise<SessionChange> => {
      try {
        const { runLoginWindow } = await import('../nodes/login-window.js');
        const outcome = await runLoginWindow({
          def,
          url: this.o.loginUrl(def),
          browserPath: this.o.browserPath(),
          timeoutMs: opts.timeoutMs ?? LOGIN_DEFAULT_TIMEOUT_MS,
          signal: abort.signal,
          onPage: async (page) => {
            await this.onLoginPage?.(page, family);
            await opts.onPage?.(page);
          },
        });
        if (outcome.ok) {
          this.registry.loggedIn(accountId, family, outcome.state);
          return { family, state: 'logged_in', held: false, message: null };
        }
        const failed: SessionChange = { family, state: 'failed', held: this.registry.isHeld(accountId, family), message: outcome.message };
        this.o.emit(accountId, failed);
        return failed;
      } finally {
        this.windows.delete(key);
      }
    })();
    this.running.add(done);
    void done.finally(() => this.running.delete(done)).catch(() => undefined);
    return { done };
  }

  logout(accountId: number, family: string): void {
    this.loginDefinition(family);
    this.registry.forget(accountId, family);
  }

  /** closes every open login window (engine shutdown) */
  async close(): Promise<void> {
    for (const a of this.windows.values()) a.abort();
    await Promise.allSettled([...this.running]);
  }

  /** the family's web definition: the login page is the site's, whichever client runs later */
  private loginDefinition(family: string): PlatformDefinition {
    const defs = knownFamilies().includes(family) ? platformDefinitions().filter((d) => d.family === family) : [];
    const def = defs.find((d) => d.clientType === 'web') ?? defs[0];
    if (!def) throw new ServiceError(CODE.badRequest, `未知的平台 ${family}`);
    return def;
  }
}
