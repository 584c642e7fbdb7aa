// Deterministic randomness for the feed simulator and the benchmarks: the same seed gives the
// same calendar, prices and results, run after run.

/** Mulberry32: a small, fast, well-mixed 32-bit PRNG; returns numbers in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes several integers into one 32-bit seed (FNV-1a over their 32-bit halves). */
export function seedOf(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const p of parts) {
    for (const half of [p >>> 0, Math.floor(p / 4294967296) >>> 0]) {
      h ^= half;
      h = Math.imul(h, 0x01000193) >>> 0;
    }
  }
  return h;
}

export const pick = <T>(rnd: () => number, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
