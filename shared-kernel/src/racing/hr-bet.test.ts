import fc from 'fast-check';
import { PRICE_LADDER, LADDER_SIZE } from '../betting/price-ladder';
import { combinedPrice, hrBetItems, splitCombinedStake } from './hr-bet';

const ladderPrice = fc.integer({ min: 0, max: LADDER_SIZE - 1 }).map((i) => PRICE_LADDER[i]!);

describe('combined racing stake split (§5)', () => {
  it('pays the same on every runner to the rupee, and stakes exactly the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_00_00_000 }), fc.array(ladderPrice, { minLength: 2, maxLength: 4 }), (total, prices) => {
        const stakes = splitCombinedStake(total, prices);
        expect(stakes.reduce((a, b) => a + b, 0)).toBe(total);
        stakes.forEach((s) => expect(Number.isInteger(s) && s >= 0).toBe(true));
        // payouts in rupee-hundredths: equal up to one rupee at each runner's odds
        const payouts = stakes.map((s, i) => s * prices[i]!);
        for (let i = 0; i < prices.length; i++)
          for (let j = 0; j < prices.length; j++) expect(Math.abs(payouts[i]! - payouts[j]!)).toBeLessThanOrEqual(prices[i]! + prices[j]!);
      }),
    );
  });

  it('splits by odds: ₹150 on 2.00 and 4.00 is ₹100 and ₹50; the combined price is 1.33', () => {
    expect(splitCombinedStake(150, [200, 400])).toEqual([100, 50]);
    expect(splitCombinedStake(100, [300, 300, 300])).toEqual([34, 33, 33]);
    expect(combinedPrice([{ price: 200 }, { price: 400 }])).toBe(133);
    expect(combinedPrice([{ price: 200 }])).toBeNull();
  });

  it('builds the saveHrBet array for one runner and for a combined bet, refusing a stake too small to split', () => {
    const one = hrBetItems({ marketId: '1.7', isBack: true, selectionId: 5, runnerName: '1. Swift', hrRunners: [{ selectionId: 5, runnerName: '1. Swift', price: 250 }] }, 260, 100);
    expect(one).toEqual({ ok: true, items: [{ selection_id: 5, selection_name: '1. Swift', market_id: '1.7', odds: 2.6, is_back: 1, stack: 100 }] });
    const runners = [
      { selectionId: 5, runnerName: 'A', price: 200 },
      { selectionId: 6, runnerName: 'B', price: 400 },
    ];
    const combined = hrBetItems({ marketId: '1.7', isBack: false, selectionId: 5, runnerName: 'A + B', hrRunners: runners }, 133, 150);
    expect(combined).toEqual({
      ok: true,
      items: [
        { selection_id: 5, selection_name: 'A', market_id: '1.7', odds: 2, is_back: 0, stack: 100 },
        { selection_id: 6, selection_name: 'B', market_id: '1.7', odds: 4, is_back: 0, stack: 50 },
      ],
    });
    expect(hrBetItems({ marketId: '1.7', isBack: true, selectionId: 5, runnerName: 'x', hrRunners: [{ selectionId: 5, runnerName: 'A', price: 101 }, { selectionId: 6, runnerName: 'B', price: 100000 }] }, 101, 50)).toEqual({ ok: false, problem: 'stake-too-small' });
  });
});
