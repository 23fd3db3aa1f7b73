// `npx tsx test/bench/family-modes.ts doubao doubao_mobile`: the given codes × the four modes
// (reasoning modes only where the code supports them; one task per mode, since a task holds each
// platform once, all submitted together) through the HTTP API of an in-process sandbox service;
// prints what each sub-task returned and the submit→completed time per sub-task (seen by polling
// the status every 100 ms), with the median per code.
// Figures for issue notes, never asserted in a test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findModel } from '../../src-main/engine/catalog.js';
import { startService } from '../../src-main/service.js';
import { runCli } from '../helpers/processes.js';

const MODES = ['standard', 'reasoning', 'search', 'reasoning_search'] as const;
const FINAL = ['completed', 'partial_completed', 'failed', 'stopped'];

async function main(): Promise<void> {
  const codes = process.argv.slice(2);
  if (codes.length === 0) throw new Error('usage: family-modes.ts <code>...');
  const prompt = process.env.BENCH_PROMPT ?? '婴儿奶粉哪个牌子好，有什么推荐？';
  const dataDir = mkdtempSync(join(tmpdir(), 'bm-family-bench-'));
  const { token } = JSON.parse(runCli(['account', 'create', 'bench', '--balance', '1000', '--data-dir', dataDir]).stdout) as { token: string };
  const service = await startService({ dataDir, port: 0, sandbox: true, concurrency: Number(process.env.BENCH_CONCURRENCY ?? 2) });
  try {
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(service.url + path, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as any;
    };
    // a task holds each platform once, so each mode is its own task, all submitted together
    const modes = MODES.map((mode) => ({
      mode,
      platforms: codes.filter((platform) => findModel(platform)?.supportsReasoning || !mode.startsWith('reasoning')).map((platform) => ({ platform, mode, screenshot: 1 })),
    })).filter((m) => m.platforms.length > 0);
    const doneAt = new Map<string, number>();
    const subs: any[] = [];
    await Promise.all(
      modes.map(async ({ platforms }) => {
        const t0 = performance.now();
        const submitted = await call('POST', '/task/batch/shared', { prompts: [prompt], platforms });
        if (!submitted.success) throw new Error(`submit refused: ${submitted.code} ${submitted.message}`);
        const taskId: string = submitted.data.taskId;
        for (;;) {
          const s = await call('GET', `/task/status/${taskId}`);
          for (const sub of s.data.subTaskList as { subTaskId: string; status: string }[]) {
            if (FINAL.includes(sub.status) && !doneAt.has(sub.subTaskId)) doneAt.set(sub.subTaskId, performance.now() - t0);
          }
          if (FINAL.includes(s.data.status)) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        subs.push(...(await call('GET', `/task/result/${taskId}`)).data.subTaskList);
      }),
    );
    const perCode = new Map<string, number[]>();
    for (const sub of subs.sort((a, b) => `${a.platform}/${MODES.indexOf(a.mode)}`.localeCompare(`${b.platform}/${MODES.indexOf(b.mode)}`))) {
      const ms = doneAt.get(String(sub.subTaskId)) ?? NaN;
      if (sub.status === 'completed') perCode.set(sub.platform, [...(perCode.get(sub.platform) ?? []), ms]);
      console.log(
        [
          `${sub.platform}/${sub.mode}`.padEnd(34),
          sub.status.padEnd(10),
          `${ms.toFixed(0)} ms`.padStart(9),
          `answer ${sub.answerContent?.length ?? 0}`,
          `refs ${sub.referenceList?.length ?? 0}`,
          `cited ${sub.citationList?.length ?? 0}`,
          `reasoning ${sub.reasoningProcess ? 'yes' : 'no'}`,
          `words ${sub.searchKeywords?.length ?? 0}`,
          `videos ${sub.videoList?.length ?? 0}`,
          `goods ${sub.goods?.length ?? 0}`,
          `media ${sub.mediaContent?.length ?? 0}`,
          `followUps ${sub.recommendedQuestions?.length ?? 0}`,
          `share ${sub.shareUrl ? 'yes' : 'no'}`,
          `shot ${sub.pageScreenshot ? 'yes' : 'no'}`,
          sub.errorMessage ? `error ${sub.errorMessage}` : '',
        ].join('  '),
      );
    }
    for (const [code, times] of perCode) {
      const sorted = [...times].sort((a, b) => a - b);
      console.log(`${code}: submit→completed median ${sorted[Math.floor((sorted.length - 1) / 2)]!.toFixed(0)} ms over ${sorted.length} sub-tasks (${sorted.map((t) => t.toFixed(0)).join(', ')})`);
    }
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
