// Benchmark (not a test): how many players one provider process streams an Aviator round to.
//
// Starts the built provider (casino-provider/dist/main.js) pinned to one core (taskset -c 0), then
// for each N opens N WebSocket clients to /live/aviator from a second process pinned to the other
// core, and for MEASURE_MS records every tick's latency (arrival time − the tick's server timestamp;
// both processes read the same clock). Prints, per N, ticks received, p50/p99/max latency and
// the share of ticks delivered, and the largest N whose p99 ≤ 100 ms.
//
//   node casino-provider/bench/aviator-stream.mjs              # N = 1000, 2500, 5000, 10000, 15000
//   BENCH_CLIENTS=5000,8000 BENCH_MEASURE_MS=20000 node casino-provider/bench/aviator-stream.mjs
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..', '..');
const port = Number(process.env.BENCH_PROVIDER_PORT ?? 3695);
const sizes = (process.env.BENCH_CLIENTS ?? '1000,2500,5000,10000,15000').split(',').map(Number);
const measureMs = Number(process.env.BENCH_MEASURE_MS ?? 15_000);

if (process.argv[2] === 'clients') {
  await runClients(Number(process.argv[3]));
} else {
  await main();
}

async function main() {
  const provider = spawn('taskset', ['-c', '0', 'node', path.join(root, 'casino-provider/dist/main.js')], {
    env: { ...process.env, KHEL_PROVIDER_PORT: String(port), KHEL_LISTEN_HOST: '127.0.0.1', KHEL_API_URL: 'http://127.0.0.1:9/api/v1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await new Promise((r) => setTimeout(r, 1500));
  const rows = [];
  try {
    for (const n of sizes) {
      const out = await new Promise((resolve, reject) => {
        const child = spawn('taskset', ['-c', '1', process.execPath, fileURLToPath(import.meta.url), 'clients', String(n)], {
          env: { ...process.env, BENCH_PROVIDER_PORT: String(port), BENCH_MEASURE_MS: String(measureMs) },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let text = '';
        child.stdout.on('data', (d) => (text += d));
        child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(text)) : reject(new Error(`clients exited ${code}`))));
      });
      rows.push(out);
      console.log(
        `N=${String(n).padStart(6)}  connected ${out.connected}  ticks ${out.ticks}  delivered ${(100 * out.delivered).toFixed(1)}%  p50 ${out.p50} ms  p99 ${out.p99} ms  max ${out.max} ms`,
      );
    }
  } finally {
    provider.kill('SIGTERM');
  }
  const held = rows.filter((r) => r.connected === r.n && r.delivered > 0.99 && r.p99 <= 100).map((r) => r.n);
  console.log(`largest N with every client connected, ≥ 99% of ticks delivered and p99 ≤ 100 ms: ${held.length ? Math.max(...held) : 'none'}`);
}

async function runClients(n) {
  const WebSocket = createRequire(path.join(root, 'server', 'package.json'))('ws');
  const latencies = [];
  const sockets = [];
  let connected = 0;
  let measuring = false;
  const seenTicks = new Set();
  for (let i = 0; i < n; i += 1) {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/live/aviator`, { perMessageDeflate: false });
    ws.on('open', () => (connected += 1));
    ws.on('error', () => {});
    ws.on('message', (data) => {
      if (!measuring) return;
      const text = data.toString();
      if (!text.startsWith('{"type":"tick"')) return;
      const msg = JSON.parse(text);
      latencies.push(Date.now() - msg.ts);
      seenTicks.add(msg.ts);
    });
    sockets.push(ws);
    // Open in batches so the accept queue is not the thing measured.
    if (i % 500 === 499) await new Promise((r) => setTimeout(r, 50));
  }
  const deadline = Date.now() + 30_000;
  while (connected < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  measuring = true;
  await new Promise((r) => setTimeout(r, measureMs));
  measuring = false;
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? null;
  const expected = seenTicks.size * connected;
  process.stdout.write(JSON.stringify({ n, connected, ticks: seenTicks.size, delivered: expected ? latencies.length / expected : 0, p50: q(0.5), p99: q(0.99), max: latencies.at(-1) ?? null }));
  for (const ws of sockets) ws.terminate();
  process.exit(0);
}
