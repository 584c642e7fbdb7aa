// Timing helpers: throughput without per-op timers, latency with one hrtime pair per op.

import type { Engine } from './engines';
import type { Workload } from './workload';

export function throughput(engine: Engine, w: Workload): { opsPerSec: number; nsPerOp: number } {
  const start = process.hrtime.bigint();
  for (let i = 0; i < w.length; i++) engine.apply(w, i);
  const ns = Number(process.hrtime.bigint() - start);
  return { opsPerSec: (w.length * 1e9) / ns, nsPerOp: ns / w.length };
}

export interface Percentiles {
  p50: number;
  p90: number;
  p99: number;
  p999: number;
  max: number;
}

/** Per-op latency in ns (includes ~30–60 ns of timer overhead per op). */
export function latency(engine: Engine, w: Workload): Percentiles {
  const samples = new Float64Array(w.length);
  for (let i = 0; i < w.length; i++) {
    const t0 = process.hrtime.bigint();
    engine.apply(w, i);
    samples[i] = Number(process.hrtime.bigint() - t0);
  }
  samples.sort();
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99), p999: at(0.999), max: samples[samples.length - 1]! };
}

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
export const us = (ns: number) => `${fmt(ns / 1000, 2)} µs`;

export function gc(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
