// `npm run bench`: prints the figures quoted in issue notes. Never asserted in a test.
// The service runs as its own process (`serve --sandbox`), as scripts meet it; the clients run here.
import { rmSync } from 'node:fs';
import { exited, runCli, startServe } from '../helpers/processes.js';
import { tempDir } from '../helpers/service.js';
import { benchAnalysis } from './analysis-bench.js';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  const dataDir = tempDir('bench');
  const { token } = JSON.parse(runCli(['account', 'create', 'bench', '--balance', '100000', '--data-dir', dataDir]).stdout);
  const serve = await startServe(['--data-dir', dataDir, '--port', '0', '--sandbox', '--concurrency', '2']);
  try {
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(serve.url + path, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as any;
    };
    const waitFinal = async (taskId: string) => {
      for (;;) {
        const s = await call('GET', `/task/status/${taskId}`);
        if (['completed', 'partial_completed', 'failed', 'stopped'].includes(s.data.status)) return s.data;
        await new Promise((r) => setTimeout(r, 20));
      }
    };

    // 1. submit → completed, one deepseek sub-task in the sandbox (the first includes the browser start)
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const sub = await call('POST', '/task/batch/shared', { prompts: [`推荐几款国产手机 #${i}`], platforms: [{ platform: 'deepseek', mode: 'standard' }] });
      const final = await waitFinal(sub.data.taskId);
      runs.push(performance.now() - t0);
      if (final.status !== 'completed') throw new Error(`bench task ended ${final.status}`);
    }
    const warm = runs.slice(1).sort((a, b) => a - b);
    console.log(`submit→completed, 1 deepseek sub-task (standard) in the sandbox: cold ${runs[0]!.toFixed(0)} ms; warm median ${warm[Math.floor(warm.length / 2)]!.toFixed(0)} ms (${warm.map((r) => r.toFixed(0)).join(', ')})`);

    // 2. GET /task/status under 50 concurrent clients, with the engine idle and while it runs sub-tasks
    const statusLoad = async (label: string, taskId: string) => {
      const clients = 50;
      const perClient = 40;
      await Promise.all(Array.from({ length: clients }, () => call('GET', `/task/status/${taskId}`))); // open the connections
      const latencies: number[] = [];
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: clients }, async () => {
          for (let i = 0; i < perClient; i++) {
            const s = performance.now();
            const r = await call('GET', `/task/status/${taskId}`);
            latencies.push(performance.now() - s);
            if (!r.success) throw new Error(r.message);
          }
        }),
      );
      const wall = performance.now() - t0;
      latencies.sort((a, b) => a - b);
      console.log(
        `GET /task/status (20 sub-tasks), ${clients} concurrent clients × ${perClient}, ${label}: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ${(latencies.length / (wall / 1000)).toFixed(0)} req/s`,
      );
    };
    const idle = await call('POST', '/task/batch/shared', { prompts: Array.from({ length: 20 }, (_, i) => `问题 ${i}`), platforms: [{ platform: 'kimi', mode: 'standard' }] });
    await waitFinal(idle.data.taskId); // kimi has no adapter yet: its sub-tasks fail at once, the engine is idle
    await statusLoad('engine idle', idle.data.taskId);
    const busy = await call('POST', '/task/batch/shared', { prompts: Array.from({ length: 20 }, (_, i) => `推荐几款笔记本电脑 ${i}`), platforms: [{ platform: 'deepseek', mode: 'standard' }] });
    await new Promise((r) => setTimeout(r, 1500));
    await statusLoad('while 2 Chromium pages run sub-tasks on the same 2 cores', busy.data.taskId);
    await call('PUT', `/task/${busy.data.taskId}/stop`);
  } finally {
    serve.child.kill('SIGTERM');
    await exited(serve.child);
    rmSync(dataDir, { recursive: true, force: true });
  }

  // 3. brand analysis throughput on one core
  const a = benchAnalysis();
  console.log(`analysis: ${a.answersPerSecond.toFixed(0)} answers/s over ${a.answers} answers of ~${a.avgChars.toFixed(0)} chars (one core)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
