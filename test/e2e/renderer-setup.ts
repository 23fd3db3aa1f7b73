// Vitest global setup: build the renderer once, before any e2e file starts. Each e2e file checks
// it too (a no-op when fresh), but two files building at once would empty out/renderer under a
// page that is still loading its lazy chunks.
import { ensureRendererBuilt } from './renderer-build.js';

function runsE2e(argv: string[]): boolean {
  const filters = argv.slice(argv.indexOf('run') + 1).filter((a) => !a.startsWith('-'));
  return filters.length === 0 || filters.some((f) => /e2e/.test(f));
}

export default function setup(): void {
  if (runsE2e(process.argv)) ensureRendererBuilt();
}
