// Non-runners (Betfair's REMOVED runners) at settlement: bets on a removed runner are void, and each
// fill on another runner matched before a removal settles at a price reduced by the removed runner's
// reduction factor (Betfair's `adjustmentFactor`), as Betfair's exchange rules have it:
// - a WIN market reduces the matched price: 10.00 with a 25 % factor → 7.50 (factors under 2.5 % are
//   not applied);
// - a PLACE market reduces the winnings only: 8.00 with a 25 % factor → 1 + 7 × 0.75 = 6.25 (every
//   factor is applied, however small);
// - several removals: each reduces the fills matched before its own removal, one after the other
//   (the price as the earlier removal left it is reduced again: 10.00, 25 % then 20 % → 6.00).
// Integer arithmetic throughout (factors in hundredths of a percent, prices in hundredths); the
// reduced price is rounded down to a whole hundredth, never below 1.01. Both sides of a fill settle
// at the same reduced price, so what the backer wins the layer loses: the rounding (under one
// hundredth of the stake) favours the layer and the exchange stays zero-sum (Betfair's own example,
// 8.6 reduced by 16.2 %, shows 7.21; here 7.20). A reduced price need not be a tick of the ladder.
// - an unmatched lay kept in play ('keep') on another runner, when a material removal lapses the
//   lays (cancel-and-lapse.ts), is not lapsed but stands at its price reduced the same way, rounded
//   down to a tick of the ladder (`keptLayPrice`), as Betfair reduces the odds of its 'keep' lays.
//   Down: a lower lay price is the layer's side (a smaller liability, never a price more generous to
//   backers than the one the layer asked, once reduced), as the settlement's rounding is; and a lay
//   moved down never crosses the backs resting above it.

import { snapDown } from '@khel/shared-kernel/betting';

/** How a market's prices are reduced when a runner is removed: WIN markets the price, PLACE the winnings. */
export type Reduction = 'win' | 'place';

/** A removed runner: its reduction factor (hundredths of a percent, null: none) and when it was removed (ms). */
export interface Removal {
  selectionId: number;
  factorBps: number | null;
  removedAt: number | null;
}

/** A WIN market ignores a factor under 2.5 %. */
export const WIN_MIN_FACTOR_BPS = 250;
const MIN_PRICE = 101;

/** Whether a removal reduces the fills before it in a market reduced this way (a WIN market ignores small factors). */
export function reduces(r: Pick<Removal, 'factorBps'>, reduction: Reduction): boolean {
  return r.factorBps !== null && r.factorBps > 0 && (reduction === 'place' || r.factorBps >= WIN_MIN_FACTOR_BPS);
}

/** The removals that reduce a fill matched at `matchedAt` (ms) in a market reduced this way, oldest first. */
export function reducingRemovals(matchedAt: number, reduction: Reduction, removals: readonly Removal[]): Removal[] {
  return removals
    .filter((r) => r.removedAt !== null && matchedAt < r.removedAt && reduces(r, reduction))
    .sort((a, b) => a.removedAt! - b.removedAt!);
}

/** A fill's price after the removals that came after it was matched. */
export function reducedPrice(price: number, matchedAt: number, reduction: Reduction, removals: readonly Removal[]): number {
  return reducedBy(price, reduction, reducingRemovals(matchedAt, reduction, removals));
}

/** A price (hundredths) reduced by these removals' factors (each one that `reduces`), in integers, rounded down once. */
export function reducedBy(price: number, reduction: Reduction, applied: ReadonlyArray<Pick<Removal, 'factorBps'>>): number {
  if (applied.length === 0) return price;
  let num = BigInt(reduction === 'win' ? price : price - 100);
  let den = 1n;
  for (const r of applied) {
    num *= BigInt(10_000 - Math.min(10_000, r.factorBps!));
    den *= 10_000n;
  }
  const reduced = Number(num / den); // rounded down: both sides of the fill use it
  return Math.max(MIN_PRICE, reduction === 'win' ? reduced : 100 + reduced);
}

/** A kept unmatched lay's price after a removal that reduces the market: reduced as a fill's would be, rounded down to a ladder tick (at least 1.01). */
export function keptLayPrice(price: number, reduction: Reduction, removal: Pick<Removal, 'factorBps'>): number {
  return snapDown(reducedBy(price, reduction, reduces(removal, reduction) ? [removal] : []));
}
