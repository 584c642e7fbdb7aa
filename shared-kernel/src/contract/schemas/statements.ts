// The statement pages' calls (account-statement, transfer and bonus statements, profit and loss).
// Dates are 'YYYY-MM-DD' in the player's time setting; utc_offset gives the device's or system's
// zone for them (India is always 330).
import { Day, Envelope, Rupees, Type, pageFields, type Static } from './common';

export const STATEMENT_PAGE_MAX = 150;

export const StatementRequest = Type.Object(
  {
    from_date: Type.Optional(Day('from_date')),
    to_date: Type.Optional(Day('to_date')),
    utc_offset: Type.Optional(Type.Integer({ minimum: -840, maximum: 840, errorMessage: 'utc_offset must be minutes east of UTC, -840 to 840' })),
    ...pageFields(STATEMENT_PAGE_MAX),
  },
  { additionalProperties: false },
);
export type StatementRequest = Static<typeof StatementRequest>;

export const StatementLine = Type.Object({
  transferId: Type.Integer(),
  /** ISO 8601 in the player's setting (+05:30 for India) */
  date: Type.String(),
  kind: Type.String({ description: "the ledger transfer's kind: deposit, bet_win, casino_debit…" }),
  description: Type.String(),
  reference: Type.Union([Type.String(), Type.Null()]),
  credit: Rupees,
  debit: Rupees,
  balance: Rupees,
  /** a bet's line (exposure, win, loss, commission): its event and market or session */
  eventName: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  marketName: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** a casino line: its game */
  gameName: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type StatementLine = Static<typeof StatementLine>;

export const StatementAnswer = Envelope(Type.Object({ page: Type.Integer(), limit: Type.Integer(), items: Type.Array(StatementLine) }));

export const ProfitLossRow = Type.Object({
  /** the settlement's reference, e.g. 'market:1.2345' or 'fancy:17' */
  reference: Type.String(),
  sportId: Type.Union([Type.Integer(), Type.Null()]),
  sportName: Type.Union([Type.String(), Type.Null()]),
  eventId: Type.Union([Type.Integer(), Type.Null()]),
  eventName: Type.Union([Type.String(), Type.Null()]),
  marketName: Type.Union([Type.String(), Type.Null()]),
  win: Rupees,
  loss: Rupees,
  commission: Rupees,
  net: Rupees,
  settledAt: Type.String(),
});
export type ProfitLossRow = Static<typeof ProfitLossRow>;

export const ProfitLossAnswer = Envelope(Type.Object({ page: Type.Integer(), limit: Type.Integer(), items: Type.Array(ProfitLossRow) }));
