// Money between rupees and paise (spec §1, §9): the one conversion of Khel, used by the server's
// routes and every app. Exact: it reads the rupee amount's decimal digits (never `rupees * 100` in
// floating point, where 1.005 * 100 is 100.49999999999999).
//
// Rounding rule: an amount with more than 2 decimals goes to the nearest paisa, a half paisa away
// from zero (1.005 → 101 paise, -1.005 → -101). Exact for amounts of up to 13 whole-rupee digits
// (15 significant digits, what a double keeps), far above any stake or balance.

export const PAISE_PER_RUPEE = 100;

// sign, whole digits, decimals, exponent: what String(number) gives, and what a person types
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,3}))?$/i;

/** Integer rounding, a half away from zero (Math.round sends -0.5 to 0). */
const roundHalfAway = (n: number): number => (n < 0 ? -Math.round(-n) : Math.round(n)) || 0;

/** Exact paise of a decimal text ('12.34', '-0.125', '1e-7'), rounded or cut; NaN when it is not a number. */
function decimalToPaise(text: string, rounding: 'half-away' | 'cut' = 'half-away'): number {
  const m = DECIMAL.exec(text.trim());
  if (!m) return NaN;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = m;
  if (whole === '' && fraction === '') return NaN;
  const digits = BigInt(`${whole}${fraction}` || '0');
  // value = digits × 10^(exponent - fraction.length); paise = value × 100
  const shift = Number(exponent) - fraction.length + 2;
  let paise: bigint;
  if (shift >= 0) paise = digits * 10n ** BigInt(shift);
  else {
    const unit = 10n ** BigInt(-shift);
    paise = digits / unit;
    if (rounding === 'half-away' && (digits % unit) * 2n >= unit) paise += 1n;
  }
  const n = Number(paise);
  return sign === '-' ? -n || 0 : n;
}

/** Rupees (a number from the wire, or its text) → integer paise, by the rounding rule above; NaN for what is not a finite amount. */
export function rupeesToPaise(rupees: number | string): number {
  if (typeof rupees === 'number' && !Number.isFinite(rupees)) return NaN;
  return decimalToPaise(String(rupees));
}

/** Rupees → paise with the decimals past the second cut off (the slip's stake input, §5: 1.159 → 115). */
export function cutToPaise(rupees: number): number {
  return Number.isFinite(rupees) ? decimalToPaise(String(rupees), 'cut') : NaN;
}

/** Integer paise → rupees with at most 2 decimals, for the wire and for display (1234 → 12.34). A fraction of a paisa rounds by the rule above. */
export function paiseToRupees(paise: number): number {
  if (!Number.isFinite(paise)) return NaN;
  // an IEEE division is correctly rounded: p / 100 is the double nearest to the exact decimal p/100
  return roundHalfAway(paise) / PAISE_PER_RUPEE || 0;
}

const TYPED_AMOUNT = /^\d{1,13}(?:\.\d{1,2})?$/;

/** A typed or posted amount: whole rupees with at most 2 decimals, no sign ('250', '99.5') → paise; null otherwise. */
export function parseRupeeAmount(value: unknown): number | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  return TYPED_AMOUNT.test(text) ? decimalToPaise(text) : null;
}
