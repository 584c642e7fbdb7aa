// Responsible-gambling limits (issue 14; designed in the server's http/responsible-gambling.ts).
// Amounts are rupees; times ISO 8601 (UTC).
import type { TProperties } from '@sinclair/typebox';
import { Envelope, Rupees, Type, type Static } from './common';
import { RG_COOL_OFF_RANGE, RG_LIMIT_KINDS, RG_LIMIT_PERIODS, RG_MAX_LIMIT_RUPEES, RG_REALITY_CHECK_RANGE, RG_SELF_EXCLUSION_MONTHS } from '../responsible-gambling';

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

// POST /account/responsible-gambling: one change. Each kind of change is one object, told apart by
// its `type`; a value out of its bounds is refused with the field's own message.
const Change = <T extends string, P extends TProperties>(type: T, props: P) =>
  Type.Object({ type: Type.Literal(type), ...props }, { errorMessage: { type: 'Request body must be an object' } });
const Kind = Type.Union(
  RG_LIMIT_KINDS.map((k) => Type.Literal(k)),
  { errorMessage: `kind must be ${RG_LIMIT_KINDS.join(' or ')}` },
);
const Period = Type.Union(
  RG_LIMIT_PERIODS.map((p) => Type.Literal(p)),
  { errorMessage: `period must be ${RG_LIMIT_PERIODS.join(', ')}` },
);

export const RgChangeRequest = Type.Union([
  Change('limit', {
    kind: Kind,
    period: Period,
    amount: Type.Number({ minimum: 1, maximum: RG_MAX_LIMIT_RUPEES, description: 'rupees', errorMessage: `amount must be 1 to ${RG_MAX_LIMIT_RUPEES.toLocaleString('en-IN')} rupees` }),
  }),
  Change('remove-limit', { kind: Kind, period: Period }),
  Change('reality-check', {
    minutes: Type.Integer({
      anyOf: [{ const: 0 }, { minimum: RG_REALITY_CHECK_RANGE.min, maximum: RG_REALITY_CHECK_RANGE.max }],
      description: '0 = off',
      errorMessage: `minutes must be 0 (off) or ${RG_REALITY_CHECK_RANGE.min} to ${RG_REALITY_CHECK_RANGE.max}`,
    }),
  }),
  Change('cool-off', {
    hours: Type.Integer({ minimum: RG_COOL_OFF_RANGE.min, maximum: RG_COOL_OFF_RANGE.max, errorMessage: `hours must be ${RG_COOL_OFF_RANGE.min} to ${RG_COOL_OFF_RANGE.max}` }),
  }),
  Change('self-exclusion', {
    months: Type.Union(
      RG_SELF_EXCLUSION_MONTHS.map((m) => Type.Literal(m)),
      { errorMessage: `months must be ${RG_SELF_EXCLUSION_MONTHS.join(', ')}` },
    ),
  }),
]);
export type RgChangeRequest = Static<typeof RgChangeRequest>;
