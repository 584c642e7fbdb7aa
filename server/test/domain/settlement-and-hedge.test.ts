import fc from 'fast-check';
import { LADDER_SIZE, PRICE_LADDER, marketExposurePaise, runnerPositions, type RunnerBet } from '@khel/shared-kernel/betting';
import { cashOutHedge } from '../../src/domain/cash-out';
import { bestCasePaise, exposureChange, totalExposurePaise } from '../../src/domain/exposure';
import { bookmakerAcceptance, fancyAcceptance } from '../../src/domain/quotes';
import { commissionPaise, settleFancyBet, settleRunnerBet } from '../../src/domain/settlement';

const ladderPrice = fc.integer({ min: 0, max: LADDER_SIZE - 60 }).map((i) => PRICE_LADDER[i]!);
const runnerBet = fc.record({
  selectionId: fc.constantFrom(1, 2),
  isBack: fc.boolean(),
  price: ladderPrice,
  matchedPaise: fc.integer({ min: 0, max: 1e7 }),
  unmatchedPaise: fc.integer({ min: 0, max: 1e7 }),
});

describe('settlement', () => {
  it('pays a winning back its odds profit and takes a losing back its stake', () => {
    expect(settleRunnerBet('odds', { selectionId: 1, isBack: true, price: 250, matchedPaise: 1000 }, 1)).toEqual({ result: 'won', pnlPaise: 1500 });
    expect(settleRunnerBet('odds', { selectionId: 1, isBack: true, price: 250, matchedPaise: 1000 }, 2)).toEqual({ result: 'lost', pnlPaise: -1000 });
    expect(settleRunnerBet('odds', { selectionId: 1, isBack: false, price: 250, matchedPaise: 1000 }, 2)).toEqual({ result: 'won', pnlPaise: 1000 });
    expect(settleRunnerBet('odds', { selectionId: 1, isBack: true, price: 250, matchedPaise: 1000 }, null).result).toBe('void');
  });
  it('settles fancy on runs: Yes wins at runs ≥ line', () => {
    const yes = { isBack: true, line: 45, rate: 90, stakePaise: 10000 };
    expect(settleFancyBet(yes, 45)).toEqual({ result: 'won', pnlPaise: 9000 });
    expect(settleFancyBet(yes, 44)).toEqual({ result: 'lost', pnlPaise: -10000 });
    expect(settleFancyBet({ ...yes, isBack: false, rate: 110 }, 45)).toEqual({ result: 'lost', pnlPaise: -11000 });
    expect(settleFancyBet(yes, null).result).toBe('void');
  });
  it('charges commission on net wins only', () => {
    expect(commissionPaise(10000, 200)).toBe(200);
    expect(commissionPaise(-10000, 200)).toBe(0);
    expect(commissionPaise(10000, 0)).toBe(0);
  });
  it('no settled bet loses more than the exposure taken for its market', () => {
    fc.assert(
      fc.property(fc.array(runnerBet, { maxLength: 10 }), fc.constantFrom(1, 2), (bets, winner) => {
        const exposure = marketExposurePaise('odds', bets, [1, 2]);
        const pnl = bets.reduce((s, b) => s + settleRunnerBet('odds', b, winner).pnlPaise, 0);
        expect(pnl).toBeGreaterThanOrEqual(-exposure);
        expect(pnl).toBe(runnerPositions('odds', bets, [1, 2]).get(winner));
      }),
    );
  });
});

describe('cash-out hedge', () => {
  it('lays the runner the player is long on and locks in the same profit either way', () => {
    // backed runner 1 for ₹100 at 3.00: +200 if it wins, −100 if not; now lay at 2.00
    const hedge = cashOutHedge({ selectionId: 1, pnlIfWinsPaise: 20000, pnlIfLosesPaise: -10000 }, 190, 200);
    expect(hedge).toEqual({ selectionId: 1, isBack: false, price: 200, stakePaise: 15000, lockedPnlPaise: 5000 });
  });
  it('is skipped when the positions are equal in whole rupees or no price is there', () => {
    expect(cashOutHedge({ selectionId: 1, pnlIfWinsPaise: 5050, pnlIfLosesPaise: 5099 }, 200, 202)).toBeNull();
    expect(cashOutHedge({ selectionId: 1, pnlIfWinsPaise: 20000, pnlIfLosesPaise: 0 }, 200, null)).toBeNull();
  });
  it('equalises the two outcomes to within the rounding of one stake', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e8, max: 1e8 }), fc.integer({ min: -1e8, max: 1e8 }), ladderPrice, (win, lose, price) => {
        const hedge = cashOutHedge({ selectionId: 1, pnlIfWinsPaise: win, pnlIfLosesPaise: lose }, price, price);
        if (!hedge) return;
        const bets: RunnerBet[] = [{ selectionId: 1, isBack: hedge.isBack, price: hedge.price, matchedPaise: hedge.stakePaise, unmatchedPaise: 0 }];
        const p = runnerPositions('odds', bets, [1, 2]);
        const afterWin = win + p.get(1)!;
        const afterLose = lose + p.get(2)!;
        expect(Math.abs(afterWin - afterLose)).toBeLessThanOrEqual(Math.ceil(hedge.price / 100) + 1);
      }),
    );
  });
});

describe('quotes and exposure', () => {
  it('accepts a bookmaker bet only at the standing quote', () => {
    const q = { open: true, backPercent: 45, layPercent: 47 };
    expect(bookmakerAcceptance(q, true, 45)).toEqual({ accepted: true });
    expect(bookmakerAcceptance(q, true, 46)).toEqual({ accepted: false, reason: 'Odds changed' });
    expect(bookmakerAcceptance({ ...q, open: false }, true, 45).accepted).toBe(false);
  });
  it('accepts a fancy bet only at the standing line and rate', () => {
    const q = { active: true, noLine: 45, noRate: 100, yesLine: 46, yesRate: 100 };
    expect(fancyAcceptance(q, true, 46, 100)).toEqual({ accepted: true });
    expect(fancyAcceptance(q, false, 46, 100)).toEqual({ accepted: false, reason: 'Odds changed' });
    expect(fancyAcceptance({ ...q, active: false }, true, 46, 100).accepted).toBe(false);
  });
  it('sums market and fancy exposure and checks affordability', () => {
    const total = totalExposurePaise(
      [{ kind: 'odds', selectionIds: [1, 2], bets: [{ selectionId: 1, isBack: true, price: 200, matchedPaise: 1000, unmatchedPaise: 0 }] }],
      [[{ isBack: false, line: 40, rate: 120, stakePaise: 1000 }]],
    );
    expect(total).toBe(1000 + 1200);
    expect(exposureChange(500, 1000, 1600)).toEqual({ holdDeltaPaise: 600, affordable: false });
    expect(exposureChange(500, 1000, 400)).toEqual({ holdDeltaPaise: -600, affordable: true });
    expect(bestCasePaise(new Map([[1, -5], [2, 700]]))).toBe(700);
  });
});
