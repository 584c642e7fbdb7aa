// Responsible-gambling limits (issue 14; designed in the server's http/responsible-gambling.ts).
// Amounts are rupees; times ISO 8601 (UTC).

/** The limits' kinds and periods, and the bounds of each change (the server's rules and the change's schema). */
export const RG_LIMIT_KINDS = ['deposit', 'loss'] as const;
export const RG_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type RgPeriod = (typeof RG_LIMIT_PERIODS)[number];
export type RgLimitKind = (typeof RG_LIMIT_KINDS)[number];
/** The largest limit a player can set, rupees a period (₹1,00,00,000). */
export const RG_MAX_LIMIT_RUPEES = 1_00_00_000;
/** A cool-off: 24 hours to 6 weeks. */
export const RG_COOL_OFF_RANGE = { min: 24, max: 6 * 7 * 24 } as const;
/** The reality check's reminder: every 10 to 120 minutes of play, or 0 (off). */
export const RG_REALITY_CHECK_RANGE = { min: 10, max: 120 } as const;

export const RG_COOL_OFF_HOURS = [24, 72, 168, 336, 1008] as const;
export const RG_SELF_EXCLUSION_MONTHS = [6, 12, 24, 36, 60] as const;
export const RG_REALITY_CHECK_MINUTES = [0, 15, 30, 60, 120] as const;

// From their schemas (schemas/responsible-gambling.ts): GET|POST /account/responsible-gambling → RgView,
// GET /account/reality-check → RealityCheckView.
// POST /account/responsible-gambling's body: one change (RgChangeRequest).
export type { RgLimitView, RgView, RealityCheckView, RgChangeRequest } from './schemas/responsible-gambling';
