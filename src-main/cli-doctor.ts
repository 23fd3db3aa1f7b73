// `cli platform doctor <code> [--mode M] [--prompt TEXT] [--account NAME] [--out FILE]
// [--data-dir DIR] [--sandbox] [--share] [--json]`: exit 0 when every required hook passed, 1
// when one failed, 2 for a code without a page adapter or a usage error.
import { parseArgs, stringFlag } from './args.js';
import { findModel } from './engine/catalog.js';
import { MODES, type Mode } from './engine/domain.js';
import { formatReport, runDoctor, type DoctorOptions } from './engine/doctor/index.js';
import { Engine } from './engine/engine.js';
import { BrowserHost } from './engine/nodes/browser.js';
import { realSites } from './engine/nodes/routing.js';
import { needsVirtualDisplay, VirtualDisplay } from './engine/nodes/virtual-display.js';
import { getPlatformDefinition } from './engine/platforms/index.js';
import { defaultDataDir } from './paths.js';
import { sandboxPromptRouting, startSandbox, type SandboxServer } from './sandbox/index.js';

export const DOCTOR_USAGE =
  'cli platform doctor CODE [--mode standard|reasoning|search|reasoning_search] [--prompt TEXT] [--account NAME]\n' +
  '                         [--out FILE] [--data-dir DIR] [--sandbox] [--share] [--json]';

const FLAGS = ['mode', 'prompt', 'account', 'out', 'data-dir', 'sandbox', 'share', 'json'];
const DEFAULT_PROMPT = '推荐几款降噪耳机';

class UsageError extends Error {}

/** the exit code; prints the report (or the reason it could not run) */
export async function doctorCommand(argv: string[]): Promise<number> {
  try {
    return await doctor(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`cli: ${err.message}`);
    return 2;
  }
}

async function doctor(argv: string[]): Promise<number> {
  const args = parseArgs(argv, ['sandbox', 'share', 'json']);
  for (const name of args.flags.keys()) if (!FLAGS.includes(name)) throw new UsageError(`unknown flag --${name}\nusage: ${DOCTOR_USAGE}`);
  if (args.positional.length !== 1) throw new UsageError(`usage: ${DOCTOR_USAGE}`);
  const code = args.positional[0]!.toLowerCase();
  const def = getPlatformDefinition(code);
  if (!def) throw new UsageError(findModel(code) ? `no page adapter for ${code} yet` : `unknown platform code ${code}`);
  const mode = (stringFlag(args, 'mode') ?? 'search') as Mode;
  if (!MODES.includes(mode)) throw new UsageError(`--mode must be one of ${MODES.join(', ')}`);
  const dataDir = stringFlag(args, 'data-dir') ?? defaultDataDir();
  const accountName = stringFlag(args, 'account') ?? 'desktop';

  const engine = await Engine.open({
    dataDir,
    schedule: false,
    createExecutor: () => {
      throw new Error('the doctor runs no sub-tasks');
    },
  });
  let sandbox: SandboxServer | null = null;
  const display = new VirtualDisplay();
  let host: BrowserHost | null = null;
  try {
    const account = engine.accounts.list().find((a) => a.name === accountName);
    // saved logins live per (account, platform family); see the session store
    const session: DoctorOptions['session'] = account ? { file: engine.sessions.files.path(account.userId, def.family) } : { none: `no account ${accountName} in ${dataDir}` };
    sandbox = args.flags.get('sandbox') === true ? await startSandbox() : null;
    const routing = sandbox ? sandboxPromptRouting(sandbox.baseUrl) : realSites;
    const choice = routing.browser(def);
    const browserHost = new BrowserHost(engine.settings.get().browserPath, async () => ({
      headless: choice.headless,
      channel: choice.channel,
      display: !choice.headless && needsVirtualDisplay() ? await display.get() : null,
    }));
    host = browserHost;
    const report = await runDoctor({
      def,
      browser: await browserHost.get(),
      routing,
      mode,
      prompt: stringFlag(args, 'prompt') ?? DEFAULT_PROMPT,
      dataDir,
      session,
      out: stringFlag(args, 'out') ?? null,
      // the replicas' share links cost nothing; a real site's only when asked
      createShare: args.flags.get('share') === true || sandbox !== null,
    });
    console.log(args.flags.get('json') === true ? JSON.stringify(report, null, 2) : formatReport(report));
    return report.ok ? 0 : 1;
  } finally {
    await host?.close();
    await display.close();
    await sandbox?.close();
    await engine.close();
  }
}
