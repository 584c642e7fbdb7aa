// Odds-cell update benchmark (issue 6, not a test): bundles odds-updates.tsx and its stream source
// worker, opens them in Chromium with 4× CPU throttling (the page's main thread; the worker, which
// stands for the network and the product's stream worker, runs unthrottled and its time is
// printed), and for rising update rates records cell updates/s offered by the stream, the batches
// the page applied (and the distinct cell changes they carried, fewer than offered: the window
// coalesces repeats), and the Long Animation Frames of 50 ms or more. Run: node mfe-sports/bench/run.mjs
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { chromium } = require('@playwright/test');

const out = mkdtempSync(path.join(tmpdir(), 'odds-bench-'));
/** One minified bundle of a bench source into the page's folder. */
const bundle = (entry, outName, options = {}) =>
  build({ entryPoints: [path.join(here, entry)], bundle: true, minify: true, outfile: path.join(out, outName), logLevel: 'error', ...options });
await bundle('odds-updates.tsx', 'bench.js', { jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' }, loader: { '.css': 'css' } });
await bundle('stream-source.worker.ts', 'source.js');
const sourceJs = readFileSync(path.join(out, 'source.js'), 'utf8');
if (sourceJs.includes('</script')) throw new Error('the worker code cannot be inlined');
writeFileSync(
  path.join(out, 'index.html'),
  `<!doctype html><html><head><link rel="stylesheet" href="bench.css"><style>${process.env.BENCH_CSS ?? ''}</style></head><body data-window-ms="${process.env.BENCH_WINDOW_MS ?? ''}"><div id="root"></div><script type="text/plain" id="stream-source">${sourceJs}</script><script src="bench.js"></script></body></html>`,
);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto('file://' + path.join(out, 'index.html'));
const cdp = await page.context().newCDPSession(page);
const throttle = Number(process.env.CPU_THROTTLE ?? 4);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
await page.evaluate(() => {
  window.longFrames = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.duration < 50) continue;
      // where the frame went: before rendering (tasks, React) and style/layout/paint
      const renderStart = e.renderStart || e.startTime + e.duration;
      const scripts = (e.scripts ?? [])
        .map((s) => ({ ms: s.duration, what: `${s.invokerType} ${s.invoker}`.slice(0, 60) }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 3);
      window.longFrames.push({ ms: e.duration, beforeRenderMs: renderStart - e.startTime, styleLayoutMs: e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0, scripts });
    }
  }).observe({ type: 'long-animation-frame', buffered: false });
});

// the stream's images have arrived and every cell shows a price
await page.waitForFunction(() => document.querySelectorAll('.odds-cell').length === 1080 && [...document.querySelectorAll('.odds-cell__price')].every((e) => /^\d/.test(e.textContent ?? '')));
if (process.env.BENCH_SCREENSHOT) await page.screenshot({ path: process.env.BENCH_SCREENSHOT });
const cells = await page.locator('.odds-cell').count();
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
console.log(`cells on the page: ${cells} (${throttle}x CPU throttling); ${cpus().length} cores, load average ${load()}`);
let best = 0;
const sizesShown = () => page.evaluate(() => [...document.querySelectorAll('.odds-cell__size')].map((e) => e.textContent).join());
for (const perFrame of (process.env.CELLS_PER_FRAME ?? '20,50,100,200,400,800').split(',').map(Number)) {
  const before = await sizesShown();
  await page.evaluate(() => (window.longFrames = []));
  await page.evaluate((n) => window.bench.start(n), perFrame);
  await page.waitForTimeout(5000);
  const { updates, ms, producerMs, coreMs, batches, batchCells, pageMs, cellsMs } = await page.evaluate(() => window.bench.stop());
  await page.waitForTimeout(500);
  const longFrames = await page.evaluate(() => window.longFrames);
  if ((await sizesShown()) === before) throw new Error('the cells did not change: the harness is not reaching the page');
  const rate = Math.round((updates / ms) * 1000);
  const perS = (x) => ((x / ms) * 1000).toFixed(0);
  const worst = longFrames.reduce((w, f) => (f.ms > (w?.ms ?? 0) ? f : w), null);
  const scripts = worst?.scripts.map((s) => `${Math.round(s.ms)} ms ${s.what}`).join('; ');
  const where = worst ? ` (max ${Math.round(worst.ms)} ms: ${Math.round(worst.beforeRenderMs)} ms before rendering [${scripts}], ${Math.round(worst.styleLayoutMs)} ms style/layout/paint)` : '';
  console.log(
    `${perFrame} cells/tick: ${rate} cell updates/s offered; page applied ${perS(batches)} batches/s of ${(batchCells / Math.max(1, batches)).toFixed(0)} changed cells (${perS(batchCells)} distinct cell changes/s: a cell changed twice in a window counts once) ` +
      `(per batch on the main thread: applying ${(pageMs / Math.max(1, batches)).toFixed(2)} ms, cells writing ${(cellsMs / Math.max(1, batches)).toFixed(2)} ms); ` +
      `worker unthrottled: making messages ${perS(producerMs)} ms/s, parsing and conflating ${perS(coreMs)} ms/s; long frames ≥50 ms: ${longFrames.length}${where}; load average ${load()}`,
  );
  if (longFrames.length === 0) best = Math.max(best, rate);
}
if (process.env.BENCH_TRACE) {
  // Where the main thread's time goes at one rate: a devtools timeline trace, summed by event.
  const perFrame = Number(process.env.BENCH_TRACE);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  await page.evaluate((n) => window.bench.start(n), perFrame);
  await page.waitForTimeout(3000);
  await page.evaluate(() => window.bench.stop());
  await cdp.send('Tracing.end');
  await done;
  // BENCH_TRACE_FILE: the whole trace too, for devtools' Performance panel or a script
  if (process.env.BENCH_TRACE_FILE) writeFileSync(process.env.BENCH_TRACE_FILE, JSON.stringify({ traceEvents: events }));
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const totals = new Map();
  const counts = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || e.pid !== main?.pid || e.tid !== main?.tid) continue;
    totals.set(e.name, (totals.get(e.name) ?? 0) + e.dur / 1000);
    counts.set(e.name, (counts.get(e.name) ?? 0) + 1);
  }
  const layouts = events.filter((e) => e.name === 'Layout' && e.pid === main?.pid && e.tid === main?.tid && e.args?.beginData);
  const avg = (f) => Math.round(layouts.reduce((n, e) => n + (f(e) ?? 0), 0) / Math.max(1, layouts.length));
  console.log(`layouts: ${layouts.length}, objects per layout: dirty ${avg((e) => e.args.beginData.dirtyObjects)} of ${avg((e) => e.args.beginData.totalObjects)}, roots ${avg((e) => e.args.endData?.layoutRoots?.length)}`);
  const commits = events.filter((e) => e.name === 'Commit' && e.pid === main?.pid && e.tid === main?.tid).length;
  console.log(`frames drawn: ${Math.round(commits / 3)}/s`);
  const top = [...totals].sort((a, b) => b[1] - a[1]).slice(0, 14);
  console.log(`main thread per second at ${perFrame} cells/frame (nested events overlap their parents): ` + top.map(([n, ms]) => `${n} ${Math.round(ms / 3)} ms (${Math.round(counts.get(n) / 3)}×)`).join(', '));
}
console.log(`sustained with no frame ≥50 ms: ${best} cell updates/s (load average now ${load()}: a loaded machine lowers every figure)`);
await browser.close();
