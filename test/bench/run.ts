// `npm run bench`: prints the figures quoted in issue notes. Never asserted in a test.
import { rmSync } from 'node:fs';
import { startService } from '../../src-main/service.js';
import { tempDir } from '../helpers/service.js';
import { benchAnalysis } from './analysis-bench.js';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  const dataDir = tempDir('bench');
  const svc = await startService({ dataDir, port: 0, sandbox: true, concurrency: 2 });
  try {
    const { token } = svc.engine.accounts.create('bench', 100_000);
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(svc.url + path, {
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

    // 1. submit → completed, one deepseek sub-task in the sandbox (first run includes browser start)
    const runs: number[] = [];
    for (let i = 0; i < 4; i++) {
      const t0 = performance.now();
      const sub = await call('POST', '/task/batch/shared', { prompts: [`推荐几款国产手机 #${i}`], platforms: [{ platform: 'deepseek', mode: 'standard' }] });
      const final = await waitFinal(sub.data.taskId);
      runs.push(performance.now() - t0);
      if (final.status !== 'completed') throw new Error(`bench task ended ${final.status}`);
    }
    console.log(`submit→completed, deepseek sandbox, 1 sub-task: first ${runs[0]!.toFixed(0)} ms (cold browser), then ${runs.slice(1).map((r) => r.toFixed(0)).join(' / ')} ms`);

    // 2. GET /task/status under 50 concurrent clients
    const sub = await call('POST', '/task/batch/shared', {
      prompts: Array.from({ length: 10 }, (_, i) => `问题 ${i}`),
      platforms: [{ platform: 'deepseek', mode: 'standard' }, { platform: 'kimi', mode: 'standard' }],
    });
    const taskId = sub.data.taskId;
    const clients = 50;
    const perClient = 40;
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
      `GET /task/status (20 sub-tasks), ${clients} concurrent clients × ${perClient}: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ${(latencies.length / (wall / 1000)).toFixed(0)} req/s (while the engine runs sub-tasks)`,
    );
    await call('PUT', `/task/${taskId}/stop`);
  } finally {
    await svc.close();
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
