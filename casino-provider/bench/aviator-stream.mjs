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
import { readFileSync } from 'node:fs';
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

/** The process's CPU time (user + system) in ms, from /proc (clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
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
        let cpuAtStart = 0;
        let cpuAtEnd = 0;
        child.stdout.on('data', (d) => {
          text += d;
          // 'M' marks the start of the measuring window, the JSON its end: the provider's CPU time between.
          if (text.startsWith('M') && !cpuAtStart) cpuAtStart = cpuMs(provider.pid);
          if (text.endsWith('}') && !cpuAtEnd) cpuAtEnd = cpuMs(provider.pid);
        });
        child.on('exit', (code) => {
          if (code !== 0) return reject(new Error(`clients exited ${code}`));
          const row = JSON.parse(text.slice(1));
          const deliveries = row.ticks * row.connected * row.delivered;
          resolve({ ...row, cpuMs: cpuAtEnd - cpuAtStart, cpuUsPerDelivery: deliveries ? (1000 * (cpuAtEnd - cpuAtStart)) / deliveries : null });
        });
      });
      rows.push(out);
      console.log(
        `N=${String(n).padStart(6)}  connected ${out.connected}  ticks ${out.ticks}  delivered ${(100 * out.delivered).toFixed(1)}%  p50 ${out.p50} ms  p99 ${out.p99} ms  max ${out.max} ms  provider CPU ${out.cpuMs} ms (${out.cpuUsPerDelivery?.toFixed(2)} µs a delivered tick)`,
      );
    }
  } finally {
    provider.kill('SIGTERM');
  }
  const perDelivery = rows.map((r) => r.cpuUsPerDelivery).filter((v) => v !== null).sort((a, b) => a - b);
  const median = perDelivery[Math.floor(perDelivery.length / 2)];
  if (median) console.log(`provider CPU a delivered tick (median over runs): ${median.toFixed(2)} µs → one tick's fan-out to N clients takes N × that on a core of its own; 100 ms is reached at N ≈ ${Math.floor(100_000 / median)}`);
  const held = rows.filter((r) => r.connected === r.n && r.delivered > 0.99 && r.p99 <= 100).map((r) => r.n);
  console.log(`largest N with every client connected, ≥ 99% of ticks delivered and p99 ≤ 100 ms: ${held.length ? Math.max(...held) : 'none'}`);
}

// The clients are raw TCP sockets speaking just enough WebSocket (a handshake, then unmasked text
// frames in) so that their own cost stays far below the server's: what is measured is the provider.
async function runClients(n) {
  const net = await import('node:net');
  const latencies = [];
  const sockets = [];
  let connected = 0;
  let measuring = false;
  const seenTicks = new Set();
  const handshake = `GET /live/aviator HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`;
  const open = () => {
    const socket = net.connect(port, '127.0.0.1');
    let upgraded = false;
    let pending = Buffer.alloc(0);
    socket.on('connect', () => socket.write(handshake));
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      if (!upgraded) {
        const end = pending.indexOf('\r\n\r\n');
        if (end < 0) return;
        upgraded = true;
        connected += 1;
        pending = pending.subarray(end + 4);
      }
      // Read whole frames: 0x81, a 7-bit, 16-bit or 64-bit length, the text.
      for (;;) {
        if (pending.length < 2) break;
        let len = pending[1] & 0x7f;
        let at = 2;
        if (len === 126) { if (pending.length < 4) break; len = pending.readUInt16BE(2); at = 4; }
        else if (len === 127) { if (pending.length < 10) break; len = Number(pending.readBigUInt64BE(2)); at = 10; }
        if (pending.length < at + len) break;
        if (measuring && pending[at + 9] === 0x74 /* {"type":"t(ick)" */) {
          const text = pending.toString('latin1', at, at + len);
          if (text.startsWith('{"type":"tick"')) {
            const ts = Number(text.slice(text.lastIndexOf('"ts":') + 5, -1));
            latencies.push(Date.now() - ts);
            seenTicks.add(ts);
          }
        }
        pending = pending.subarray(at + len);
      }
    });
    sockets.push(socket);
  };
  for (let i = 0; i < n; i += 1) {
    open();
    // Open in batches so the accept queue is not the thing measured.
    if (i % 250 === 249) await new Promise((r) => setTimeout(r, 20));
  }
  const deadline = Date.now() + 60_000;
  while (connected < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  measuring = true;
  process.stdout.write('M');
  await new Promise((r) => setTimeout(r, measureMs));
  measuring = false;
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? null;
  const expected = seenTicks.size * connected;
  process.stdout.write(JSON.stringify({ n, connected, ticks: seenTicks.size, delivered: expected ? latencies.length / expected : 0, p50: q(0.5), p99: q(0.99), max: latencies.at(-1) ?? null }));
  for (const s of sockets) s.destroy();
  process.exit(0);
}
