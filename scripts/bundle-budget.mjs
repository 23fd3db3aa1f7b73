// Prints the renderer's asset sizes after `electron-vite build` and fails when a budget is exceeded.
// Budgets are for minified bytes on disk (gzip shown for reference): the window loads from disk,
// a browser loads from loopback, so parse/compile cost — raw size — is what users feel.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIR = join(process.cwd(), 'out', 'renderer', 'assets');
const KB = 1024;
const BUDGET = {
  /** what the first paint needs: Vue, router, i18n, Element Plus, the shell */
  entryJs: 800 * KB,
  /** the largest lazily loaded chunk (ExcelJS, loaded only for import/export) */
  largestLazyJs: 1000 * KB,
  /** every script together */
  totalJs: 2700 * KB,
  totalCss: 400 * KB,
};

const files = readdirSync(DIR).map((name) => {
  const bytes = readFileSync(join(DIR, name));
  return { name, size: statSync(join(DIR, name)).size, gzip: gzipSync(bytes).length };
});
const html = readFileSync(join(process.cwd(), 'out', 'renderer', 'index.html'), 'utf8');
const entryName = /src="\.\/assets\/([^"]+\.js)"/.exec(html)?.[1];
const js = files.filter((f) => f.name.endsWith('.js'));
const css = files.filter((f) => f.name.endsWith('.css'));
const entry = js.find((f) => f.name === entryName);
const lazy = js.filter((f) => f !== entry).sort((a, b) => b.size - a.size);
const sum = (list, k = 'size') => list.reduce((a, f) => a + f[k], 0);
const fmt = (n) => `${(n / KB).toFixed(1)} KiB`;

const checks = [
  ['entry JS', entry?.size ?? Infinity, BUDGET.entryJs, entry?.gzip ?? 0],
  ['largest lazy JS', lazy[0]?.size ?? 0, BUDGET.largestLazyJs, lazy[0]?.gzip ?? 0],
  ['total JS', sum(js), BUDGET.totalJs, sum(js, 'gzip')],
  ['total CSS', sum(css), BUDGET.totalCss, sum(css, 'gzip')],
];
console.log('\nRenderer bundle budget (minified bytes; gzip for reference)');
for (const f of [...js, ...css].sort((a, b) => b.size - a.size).slice(0, 8)) console.log(`  ${f.name.padEnd(60)} ${fmt(f.size).padStart(12)}  gz ${fmt(f.gzip)}`);
let over = 0;
for (const [label, size, budget, gz] of checks) {
  const ok = size <= budget;
  if (!ok) over += 1;
  console.log(`  ${ok ? 'ok  ' : 'OVER'} ${label.padEnd(16)} ${fmt(size).padStart(12)} / ${fmt(budget)}  (gz ${fmt(gz)})`);
}
if (over) {
  console.error(`bundle budget exceeded in ${over} check(s)`);
  process.exit(1);
}
