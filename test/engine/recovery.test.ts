import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, runCli, startServe, type ServeProcess } from '../helpers/processes.js';
import { tempDir, waitFor } from '../helpers/service.js';

const dir = tempDir('crash');
let serve: ServeProcess | null = null;
afterAll(async () => {
  if (serve && serve.child.exitCode === null) {
    serve.child.kill('SIGKILL');
    await exited(serve.child);
  }
  rmSync(dir, { recursive: true, force: true });
});

async function call(url: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(url + path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as any;
}

describe('crash recovery', () => {
  it('a kill -9 mid-run loses nothing and charges nothing twice; SIGTERM puts work back', async () => {
    const { token } = JSON.parse(runCli(['account', 'create', 'crash', '--balance', '10', '--data-dir', dir]).stdout);
    // the scripted executor plays the [sim:delay] runs: this drill is about leases and the ledger
    const args = ['--data-dir', dir, '--port', '0', '--scripted', '--concurrency', '1', '--retry-delay-ms', '100'];
    serve = await startServe(args);
    const sub = await call(serve.url, token, 'POST', '/task/batch/shared', {
      prompts: ['[sim:delay=4000] 第一题', '[sim:delay=1500] 第二题', '第三题'],
      platforms: [{ platform: 'deepseek', mode: 'standard' }],
    });
    const taskId: string = sub.data.taskId;
    await waitFor(async () => {
      const s = await call(serve!.url, token, 'GET', `/task/status/${taskId}`);
      return s.data.subTaskList.some((x: any) => x.status === 'processing');
    }, 60_000);

    serve.child.kill('SIGKILL');
    await exited(serve.child);

    // restart: the orphaned lease is taken back and the sub-task runs again
    serve = await startServe(args);
    await waitFor(async () => {
      const s = await call(serve!.url, token, 'GET', `/task/status/${taskId}`);
      return s.data.subTaskList.some((x: any) => x.status === 'processing');
    }, 60_000);

    // a graceful stop mid-run puts the running sub-task back without spending a retry
    serve.child.kill('SIGTERM');
    expect(await exited(serve.child)).toBe(0);
    expect(serve.output()).toContain('SIGTERM');

    serve = await startServe(args);
    const final = await waitFor(async () => {
      const s = await call(serve!.url, token, 'GET', `/task/status/${taskId}`);
      return ['completed', 'partial_completed', 'failed'].includes(s.data.status) ? s.data : null;
    }, 120_000, 250);
    expect(final.status).toBe('completed');
    expect(final.message).toBe('任务进度: 3/3 已完成, 0 失败');

    const day = new Date();
    const d = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    const records = await call(serve.url, token, 'POST', '/api/reconciliation/records', { startDate: d, endDate: d, taskId });
    expect(records.data.total).toBe(3);
    expect(new Set(records.data.records.map((r: any) => r.subTaskId)).size).toBe(3);
    const balance = await call(serve.url, token, 'GET', '/api/reconciliation/balance');
    expect(balance.data.currentBalance).toBe('9.73');

    serve.child.kill('SIGTERM');
    await exited(serve.child);
  }, 240_000);
});
