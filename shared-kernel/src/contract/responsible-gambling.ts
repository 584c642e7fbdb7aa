// Responsible-gambling limits (issue 14; designed in the server's http/responsible-gambling.ts).
// Amounts are rupees; times ISO 8601 (UTC).

export type RgPeriod = 'day' | 'week' | 'month';
export type RgLimitKind = 'deposit' | 'loss';

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

// From their schemas (schemas/responsible-gambling.ts): GET|POST /account/responsible-gambling → RgView,
// GET /account/reality-check → RealityCheckView.
export type { RgLimitView, RgView, RealityCheckView } from './schemas/responsible-gambling';
