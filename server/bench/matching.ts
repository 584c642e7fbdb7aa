// Benchmark 1: matching-core throughput and latency, Khel's book vs hft-limit-order-book, on the
// same back/lay command mix in one run. Each engine: a warm-up run, then a timed run on a fresh
// book, then a latency run on another fresh book.

import { ENGINES } from './engines';
import { fmt, gc, latency, throughput, us } from './measure';
import { makeWorkload } from './workload';

const COMMANDS = Number(process.env.BENCH_COMMANDS ?? 1_000_000);
const warm = makeWorkload(200_000, 1, 1);
const mix = makeWorkload(COMMANDS, 42, 1);

console.log(`\n== matching core: ${fmt(COMMANDS)} commands (≈70% place back/lay near a walking mid, 30% cancel) ==`);
console.log(`node ${process.version}, ${process.platform}/${process.arch}`);
const results: Array<{ name: string; opsPerSec: number; restingSize: number }> = [];
for (const make of ENGINES) {
  const w = make();
  throughput(w, warm);
  gc();
  const timed = make();
  const t = throughput(timed, mix);
  gc();
  const l = latency(make(), mix);
  gc();
  results.push({ name: w.name, opsPerSec: t.opsPerSec, restingSize: timed.restingSize() });
  console.log(
    `${w.name.padEnd(28)} ${fmt(t.opsPerSec).padStart(12)} ops/s  ${fmt(t.nsPerOp).padStart(5)} ns/op   latency p50 ${us(l.p50)}  p90 ${us(l.p90)}  p99 ${us(l.p99)}  p99.9 ${us(l.p999)}  max ${us(l.max)}`,
  );
}
const [khel, hft] = results;
if (khel && hft && khel.restingSize !== hft.restingSize) {
  console.error(`the engines disagree: resting size ${khel.restingSize} vs ${hft.restingSize}`);
  process.exit(1);
}
if (khel && hft) console.log(`both engines end with the same resting size (${fmt(khel.restingSize)}).`);
if (khel && hft) console.log(`speed-up: ${fmt(khel.opsPerSec / hft.opsPerSec, 1)}× the throughput of ${hft.name}`);
