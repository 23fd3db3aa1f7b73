// Composition root shared by the Electron shell and `serve`: engine + node pool + HTTP API.
import type { FastifyInstance } from 'fastify';
import { buildApi } from './api/app.js';
import { Engine } from './engine/engine.js';
import type { EngineSettings } from './engine/settings.js';
import { directiveScript } from './engine/execution/directive-script.js';
import { ScriptedExecutor, type Script } from './engine/execution/scripted.js';
import type { Executor } from './engine/execution/types.js';
import type { NodePoolOptions } from './engine/nodes/index.js';
import { REAL_SITE_PACING } from './engine/pacing.js';
import { idlePools } from './engine/nodes/pool-status.js';
import { getPlatformDefinition } from './engine/platforms/index.js';
import type { PlatformDefinition } from './engine/platforms/types.js';
import { sandboxPromptRouting, startSandbox, type SandboxServer } from './sandbox/index.js';

export const DEFAULT_PORT = 18790;

export interface ServiceOptions {
  dataDir: string;
  /** 0 picks a free port */
  port?: number;
  /** point every platform adapter at the local replicas */
  sandbox?: boolean;
  /** the replicas issue sessions only through their login pages (the login flow end to end) */
  sandboxLoginRequired?: boolean;
  /**
   * Play scripted outcomes instead of driving Chromium: true plays the `[sim:…]` prompt
   * directives with the replicas' content, a function plays that script. Owner-side only
   * (a `serve` flag or a caller of this function); nothing in the API can switch it on.
   */
  scripted?: boolean | Script;
  concurrency?: number;
  maxRetries?: number;
  retryDelayMs?: number;
  browserPath?: string | null;
  /** a running Playwright browser server the local pool connects to instead of launching (tests share one) */
  browserEndpoint?: string | null;
  callbackBackoffMs?: number[];
  /** start with the queue held (nothing runs until engine.scheduler.resume()) */
  paused?: boolean;
  /** issue a session token for the desktop window's own account */
  desktopSession?: boolean;
  logger?: boolean;
}

export interface RunningService {
  url: string;
  port: number;
  app: FastifyInstance;
  engine: Engine;
  /** token of the desktop's own account (empty unless desktopSession) */
  localToken: string;
  sandboxUrl: string | null;
  close(): Promise<void>;
}

/**
 * The node pool (Playwright, HTML conversion) is loaded on the first sub-task, not at start: it is
 * most of the start time and memory of a service that may sit idle, answering API calls.
 */
function lazyNodePool(opts: NodePoolOptions): Executor {
  let loaded: Executor | null = null;
  let pool: Promise<Executor> | null = null;
  const load = () =>
    (pool ??= import('./engine/nodes/index.js').then((m) => {
      loaded = new m.NodePool(opts);
      return loaded;
    }));
  const configured = () => opts.pools?.() ?? { concurrency: 1, remoteBrowsers: [] };
  return {
    // the pool's own answer, from the same definitions it runs
    supports: (platform) => getPlatformDefinition(platform) !== undefined,
    run: async (job) => (await load()).run(job),
    // until the first run loads the pool, every configured pool counts as idle and up
    capacity: () => loaded?.capacity?.() ?? idlePools(configured()).reduce((n, p) => n + p.concurrency, 0),
    pools: () => loaded?.pools?.() ?? idlePools(configured()),
    close: async () => {
      if (pool) await (await pool).close();
    },
  };
}

export async function startService(opts: ServiceOptions): Promise<RunningService> {
  const sandbox: SandboxServer | null = opts.sandbox ? await startSandbox({ port: 0, loginRequired: opts.sandboxLoginRequired === true }) : null;
  const override: Partial<EngineSettings> = {
    concurrency: opts.concurrency,
    maxRetries: opts.maxRetries,
    retryDelayMs: opts.retryDelayMs,
    browserPath: opts.browserPath ?? undefined,
    callbackBackoffMs: opts.callbackBackoffMs,
  };
  let engine: Engine;
  try {
    engine = await Engine.open({
      dataDir: opts.dataDir,
      settingsOverride: override,
      // the replicas and the scripted executor do not ban bursts: no spacing there unless set
      pacingDefaults: sandbox || opts.scripted ? {} : REAL_SITE_PACING,
      // the login window opens the family's replica when the adapters point there
      ...(sandbox ? { loginUrl: (def: PlatformDefinition) => `${sandbox.baseUrl}${def.sandboxPath}${def.session.loginPath}` } : {}),
      createExecutor: ({ dataDir, settings, live, clock, sessions }) =>
        opts.scripted
          ? new ScriptedExecutor({ script: opts.scripted === true ? directiveScript : opts.scripted, clock })
          : lazyNodePool({
              dataDir,
              routing: sandbox ? sandboxPromptRouting(sandbox.baseUrl) : undefined,
              browserPath: settings.browserPath,
              browserEndpoint: opts.browserEndpoint ?? null,
              clock,
              pools: () => live(),
              ipEchoUrl: () => live().ipEchoUrl,
              sessions,
            }),
    });
  } catch (err) {
    await sandbox?.close();
    throw err;
  }
  if (opts.paused) engine.scheduler?.pause();
  const app = await buildApi({ engine, logger: opts.logger ?? false });
  let port: number;
  try {
    await app.listen({ host: '127.0.0.1', port: opts.port ?? DEFAULT_PORT });
    const addr = app.server.address();
    port = typeof addr === 'object' && addr ? addr.port : (opts.port ?? DEFAULT_PORT);
  } catch (err) {
    await app.close();
    await engine.close();
    await sandbox?.close();
    throw err;
  }
  const url = `http://127.0.0.1:${port}`;
  engine.setBaseUrl(url);
  const localToken = opts.desktopSession ? engine.accounts.desktopSession().token : '';

  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    app,
    engine,
    localToken,
    sandboxUrl: sandbox?.baseUrl ?? null,
    close: () =>
      (closing ??= (async () => {
        await app.close();
        await engine.close();
        await sandbox?.close();
      })()),
  };
}
