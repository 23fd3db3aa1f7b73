// `cli platform login FAMILY` / `cli platform logout FAMILY`: the saved platform logins of one
// account (default: the desktop's own). The login opens a visible browser window on this machine
// and waits until the person has logged in there; a running service picks the login up at once.
import { intFlag, stringFlag, type ParsedArgs } from './args.js';
import type { Engine } from './engine/engine.js';
import type { SandboxServer } from './sandbox/index.js';

export const PLATFORM_USAGE = `  cli platform login FAMILY [--account NAME] [--timeout SEC] [--data-dir DIR] [--sandbox | --sandbox-url URL]
                                                       opens the login page in a visible browser and saves the login
  cli platform logout FAMILY [--account NAME] [--data-dir DIR]
                                                       forgets the saved login (FAMILY: deepseek, doubao, yuanbao, kimi, qianwen)`;

export const PLATFORM_FLAGS = ['account', 'timeout', 'sandbox', 'sandbox-url'];

function accountId(engine: Engine, args: ParsedArgs): number {
  const name = stringFlag(args, 'account') ?? 'desktop';
  const found = engine.accounts.list().find((a) => a.name === name);
  if (found) return found.userId;
  throw new Error(`no account named ${name} (the desktop's own account exists once the desktop app has started; or pass --account NAME)`);
}

/** the sandbox the login page comes from: a running one (--sandbox-url), or one started here (--sandbox) */
export async function platformSandbox(args: ParsedArgs): Promise<{ url: string | null; server: SandboxServer | null }> {
  const given = stringFlag(args, 'sandbox-url');
  if (given) return { url: given.replace(/\/+$/, ''), server: null };
  if (args.flags.get('sandbox') !== true) return { url: null, server: null };
  // the replicas load only for this command, not for every `cli` call
  const { startSandbox } = await import('./sandbox/index.js');
  const server = await startSandbox({ port: 0, loginRequired: true });
  return { url: server.baseUrl, server };
}

export async function platformCommand(engine: Engine, verb: string, rest: string[], args: ParsedArgs): Promise<number> {
  if (rest.length !== 1) throw new Error(PLATFORM_USAGE);
  const family = rest[0]!;
  const id = accountId(engine, args);
  if (verb === 'logout') {
    engine.sessions.logout(id, family);
    console.log(JSON.stringify({ family, state: 'never' }));
    return 0;
  }
  const timeout = intFlag(args, 'timeout', 10, 3600) ?? 300;
  console.error(`在打开的浏览器窗口中登录 ${family} (最长等待 ${timeout} 秒)…`);
  const outcome = await engine.sessions.startLogin(id, family, { timeoutMs: timeout * 1000 }).done;
  console.log(JSON.stringify({ family, state: outcome.state, message: outcome.message }));
  return outcome.state === 'logged_in' ? 0 : 1;
}
