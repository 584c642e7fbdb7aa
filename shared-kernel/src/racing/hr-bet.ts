// Racing bets (§5, §7.3): what the slip sends to bet/saveHrBet. A combined bet of 2–4 runners splits
// the player's whole-rupee stake so each runner pays the same if it wins (stake_i ∝ 1 / odds_i); the
// split is exact to the rupee (each share within one rupee of its exact value, largest remainders
// first), so the payouts differ by no more than one rupee at each runner's odds. Integers only.
import type { SaveHrBetItem } from '../contract/betting';
import type { HrRunner, SlipSelection } from '../bet-slip/bet-slip-bus';
import { combinedOdds } from '../betting/profit';

/** §9: at most 4 runners in the combined market. */
export const MAX_COMBINED_SELECTIONS = 4;
export const MIN_COMBINED_SELECTIONS = 2;

/**
 * The whole-rupee stakes on runners at `prices` (hundredths) that pay the same, summing to
 * `totalRupees`. Exact share i = total × w_i / Σw with w_i = Π_{j≠i} price_j (so w_i ∝ 1/price_i);
 * floors first, then one rupee each to the largest remainders (ties: the shorter price).
 */
export function splitCombinedStake(totalRupees: number, prices: readonly number[]): number[] {
  if (prices.length === 0) return [];
  const p = prices.map((x) => BigInt(x));
  const weights = p.map((_, i) => p.reduce((prod, x, j) => (j === i ? prod : prod * x), 1n));
  const weightSum = weights.reduce((a, b) => a + b, 0n);
  const total = BigInt(totalRupees);
  const shares = weights.map((w) => (total * w) / weightSum);
  const remainders = weights.map((w, i) => total * w - shares[i]! * weightSum);
  let left = total - shares.reduce((a, b) => a + b, 0n);
  const order = prices.map((_, i) => i).sort((a, b) => (remainders[b]! > remainders[a]! ? 1 : remainders[b]! < remainders[a]! ? -1 : prices[a]! - prices[b]!));
  for (const i of order) {
    if (left === 0n) break;
    shares[i]! += 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/** The combined market's price (hundredths) over the runners' own prices, or null below 2 runners. */
export function combinedPrice(runners: readonly Pick<HrRunner, 'price'>[]): number | null {
  if (runners.length < MIN_COMBINED_SELECTIONS || runners.some((r) => r.price <= 100)) return null;
  return combinedOdds(runners.map((r) => r.price));
}

export type HrBetItems = { ok: true; items: SaveHrBetItem[] } | { ok: false; problem: 'stake-too-small' };

/**
 * The saveHrBet array for a racing slip: one runner at the slip's price, or the combined runners at
 * their own prices with the stake split. A stake too small to give every runner a rupee is refused.
 */
export function hrBetItems(selection: Pick<SlipSelection, 'marketId' | 'isBack' | 'selectionId' | 'runnerName' | 'hrRunners'>, price: number, stakeRupees: number): HrBetItems {
  const isBack = selection.isBack ? 1 : 0;
  const runners = selection.hrRunners ?? [];
  if (runners.length < MIN_COMBINED_SELECTIONS) {
    const runner = runners[0] ?? { selectionId: selection.selectionId, runnerName: selection.runnerName };
    return { ok: true, items: [{ selection_id: runner.selectionId, selection_name: runner.runnerName, market_id: selection.marketId, odds: price / 100, is_back: isBack, stack: stakeRupees }] };
  }
  const stakes = splitCombinedStake(stakeRupees, runners.map((r) => r.price));
  if (stakes.some((s) => s < 1)) return { ok: false, problem: 'stake-too-small' };
  return {
    ok: true,
    items: runners.map((r, i) => ({ selection_id: r.selectionId, selection_name: r.runnerName, market_id: selection.marketId, odds: r.price / 100, is_back: isBack, stack: stakes[i]! })),
  };
}
