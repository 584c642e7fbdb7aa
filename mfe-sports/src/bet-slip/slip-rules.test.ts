import fc from 'fast-check';
import { isLadderPrice } from '@khel/shared-kernel';
import { sayNow } from '../i18n/say';
import {
  BHAW_TOO_LOW,
  STAKE_PRESETS,
  STAKE_TOO_LARGE,
  actualPrice,
  enterPrice,
  enterStake,
  formatRupees,
  placeBetDisabled,
  presetStake,
  priceMessage,
  slipAmounts,
  stepPrice,
} from './slip-rules';

const odds = { kind: 'odds', marketType: 'MATCH_ODDS', isBack: true } as const;
const bookmaker = { kind: 'bookmaker', marketType: 'BOOKMAKER', isBack: true } as const;
const fancy = { kind: 'fancy', marketType: 'SESSION', isBack: false } as const;

describe('stake entry (§5)', () => {
  it('takes integers only: decimals and other characters are dropped', () => {
    expect(enterStake('150', true)).toEqual({ stake: 150, message: null });
    expect(enterStake('150.75', true)).toEqual({ stake: 150, message: null });
    expect(enterStake('1,500', true)).toEqual({ stake: 1500, message: null });
    expect(enterStake('', true)).toEqual({ stake: 0, message: null });
    expect(enterStake('abc', true)).toEqual({ stake: 0, message: null });
  });
  it('allows 1,00,00,000 and refuses more with the spec message', () => {
    expect(enterStake('10000000', true)).toEqual({ stake: 10000000, message: null });
    expect(enterStake('10000001', true)).toEqual({ stake: 10000000, message: STAKE_TOO_LARGE });
    expect(enterStake('999999999999999999', true)).toEqual({ stake: 10000000, message: STAKE_TOO_LARGE });
    expect(sayNow(STAKE_TOO_LARGE)).toBe('Value cannot exceed 1,00,00,000.');
  });
  it('caps a visitor at 5,00,000', () => {
    expect(enterStake('500000', false).stake).toBe(500000);
    expect(enterStake('700000', false)).toEqual({ stake: 500000, message: null });
    expect(enterStake('700000', true).stake).toBe(700000);
  });
  it('never yields a stake outside 0..cap or a fraction', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (text, loggedIn) => {
        const { stake } = enterStake(text, loggedIn);
        expect(Number.isInteger(stake)).toBe(true);
        expect(stake).toBeGreaterThanOrEqual(0);
        expect(stake).toBeLessThanOrEqual(loggedIn ? 10000000 : 500000);
      }),
    );
  });
  it('has the §9 preset buttons, each setting the stake', () => {
    expect(STAKE_PRESETS).toEqual([100, 200, 500, 1000, 2000, 5000, 10000, 15000, 20000, 25000]);
    expect(presetStake(2000, true).stake).toBe(2000);
  });
});

describe('price steps and clamps (§5)', () => {
  it('steps odds along the ladder bands', () => {
    expect(stepPrice(odds, 199, 1)).toBe(200);
    expect(stepPrice(odds, 200, 1)).toBe(202);
    expect(stepPrice(odds, 400, -1)).toBe(395);
    expect(stepPrice(odds, 1000, 1)).toBe(1050);
    expect(stepPrice(odds, 10000, 1)).toBe(11000);
  });
  it('stays within 1.01..1000 at the ends', () => {
    expect(stepPrice(odds, 101, -1)).toBe(101);
    expect(stepPrice(odds, 100000, 1)).toBe(100000);
  });
  it('clamps and snaps a typed price onto the ladder', () => {
    expect(enterPrice(odds, '0.5')).toBe(101);
    expect(enterPrice(odds, '5000')).toBe(100000);
    expect(enterPrice(odds, '2.03')).toBe(202);
    expect(enterPrice(odds, '2.5')).toBe(250);
    expect(enterPrice(odds, 'x')).toBeNull();
    fc.assert(fc.property(fc.double({ min: -10, max: 5000, noNaN: true }), (n) => {
      const p = enterPrice(odds, String(n));
      expect(p === null || isLadderPrice(p)).toBe(true);
    }));
  });
  it('moves bookmaker percentages by whole points and never below 0', () => {
    expect(stepPrice(bookmaker, 45, 1)).toBe(46);
    expect(stepPrice(bookmaker, 0, -1)).toBe(0);
    expect(enterPrice(bookmaker, '12.7')).toBe(12);
  });
  it('does not move a fancy rate', () => {
    expect(stepPrice(fancy, 90, 1)).toBe(90);
    expect(enterPrice(fancy, '120')).toBeNull();
  });
});

describe('profit per market type (§5)', () => {
  it('odds: stake × odds − stake', () => {
    expect(slipAmounts(odds, 250, 100)).toEqual({ profitPaise: 15000, liabilityPaise: 10000 });
    expect(slipAmounts({ ...odds, isBack: false }, 250, 100)).toEqual({ profitPaise: 10000, liabilityPaise: 15000 });
    expect(formatRupees(slipAmounts(odds, 101, 100).profitPaise)).toBe('1.00');
  });
  it('fancy: stake × rate / 100', () => {
    expect(slipAmounts(fancy, 90, 100)).toEqual({ profitPaise: 10000, liabilityPaise: 9000 });
    expect(slipAmounts({ ...fancy, isBack: true }, 90, 100).profitPaise).toBe(9000);
  });
  it('bookmaker: the price as a percentage (÷100, +1)', () => {
    expect(slipAmounts(bookmaker, 45, 100).profitPaise).toBe(4500);
    expect(actualPrice(bookmaker, 45)).toBe(145);
  });
  it('shows nothing to win without a stake and amounts with 2 decimals', () => {
    expect(slipAmounts(odds, 250, 0)).toEqual({ profitPaise: 0, liabilityPaise: 0 });
    expect(formatRupees(123456)).toBe('1,234.56');
    expect(formatRupees(1_000_000_000)).toBe('1,00,00,000.00');
    expect(formatRupees(-1_234_500)).toBe('-12,345.00');
    expect(formatRupees(5)).toBe('0.05');
  });
});

describe('Place Bet and bhaw rules (§5)', () => {
  it("'Bhaw cannot be less than 1.' on a non-session line market", () => {
    expect(priceMessage(bookmaker, 0)).toBe(BHAW_TOO_LOW);
    // the price must exceed 1: exactly 1 is refused too
    expect(priceMessage(bookmaker, 1)).toBe(BHAW_TOO_LOW);
    expect(priceMessage(bookmaker, 2)).toBeNull();
    expect(priceMessage(odds, 0)).toBeNull();
    expect(priceMessage(fancy, 0)).toBeNull();
    expect(sayNow(BHAW_TOO_LOW)).toBe('Bhaw cannot be less than 1.');
  });
  it('is disabled with a stake of 0 or less', () => {
    expect(placeBetDisabled(odds, 250, 0, false)).toBe(true);
    expect(placeBetDisabled(odds, 250, -5, false)).toBe(true);
    expect(placeBetDisabled(odds, 250, 100, false)).toBe(false);
  });
  it('is disabled when a non-session price is below 1.01', () => {
    expect(placeBetDisabled(odds, 100, 100, false)).toBe(true);
    expect(placeBetDisabled(odds, 101, 100, false)).toBe(false);
    expect(placeBetDisabled(bookmaker, 0, 100, false)).toBe(true);
    expect(placeBetDisabled(fancy, 0, 100, false)).toBe(false);
  });
  it('is disabled while submitting', () => {
    expect(placeBetDisabled(odds, 250, 100, true)).toBe(true);
  });
});
