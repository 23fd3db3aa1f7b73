// Runs the real headless entries (`serve`, `cli`) as child processes, as a user would.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function runCli(args: string[]): { status: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src-main/cli.ts', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

export interface ServeProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/**
 * `serve` from its sources through tsx (tests: what they check is the code as it is now), or
 * `npm`: `npm run serve -- …` exactly as the README starts it (the compiled service under plain node,
 * with the script's Node flags; the bench).
 */
export function startServe(args: string[], timeoutMs = 60_000, from: 'sources' | 'npm' = 'sources'): Promise<ServeProcess> {
  const [cmd, entry] = from === 'npm' ? ['npm', ['run', '--silent', 'serve', '--']] : [process.execPath, ['--import', 'tsx', 'src-main/serve.ts']];
  const child = spawn(cmd, [...entry, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start: ${out}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[0], output: () => out });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code}: ${out}`));
    });
  });
}

export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}
