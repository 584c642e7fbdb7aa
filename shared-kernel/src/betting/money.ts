// Money between rupees and paise (spec §1, §9): the one conversion of Khel, used by the server's
// routes and every app. Exact: it reads the rupee amount's decimal digits (never `rupees * 100` in
// floating point, where 1.005 * 100 is 100.49999999999999).
//
// Rounding rule: an amount with more than 2 decimals goes to the nearest paisa, a half paisa away
// from zero (1.005 → 101 paise, -1.005 → -101). Exact for amounts of up to 13 whole-rupee digits
// (15 significant digits, what a double keeps), far above any stake or balance.

export const PAISE_PER_RUPEE = 100;

// sign, whole digits, decimals: what String(number) gives below 1e21 and above 1e-7, and what a person types
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** Integer rounding, a half away from zero (Math.round sends -0.5 to 0). */
const roundHalfAway = (n: number): number => (n < 0 ? -Math.round(-n) : Math.round(n)) || 0;

/**
 * Exact paise of a decimal text ('12.34', '-0.125'), rounded or cut; NaN when it is not one. Past
 * the paise only the third decimal counts: the rest is under half a paisa only when it is below 5.
 */
function decimalToPaise(text: string, cut = false): number {
  const m = DECIMAL.exec(text.trim());
  if (!m || (m[2] === '' && !m[3])) return NaN;
  const decimals = (m[3] ?? '').padEnd(3, '0');
  const paise = Number(m[2]) * 100 + Number(decimals.slice(0, 2)) + (!cut && decimals[2]! >= '5' ? 1 : 0);
  return m[1] === '-' ? -paise || 0 : paise;
}

/** A number's paise: exponent forms are below a millionth of a rupee (0 paise) or whole beyond 1e21 (exact as a float). */
const numberToPaise = (rupees: number, cut: boolean): number =>
  !Number.isFinite(rupees) ? NaN : /e/.test(String(rupees)) ? (cut ? Math.trunc(rupees * 100) || 0 : roundHalfAway(rupees * 100)) : decimalToPaise(String(rupees), cut);

/** Rupees (a number from the wire, or its text) → integer paise, by the rounding rule above; NaN for what is not a finite amount. */
export function rupeesToPaise(rupees: number | string): number {
  return typeof rupees === 'number' ? numberToPaise(rupees, false) : decimalToPaise(rupees);
}

/** Rupees → paise with the decimals past the second cut off (the slip's stake input, §5: 1.159 → 115). */
export function cutToPaise(rupees: number): number {
  return numberToPaise(rupees, true);
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
