// The non-runner reduction (exchange/core/reductions.ts), pure: Betfair's examples, the 2.5 % floor
// of a WIN market, several removals one after the other, the match time, the rounding (down to a
// hundredth, the layer's favour) and the 1.01 floor.
import { keptLayPrice, reducedPrice, type Removal } from '../../src/exchange/core/reductions';

const removal = (factorBps: number | null, removedAt: number | null, selectionId = 9): Removal => ({ selectionId, factorBps, removedAt });

describe('reducedPrice', () => {
  it("reduces a WIN market's price: 10.0 less 25 % is 7.5, 8.0 is 6.0", () => {
    expect(reducedPrice(1000, 0, 'win', [removal(2500, 10)])).toBe(750);
    expect(reducedPrice(800, 0, 'win', [removal(2500, 10)])).toBe(600);
  });

  it("reduces a PLACE market's winnings only: 8.0 less 25 % is 6.25", () => {
    expect(reducedPrice(800, 0, 'place', [removal(2500, 10)])).toBe(625);
  });

  it('ignores a factor under 2.5 % in a WIN market, applies it in a PLACE market', () => {
    expect(reducedPrice(1000, 0, 'win', [removal(249, 10)])).toBe(1000);
    expect(reducedPrice(1000, 0, 'win', [removal(250, 10)])).toBe(975);
    expect(reducedPrice(1000, 0, 'place', [removal(241, 10)])).toBe(100 + Math.floor((900 * 9759) / 10_000));
  });

  it('applies only the removals after the fill was matched, one after the other', () => {
    const removals = [removal(2000, 20, 8), removal(2500, 10, 9)];
    // before both: 10.0 × 0.75 × 0.8 = 6.0
    expect(reducedPrice(1000, 5, 'win', removals)).toBe(600);
    // between them: only the later one
    expect(reducedPrice(1000, 15, 'win', removals)).toBe(800);
    // after both, or at a removal's own moment: as matched
    expect(reducedPrice(1000, 20, 'win', removals)).toBe(1000);
    // a factor or a time not known: no reduction
    expect(reducedPrice(1000, 0, 'win', [removal(null, 10), removal(2500, null)])).toBe(1000);
  });

  it('rounds down to a whole hundredth once, after every factor, and never below 1.01', () => {
    // 8.6 less 16.2 % = 7.2068: 7.20 (Betfair shows 7.21); the layer's favour, both sides alike
    expect(reducedPrice(860, 0, 'win', [removal(1620, 10)])).toBe(720);
    // 10.5 less 25 % = 7.875: 7.87
    expect(reducedPrice(1050, 0, 'win', [removal(2500, 10)])).toBe(787);
    // the three factors of the PLACE recording on 2.30: 1 + 1.30 × 0.7242 × 0.9163 × 0.9759 = 1.8418…
    expect(reducedPrice(230, 0, 'place', [removal(2758, 1), removal(837, 2), removal(241, 3)])).toBe(184);
    expect(reducedPrice(105, 0, 'win', [removal(9000, 10)])).toBe(101);
  });
});

describe('keptLayPrice (a kept lay on another runner after a material removal)', () => {
  it('reduces the lay as the market reduces a fill, rounded down to a ladder tick, never below 1.01', () => {
    // WIN: 3.0 less 25 % is 2.25, off the ladder (2 to 3 by 0.02): 2.24
    expect(keptLayPrice(300, 'win', { factorBps: 2500 })).toBe(224);
    // WIN: 10.0 less 25 % is 7.5, off the ladder (6 to 10 by 0.2): 7.4; 4.0 less 25 % is 3.0, a tick
    expect(keptLayPrice(1000, 'win', { factorBps: 2500 })).toBe(740);
    expect(keptLayPrice(400, 'win', { factorBps: 2500 })).toBe(300);
    // PLACE: the winnings: 8.0 less 25 % is 6.25, off the ladder (6 to 10 by 0.2): 6.2
    expect(keptLayPrice(800, 'place', { factorBps: 2500 })).toBe(620);
    expect(keptLayPrice(105, 'win', { factorBps: 9000 })).toBe(101);
  });
});
