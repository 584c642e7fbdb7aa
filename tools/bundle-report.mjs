// The bundle report: gzipped size of the shell's initial JavaScript, of each remote's initial
// JavaScript (remoteEntry plus what its `./pages` module needs at once) and of each remoteEntry.
// A report, not a test; the budgets are printed beside the figures.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const KiB = 1024;
const BUDGET = { shell: 150 * KiB, remote: 60 * KiB, remoteEntry: 5 * KiB };

const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kib = (n) => `${(n / KiB).toFixed(1)} KiB`;
const mark = (n, budget) => (budget === Infinity ? '' : n <= budget ? 'within' : 'OVER');

const rows = [];

// Shell: what it runs before its first render (initial-js.json, written by tools/initial-js-plugin.js:
// the entry, the bootstrap chunk group and the shared modules it consumes), and beside it every
// script it builds (the rest loads lazily: other languages, the zone table).
{
  const dist = path.join(root, 'shell', 'dist');
  const initial = JSON.parse(fs.readFileSync(path.join(dist, 'initial-js.json'), 'utf8'));
  rows.push(['shell', 'initial JS', initial.reduce((sum, s) => sum + gz(path.join(dist, s)), 0), BUDGET.shell]);
  const all = fs.readdirSync(dist).filter((f) => f.endsWith('.js'));
  rows.push(['shell', 'all JS', all.reduce((sum, s) => sum + gz(path.join(dist, s)), 0), Infinity]);
}

for (const section of ['sports', 'racing', 'casino', 'account']) {
  const dist = path.join(root, `mfe-${section}`, 'dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const entry = gz(path.join(dist, 'remoteEntry.js'));
  const pages = manifest.exposes.find((e) => e.path === './pages');
  const sync = pages ? pages.assets.js.sync : [];
  const initial = entry + sync.reduce((sum, f) => sum + gz(path.join(dist, f)), 0);
  rows.push([section, 'initial JS', initial, BUDGET.remote]);
  rows.push([section, 'remoteEntry', entry, BUDGET.remoteEntry]);
}

console.log('\nBundle report (gzip -9):');
for (const [part, what, size, budget] of rows) {
  const limit = budget === Infinity ? '' : `budget ${kib(budget).padStart(9)}  ${mark(size, budget)}`;
  console.log(`  ${part.padEnd(8)} ${what.padEnd(12)} ${kib(size).padStart(10)}   ${limit}`);
}
