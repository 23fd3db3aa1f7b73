// The UI figure of issue 9: how long a task of 800 sub-tasks (50 prompts × 16 platforms, all
// finished) takes to open in the 任务详情 page, in real Chromium against `serve --scripted`, from
// the route change to the whole prompts × platforms matrix on screen.
import { launchChromium } from '../helpers/chromium.js';
import { MODELS } from '../../src-main/engine/catalog.js';
import { ensureRendererBuilt } from '../e2e/renderer-build.js';
import { exited, runCli, startServe } from '../helpers/processes.js';
import { tempDir } from '../helpers/service.js';

export async function benchTaskOpen(): Promise<{ openMs: number[]; cells: number }> {
  ensureRendererBuilt();
  const dataDir = tempDir('bench-ui');
  const serve = await startServe(['--scripted', '--data-dir', dataDir, '--port', '0', '--concurrency', '16', '--retry-delay-ms', '0', '--max-retries', '0']);
  const browser = await launchChromium();
  try {
    const signIn = /Open the UI: (\S+)/.exec(serve.output())?.[1] ?? (await waitForLine(serve.output, /Open the UI: (\S+)/));
    const token = decodeURIComponent(/#token=([^&\s]+)/.exec(signIn)![1]!);
    runCli(['account', 'topup', 'desktop', '1000', '--data-dir', dataDir]);
    const platforms = MODELS.slice(0, 16).map((m) => ({ platform: m.modelCode, mode: 'standard' }));
    const call = async (method: string, path: string, body?: unknown) =>
      (await (await fetch(serve.url + path, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined })).json()) as { data: any; success: boolean; message: string };
    const sub = await call('POST', '/task/batch/shared', { prompts: Array.from({ length: 50 }, (_, i) => `推荐几款笔记本电脑 ${i}`), platforms, monitorKeywords: '联想' });
    if (!sub.success) throw new Error(sub.message);
    const taskId = sub.data.taskId as string;
    for (;;) {
      const s = await call('GET', `/task/status/${taskId}`);
      if (['completed', 'partial_completed', 'failed', 'stopped'].includes(s.data.status)) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const page = await browser.newPage({ viewport: { width: 1360, height: 900 } });
    await page.goto(`${serve.url}/#token=${token}`);
    await page.locator('[data-nav=tasks]').waitFor();
    const openMs: number[] = [];
    let cells = 0;
    for (let i = 0; i < 5; i++) {
      await page.goto(`${serve.url}/#/tasks`);
      await page.locator('[data-nav=tasks]').waitFor();
      const t0 = await page.evaluate(() => performance.now());
      await page.evaluate((id) => (location.hash = `#/tasks/${id}`), taskId);
      await page.waitForFunction(() => document.querySelectorAll('[data-cell]').length >= 800, undefined, { timeout: 30_000, polling: 'raf' });
      const t1 = await page.evaluate(() => performance.now());
      openMs.push(t1 - t0);
      cells = await page.locator('[data-cell]').count();
    }
    return { openMs, cells };
  } finally {
    await browser.close();
    serve.child.kill('SIGTERM');
    await exited(serve.child);
  }
}

async function waitForLine(output: () => string, re: RegExp): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const m = re.exec(output());
    if (m) return m[1]!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('serve printed no sign-in URL');
}
