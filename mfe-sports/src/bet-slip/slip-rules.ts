// The bet slip's rules (spec §5, §9) as pure functions: what a typed stake becomes, how the price
// steps, what the bet wins or risks, and when Place Bet is allowed. The maths itself (ladder,
// profit per market type, caps) is shared-kernel's, so the slip and the server agree to the paisa.
import {
  DEFAULT_STAKE_BUTTONS,
  LOGGED_OUT_STAKE_CAP_RUPEES,
  MAX_PRICE,
  MAX_STAKE_RUPEES,
  MIN_PRICE,
  betAmounts,
  bookmakerPercentToPrice,
  clampPrice,
  formatIndianNumber,
  parsePrice,
  rupeesToPaise,
  snapDown,
  tickDown,
  tickUp,
  type BetOutcomeAmounts,
  type SlipSelection,
} from '@khel/shared-kernel';

/** §9 default stake buttons (a player's saved presets replace them). */
export const STAKE_PRESETS: readonly number[] = DEFAULT_STAKE_BUTTONS;

/** i18n keys of the §5 messages (shown through t()). */
export const STAKE_TOO_LARGE = 'sportsSlip.stakeTooLarge';
export const BHAW_TOO_LOW = 'sportsSlip.bhawTooLow';

export interface StakeEntry {
  /** whole rupees */
  stake: number;
  /** an i18n key */
  message: string | null;
}

/**
 * A typed stake: integers only (anything after a decimal point is dropped, non-digits ignored),
 * at most 1,00,00,000 with the §5 message, and silently capped at 5,00,000 for a visitor.
 */
export function enterStake(text: string, loggedIn: boolean): StakeEntry {
  const wholePart = text.split('.')[0] ?? '';
  const digits = wholePart.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  // Longer than the cap's digits is too large however it continues; avoid unsafe integers.
  const typed = digits.length > 9 ? MAX_STAKE_RUPEES + 1 : Number(digits || '0');
  const cap = loggedIn ? MAX_STAKE_RUPEES : LOGGED_OUT_STAKE_CAP_RUPEES;
  if (typed > MAX_STAKE_RUPEES) return { stake: cap, message: STAKE_TOO_LARGE };
  return { stake: Math.min(typed, cap), message: null };
}

/** A preset button sets the stake to its value, within the same caps (a visitor's 5,00,000). */
export function presetStake(preset: number, loggedIn: boolean): StakeEntry {
  return enterStake(String(preset), loggedIn);
}

/** Whether the player may change the price on the slip: fancy runs and rates come from the book. */
export function priceEditable(selection: Pick<SlipSelection, 'kind' | 'hrRunners'>): boolean {
  // a combined racing price follows from its runners' own prices
  return selection.kind !== 'fancy' && (selection.hrRunners?.length ?? 0) < 2;
}

/** The − and + buttons: odds move one rung of the §5 ladder; bookmaker percentages move by 1. */
export function stepPrice(selection: Pick<SlipSelection, 'kind'>, price: number, direction: 1 | -1): number {
  if (selection.kind === 'odds') return direction > 0 ? tickUp(price) : tickDown(price);
  if (selection.kind === 'bookmaker') return Math.max(0, price + direction);
  return price;
}

/**
 * A typed price: decimal odds clamped to 1.01–1000 and snapped onto the ladder; bookmaker
 * percentages as whole numbers (0 upward). Null when the text is not a number.
 */
export function enterPrice(selection: Pick<SlipSelection, 'kind'>, text: string): number | null {
  if (selection.kind === 'odds') {
    const hundredths = parsePrice(text);
    if (hundredths === null) {
      const n = Number(text);
      return Number.isFinite(n) && text.trim() !== '' ? snapDown(clampPrice(Math.floor(n * 100))) : null;
    }
    return snapDown(clampPrice(hundredths));
  }
  if (selection.kind === 'bookmaker') {
    const n = Number(text);
    return Number.isFinite(n) && text.trim() !== '' ? Math.max(0, Math.trunc(n)) : null;
  }
  return null;
}

/** The decimal odds the price stands for, in hundredths (spec "priceActual"); fancy rates have none. */
export function actualPrice(selection: Pick<SlipSelection, 'kind'>, price: number): number | null {
  if (selection.kind === 'odds') return price;
  if (selection.kind === 'bookmaker') return bookmakerPercentToPrice(price);
  return null;
}

/** §5 line-market rule: a non-session line market (bookmaker "bhaw") needs a rate above 1 (an i18n key, or null). */
export function priceMessage(selection: Pick<SlipSelection, 'kind' | 'marketType'>, price: number): string | null {
  if (selection.kind === 'bookmaker' && selection.marketType !== 'SESSION' && price <= 1) return BHAW_TOO_LOW;
  return null;
}

/** Profit (odds table) or liability (session table) of the slip, in paise. */
export function slipAmounts(selection: Pick<SlipSelection, 'kind' | 'isBack'>, price: number, stakeRupees: number): BetOutcomeAmounts {
  if (stakeRupees <= 0) return { profitPaise: 0, liabilityPaise: 0 };
  return betAmounts(selection.kind, selection.isBack, rupeesToPaise(stakeRupees), price);
}

/** §5: Place Bet is disabled with no stake, a non-session price below 1.01, a bhaw error, or while submitting. */
export function placeBetDisabled(
  selection: Pick<SlipSelection, 'kind' | 'marketType'>,
  price: number,
  stakeRupees: number,
  submitting: boolean,
): boolean {
  if (submitting || !(stakeRupees > 0)) return true;
  if (priceMessage(selection, price) !== null) return true;
  const actual = actualPrice(selection, price);
  return actual !== null && actual < MIN_PRICE;
}

/** Paise as rupees with 2 decimals (§5 "Amounts show 2 decimals") and Indian grouping (§1): 1,00,00,000.00. */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(paise));
  return `${sign}${formatIndianNumber(Math.floor(abs / 100), 0)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Hundredths odds as the slip shows them: 250 → "2.5", 101 → "1.01", 100000 → "1000". */
export function formatOdds(hundredths: number): string {
  return String(hundredths / 100);
}

export { MIN_PRICE, MAX_PRICE };
