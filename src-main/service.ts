// Composition root shared by the Electron shell and `serve`: engine + node pool + HTTP API.
import type { FastifyInstance } from 'fastify';
import { buildApi } from './api/app.js';
import { Engine } from './engine/engine.js';
import type { EngineSettings } from './engine/settings.js';
import { directiveScript } from './engine/execution/directive-script.js';
import { ScriptedExecutor, type Script } from './engine/execution/scripted.js';
import { WorkerExecutor } from './engine/execution/worker-executor.js';
import { threadScript } from './threads.js';
import { REAL_SITE_PACING } from './engine/pacing.js';
import type { PlatformDefinition } from './engine/platforms/types.js';
import { startSandbox, type SandboxServer } from './sandbox/index.js';

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
  /**
   * `import.meta.url` of the compiled entry that starts the service (serve, the desktop app): the
   * scripts of its worker threads are built next to it (threads.ts). Not needed from the sources.
   */
  entryUrl?: string;
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
          : // Chromium is driven from a worker thread started on the first sub-task: an idle
            // service loads no Playwright, and the API's thread never runs it
            new WorkerExecutor({
              script: threadScript('node-worker', opts.entryUrl),
              config: { dataDir, sandboxBaseUrl: sandbox?.baseUrl ?? null, browserPath: settings.browserPath, browserEndpoint: opts.browserEndpoint ?? null },
              settings: () => {
                const s = live();
                return { concurrency: s.concurrency, remoteBrowsers: s.remoteBrowsers, ipEchoUrl: s.ipEchoUrl };
              },
              sessions,
              clock,
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
