import fc from 'fast-check';
import { LADDER_SIZE, PRICE_LADDER, marketExposurePaise, runnerPositions, type RunnerBet } from '@khel/shared-kernel/betting';
import { cashOutPlan } from '../../src/domain/cash-out';
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
  const one = (price: number, sizePaise = 1e9) => ({ toBack: [{ price, sizePaise }], toLay: [{ price, sizePaise }] });
  /** the two outcomes after the legs of a plan, recomputed from bets as settlement does */
  const after = (win: number, lose: number, plan: NonNullable<ReturnType<typeof cashOutPlan>>) => {
    const bets: RunnerBet[] = plan.legs.map((l) => ({ selectionId: 1, isBack: plan.isBack, price: l.price, matchedPaise: l.sizePaise, unmatchedPaise: 0 }));
    const p = runnerPositions('odds', bets, [1, 2]);
    return { win: win + p.get(1)!, lose: lose + p.get(2)! };
  };

  it('lays the runner the player is long on and locks in the same profit either way', () => {
    // backed runner 1 for ₹100 at 3.00: +200 if it wins, −100 if not; now lay at 2.00
    const plan = cashOutPlan({ selectionId: 1, pnlIfWinsPaise: 20000, pnlIfLosesPaise: -10000 }, one(200), null);
    expect(plan).toMatchObject({ selectionId: 1, isBack: false, limitPrice: 200, stakePaise: 15000, lockedPnlPaise: 5000, complete: true, remainingPaise: 0 });
  });

  it('walks the levels best first until the outcomes are equal', () => {
    // +200 / −100: a lay of 150 at 2.00 would do it, but only 50 rests at 2.00, 50 at 2.02, then plenty at 2.04
    const book = { toBack: [], toLay: [{ price: 200, sizePaise: 5000 }, { price: 202, sizePaise: 5000 }, { price: 204, sizePaise: 100_000 }] };
    const plan = cashOutPlan({ selectionId: 1, pnlIfWinsPaise: 20000, pnlIfLosesPaise: -10000 }, book, null)!;
    expect(plan.legs.map((l) => l.price)).toEqual([200, 202, 204]);
    expect(plan.legs[0]!.sizePaise).toBe(5000);
    expect(plan.legs[1]!.sizePaise).toBe(5000);
    expect(plan.complete).toBe(true);
    expect(plan.limitPrice).toBe(204);
    const { win, lose } = after(20000, -10000, plan);
    expect(Math.abs(win - lose)).toBeLessThanOrEqual(3);
    expect(plan.lockedPnlPaise).toBe(Math.min(win, lose));
  });

  it('stops at the worst price and reports partial with what remains apart', () => {
    const book = { toBack: [], toLay: [{ price: 200, sizePaise: 5000 }, { price: 202, sizePaise: 5000 }, { price: 204, sizePaise: 100_000 }] };
    const plan = cashOutPlan({ selectionId: 1, pnlIfWinsPaise: 20000, pnlIfLosesPaise: -10000 }, book, 202)!;
    expect(plan.legs.map((l) => l.price)).toEqual([200, 202]);
    expect(plan.complete).toBe(false);
    const { win, lose } = after(20000, -10000, plan);
    expect(plan.remainingPaise).toBe(win - lose);
    expect(plan.remainingPaise).toBe(30000 - 10000 - 10100);
    // nothing within the bound: no plan
    expect(cashOutPlan({ selectionId: 1, pnlIfWinsPaise: 20000, pnlIfLosesPaise: -10000 }, book, 190)).toBeNull();
  });

  it('is skipped when the positions are equal in whole rupees or no price is there', () => {
    expect(cashOutPlan({ selectionId: 1, pnlIfWinsPaise: 5050, pnlIfLosesPaise: 5099 }, one(200), null)).toBeNull();
    expect(cashOutPlan({ selectionId: 1, pnlIfWinsPaise: 20000, pnlIfLosesPaise: 0 }, { toBack: one(200).toBack, toLay: [] }, null)).toBeNull();
  });

  const level = fc.record({ price: ladderPrice, sizePaise: fc.integer({ min: 1, max: 1e6 }) });
  const sides = fc.record({
    toBack: fc.array(level, { maxLength: 8 }).map((ls) => [...ls].sort((a, b) => b.price - a.price)),
    toLay: fc.array(level, { maxLength: 8 }).map((ls) => [...ls].sort((a, b) => a.price - b.price)),
  });

  it('equalises the outcomes to within the rounding of its stakes when complete, and never crosses the bound', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e8, max: 1e8 }), fc.integer({ min: -1e8, max: 1e8 }), sides, fc.option(ladderPrice), (win, lose, book, bound) => {
        const plan = cashOutPlan({ selectionId: 1, pnlIfWinsPaise: win, pnlIfLosesPaise: lose }, book, bound);
        if (!plan) return;
        const o = after(win, lose, plan);
        expect(plan.remainingPaise).toBe(Math.abs(o.win - o.lose));
        expect(plan.lockedPnlPaise).toBe(Math.min(o.win, o.lose));
        // the hedge never overshoots: the side that was ahead stays ahead or level
        expect(Math.sign(o.win - o.lose) * Math.sign(win - lose)).toBeGreaterThanOrEqual(0);
        // ... and the locked P&L is at least the worse outcome before
        expect(plan.lockedPnlPaise).toBeGreaterThanOrEqual(Math.min(win, lose));
        for (const leg of plan.legs) expect(bound === null || (plan.isBack ? leg.price >= bound : leg.price <= bound)).toBe(true);
        if (plan.complete) {
          // each stake rounds to whole paise; and the walk may end at the level after its last leg, where
          // even one paise would move the outcomes further than the gap left (less than that price)
          const walked = (plan.isBack ? book.toBack : book.toLay).slice(0, plan.legs.length + 1);
          const rounding = (price: number) => Math.ceil(price / 100) + 1;
          expect(plan.remainingPaise).toBeLessThanOrEqual(plan.legs.reduce((s, l) => s + rounding(l.price), 0) + Math.max(0, ...walked.map((l) => rounding(l.price))));
        }
        else {
          // partial: every level it could take within the bound was taken whole
          const levels = (plan.isBack ? book.toBack : book.toLay).filter((l) => bound === null || (plan.isBack ? l.price >= bound : l.price <= bound));
          expect(plan.stakePaise).toBe(levels.reduce((s, l) => s + l.sizePaise, 0));
        }
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
