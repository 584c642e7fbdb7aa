// The fortune wheel's round engine (outcome only; its page and wallet calls come with the page
// rewrite): 54 equal segments, one spin a round, the stake returned times the segment's
// multiplier. The segment is FairRandom(serverSeed, clientSeed, nonce).nextInt(54) — one draw, so a
// player checks a spin by one HMAC. Pure integer code: multipliers in hundredths, wins in paise.
import type { RandomSource } from '../../fair/random';

/** The wheel, segment by segment: each a multiplier of the stake in hundredths (0 = lost). */
export const WHEEL_SEGMENTS: readonly number[] = buildWheel([
  [0, 23],
  [700, 1],
  [300, 2],
  [200, 6],
  [150, 10],
  [100, 12],
]);

/** The segments laid out round the wheel: the multipliers spread, not bunched. */
function buildWheel(counts: ReadonlyArray<readonly [hundredths: number, count: number]>): number[] {
  const total = counts.reduce((n, [, c]) => n + c, 0);
  const wheel = new Array<number>(total).fill(-1);
  // place each multiplier's segments evenly (the losing ones first) in the next free slots
  for (const [hundredths, count] of counts) {
    for (let i = 0; i < count; i++) {
      let slot = Math.floor(((i + 0.5) * total) / count);
      while (wheel[slot % total] !== -1) slot++;
      wheel[slot % total] = hundredths;
    }
  }
  return wheel;
}

/** Return to player in basis points, exactly: Σ multipliers / segments. */
export const WHEEL_RTP_BASIS_POINTS = (WHEEL_SEGMENTS.reduce((a, b) => a + b, 0) * 100) / WHEEL_SEGMENTS.length;

export interface WheelOutcome {
  segment: number;
  multiplierHundredths: number;
}

/** One spin from the round's random source. */
export function spinWheel(random: RandomSource): WheelOutcome {
  const segment = random.nextInt(WHEEL_SEGMENTS.length);
  return { segment, multiplierHundredths: WHEEL_SEGMENTS[segment]! };
}

/** The win of a stake on an outcome, in paise (whole paise: stakes are whole rupees). */
export const wheelWinPaise = (stakePaise: number, outcome: WheelOutcome): number => (stakePaise * outcome.multiplierHundredths) / 100;
