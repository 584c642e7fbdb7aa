// Responsible-gambling limits (issue 14; designed in the server's http/responsible-gambling.ts).
// Amounts are rupees; times ISO 8601 (UTC).

export type RgPeriod = 'day' | 'week' | 'month';
export type RgLimitKind = 'deposit' | 'loss';

export interface RgLimitView {
  /** null = no limit */
  amount: number | null;
  /** an increase or removal waiting 24 hours; amount null = removal */
  pending: { amount: number | null; effectiveAt: string } | null;
}

/** GET|POST /account/responsible-gambling → data */
export interface RgView {
  deposit: Record<RgPeriod, RgLimitView>;
  loss: Record<RgPeriod, RgLimitView>;
  /** null = off */
  realityCheckMinutes: number | null;
  coolOffUntil: string | null;
  selfExcludedUntil: string | null;
  /** the most recent changes, newest first */
  history: { change: Record<string, unknown>; createdAt: string; effectiveAt: string }[];
}

/** POST /account/responsible-gambling: one change */
export type RgChangeRequest =
  | { type: 'limit'; kind: RgLimitKind; period: RgPeriod; amount: number }
  | { type: 'remove-limit'; kind: RgLimitKind; period: RgPeriod }
  /** 0 = off */
  | { type: 'reality-check'; minutes: number }
  | { type: 'cool-off'; hours: number }
  | { type: 'self-exclusion'; months: 6 | 12 | 24 | 36 | 60 };

export const RG_COOL_OFF_HOURS = [24, 72, 168, 336, 1008] as const;
export const RG_SELF_EXCLUSION_MONTHS = [6, 12, 24, 36, 60] as const;
export const RG_REALITY_CHECK_MINUTES = [0, 15, 30, 60, 120] as const;

/** GET /account/reality-check → data: what the reminder every `minutes` of play tells the player */
export interface RealityCheckView {
  /** null = no reminder */
  minutes: number | null;
  /** when this login's play session began */
  sessionStartedAt: string;
  /** the server's clock when it answered (the client counts from the difference) */
  serverTime: string;
  /** rupees won (positive) or lost (negative) since the session began: settled bets and casino */
  net: number;
}
