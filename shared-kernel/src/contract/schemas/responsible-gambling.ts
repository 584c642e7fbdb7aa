// Responsible-gambling limits (issue 14; designed in the server's http/responsible-gambling.ts).
// Amounts are rupees; times ISO 8601 (UTC).
import { Envelope, Rupees, Type, type Static } from './common';

const orNull = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const RgLimitView = Type.Object({
  /** null = no limit */
  amount: orNull(Rupees),
  /** an increase or removal waiting 24 hours; amount null = removal */
  pending: orNull(Type.Object({ amount: orNull(Rupees), effectiveAt: Type.String() })),
});
export type RgLimitView = Static<typeof RgLimitView>;

const Periods = Type.Object({ day: RgLimitView, week: RgLimitView, month: RgLimitView });

/** GET|POST /account/responsible-gambling → data */
export const RgView = Type.Object({
  deposit: Periods,
  loss: Periods,
  /** null = off */
  realityCheckMinutes: orNull(Type.Number()),
  coolOffUntil: orNull(Type.String()),
  selfExcludedUntil: orNull(Type.String()),
  /** the most recent changes, newest first */
  history: Type.Array(Type.Object({ change: Type.Record(Type.String(), Type.Unknown()), createdAt: Type.String(), effectiveAt: Type.String() })),
});
export type RgView = Static<typeof RgView>;
export const RgAnswer = Envelope(RgView);

/** GET /account/reality-check → data: what the reminder every `minutes` of play tells the player */
export const RealityCheckView = Type.Object({
  /** null = no reminder */
  minutes: orNull(Type.Number()),
  /** when this login's play session began */
  sessionStartedAt: Type.String(),
  /** the server's clock when it answered (the client counts from the difference) */
  serverTime: Type.String(),
  /** rupees won (positive) or lost (negative) since the session began: settled bets and casino */
  net: Rupees,
});
export type RealityCheckView = Static<typeof RealityCheckView>;
export const RealityCheckAnswer = Envelope(RealityCheckView);
