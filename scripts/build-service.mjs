// Builds the headless entries (`serve`, `cli`) to plain JavaScript in out/service/, so they start
// under plain `node` without a TypeScript loader. Packages stay external (better-sqlite3 is
// native, playwright-core and fastify load their own files); the JSON resources are bundled.
// `--if-stale` builds only when a source is newer than the output (postinstall, first start).
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const OUT_DIR = join(ROOT, 'out', 'service');
// and the service's worker threads, found next to serve.js (src-main/threads.ts)
export const ENTRIES = {
  serve: 'src-main/serve.ts',
  cli: 'src-main/cli.ts',
  'node-worker': 'src-main/engine/nodes/worker-entry.ts',
};
const SOURCES = ['src-main', 'resources', 'package.json', 'scripts/build-service.mjs'];

function newestMtime(path) {
  let st;
  try {
    st = statSync(path);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/** true when every entry is built and no source changed since (no sources: a packaged install) */
export function serviceBuildIsFresh() {
  let built = Infinity;
  for (const name of Object.keys(ENTRIES)) {
    try {
      built = Math.min(built, statSync(join(OUT_DIR, `${name}.js`)).mtimeMs);
    } catch {
      return false;
    }
  }
  return Math.max(...SOURCES.map((s) => newestMtime(join(ROOT, s)))) <= built;
}

export async function buildService() {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    throw new Error('esbuild is not installed: run `npm ci` (with dev dependencies) and then `npm run build`');
  }
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    outdir: OUT_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // the node pool is imported on first use: its own chunk, so Playwright loads only then
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    legalComments: 'none',
  });
  // esbuild keeps a helper process for later builds; a starting service must not carry it
  await esbuild.stop?.();
  // so Node treats the output as ES modules wherever it is copied
  writeFileSync(join(OUT_DIR, 'package.json'), '{ "type": "module" }\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const ifStale = process.argv.includes('--if-stale');
  if (ifStale && serviceBuildIsFresh()) process.exit(0);
  buildService().then(
    () => console.log(`built ${Object.keys(ENTRIES).join(', ')} → out/service/`),
    (err) => {
      console.error(`build-service: ${err.message}`);
      // an install without dev dependencies still succeeds; starting then says what to do
      process.exit(ifStale ? 0 : 1);
    },
  );
}
