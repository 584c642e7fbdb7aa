// European roulette (one zero): 37 pockets; returns (stake included): straight 36×, dozen and
// column 3×, red/black, odd/even, 1-18/19-36 2×. RTP 36/37 = 97.30% on every bet.
import type { RandomSource } from '../../fair/seeds';
import type { TableRules } from './timed-table';

export const RED_NUMBERS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type RouletteResult = number;

const OUTSIDE: Record<string, (n: number) => boolean> = {
  red: (n) => RED_NUMBERS.has(n),
  black: (n) => n !== 0 && !RED_NUMBERS.has(n),
  odd: (n) => n % 2 === 1,
  even: (n) => n !== 0 && n % 2 === 0,
  low: (n) => n >= 1 && n <= 18,
  high: (n) => n >= 19,
  dozen1: (n) => n >= 1 && n <= 12,
  dozen2: (n) => n >= 13 && n <= 24,
  dozen3: (n) => n >= 25,
  col1: (n) => n !== 0 && n % 3 === 1,
  col2: (n) => n !== 0 && n % 3 === 2,
  col3: (n) => n !== 0 && n % 3 === 0,
};
const RETURN_MULTIPLE: Record<string, number> = { dozen1: 3, dozen2: 3, dozen3: 3, col1: 3, col2: 3, col3: 3 };

export const rouletteRules: TableRules<RouletteResult> = {
  isSpot: (spot) => Object.hasOwn(OUTSIDE, spot) || /^n([0-9]|[12][0-9]|3[0-6])$/.test(spot),
  outcome: (random: RandomSource) => random.nextInt(37),
  returnOf: (spot, stakePaise, n) => {
    if (spot.startsWith('n')) return Number(spot.slice(1)) === n ? stakePaise * 36 : 0;
    return OUTSIDE[spot]!(n) ? stakePaise * (RETURN_MULTIPLE[spot] ?? 2) : 0;
  },
};
