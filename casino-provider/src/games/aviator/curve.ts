// The multiplier's flight: m(t) = e^(GROWTH · t) from 1.00x at take-off, read in whole hundredths.
// Floating point is used only to turn elapsed time into a multiplier, which is then an integer like
// any other odds; every amount is computed from that integer.

/** Growth per millisecond: 2.00x after ~8.7 s, 10x after ~29 s. */
export const GROWTH_PER_MS = 0.00008;

/** The multiplier in hundredths `elapsedMs` after take-off (100 = 1.00x). */
export function multiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  // The small epsilon keeps exact values (e.g. the time msToReach gives) from flooring one below.
  return Math.floor(100 * Math.exp(GROWTH_PER_MS * elapsedMs) + 1e-9);
}

/** Milliseconds after take-off when the multiplier first reads `hundredths`. */
export function msToReach(hundredths: number): number {
  if (hundredths <= 100) return 0;
  let ms = Math.ceil(Math.log(hundredths / 100) / GROWTH_PER_MS);
  // Correct for rounding either way so multiplierAt(ms) >= hundredths > multiplierAt(ms - 1).
  while (multiplierAt(ms) < hundredths) ms += 1;
  while (ms > 0 && multiplierAt(ms - 1) >= hundredths) ms -= 1;
  return ms;
}
