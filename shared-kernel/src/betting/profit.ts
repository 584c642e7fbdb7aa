// What a bet wins and what it risks, per market type (spec §5 "Profit display"), in integer paise.
// Odds in hundredths; bookmaker prices as percentages (45 → 1.45); fancy rates with 100 = evens.
// Division rounds down, and the same function prices both sides of a matched pair, so a back's
// win is exactly the lay's loss (money is conserved).

export type MarketKind = 'odds' | 'bookmaker' | 'fancy';

/** Odds market: winnings of a back (= liability of a lay) of `stakePaise` at `price` hundredths. */
export function oddsWinPaise(stakePaise: number, price: number): number {
  return Math.floor((stakePaise * (price - 100)) / 100);
}

/** Bookmaker market: winnings of a back (= liability of a lay) at a percentage quote. */
export function bookmakerWinPaise(stakePaise: number, percent: number): number {
  return Math.floor((stakePaise * percent) / 100);
}

/** Fancy market: stake × rate / 100 (a Yes bet's win, a No bet's liability). */
export function fancyRatePaise(stakePaise: number, rate: number): number {
  return Math.floor((stakePaise * rate) / 100);
}

export interface BetOutcomeAmounts {
  /** what the player gains when the bet wins */
  profitPaise: number;
  /** what the player loses when the bet loses (always ≥ 0) */
  liabilityPaise: number;
}

/**
 * Profit and liability of one bet. `isBack` is back/Yes; `price` is hundredths odds for 'odds',
 * a percentage for 'bookmaker', the rate for 'fancy'.
 */
export function betAmounts(kind: MarketKind, isBack: boolean, stakePaise: number, price: number): BetOutcomeAmounts {
  const upside =
    kind === 'odds'
      ? oddsWinPaise(stakePaise, price)
      : kind === 'bookmaker'
        ? bookmakerWinPaise(stakePaise, price)
        : fancyRatePaise(stakePaise, price);
  return isBack
    ? { profitPaise: upside, liabilityPaise: stakePaise }
    : { profitPaise: stakePaise, liabilityPaise: upside };
}

/** Bookmaker percentage → decimal odds in hundredths (45 → 145). */
export function bookmakerPercentToPrice(percent: number): number {
  return 100 + percent;
}

/**
 * Combined racing bet (saveHrBet): split a total stake across 2–4 selections so each pays about
 * the same if it wins (stake_i ∝ 1 / odds_i). Integer paise; the rounding remainder goes to the
 * shortest price. Returns stakes in the order of `prices`.
 */
export function splitStakeByOdds(totalPaise: number, prices: readonly number[]): number[] {
  if (prices.length === 0) return [];
  // 1/odds as integer weights: a common large numerator keeps the ratios exact enough.
  const weights = prices.map((p) => Math.floor(1_000_000_000 / p));
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const stakes = weights.map((w) => Math.floor((totalPaise * w) / weightSum));
  const remainder = totalPaise - stakes.reduce((a, b) => a + b, 0);
  let shortest = 0;
  prices.forEach((p, i) => {
    if (p < prices[shortest]!) shortest = i;
  });
  stakes[shortest]! += remainder;
  return stakes;
}

/** Combined decimal odds of a dutch over `prices` (hundredths): 1 / Σ(1/odds_i), in hundredths, rounded down. */
export function combinedOdds(prices: readonly number[]): number {
  // With w_i = 1e9 / P_i (P in hundredths), 1 / Σ(100 / P_i) in hundredths is 1e9 / Σw_i.
  const weightSum = prices.reduce((sum, p) => sum + Math.floor(1_000_000_000 / p), 0);
  return Math.floor(1_000_000_000 / weightSum);
}
