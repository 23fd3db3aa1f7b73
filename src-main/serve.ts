// Headless entry: `npm run serve -- [--data-dir DIR] [--port N] [--sandbox] [--concurrency N]
// [--max-retries N] [--retry-delay-ms MS] [--callback-backoff-ms A,B,C] [--browser PATH] [--scripted]`
// --scripted plays the [sim:…] prompt directives without a browser (tests, demos).
import { intFlag, parseArgs, stringFlag } from './args.js';
import { defaultDataDir } from './paths.js';
import { startService } from './service.js';

const KNOWN = ['data-dir', 'port', 'sandbox', 'concurrency', 'max-retries', 'retry-delay-ms', 'callback-backoff-ms', 'browser', 'log', 'scripted'];

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2), ['sandbox', 'log', 'scripted']);
  for (const name of args.flags.keys()) if (!KNOWN.includes(name)) throw new Error(`unknown flag --${name}`);
  const backoff = stringFlag(args, 'callback-backoff-ms');
  const callbackBackoffMs = backoff?.split(',').map((x) => {
    if (!/^\d+$/.test(x.trim())) throw new Error('--callback-backoff-ms takes a comma list of milliseconds');
    return Number(x.trim());
  });
  const dataDir = stringFlag(args, 'data-dir') ?? defaultDataDir();
  const service = await startService({
    dataDir,
    port: intFlag(args, 'port', 0, 65535),
    sandbox: args.flags.get('sandbox') === true,
    scripted: args.flags.get('scripted') === true,
    concurrency: intFlag(args, 'concurrency', 1, 64),
    maxRetries: intFlag(args, 'max-retries', 0, 100),
    retryDelayMs: intFlag(args, 'retry-delay-ms', 0, 86_400_000),
    callbackBackoffMs,
    browserPath: stringFlag(args, 'browser') ?? null,
    logger: args.flags.get('log') === true,
  });
  // Tools wait for this exact line: it is printed once the API accepts requests.
  console.log(`Brand Monitor API listening on ${service.url} (data: ${dataDir}${service.sandboxUrl ? `, sandbox: ${service.sandboxUrl}` : ''})`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping; in-flight sub-tasks go back to the queue`);
    service
      .close()
      .then(() => process.exit(0))
      .catch((err) => {
        console.error(err);
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: Error) => {
  console.error(`serve: ${err.message}`);
  process.exit(1);
});
