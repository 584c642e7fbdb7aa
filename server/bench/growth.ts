// Benchmark 3: cost growth. The same command mix against books already holding 10, 1,000 and
// 100,000 resting orders (deep in the book, away from the action). Flat is the target.

import { ENGINES } from './engines';
import { fmt, gc, throughput } from './measure';
import { makeDepth, makeWorkload } from './workload';

const COMMANDS = Number(process.env.BENCH_COMMANDS ?? 500_000);
const DEPTHS = [10, 1_000, 100_000];
const warm = makeWorkload(100_000, 1, 1);
const mix = makeWorkload(COMMANDS, 42, 1);

console.log(`\n== cost growth: ${fmt(COMMANDS)} commands against N resting orders ==`);
for (const make of ENGINES) {
  throughput(make(), warm);
  const cells: string[] = [];
  let name = '';
  for (const depth of DEPTHS) {
    const engine = make();
    name = engine.name;
    const prefill = makeDepth(depth);
    for (let i = 0; i < prefill.length; i++) engine.apply(prefill, i);
    gc();
    const t = throughput(engine, mix);
    cells.push(`N=${fmt(depth).padStart(7)}: ${fmt(t.nsPerOp).padStart(5)} ns/op (${fmt(t.opsPerSec)} ops/s)`);
  }
  console.log(`${name.padEnd(28)} ${cells.join('   ')}`);
}
