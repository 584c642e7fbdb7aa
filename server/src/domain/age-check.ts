// 18+ at sign-up (issue 33): each host asks either for a date of birth or for the player's declaration
// that they are 18 or older (hosts.config.ageCheck; the declaration unless the host says 'dateOfBirth').
// Under 18 is refused; what was given is recorded with the account. Pure: no I/O.
import { invalid } from './errors';

export type AgeCheck = 'declaration' | 'dateOfBirth';
export const MINIMUM_AGE = 18;

export const ageCheckOf = (config: Record<string, unknown>): AgeCheck => (config.ageCheck === 'dateOfBirth' ? 'dateOfBirth' : 'declaration');

export const UNDER_AGE = 'You must be 18 or older to sign up';
export const DECLARE_AGE = 'Please confirm that you are 18 or older';
export const BIRTH_DATE_REQUIRED = 'Date of birth is required';
export const BIRTH_DATE_INVALID = 'Date of birth is invalid';

/** Whole years from a 'YYYY-MM-DD' birth date to a 'YYYY-MM-DD' day (a 29 February birthday counts from 1 March). */
export function yearsOn(birth: string, day: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** A real calendar date 'YYYY-MM-DD', else null. */
export function calendarDate(value: string | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

export interface AgeAnswer {
  /** the player's declaration (the sign-up form's box) */
  adult?: boolean | undefined;
  /** 'YYYY-MM-DD' */
  dateOfBirth?: string | undefined;
}

/**
 * The host's 18+ check on what the sign-up gave; `today` is India's 'YYYY-MM-DD'. Returns the date of
 * birth to record (null under the declaration rule). A date of birth, when given, is checked under
 * either rule: a declaration never overrides a date that says under 18.
 */
export function checkAdult(rule: AgeCheck, answer: AgeAnswer, today: string): { dateOfBirth: string | null } {
  const given = answer.dateOfBirth ? calendarDate(answer.dateOfBirth) : null;
  if (answer.dateOfBirth && !given) throw invalid(BIRTH_DATE_INVALID);
  if (given && (given > today || yearsOn(given, today) > 120)) throw invalid(BIRTH_DATE_INVALID);
  if (given && yearsOn(given, today) < MINIMUM_AGE) throw invalid(UNDER_AGE);
  if (rule === 'dateOfBirth' && !given) throw invalid(BIRTH_DATE_REQUIRED);
  if (rule === 'declaration' && !given && answer.adult !== true) throw invalid(DECLARE_AGE);
  return { dateOfBirth: given };
}
