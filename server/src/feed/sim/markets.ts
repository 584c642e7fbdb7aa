// The simulator's markets and their prices, pure: each market's runners carry logit strengths
// (their probabilities are the softmax) that walk as time passes; the bookmaker follows the match
// odds; the market maker's ladder sizes vary like a real market's.
import { ladderIndex, priceAtIndex, snapDown } from '@khel/shared-kernel/betting';
import type { Fixture } from '../calendar';
import { prng, seedOf } from '../random';

export interface MarketSim {
  marketId: string;
  kind: 'odds' | 'bookmaker';
  marketType: string;
  /** logit strengths per runner; the probabilities are their softmax */
  strengths: number[];
  /**
   * the market whose fair price and result this one takes (the bookmaker follows the match odds):
   * never walked on its own, its strengths are pulled towards that market's each step
   */
  follows: MarketSim | null;
  selectionIds: number[];
  /** what each runner was last quoted at: a ladder rung (odds), a back percentage (bookmaker); -1 none */
  quotedAt: number[];
  lastQuoteMs: number;
  /** bookmaker: the quote stands until then unless the price moves a real step */
  holdUntilMs: number;
  /** how deep this market's ladder is, as a share of the standard quote (a main market is deeper than a side one) */
  depth: number;
  /** draws the sizes of its quotes */
  sizes: () => number;
}

export const SPORT_NAMES: Record<Fixture['kind'], string> = {
  cricket: 'Cricket',
  football: 'Football',
  tennis: 'Tennis',
  horse: 'Horse Racing',
  greyhound: 'Greyhound Racing',
  election: 'Election',
};
export const SPORT_ORDER: Record<Fixture['kind'], number> = { cricket: 1, football: 2, tennis: 3, horse: 4, greyhound: 5, election: 6 };
export const MARKET_NAMES: Record<string, string> = { MATCH_ODDS: 'Match Odds', BOOKMAKER: 'Bookmaker', WIN: 'Win', OVER_UNDER_25: 'Over/Under 2.5 Goals' };

/** A main market's ladder is deeper than a side market's; a race's win market is the deepest. */
const DEPTH: Record<string, [number, number]> = { MATCH_ODDS: [0.7, 1.6], WIN: [0.9, 2.0], OVER_UNDER_25: [0.35, 0.8], BOOKMAKER: [1, 1] };

export function marketsOf(seed: number, f: Fixture, rnd: () => number): MarketSim[] {
  const market = (n: number, kind: MarketSim['kind'], marketType: string, selectionIds: number[], follows: MarketSim | null = null): MarketSim => {
    const sizes = prng(seedOf(seed, f.eventId, 77, n));
    const [low, high] = DEPTH[marketType] ?? [0.5, 1];
    return {
      marketId: `1.${f.eventId * 10 + n}`,
      kind,
      marketType,
      selectionIds,
      strengths: follows ? [...follows.strengths] : selectionIds.map(() => (rnd() - 0.5) * 2),
      follows,
      quotedAt: selectionIds.map(() => -1),
      lastQuoteMs: -Infinity,
      holdUntilMs: -Infinity,
      depth: low + sizes() * (high - low),
      sizes,
    };
  };
  const ids = f.runners.map((r) => r.selectionId);
  switch (f.kind) {
    case 'cricket': {
      // the bookmaker desk prices the same match: its quotes follow the match odds' fair price
      const matchOdds = market(0, 'odds', 'MATCH_ODDS', ids);
      return [matchOdds, market(1, 'bookmaker', 'BOOKMAKER', ids, matchOdds)];
    }
    case 'football':
      return [market(0, 'odds', 'MATCH_ODDS', ids), market(2, 'odds', 'OVER_UNDER_25', [f.eventId * 10 + 7, f.eventId * 10 + 8])];
    case 'horse':
    case 'greyhound':
      return [market(0, 'odds', 'WIN', ids)];
    default:
      return [market(0, 'odds', 'MATCH_ODDS', ids)];
  }
}

/** the smallest size the house shows at a level (₹250): a player's ₹100 bet at the best price always matches */
export const MIN_LEVEL_PAISE = 25_000;

/**
 * The size of one of the market maker's quotes, in whole rupees (as paise): thinner at the best
 * price and deeper further out, as on a real exchange, scaled by the market's depth, deeper in
 * play, and drawn afresh each re-quote (±45 %), so no two levels read alike.
 */
export function levelSize(m: MarketSim, level: number, inPlay: boolean, standardPaise: number): number {
  const outward = [0.6, 1.1, 1.7][level] ?? 2;
  const noise = 0.55 + m.sizes() * 0.9;
  const paise = standardPaise * m.depth * outward * noise * (inPlay ? 1.4 : 1);
  return Math.max(MIN_LEVEL_PAISE, Math.round(paise / 100) * 100);
}

/** A winner drawn by the runners' fair probabilities. */
export function drawWinner(m: MarketSim, rnd: () => number): number {
  let r = rnd();
  for (const [i, p] of softmax(m.strengths).entries()) {
    if (r < p) return m.selectionIds[i]!;
    r -= p;
  }
  return m.selectionIds[m.selectionIds.length - 1]!;
}

export function softmax(strengths: number[]): number[] {
  const max = Math.max(...strengths);
  const e = strengths.map((s) => Math.exp(s - max));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / sum);
}

/** The ladder rung of fair odds 1/p (the walk's only float: a probability, never money). */
export function fairRung(p: number): number {
  return ladderIndex(snapDown(Math.round(100 / Math.max(p, 0.001))));
}

/** The house's back percentage at a fair ladder rung: 3% under the fair odds (45 → 1.45). */
export function bookmakerPercent(rung: number): number {
  return Math.max(1, Math.floor(((priceAtIndex(rung) - 100) * 97) / 100));
}

/** the desk re-quotes past its hold only when the fair price is this far off: a percentage of the quote, at least a few points */
const BOOKMAKER_MOVE_PERCENT = 5;
const BOOKMAKER_MOVE_MIN_POINTS = 2;
/** ... and within its hold only when it moved this far */
const BOOKMAKER_STEP_PERCENT = 15;
const BOOKMAKER_STEP_MIN_POINTS = 5;

export function movedAtAll(quoted: number, fair: number): boolean {
  if (quoted < 0) return true;
  return Math.abs(fair - quoted) * 100 >= Math.max(BOOKMAKER_MOVE_MIN_POINTS * 100, quoted * BOOKMAKER_MOVE_PERCENT);
}

export function movedRealStep(quoted: number, fair: number): boolean {
  if (quoted < 0) return true;
  return Math.abs(fair - quoted) * 100 >= Math.max(BOOKMAKER_STEP_MIN_POINTS * 100, quoted * BOOKMAKER_STEP_PERCENT);
}

/**
 * A following market's strengths move this share of the way to its leader's each step: the desk
 * follows the exchange's fair price without copying its tick-by-tick noise (its quotes stay put).
 */
export const FOLLOW_RATE = 0.05;

export function follow(m: MarketSim, leader: MarketSim, rate: number): void {
  for (let i = 0; i < m.strengths.length; i++) m.strengths[i] = m.strengths[i]! + (leader.strengths[i]! - m.strengths[i]!) * rate;
}

export function walk(m: MarketSim, rnd: () => number, volatility: number): void {
  for (let i = 0; i < m.strengths.length; i++) m.strengths[i] = m.strengths[i]! + (rnd() - 0.5) * volatility;
}
