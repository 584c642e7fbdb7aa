// Stake rules (spec §5, §9): integer rupees on the slip, caps, and the per-user default limits.
import { cutToPaise, paiseToRupees } from './money';

export const MAX_STAKE_RUPEES = 1_00_00_000;
export const LOGGED_OUT_STAKE_CAP_RUPEES = 5_00_000;
export const DEFAULT_MAX_WIN_PER_MARKET_RUPEES = 5_00_000;

export type StakeProblem = 'not-positive' | 'not-integer' | 'too-large';

/** Checks a slip stake in rupees; null when it is acceptable. */
export function stakeProblem(stakeRupees: number): StakeProblem | null {
  if (!Number.isFinite(stakeRupees) || stakeRupees <= 0) return 'not-positive';
  if (!Number.isInteger(stakeRupees)) return 'not-integer';
  if (stakeRupees > MAX_STAKE_RUPEES) return 'too-large';
  return null;
}

/** The slip's input rule: decimals cut to 2 places, capped at the maximum (5,00,000 when logged out). */
export function normaliseStakeInput(value: number, loggedIn: boolean): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  const cap = loggedIn ? MAX_STAKE_RUPEES : LOGGED_OUT_STAKE_CAP_RUPEES;
  return Math.min(cap, paiseToRupees(cutToPaise(value)));
}

/** Sport ids (spec §9). */
export const SPORT = {
  cricket: 4,
  football: 1,
  tennis: 2,
  horseRacing: 7,
  greyhoundRacing: 4339,
  election: 2378961,
} as const;

export type LimitKind = 'fancy' | 'odds' | 'bookmaker';

/** The user-limit fields of spec §3 (s- prefix soccer, t- prefix tennis), in rupees. */
export type UserLimits = Record<`${'' | 's' | 't'}${LimitKind}${'Min' | 'Max'}Limit`, number>;

/** §9 defaults: fancy 1–100000, odds 1–100000, bookmaker 100–2000000; soccer and tennis 100–50000. */
export const DEFAULT_USER_LIMITS: UserLimits = {
  fancyMinLimit: 1,
  fancyMaxLimit: 100000,
  oddsMinLimit: 1,
  oddsMaxLimit: 100000,
  bookmakerMinLimit: 100,
  bookmakerMaxLimit: 2000000,
  sfancyMinLimit: 100,
  sfancyMaxLimit: 50000,
  soddsMinLimit: 100,
  soddsMaxLimit: 50000,
  sbookmakerMinLimit: 100,
  sbookmakerMaxLimit: 50000,
  tfancyMinLimit: 100,
  tfancyMaxLimit: 50000,
  toddsMinLimit: 100,
  toddsMaxLimit: 50000,
  tbookmakerMinLimit: 100,
  tbookmakerMaxLimit: 50000,
};

/** The min and max stake (rupees) for a bet of `kind` on `sportId`, from a user's limits. */
export function stakeLimitsFor(limits: UserLimits, kind: LimitKind, sportId: number): { min: number; max: number } {
  const prefix = sportId === SPORT.football ? 's' : sportId === SPORT.tennis ? 't' : '';
  return { min: limits[`${prefix}${kind}MinLimit`], max: limits[`${prefix}${kind}MaxLimit`] };
}

/** The bet-delay fields of spec §3, in seconds. */
export interface BetDelays {
  matchoddsBetDelay: number;
  soccerBetDelay: number;
  tennisBetDelay: number;
  bookmakerBetDelay: number;
  fancyBetDelay: number;
  ballbyballBetDelay: number;
  virtualBetDelay: number;
}

export const DEFAULT_BET_DELAYS: BetDelays = {
  matchoddsBetDelay: 5,
  soccerBetDelay: 5,
  tennisBetDelay: 5,
  bookmakerBetDelay: 5,
  fancyBetDelay: 5,
  ballbyballBetDelay: 5,
  virtualBetDelay: 5,
};

/**
 * §9 delay choice: MATCH_ODDS by sport (cricket matchodds, football soccer, tennis tennis);
 * Special (bookmaker) bookmaker; SESSION fancy; v9 virtual; b9 ball by ball.
 */
export function betDelaySeconds(delays: BetDelays, marketType: string, sportId: number): number {
  switch (marketType) {
    case 'SESSION':
      return delays.fancyBetDelay;
    case 'BOOKMAKER':
    case 'Special':
      return delays.bookmakerBetDelay;
    case 'v9':
      return delays.virtualBetDelay;
    case 'b9':
      return delays.ballbyballBetDelay;
    default:
      if (sportId === SPORT.football) return delays.soccerBetDelay;
      if (sportId === SPORT.tennis) return delays.tennisBetDelay;
      return delays.matchoddsBetDelay;
  }
}
