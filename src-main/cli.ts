// `npm run cli -- account create NAME [--balance AMOUNT] [--data-dir DIR]`, `account topup NAME AMOUNT`,
// `account list`, `token create NAME`, `token revoke TOKEN_PREFIX`. Safe while `serve` runs:
// short SQLite transactions on the same WAL database, no engine lock taken.
import { parseArgs, stringFlag } from './args.js';
import { Engine } from './engine/engine.js';
import { parseAmountToCents } from './engine/money.js';
import { maskedSettings } from './engine/settings.js';
import type { PlatformDefinition } from './engine/platforms/types.js';
import { defaultDataDir } from './paths.js';
import { PLATFORM_FLAGS, PLATFORM_USAGE, platformCommand, platformSandbox } from './platform-cli.js';

const USAGE = `usage:
  cli account create NAME [--balance AMOUNT] [--data-dir DIR]
  cli account topup NAME AMOUNT [--data-dir DIR]
  cli account list [--data-dir DIR]
  cli token create NAME [--data-dir DIR]
  cli token revoke TOKEN_PREFIX [--data-dir DIR]
  cli settings show [--data-dir DIR]
  cli settings set KEY JSON_VALUE [--data-dir DIR]     e.g. settings set maxRetries 5
                                                       settings set prices '{"currency":"CNY","domestic":{"base":10,"reasoning":10,"screenshot":10},"overseas":{"base":24,"screenshot":8}}'
  cli region list [--data-dir DIR]                     every region and its egress (proxies masked)
  cli region set CODE direct|PROXY_URL [--data-dir DIR] e.g. region set 410000 http://user:pass@10.0.0.5:8080
                                                       (CODE from the region lookups, or "default" for tasks without one)
  cli region unset CODE [--data-dir DIR]               sub-tasks naming CODE then fail (no egress)
  settings keys for pools and pacing: remoteBrowsers, concurrency, platformPacing, rateLimitPauseMs, ipEchoUrl
  (a running serve reads settings as it goes; its command-line flags win for that run)
${PLATFORM_USAGE}`;

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2), ['sandbox']);
  for (const name of args.flags.keys()) if (!['data-dir', 'balance', ...PLATFORM_FLAGS].includes(name)) throw new Error(`unknown flag --${name}\n${USAGE}`);
  const [group, verb, ...rest] = args.positional;
  const sandbox = group === 'platform' ? await platformSandbox(args) : { url: null, server: null };
  const engine = await Engine.open({
    dataDir: stringFlag(args, 'data-dir') ?? defaultDataDir(),
    schedule: false,
    ...(sandbox.url ? { loginUrl: (def: PlatformDefinition) => `${sandbox.url}${def.sandboxPath}${def.session.loginPath}` } : {}),
    createExecutor: () => {
      throw new Error('the CLI runs no sub-tasks');
    },
  });
  const print = (v: unknown) => console.log(JSON.stringify(v));
  try {
    const cmd = `${group ?? ''} ${verb ?? ''}`;
    switch (cmd) {
      case 'account create': {
        if (rest.length !== 1) throw new Error(USAGE);
        const balance = stringFlag(args, 'balance');
        print(engine.accounts.create(rest[0]!, balance === undefined ? 0 : parseAmountToCents(balance)));
        return 0;
      }
      case 'account topup':
        if (rest.length !== 2) throw new Error(USAGE);
        print(engine.accounts.topup(rest[0]!, parseAmountToCents(rest[1]!)));
        return 0;
      case 'account list':
        print(engine.accounts.list());
        return 0;
      case 'token create':
        if (rest.length !== 1) throw new Error(USAGE);
        print(engine.accounts.createToken(rest[0]!));
        return 0;
      case 'token revoke':
        if (rest.length !== 1) throw new Error(USAGE);
        print(engine.accounts.revokeToken(rest[0]!));
        return 0;
      case 'settings show':
        print(maskedSettings(engine.settings.get()));
        return 0;
      case 'region list':
        for (const r of engine.regions()) console.log(`${r.regionCode}\t${r.name}\t${r.egress === 'proxy' ? r.proxy : (r.egress ?? '(无出口: 子任务将失败)')}`);
        return 0;
      case 'region set': {
        if (rest.length !== 2) throw new Error(USAGE);
        const [code, value] = rest as [string, string];
        engine.settings.save({ regionEgress: { ...engine.settings.get().regionEgress, [code]: value } });
        print(engine.regions().find((r) => r.regionCode === code));
        return 0;
      }
      case 'region unset': {
        if (rest.length !== 1) throw new Error(USAGE);
        const { [rest[0]!]: _gone, ...left } = engine.settings.get().regionEgress;
        engine.settings.save({ regionEgress: left });
        print(engine.regions().find((r) => r.regionCode === rest[0]) ?? null);
        return 0;
      }
      case 'settings set': {
        if (rest.length !== 2) throw new Error(USAGE);
        let value: unknown;
        try {
          value = JSON.parse(rest[1]!);
        } catch {
          throw new Error(`the value must be JSON (a number, a list, an object, a "string" or null): ${rest[1]}`);
        }
        engine.settings.save({ [rest[0]!]: value });
        print({ [rest[0]!]: (maskedSettings(engine.settings.get()) as unknown as Record<string, unknown>)[rest[0]!] });
        return 0;
      }
      case 'platform login':
      case 'platform logout':
        return await platformCommand(engine, verb!, rest, args);
      default:
        console.error(USAGE);
        return 2;
    }
  } finally {
    await engine.close();
    await sandbox.server?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: Error) => {
    console.error(`cli: ${err.message}`);
    process.exit(1);
  },
);
