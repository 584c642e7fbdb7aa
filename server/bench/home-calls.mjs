// Benchmark 6 (BENCHMARKS.md §6): the latency of the calls the home page makes on load, against a running server
// (`npm start`, or `node server/dist/main.js`) whose feed has been running a while (its market
// maker's bets are what made the menu call slow). Each round sends the page's calls at once, as a
// browser does: sport/getSports (the menu), match/homeMatchesOpen (the list) and GET ready (a
// call that does almost nothing: how long it waits shows whether calls queue behind another).
//   node server/bench/home-calls.mjs [baseUrl] [rounds]     (default http://127.0.0.1:4000, 30)
// Prints p50 / p95 / max per call in milliseconds. Not a test: figures go in BENCHMARKS.md.

const base = (process.argv[2] ?? `http://127.0.0.1:${process.env.KHEL_SERVER_PORT ?? 4000}`).replace(/\/$/, '');
const rounds = Number(process.argv[3] ?? 30);
const CALLS = [
  ['sport/getSports', 'POST'],
  ['match/homeMatchesOpen', 'POST'],
  ['ready', 'GET'],
];

async function timed(path, method) {
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/${path}`, {
    method,
    headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
    body: method === 'POST' ? '{}' : undefined,
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return performance.now() - started;
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const times = new Map(CALLS.map(([path]) => [path, []]));
for (let i = 0; i < rounds; i++) {
  const round = await Promise.all(CALLS.map(([path, method]) => timed(path, method)));
  round.forEach((ms, j) => times.get(CALLS[j][0]).push(ms));
  await new Promise((r) => setTimeout(r, 200)); // a page load, then a pause
}
console.log(`home calls against ${base}, ${rounds} rounds of ${CALLS.length} concurrent calls`);
for (const [path, list] of times) {
  const sorted = [...list].sort((a, b) => a - b);
  console.log(`${path.padEnd(24)} p50 ${pct(sorted, 50).toFixed(1).padStart(7)} ms   p95 ${pct(sorted, 95).toFixed(1).padStart(7)} ms   max ${sorted.at(-1).toFixed(1).padStart(7)} ms`);
}
