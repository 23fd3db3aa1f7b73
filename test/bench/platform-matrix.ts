// `npx tsx test/bench/platform-matrix.ts yuanbao yuanbao_mobile`: every given code × every mode it
// allows, through the real HTTP API of an in-process sandbox service, and what each sub-task
// returned. A task lists each platform once, so one task is submitted per mode (all at once, or
// one after another with BENCH_SERIAL=1).
// Prints per sub-task the fields it carried and its submit→completed time, then the medians.
// Never asserted in a test (timings are machine-dependent).
import { rmSync } from 'node:fs';
import { findModel } from '../../src-main/engine/catalog.js';
import { startService } from '../../src-main/service.js';
import { tempDir } from '../helpers/service.js';

const MODES = ['standard', 'reasoning', 'search', 'reasoning_search'] as const;
const PROMPT = process.env.BENCH_PROMPT ?? '扫地机器人哪个牌子好？推荐几款';
/** BENCH_SERIAL=1: the modes one after another (no queueing), else all at once */
const SERIAL = process.env.BENCH_SERIAL === '1';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
};

async function main(): Promise<void> {
  const codes = process.argv.slice(2);
  if (codes.length === 0) throw new Error('usage: platform-matrix.ts <code> [code…]');
  const dataDir = tempDir('matrix');
  const service = await startService({ dataDir, port: 0, sandbox: true, concurrency: 2, maxRetries: 0 });
  try {
    const { token } = service.engine.accounts.create('matrix', 1_000_000);
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(service.url + path, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as any;
    };
    const finals = ['completed', 'partial_completed', 'failed', 'stopped'];
    const done = new Map<string, number>();
    const waitAll = async (tasks: { taskId: string }[]) => {
      while (tasks.some((t) => !done.has(t.taskId))) {
        for (const t of tasks) {
          if (done.has(t.taskId)) continue;
          const s = await call('GET', `/task/status/${t.taskId}`);
          if (finals.includes(s.data.status)) done.set(t.taskId, Date.now());
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const submit = async (mode: (typeof MODES)[number]) => {
      const platforms = codes.filter((c) => mode === 'standard' || mode === 'search' || findModel(c)?.supportsReasoning).map((platform) => ({ platform, mode, screenshot: 1 }));
      if (platforms.length === 0) return null;
      const at = Date.now();
      const r = await call('POST', '/task/batch/shared', { prompts: [PROMPT], platforms, monitorKeywords: '石头' });
      if (!r.success) throw new Error(`${mode}: ${r.message}`);
      return { taskId: r.data.taskId as string, at };
    };
    const tasks: { taskId: string; at: number }[] = [];
    if (SERIAL) {
      // one task at a time: submit→completed without queueing behind the other modes
      for (const mode of MODES) {
        const t = await submit(mode);
        if (t) tasks.push(t);
        await waitAll(tasks);
      }
    } else {
      for (const t of await Promise.all(MODES.map(submit))) if (t) tasks.push(t);
      await waitAll(tasks);
    }
    const perCode = new Map<string, number[]>();
    for (const t of tasks) {
      const result = (await call('GET', `/task/result/${t.taskId}`)).data;
      for (const s of result.subTaskList) {
        // sub-task `time` is its completion time (ms); failed ones have none: use when the task ended
        const ms = (typeof s.time === 'number' && s.time > 1e12 ? s.time : done.get(t.taskId)!) - t.at;
        if (s.status === 'completed') perCode.set(s.platform, [...(perCode.get(s.platform) ?? []), ms]);
        console.log(
          `${s.platform.padEnd(16)} ${s.mode.padEnd(17)} ${s.status.padEnd(10)} ${String(ms).padStart(6)} ms` +
            ` answer ${String(s.answerContent?.length ?? 0).padStart(5)}c refs ${s.referenceList?.length ?? 0} cited ${s.citationList?.length ?? 0}` +
            ` reasoning ${s.reasoningProcess ? 'yes' : 'no'} videos ${s.videoList?.length ?? 0} goods ${s.goods?.length ?? 0}` +
            ` followUps ${s.recommendedQuestions?.length ?? 0} words ${s.searchKeywords?.length ?? 0} share ${s.shareUrl ? 'yes' : 'no'} shot ${s.pageScreenshot ? 'yes' : 'no'}` +
            (s.errorMessage ? ` error ${s.errorMessage}` : ''),
        );
      }
    }
    for (const [code, xs] of perCode) console.log(`${code}: median submit→completed ${median(xs)} ms over ${xs.length} sub-tasks (${xs.join(', ')})`);
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
