// `npm run bench:web`: the front-end benchmark (a report, never a test). Builds what is missing,
// starts the built product (scripts/start.mjs --no-install --no-build, a fresh database) on its own
// ports, runs Lighthouse (mobile preset: simulated slow 4G, 4x CPU) in Debian's Chromium on the home
// page and an event page, three runs each, and prints the medians of LCP, TBT, CLS, the performance
// and accessibility scores and the bytes transferred, then the bundle report.
//
// Ports: the KHEL_*_PORT variables if set, else 3080-3089 and 4080; Chromium's debugging port is the
// shell's port + 7. KHEL_STATIC_COMPRESSION=off measures the site without compressed serving.
// BENCH_RUNS changes the number of runs, BENCH_PAGES=home|event measures one page; the last run's reports are written to $TMPDIR/khel-bench-web.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS || 3);
const CHROMIUM = '/usr/bin/chromium';
const defaults = { SERVER: 4080, SHELL: 3080, SPORTS: 3081, RACING: 3082, CASINO: 3083, ACCOUNT: 3084, PROVIDER: 3085, CONSOLE: 3086, FIXTURE: 3089 };
const env = { ...process.env };
for (const [name, port] of Object.entries(defaults)) env[`KHEL_${name}_PORT`] ||= String(port);
const shellPort = Number(env.KHEL_SHELL_PORT);
const debugPort = shellPort + 7;
const base = `http://127.0.0.1:${shellPort}`;
const outDir = path.join(os.tmpdir(), 'khel-bench-web');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// 1. Build what is missing (the parts' dist folders, their precompressed copies).
const fronts = ['shell', 'mfe-sports', 'mfe-racing', 'mfe-casino', 'mfe-account'];
const built = ['server/dist/main.js', 'casino-provider/dist/main.js', 'shell/dist/index.html', 'mfe-sports/dist-server/first-paint.cjs', ...fronts.slice(1).map((d) => `${d}/dist/mf-manifest.json`)];
if (!built.every((f) => fs.existsSync(path.join(root, f)))) {
  const r = spawnSync('node', ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
} else if (!fs.existsSync(path.join(root, 'shell/dist/index.html.br'))) {
  const { precompress } = (await import('../tools/precompress.js')).default;
  for (const d of fronts) precompress(path.join(root, d, 'dist'));
}

// 2. Start the product on a fresh database, and Chromium with its debugging port.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-bench-data-'));
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-bench-chromium-'));
const children = [];
const product = spawn('node', ['scripts/start.mjs', '--no-install', '--no-build'], {
  cwd: root,
  env: { ...env, KHEL_DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
});
children.push(product);
const chromium = spawn(
  CHROMIUM,
  [
    '--headless=new',
    `--remote-debugging-port=${debugPort}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--disable-dev-shm-usage',
    `--user-data-dir=${profileDir}`,
    'about:blank',
  ],
  { stdio: 'ignore' },
);
children.push(chromium);
const stop = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
};
process.on('SIGINT', () => (stop(), process.exit(130)));

async function until(what, check, seconds = 120) {
  for (let i = 0; i < seconds * 2; i++) {
    try {
      const v = await check();
      if (v) return v;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error(`${what} did not come up in ${seconds} s`);
}

try {
  await until('Chromium', async () => (await fetch(`http://127.0.0.1:${debugPort}/json/version`)).ok);
  // The home page's own request: once it lists a match, the product is up and has something to show.
  const matches = await until('the product', async () => {
    const res = await fetch(`${base}/api/v1/match/homeMatchesOpen`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const body = await res.json();
    const list = Array.isArray(body.data) ? body.data : [];
    return list.length ? list : null;
  });
  const m = matches[0];
  const allPages = { home: `${base}/`, event: `${base}/event-page/${m.sport_id}/${m.match_id}${m.market_id ? `/${m.market_id}` : ''}` };
  // BENCH_PAGES=home (or event): only those pages
  const only = (process.env.BENCH_PAGES || '').split(',').filter(Boolean);
  const pages = Object.fromEntries(Object.entries(allPages).filter(([name]) => !only.length || only.includes(name)));

  // 3. Lighthouse, mobile preset (its default), performance and accessibility.
  const { default: lighthouse } = await import('lighthouse');
  const loadAtStart = os.loadavg().map((l) => l.toFixed(1)).join(' ');
  fs.mkdirSync(outDir, { recursive: true });
  const results = {};
  for (const [name, url] of Object.entries(pages)) {
    results[name] = [];
    for (let run = 1; run <= RUNS; run++) {
      // On a loaded machine Chromium sometimes records no usable trace (NO_NAVSTART): that run is made again, twice at most.
      let lhr;
      for (let attempt = 1; ; attempt++) {
        ({ lhr } = await lighthouse(url, { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }));
        if (!lhr.runtimeError) break;
        if (attempt === 3) throw new Error(`${name}: ${lhr.runtimeError.message}`);
        console.log(`${name} run ${run}: ${lhr.runtimeError.code}, run again`);
      }
      const a = lhr.audits;
      const observed = a.metrics?.details?.items?.[0] ?? {};
      const row = {
        lcp: a['largest-contentful-paint'].numericValue,
        // what this machine's Chromium saw, unthrottled (the figures above are Lighthouse's simulation)
        lcpSeen: observed.observedLargestContentfulPaint ?? NaN,
        fcp: a['first-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
        perf: Math.round(lhr.categories.performance.score * 100),
        a11y: Math.round(lhr.categories.accessibility.score * 100),
        bytes: a['total-byte-weight'].numericValue,
      };
      results[name].push(row);
      console.log(`${name} run ${run}: LCP ${(row.lcp / 1000).toFixed(2)} s (seen ${Math.round(row.lcpSeen)} ms), TBT ${Math.round(row.tbt)} ms, CLS ${row.cls.toFixed(3)}, performance ${row.perf}, accessibility ${row.a11y}, ${(row.bytes / 1024).toFixed(0)} KiB`);
      if (run === RUNS) {
        fs.writeFileSync(path.join(outDir, `${name}.json`), JSON.stringify(lhr));
        const failing = Object.values(lhr.categories.accessibility.auditRefs)
          .map((ref) => a[ref.id])
          .filter((x) => x.score !== null && x.score < 1 && x.scoreDisplayMode === 'binary')
          .map((x) => x.id);
        const lcpElement = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
        console.log(`  failing accessibility audits: ${failing.join(', ') || 'none'}`);
        if (lcpElement) console.log(`  LCP element: ${lcpElement.slice(0, 160)}`);
        const bootup = (a['bootup-time']?.details?.items ?? []).slice(0, 3).map((x) => `${x.url.replace(/^https?:\/\/[^/]+/, '')} ${Math.round(x.total)} ms`);
        console.log(`  main-thread time by script (simulated): ${bootup.join(', ')}`);
        const requests = a['network-requests']?.details?.items ?? [];
        console.log(`  requests: ${requests.length}, the last ends at ${Math.round(Math.max(0, ...requests.map((r) => r.networkEndTime)))} ms (unthrottled)`);
      }
    }
  }

  console.log(`\nLighthouse ${RUNS} runs each, medians (compression ${env.KHEL_STATIC_COMPRESSION === 'off' ? 'off' : 'on'}; load average ${loadAtStart} at the start, ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} at the end):`);
  console.log('  page    LCP      FCP      TBT      CLS     perf  a11y  transferred  LCP seen (unthrottled)');
  for (const [name, rows] of Object.entries(results)) {
    const med = (k) => median(rows.map((r) => r[k]));
    console.log(
      `  ${name.padEnd(6)}  ${(med('lcp') / 1000).toFixed(2).padStart(5)} s  ${(med('fcp') / 1000).toFixed(2).padStart(5)} s  ${String(Math.round(med('tbt'))).padStart(4)} ms  ${med('cls').toFixed(3)}   ${String(med('perf')).padStart(3)}   ${String(med('a11y')).padStart(3)}   ${(med('bytes') / 1024).toFixed(0)} KiB      ${Math.round(med('lcpSeen'))} ms`,
    );
  }
  console.log(`  (last run's reports: ${outDir})`);
  (await import('../tools/bundle-report.mjs')).report();
} finally {
  stop();
  await sleep(500);
  for (const dir of [dataDir, profileDir]) fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
