import fc from 'fast-check';
import { cutToPaise, paiseToRupees, parseRupeeAmount, rupeesToPaise } from './money';
import { normaliseStakeInput } from './stake';

// paise with up to 15 significant digits: every amount Khel can hold (stakes stop at 1,00,00,000 rupees)
const paise = fc.bigInt({ min: -(10n ** 15n) + 1n, max: 10n ** 15n - 1n }).map(Number);
const wholeRupees = fc.bigInt({ min: 0n, max: 10n ** 12n }).map(String);
const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

describe('one money conversion: rupees and paise', () => {
  it('round-trips every amount in paise exactly', () => {
    fc.assert(fc.property(paise, (p) => rupeesToPaise(paiseToRupees(p)) === p));
    fc.assert(fc.property(paise, (p) => rupeesToPaise(String(paiseToRupees(p))) === p));
  });

  it('gives the wire amount with at most 2 decimals, its digits those of the paise', () => {
    fc.assert(
      fc.property(paise, (p) => {
        const abs = Math.abs(p);
        const text = `${p < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
        return paiseToRupees(p) === Number(text);
      }),
    );
  });

  it('is symmetric in the sign (±): -x converts to minus what x converts to', () => {
    fc.assert(fc.property(paise, (p) => paiseToRupees(-p) === -paiseToRupees(p)));
    fc.assert(fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (r) => rupeesToPaise(-r) === -rupeesToPaise(r)));
  });

  it('rounds a third decimal to the nearest paisa, a half paisa away from zero, on the decimal digits', () => {
    fc.assert(
      fc.property(wholeRupees, digits(3), fc.boolean(), (whole, decimals, negative) => {
        const thousandths = Number(decimals);
        const expected = Number(whole) * 100 + Math.floor(thousandths / 10) + (thousandths % 10 >= 5 ? 1 : 0);
        const text = `${negative ? '-' : ''}${whole}.${decimals}`;
        return rupeesToPaise(text) === (negative ? -expected || 0 : expected);
      }),
    );
  });

  it('is never more than half a paisa from the amount', () => {
    fc.assert(fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (r) => Math.abs(rupeesToPaise(r) - r * 100) <= 0.5 + 1e-6));
  });

  it('does not drift where multiplying floats does', () => {
    expect(Math.round(1.005 * 100)).toBe(100); // the drift the old kernel pair had
    expect(rupeesToPaise(1.005)).toBe(101);
    expect(rupeesToPaise(-1.005)).toBe(-101);
    expect(rupeesToPaise(4.35)).toBe(435);
    expect(rupeesToPaise(0.07)).toBe(7);
    expect(rupeesToPaise(1e-7)).toBe(0);
    expect(rupeesToPaise(1e21)).toBe(1e23);
    expect(rupeesToPaise('12')).toBe(1200);
    expect(rupeesToPaise(-0)).toBe(0);
    expect(paiseToRupees(-0.4)).toBe(0);
    expect(paiseToRupees(-50.5)).toBe(-0.51);
    expect(rupeesToPaise('abc')).toBeNaN();
    expect(rupeesToPaise(Number.POSITIVE_INFINITY)).toBeNaN();
    expect(paiseToRupees(Number.NaN)).toBeNaN();
  });

  it('cuts decimals past the second for the slip input (§5), never rounding up', () => {
    fc.assert(fc.property(wholeRupees, digits(3), (whole, decimals) => cutToPaise(Number(`${whole}.${decimals}`)) === Number(whole) * 100 + Math.floor(Number(decimals) / 10)));
    expect(Math.trunc(1.15 * 100)).toBe(114); // float truncation loses a paisa
    expect(normaliseStakeInput(1.15, true)).toBe(1.15);
    expect(normaliseStakeInput(12.349, true)).toBe(12.34);
  });

  it('reads a typed amount: digits with at most 2 decimals, no sign, exactly', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n - 1n }).map(Number), (p) => parseRupeeAmount(paiseToRupees(p).toFixed(2)) === p));
    expect(parseRupeeAmount('99.5')).toBe(9950);
    expect(parseRupeeAmount(' 250 ')).toBe(25000);
    expect(parseRupeeAmount(0.1)).toBe(10);
    for (const bad of ['1.005', '-5', '+5', '1e3', '', '.5', '5.', 'abc', '12345678901234']) expect(parseRupeeAmount(bad)).toBeNull();
    expect(parseRupeeAmount(1e-7)).toBeNull();
    expect(parseRupeeAmount(null)).toBeNull();
  });
});
