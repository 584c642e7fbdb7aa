import fc from 'fast-check';
import {
  LADDER_SIZE,
  MAX_PRICE,
  MIN_PRICE,
  PRICE_LADDER,
  clampPrice,
  isLadderPrice,
  parsePrice,
  snapDown,
  tickDown,
  tickUp,
} from './price-ladder';
import { betAmounts, combinedOdds, oddsWinPaise, splitStakeByOdds } from './profit';
import { DEFAULT_USER_LIMITS, betDelaySeconds, DEFAULT_BET_DELAYS, normaliseStakeInput, stakeLimitsFor, stakeProblem } from './stake';
import { fancyBetPnl, fancyExposurePaise, marketExposurePaise, runnerPositions, type FancyBet, type RunnerBet } from './exposure';

const ladderPrice = fc.integer({ min: 0, max: LADDER_SIZE - 1 }).map((i) => PRICE_LADDER[i]!);

describe('price ladder (§5)', () => {
  it('steps by the spec bands', () => {
    expect(tickUp(101)).toBe(102);
    expect(tickUp(199)).toBe(200);
    expect(tickUp(200)).toBe(202);
    expect(tickUp(298)).toBe(300);
    expect(tickUp(300)).toBe(305);
    expect(tickUp(400)).toBe(410);
    expect(tickUp(600)).toBe(620);
    expect(tickUp(1000)).toBe(1050);
    expect(tickUp(2000)).toBe(2100);
    expect(tickUp(3000)).toBe(3200);
    expect(tickUp(5000)).toBe(5500);
    expect(tickUp(10000)).toBe(11000);
    expect(tickUp(MAX_PRICE)).toBe(MAX_PRICE);
    expect(tickDown(MIN_PRICE)).toBe(MIN_PRICE);
    expect(tickDown(300)).toBe(298);
    expect(tickDown(11000)).toBe(10000);
  });

  it('starts at 1.01, ends at 1000 and is strictly ascending', () => {
    expect(PRICE_LADDER[0]).toBe(101);
    expect(PRICE_LADDER[LADDER_SIZE - 1]).toBe(100000);
    for (let i = 1; i < LADDER_SIZE; i++) expect(PRICE_LADDER[i]!).toBeGreaterThan(PRICE_LADDER[i - 1]!);
  });

  it('refuses off-ladder and out-of-range prices', () => {
    expect(isLadderPrice(201)).toBe(false);
    expect(isLadderPrice(302)).toBe(false);
    expect(isLadderPrice(100)).toBe(false);
    expect(isLadderPrice(100010)).toBe(false);
    expect(isLadderPrice(150.5)).toBe(false);
    expect(isLadderPrice(250)).toBe(true);
  });

  it('clamps to 1.01..1000 and snaps down onto a rung', () => {
    expect(clampPrice(50)).toBe(101);
    expect(clampPrice(200000)).toBe(100000);
    expect(snapDown(303)).toBe(300);
    expect(snapDown(7)).toBe(101);
  });

  it('tick up then down returns to the same rung (except at the ends)', () => {
    fc.assert(
      fc.property(ladderPrice, (p) => {
        if (p < MAX_PRICE) expect(tickDown(tickUp(p))).toBe(p);
        if (p > MIN_PRICE) expect(tickUp(tickDown(p))).toBe(p);
        expect(isLadderPrice(tickUp(p))).toBe(true);
      }),
    );
  });

  it('tick of any number lands on the ladder', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 200000 }), (n) => {
        expect(isLadderPrice(tickUp(n))).toBe(true);
        expect(isLadderPrice(tickDown(n))).toBe(true);
        expect(tickDown(n)).toBeLessThanOrEqual(Math.max(MIN_PRICE, n));
      }),
    );
  });

  it('parses decimal odds exactly', () => {
    expect(parsePrice('1.01')).toBe(101);
    expect(parsePrice(1.5)).toBe(150);
    expect(parsePrice('2.30')).toBe(230);
    expect(parsePrice('1000')).toBe(100000);
    expect(parsePrice('1.015')).toBeNull();
    expect(parsePrice('abc')).toBeNull();
  });
});

describe('profit per market type (§5)', () => {
  it('odds: stake × odds − stake; lay risks the same', () => {
    expect(betAmounts('odds', true, 10000, 250)).toEqual({ profitPaise: 15000, liabilityPaise: 10000 });
    expect(betAmounts('odds', false, 10000, 250)).toEqual({ profitPaise: 10000, liabilityPaise: 15000 });
  });
  it('fancy: stake × rate / 100', () => {
    expect(betAmounts('fancy', true, 10000, 90)).toEqual({ profitPaise: 9000, liabilityPaise: 10000 });
    expect(betAmounts('fancy', false, 10000, 110)).toEqual({ profitPaise: 10000, liabilityPaise: 11000 });
  });
  it('bookmaker: price as a percentage', () => {
    expect(betAmounts('bookmaker', true, 10000, 45)).toEqual({ profitPaise: 4500, liabilityPaise: 10000 });
  });
  it('a matched back and lay pair sums to zero on every outcome', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), ladderPrice, (stake, price) => {
        const back = betAmounts('odds', true, stake, price);
        const lay = betAmounts('odds', false, stake, price);
        expect(back.profitPaise - lay.liabilityPaise).toBe(0);
        expect(lay.profitPaise - back.liabilityPaise).toBe(0);
        expect(oddsWinPaise(stake, price)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
  it('splits a combined racing stake by odds, exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 1e9 }), fc.array(ladderPrice, { minLength: 2, maxLength: 4 }), (total, prices) => {
        const stakes = splitStakeByOdds(total, prices);
        expect(stakes.reduce((a, b) => a + b, 0)).toBe(total);
        stakes.forEach((s) => expect(s).toBeGreaterThanOrEqual(0));
      }),
    );
    expect(splitStakeByOdds(10000, [200, 400])).toEqual([6667, 3333]);
    expect(combinedOdds([200, 400])).toBe(133);
  });
});

describe('stakes, limits and delays (§5, §9)', () => {
  it('takes integer stakes up to 1,00,00,000', () => {
    expect(stakeProblem(100)).toBeNull();
    expect(stakeProblem(0)).toBe('not-positive');
    expect(stakeProblem(10.5)).toBe('not-integer');
    expect(stakeProblem(1_00_00_001)).toBe('too-large');
    expect(normaliseStakeInput(700000, false)).toBe(500000);
    expect(normaliseStakeInput(12.345, true)).toBe(12.34);
  });
  it('reads soccer and tennis limits from their prefixed fields', () => {
    expect(stakeLimitsFor(DEFAULT_USER_LIMITS, 'odds', 4)).toEqual({ min: 1, max: 100000 });
    expect(stakeLimitsFor(DEFAULT_USER_LIMITS, 'bookmaker', 1)).toEqual({ min: 100, max: 50000 });
    expect(stakeLimitsFor(DEFAULT_USER_LIMITS, 'bookmaker', 4)).toEqual({ min: 100, max: 2000000 });
  });
  it('chooses the delay by market type and sport', () => {
    const d = { ...DEFAULT_BET_DELAYS, soccerBetDelay: 7, fancyBetDelay: 2, tennisBetDelay: 3 };
    expect(betDelaySeconds(d, 'MATCH_ODDS', 1)).toBe(7);
    expect(betDelaySeconds(d, 'MATCH_ODDS', 2)).toBe(3);
    expect(betDelaySeconds(d, 'MATCH_ODDS', 4)).toBe(5);
    expect(betDelaySeconds(d, 'SESSION', 4)).toBe(2);
  });
});

describe('exposure', () => {
  it('counts matched stakes fully and unmatched only where they hurt', () => {
    const bets: RunnerBet[] = [
      { selectionId: 1, isBack: true, price: 200, matchedPaise: 10000, unmatchedPaise: 0 },
      { selectionId: 2, isBack: true, price: 300, matchedPaise: 0, unmatchedPaise: 5000 },
    ];
    expect(Object.fromEntries(runnerPositions('odds', bets, [1, 2]))).toEqual({ 1: 10000, 2: -10000 });
    expect(Object.fromEntries(runnerPositions('odds', bets, [1, 2], true))).toEqual({ 1: 5000, 2: -10000 });
    expect(marketExposurePaise('odds', bets, [1, 2])).toBe(10000);
  });
  it('a fully hedged position has no exposure', () => {
    const bets: RunnerBet[] = [
      { selectionId: 1, isBack: true, price: 200, matchedPaise: 10000, unmatchedPaise: 0 },
      { selectionId: 1, isBack: false, price: 200, matchedPaise: 10000, unmatchedPaise: 0 },
    ];
    expect(marketExposurePaise('odds', bets, [1, 2])).toBe(0);
  });
  it('fancy exposure equals the worst case over every run total 0..300', () => {
    const fancyBet = fc.record({
      isBack: fc.boolean(),
      line: fc.integer({ min: 0, max: 250 }),
      rate: fc.integer({ min: 50, max: 200 }),
      stakePaise: fc.integer({ min: 100, max: 1e8 }),
    });
    fc.assert(
      fc.property(fc.array(fancyBet, { maxLength: 8 }), (bets: FancyBet[]) => {
        let worst = 0;
        for (let runs = 0; runs <= 300; runs++) worst = Math.min(worst, bets.reduce((s, b) => s + fancyBetPnl(b, runs), 0));
        expect(fancyExposurePaise(bets)).toBe(Math.max(0, -worst));
      }),
    );
  });
});
