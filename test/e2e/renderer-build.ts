// The e2e tests drive the built renderer (out/renderer) as `serve` hands it out. Built once here
// when missing or older than any renderer source; `npm run build` does the same for users.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

export function ensureRendererBuilt(): void {
  const index = join(ROOT, 'out', 'renderer', 'index.html');
  const sources = Math.max(newest(join(ROOT, 'src-renderer')), statSync(join(ROOT, 'src-main', 'api', 'contract.ts')).mtimeMs);
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  execFileSync(process.execPath, [join(ROOT, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js'), 'build'], { cwd: ROOT, stdio: 'inherit' });
}
