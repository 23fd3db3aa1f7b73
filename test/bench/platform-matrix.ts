// `npm run bench:platforms -- <code>… [--prompt 推荐几款降噪耳机] [--screenshot 0|1|2] [--concurrency 2] [--one-by-one]`
// The given platform codes × every mode each allows (reasoning modes only where the code supports
// them), through the HTTP API of `serve --sandbox` run as its own process, as scripts meet it.
// A task lists each platform once, so one task is submitted per mode: all at the same moment
// (default: shows queueing under the given concurrency) or, with --one-by-one, each sub-task
// alone so its time is its own. Prints per sub-task its status, submit→completed time and which
// result fields came back filled, then the median per code. Never asserted in a test
// (timings are machine-dependent).
import { rmSync } from 'node:fs';
import { findModel } from '../../src-main/engine/catalog.js';
import { exited, runCli, startServe } from '../helpers/processes.js';
import { tempDir } from '../helpers/service.js';

const MODES = ['standard', 'reasoning', 'search', 'reasoning_search'] as const;
const FINAL = ['completed', 'partial_completed', 'failed', 'stopped'];
const VALUED = ['--prompt', '--screenshot', '--concurrency'];

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : NaN;
};

/** which result fields a sub-task came back with, e.g. `answer refs5 cited3 shot` */
function filledFields(s: any): string {
  return [
    s.answerContent ? `answer${s.answerContent.length}c` : '',
    s.reasoningProcess ? 'reasoning' : '',
    s.referenceList?.length ? `refs${s.referenceList.length}` : '',
    s.citationList?.length ? `cited${s.citationList.length}` : '',
    s.searchKeywords?.length ? `words${s.searchKeywords.length}` : '',
    s.recommendedQuestions?.length ? `followUps${s.recommendedQuestions.length}` : '',
    s.videoList?.length ? `videos${s.videoList.length}` : '',
    s.goods?.length ? `goods${s.goods.length}` : '',
    s.mediaContent?.length ? `media${s.mediaContent.length}` : '',
    s.pageScreenshot ? 'shot' : '',
    s.shareUrl ? 'share' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const codes = args.filter((a, i) => !a.startsWith('--') && !VALUED.includes(args[i - 1] ?? ''));
  if (codes.length === 0) throw new Error('usage: platform-matrix.ts <platform code>… [--prompt text] [--screenshot 0|1|2] [--concurrency N] [--one-by-one]');
  const prompt = option('prompt', '推荐几款降噪耳机');
  const screenshot = Number(option('screenshot', '1'));
  const concurrency = option('concurrency', '2');
  const oneByOne = args.includes('--one-by-one');
  const modesOf = (code: string) => MODES.filter((mode) => !mode.startsWith('reasoning') || findModel(code)?.supportsReasoning);

  const dataDir = tempDir('bench-platforms');
  const { token } = JSON.parse(runCli(['account', 'create', 'bench', '--balance', '100000', '--data-dir', dataDir]).stdout);
  const serve = await startServe(['--data-dir', dataDir, '--port', '0', '--sandbox', '--concurrency', concurrency]);
  try {
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(serve.url + path, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as any;
    };
    const waitEnd = async (ids: string[]) => {
      for (;;) {
        const states = await Promise.all(ids.map((id) => call('GET', `/task/status/${id}`)));
        if (states.every((s) => FINAL.includes(s.data.status))) return;
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const submit = async (mode: string, platforms: string[]) => {
      const at = Date.now();
      const r = await call('POST', '/task/batch/shared', { prompts: [prompt], platforms: platforms.map((platform) => ({ platform, mode, screenshot })) });
      if (!r.success) throw new Error(`submit ${mode}: ${r.code} ${r.message}`);
      return { id: r.data.taskId as string, at };
    };

    const tasks: { id: string; at: number }[] = [];
    if (oneByOne) {
      for (const code of codes) {
        for (const mode of modesOf(code)) {
          const t = await submit(mode, [code]);
          await waitEnd([t.id]);
          tasks.push(t);
        }
      }
    } else {
      const perMode = MODES.map((mode) => ({ mode, platforms: codes.filter((c) => modesOf(c).includes(mode)) })).filter((m) => m.platforms.length > 0);
      tasks.push(...(await Promise.all(perMode.map((m) => submit(m.mode, m.platforms)))));
      await waitEnd(tasks.map((t) => t.id));
    }

    const rows: { code: string; mode: string; ms: number; status: string; fields: string; error: string }[] = [];
    for (const { id, at } of tasks) {
      for (const s of (await call('GET', `/task/result/${id}`)).data.subTaskList) {
        // sub-task `time` is its completion time (ms, or s on older rows)
        const completedAt = typeof s.time === 'number' ? (s.time > 1e12 ? s.time : s.time * 1000) : NaN;
        rows.push({ code: s.platform, mode: s.mode, ms: completedAt - at, status: s.status, fields: filledFields(s), error: s.errorMessage ?? '' });
      }
    }
    rows.sort((a, b) => a.code.localeCompare(b.code) || MODES.indexOf(a.mode as never) - MODES.indexOf(b.mode as never));
    for (const r of rows) console.log(`${r.code.padEnd(16)} ${r.mode.padEnd(17)} ${r.status.padEnd(10)} ${String(Math.round(r.ms)).padStart(6)} ms  ${r.fields}${r.error ? `  ! ${r.error}` : ''}`);
    for (const code of codes) {
      const times = rows.filter((r) => r.code === code && r.status === 'completed' && Number.isFinite(r.ms)).map((r) => Math.round(r.ms));
      console.log(`${code}: submit→completed median ${median(times)} ms over ${times.length} completed sub-tasks (${times.join(', ')})`);
    }
    console.log(`${rows.length} sub-tasks, ${rows.filter((r) => r.status === 'completed').length} completed (${oneByOne ? 'one sub-task at a time' : `each mode's task submitted at once, concurrency ${concurrency}`})`);
  } finally {
    serve.child.kill('SIGTERM');
    await exited(serve.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
