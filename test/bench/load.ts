// Load tools for `npm run bench`: wrk (a separate process, as a scripting client is) against the
// service and against a bare Fastify route serving the very same bytes from memory.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LoadFigures {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

const WRK = '/usr/bin/wrk';

export function haveWrk(): boolean {
  return spawnSync(WRK, ['--version']).error === undefined;
}

function ms(text: string): number {
  const m = /^([\d.]+)(us|ms|s)$/.exec(text.trim());
  if (!m) return NaN;
  const v = Number(m[1]);
  return m[2] === 'us' ? v / 1000 : m[2] === 's' ? v * 1000 : v;
}

/** `wrk -t2 -c50 --latency` for `seconds`; any non-2xx answer counts as an error */
export function wrk(url: string, headers: Record<string, string>, seconds = 5): Promise<LoadFigures> {
  const args = ['-t2', '-c50', `-d${seconds}s`, '--latency'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('exit', () => {
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
      const p50 = /\s50%\s+(\S+)/.exec(out)?.[1];
      const p99 = /\s99%\s+(\S+)/.exec(out)?.[1];
      const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
      const sockErr = /Socket errors:.*?connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
      const errors = non2xx + (sockErr ? sockErr.slice(1).reduce((a, b) => a + Number(b), 0) : 0);
      if (!rps || !p50 || !p99) return reject(new Error(`wrk output not understood:\n${out}`));
      resolve({ rps, p50Ms: ms(p50), p99Ms: ms(p99), errors });
    });
  });
}

/**
 * A bare Fastify serving fixed JSON bodies at /<name> from memory: the ceiling a route can reach.
 * Its own plain-node process, as the service is (inside this tsx-run bench it would be slower).
 */
export async function bareFastify(texts: Record<string, string>): Promise<{ url: string; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'bm-bare-'));
  const file = join(dir, 'bodies.json');
  writeFileSync(file, JSON.stringify(texts));
  const child = spawn(process.execPath, [fileURLToPath(new URL('./bare-server.mjs', import.meta.url)), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.on('exit', (code) => reject(new Error(`bare Fastify exited with ${code}: ${out}`)));
  });
  return {
    url,
    close: async () => {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await gone;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface ProcInfo {
  ppid: number;
  rssBytes: number;
  cpuMs: number;
}

function processTable(): Map<number, ProcInfo> {
  const table = new Map<number, ProcInfo>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // fields after the name: state ppid … utime(11) stime(12) … rss(21), in clock ticks and pages
      table.set(Number(name), { ppid: Number(f[1]), rssBytes: Number(f[21]) * 4096, cpuMs: (Number(f[11]) + Number(f[12])) * 10 });
    } catch {
      /* exited meanwhile */
    }
  }
  return table;
}

function treeOf(rootPid: number): ProcInfo[] {
  const table = processTable();
  const out: ProcInfo[] = [];
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    const p = table.get(pid);
    if (p) out.push(p);
    for (const [child, info] of table) if (info.ppid === pid) stack.push(child);
  }
  return out;
}

/** user + system CPU time of a process and all its descendants so far (Linux) */
export function treeCpuMs(rootPid: number): number {
  return treeOf(rootPid).reduce((a, p) => a + p.cpuMs, 0);
}

/** resident memory of a process and all its descendants, from /proc (Linux) */
export function treeRssMb(rootPid: number): number {
  return treeOf(rootPid).reduce((a, p) => a + p.rssBytes, 0) / 1024 / 1024;
}
