#!/usr/bin/env node
// `brand-monitor serve …` / `brand-monitor cli …` (also behind `npm run serve` and `npm run cli`):
// checks Node, builds the compiled service when it is missing or older than its sources, then runs
// it in this very process (no TypeScript loader, no second Node).
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const REQUIRED = [20, 19];
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < REQUIRED[0] || (major === REQUIRED[0] && minor < REQUIRED[1])) {
  console.error(
    `Brand Monitor needs Node.js ${REQUIRED.join('.')} or newer; this is ${process.version} (${process.execPath}).\n` +
      'Install a current Node.js LTS (https://nodejs.org/ or your package manager), then run `npm ci` again.',
  );
  process.exit(1);
}

const COMMANDS = ['serve', 'cli'];
const command = process.argv[2];
if (!COMMANDS.includes(command)) {
  console.error('usage: brand-monitor serve [flags…] | brand-monitor cli <command…>   (see README)');
  process.exit(2);
}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const { buildService, serviceBuildIsFresh, OUT_DIR } = await import(pathToFileURL(join(ROOT, 'scripts', 'build-service.mjs')).href);
if (!serviceBuildIsFresh()) {
  try {
    await buildService();
  } catch (err) {
    console.error(`brand-monitor: ${err.message}`);
    process.exit(1);
  }
}
// the entry reads its own flags from argv[2…]
process.argv.splice(2, 1);
await import(pathToFileURL(join(OUT_DIR, `${command}.js`)).href);
