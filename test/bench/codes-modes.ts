// `npx tsx test/bench/codes-modes.ts qianwen qianwen_mobile [--prompt 推荐几款降噪耳机] [--screenshot 1] [--concurrency 2] [--one-by-one]`
// Runs `serve --sandbox` as its own process, submits the given platform codes in each of the
// four modes (one task per mode: a task takes each platform once) at the same moment — or, with
// --one-by-one, each sub-task alone so its time is its own — polls until every task ends, and prints per sub-task its status, submit→completed time and which
// result fields came back filled. Never asserted in a test.
import { rmSync } from 'node:fs';
import { exited, runCli, startServe } from '../helpers/processes.js';
import { tempDir } from '../helpers/service.js';

const MODES = ['standard', 'reasoning', 'search', 'reasoning_search'] as const;
const FINAL = ['completed', 'partial_completed', 'failed', 'stopped'];

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const valued = new Set(['--prompt', '--screenshot', '--concurrency']);
  const codes = args.filter((a, i) => !a.startsWith('--') && !valued.has(args[i - 1] ?? ''));
  if (codes.length === 0) throw new Error('usage: codes-modes.ts <platform code>… [--prompt text] [--screenshot 0|1|2]');
  const prompt = option('prompt', '推荐几款降噪耳机');
  const screenshot = Number(option('screenshot', '1'));
  const concurrency = option('concurrency', '2');
  const dataDir = tempDir('bench-codes');
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
    const oneByOne = process.argv.includes('--one-by-one');
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
      if (!r.success) throw new Error(`submit ${mode}: ${r.message}`);
      return { id: r.data.taskId as string, at };
    };
    const tasks: { id: string; at: number }[] = [];
    if (oneByOne) {
      for (const mode of MODES) {
        for (const code of codes) {
          const t = await submit(mode, [code]);
          await waitEnd([t.id]);
          tasks.push(t);
        }
      }
    } else {
      tasks.push(...(await Promise.all(MODES.map((mode) => submit(mode, codes)))));
      await waitEnd(tasks.map((t) => t.id));
    }
    const rows: { code: string; mode: string; ms: number; status: string; fields: string; error: string }[] = [];
    for (const { id, at } of tasks) {
      const result = await call('GET', `/task/result/${id}`);
      for (const s of result.data.subTaskList) {
        const filled = [
          s.answerContent ? 'answer' : '',
          s.reasoningProcess ? 'reasoning' : '',
          s.referenceList?.length ? `refs${s.referenceList.length}` : '',
          s.citationList?.length ? `cited${s.citationList.length}` : '',
          s.searchKeywords?.length ? `words${s.searchKeywords.length}` : '',
          s.recommendedQuestions?.length ? `followups${s.recommendedQuestions.length}` : '',
          s.videoList?.length ? `videos${s.videoList.length}` : '',
          s.goods?.length ? `goods${s.goods.length}` : '',
          s.pageScreenshot ? 'screenshot' : '',
          s.shareUrl ? 'share' : '',
        ].filter(Boolean);
        const completedAt = typeof s.time === 'number' ? (s.time > 1e12 ? s.time : s.time * 1000) : NaN;
        rows.push({ code: s.platform, mode: s.mode, ms: completedAt - at, status: s.status, fields: filled.join(' '), error: s.errorMessage ?? '' });
      }
    }
    rows.sort((a, b) => a.code.localeCompare(b.code) || MODES.indexOf(a.mode as never) - MODES.indexOf(b.mode as never));
    for (const r of rows) console.log(`${r.code.padEnd(16)} ${r.mode.padEnd(17)} ${r.status.padEnd(10)} ${String(Math.round(r.ms)).padStart(6)} ms  ${r.fields}${r.error ? `  ! ${r.error}` : ''}`);
    const sorted = rows.map((r) => r.ms).filter(Number.isFinite).sort((a, b) => a - b);
    console.log(`${rows.length} sub-tasks, ${rows.filter((r) => r.status === 'completed').length} completed; submit→completed median ${Math.round(sorted[Math.floor(sorted.length / 2)] ?? NaN)} ms (${oneByOne ? 'one sub-task at a time' : `all submitted at once, concurrency ${concurrency}`})`);
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
