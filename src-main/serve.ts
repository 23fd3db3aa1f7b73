// Headless entry: `npm run serve -- [--data-dir DIR] [--port N] [--sandbox] [--concurrency N]
// [--max-retries N] [--retry-delay-ms MS] [--callback-backoff-ms A,B,C] [--browser PATH] [--scripted]`
// --scripted plays the [sim:…] prompt directives without a browser (tests, demos);
// --sandbox-login-required makes the replicas refuse everyone without a login from their login page.
import { intFlag, parseArgs, stringFlag } from './args.js';
import { defaultDataDir } from './paths.js';
import { startService, type RunningService } from './service.js';

const KNOWN = ['data-dir', 'port', 'sandbox', 'concurrency', 'max-retries', 'retry-delay-ms', 'callback-backoff-ms', 'browser', 'log', 'scripted', 'sandbox-login-required'];

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2), ['sandbox', 'log', 'scripted', 'sandbox-login-required']);
  for (const name of args.flags.keys()) if (!KNOWN.includes(name)) throw new Error(`unknown flag --${name}`);
  const backoff = stringFlag(args, 'callback-backoff-ms');
  const callbackBackoffMs = backoff?.split(',').map((x) => {
    if (!/^\d+$/.test(x.trim())) throw new Error('--callback-backoff-ms takes a comma list of milliseconds');
    return Number(x.trim());
  });
  const dataDir = stringFlag(args, 'data-dir') ?? defaultDataDir();

  // Ctrl-C, a supervisor, a closed terminal: every one closes the engine (lock, WAL, browser) first.
  // Listening from the very start: a signal during start-up stops as soon as the start completes.
  let service: RunningService | null = null;
  let stopReason: string | null = null;
  const close = (running: RunningService) => {
    console.log(`${stopReason}: stopping; in-flight sub-tasks go back to the queue`);
    running
      .close()
      .then(() => process.exit(0))
      .catch((err) => {
        console.error(err);
        process.exit(1);
      });
  };
  const stop = (reason: string) => {
    if (stopReason) return;
    stopReason = reason;
    if (service) close(service);
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => stop(signal));
  watchLauncher(stop);

  service = await startService({
    dataDir,
    port: intFlag(args, 'port', 0, 65535),
    sandbox: args.flags.get('sandbox') === true,
    sandboxLoginRequired: args.flags.get('sandbox-login-required') === true,
    scripted: args.flags.get('scripted') === true,
    concurrency: intFlag(args, 'concurrency', 1, 64),
    maxRetries: intFlag(args, 'max-retries', 0, 100),
    retryDelayMs: intFlag(args, 'retry-delay-ms', 0, 86_400_000),
    callbackBackoffMs,
    browserPath: stringFlag(args, 'browser') ?? null,
    logger: args.flags.get('log') === true,
    desktopSession: true,
    entryUrl: import.meta.url,
  });
  // Tools wait for this exact line: it is printed once the API accepts requests.
  console.log(`Brand Monitor API listening on ${service.url} (data: ${dataDir}${service.sandboxUrl ? `, sandbox: ${service.sandboxUrl}` : ''})`);
  // the desktop account's session token in the fragment (never sent to the server, kept in sessionStorage by the page)
  console.log(`Open the UI: ${service.url}/#token=${service.localToken}`);
  if (stopReason) close(service);
}

/**
 * Under `npm run serve`, a SIGTERM to npm (what a supervisor or a closed terminal sends it) ends npm
 * without passing the signal on; this process would be left running with the data dir locked.
 * When the launcher goes away this process is handed to another parent: stop then.
 */
function watchLauncher(stop: (reason: string) => void): void {
  if (!process.env['npm_lifecycle_event']) return;
  const launcher = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== launcher) stop('launcher (npm) exited');
  }, 500);
  timer.unref();
}

main().catch((err: Error) => {
  console.error(`serve: ${err.message}`);
  process.exit(1);
});
