// The compiled headless entries as a user starts and stops them: `npm run serve`, the
// `brand-monitor` bin, and every way of stopping (SIGTERM to npm or to node, Ctrl-C, a closed
// terminal) closing the engine and releasing the data dir's lock.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT, exited } from '../helpers/processes.js';
import { tempDir } from '../helpers/service.js';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function dataDir(): string {
  const d = tempDir('headless');
  dirs.push(d);
  return d;
}

function bin(args: string[]): { status: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['bin/brand-monitor.js', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** start and wait for the listening line; resolves with the child and its URL */
function start(cmd: string, args: string[]): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (c: Buffer) => {
      out += c.toString();
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) resolve({ child, url: m[1]!, output: () => out });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => reject(new Error(`exited ${code} before listening: ${out}`)));
  });
}

/** the pid of the node process running serve under `npm run` (npm → sh → node) */
function servePid(npmPid: number): number {
  for (let depth = 0, pids = [npmPid]; depth < 3; depth++) {
    const next = pids.flatMap((p) => spawnSync('pgrep', ['-P', String(p)], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean).map(Number));
    for (const p of next) {
      const cmd = spawnSync('ps', ['-o', 'args=', '-p', String(p)], { encoding: 'utf8' }).stdout;
      if (/^\S*node .*brand-monitor\.js serve/.test(cmd.trim())) return p;
    }
    pids = next;
  }
  throw new Error('serve process not found under npm');
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function gone(pid: number, timeoutMs = 20_000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (!alive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe.skipIf(process.platform === 'win32')('headless entries', () => {
  it('the bin runs the compiled CLI and refuses an unknown command with usage', () => {
    const dir = dataDir();
    const made = bin(['cli', 'account', 'create', 'binuser', '--balance', '5', '--data-dir', dir]);
    expect(made.status, made.stderr).toBe(0);
    expect(JSON.parse(made.stdout)).toMatchObject({ name: 'binuser' });
    expect(JSON.parse(bin(['cli', 'account', 'list', '--data-dir', dir]).stdout)[0]).toMatchObject({ name: 'binuser', balance: '5.00' });
    const bad = bin(['frobnicate']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('usage: brand-monitor serve');
    expect(existsSync(join(ROOT, 'out', 'service', 'serve.js'))).toBe(true);
  });

  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    it(`${signal} to the serve process closes the engine and releases the lock`, async () => {
      const dir = dataDir();
      const s = await start(process.execPath, ['bin/brand-monitor.js', 'serve', '--port', '0', '--data-dir', dir]);
      expect(existsSync(join(dir, 'engine.lock'))).toBe(true);
      s.child.kill(signal);
      const code = await exited(s.child);
      expect(`${code} ${s.child.signalCode}`, s.output()).toBe(`0 null`);
      expect(s.output()).toContain(`${signal}: stopping`);
      expect(existsSync(join(dir, 'engine.lock'))).toBe(false);
    });
  }

  it('SIGTERM to `npm run serve` (a supervisor, a closed terminal) stops serve too', async () => {
    const dir = dataDir();
    const s = await start('npm', ['run', '-s', 'serve', '--', '--port', '0', '--data-dir', dir]);
    const node = servePid(s.child.pid!);
    s.child.kill('SIGTERM');
    expect(await gone(node)).toBe(true);
    expect(existsSync(join(dir, 'engine.lock'))).toBe(false);
    // and the data dir is usable again at once
    const again = await start(process.execPath, ['bin/brand-monitor.js', 'serve', '--port', '0', '--data-dir', dir]);
    again.child.kill('SIGTERM');
    expect(await exited(again.child)).toBe(0);
  });

  it('Ctrl-C while Chromium runs a sub-task exits 0 after the engine closed (not 130 from Playwright)', async () => {
    const dir = dataDir();
    const { token } = JSON.parse(bin(['cli', 'account', 'create', 'ctrlc', '--balance', '5', '--data-dir', dir]).stdout);
    const s = await start(process.execPath, ['bin/brand-monitor.js', 'serve', '--port', '0', '--sandbox', '--data-dir', dir]);
    const call = async (method: string, path: string, body?: unknown) =>
      (await (await fetch(s.url + path, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })).json()) as any;
    const sub = await call('POST', '/task/batch/shared', { prompts: ['[sim:delay=20000] 慢问题'], platforms: [{ platform: 'deepseek', mode: 'standard' }] });
    for (let i = 0; i < 300; i++) {
      if ((await call('GET', `/task/status/${sub.data.taskId}`)).data.subTaskList[0].status === 'processing') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    s.child.kill('SIGINT');
    expect(await exited(s.child)).toBe(0);
    expect(existsSync(join(dir, 'engine.lock'))).toBe(false);
  });
});
