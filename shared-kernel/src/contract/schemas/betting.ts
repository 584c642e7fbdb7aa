// The betting calls (spec §7.3): placement, cash-out, bet lists, cancel. The slip sends JSON; the
// spec's clients may send form fields, so numbers may come as text ('5', '1.85') and flags as
// 1/0, true/false or their text. The schemas name every field with the forms it may take; the rules
// on values (a whole-rupee stake up to the limit, a price on the ladder, the market id's shape) are
// checked by the route with the slip's own messages.
import { Envelope, Rupees, Type, type Static } from './common';
import { NumberOrText, TextOrNull } from './fields';

/** A 1/0 flag: 1, 0, true, false or their text. `absent`: what else stands for "not given" (an optional flag). */
const FLAG_VALUES = [0, 1, true, false, '0', '1', 'true', 'false'];
const Flag = (field: string, description: string, absent: unknown[] = []) =>
  Type.Unsafe<0 | 1 | boolean | '0' | '1'>({ enum: [...FLAG_VALUES, ...absent], description, errorMessage: `${field} must be 1 or 0` });

const MarketId = (description = "the market's id, e.g. '1.234567'") => TextOrNull('market_id', description);
const Stake = NumberOrText('whole rupees, 1 to 1,00,00,000', 'Stake must be a whole number of rupees');
const Odds = (description: string) => NumberOrText(description, 'Odds must be a number');
const SelectionId = NumberOrText("the runner's id", 'selection_id is invalid');
const ClientRef = Type.Optional(TextOrNull('client_ref', 'makes placement idempotent: the same reference again answers with the bet already placed (up to 64 characters)'));
const IsBack = Flag('is_back', '1 back, 0 lay');

/** POST bet/saveBet: an exchange or bookmaker bet. */
export const SaveBetRequest = Type.Object({
  is_back: IsBack,
  market_id: MarketId(),
  odds: Odds('decimal odds on the ladder, or the whole percentage on a BOOKMAKER market'),
  selection_id: SelectionId,
  stack: Stake,
  client_ref: ClientRef,
  keep: Type.Optional(
    Flag(
      'keep',
      'exchange orders only (default 0): 1 keeps the unmatched part in the book when the market goes in play or suspends; otherwise it lapses then and its exposure is released',
      ['', null],
    ),
  ),
});
export type SaveBetRequest = Static<typeof SaveBetRequest>;

/** POST bet/saveFancyBet: a session (fancy) bet at the line and rate the slip showed. */
export const SaveFancyBetRequest = Type.Object({
  is_back: Flag('is_back', '1 yes (back), 0 no (lay)'),
  fancy_id: NumberOrText("the fancy's id", 'fancy_id is invalid'),
  run: NumberOrText('the run line the slip showed', 'run must be a whole number'),
  size: NumberOrText('the rate the slip showed (100 = evens)', 'size must be a whole number'),
  stack: Stake,
  client_ref: ClientRef,
});
export type SaveFancyBetRequest = Static<typeof SaveFancyBetRequest>;

/** One runner of POST bet/saveHrBet (1 runner: a single racing bet; 2–4: the combined market). */
export const SaveHrBetItem = Type.Object(
  {
  selection_id: SelectionId,
  selection_name: Type.Optional(TextOrNull('selection_name', "the runner's name (not read)")),
  market_id: MarketId("the race's market id"),
  odds: Odds('decimal odds'),
  is_back: IsBack,
  stack: Stake,
  client_ref: Type.Optional(
    TextOrNull('client_ref', 'the same on every runner: makes the whole bet idempotent, the same reference again answers with the bets already placed (up to 64 characters)'),
  ),
  },
  { errorMessage: { type: 'Each selection must be an object' } },
);
export type SaveHrBetItem = Static<typeof SaveHrBetItem>;

/** The runners: a list of 1 to 4 (bodies are not coerced, so nothing else becomes one). */
export const SaveHrBetRequest = Type.Array(SaveHrBetItem, {
  description: '1 to 4 runners of one race',
  minItems: 1,
  maxItems: 4,
  errorMessage: { type: 'Request body must be a list of selections', minItems: 'Select 1 to 4 runners', maxItems: 'Select 1 to 4 runners' },
});

export const PlacedBet = Type.Object({ bet_id: Type.Integer(), matched: Rupees, unmatched: Rupees });
export type PlacedBetWire = Static<typeof PlacedBet>;

export const PlacedBetAnswer = Envelope(PlacedBet);
export const PlacedBetsAnswer = Envelope(Type.Array(PlacedBet));

/** The query of both cash-out calls; worstPrice (decimal odds) only means something to the cash-out. */
export const CashOutQuery = Type.Object({
  marketId: Type.String({ maxLength: 40 }),
  worstPrice: Type.Optional(Type.String({ pattern: '^\\d{1,4}(\\.\\d{1,2})?$', description: 'the worst price the quote offered, decimal odds' })),
});

/** One price level of a cash-out's hedge: decimal odds and the stake in rupees taken there. */
export const CashOutLeg = Type.Object({ price: Type.Number({ description: 'decimal odds' }), stake: Rupees });
export type CashOutLegWire = Static<typeof CashOutLeg>;

/**
 * GET exchange/order/cashoutQuote?marketId= (beyond the spec): what a cash-out would do now, for
 * the confirm dialog ('Cash out ₹X?'). `worst_price` is the bound the client sends back with the
 * cash-out; `complete` false means the book holds too little to equalise the position now.
 */
export const CashOutQuote = Type.Object({
  market_id: Type.String(),
  selection_id: Type.Integer(),
  is_back: Type.Union([Type.Literal(0), Type.Literal(1)]),
  stake: Type.Number({ description: "the whole hedge's stake, rupees" }),
  legs: Type.Array(CashOutLeg),
  amount: Type.Number({ description: 'the P&L the cash-out locks in (the smaller outcome), rupees; negative is a loss' }),
  worst_price: Type.Number(),
  complete: Type.Boolean(),
  remaining: Type.Number({ description: 'how far apart the two outcomes stay after it, rupees' }),
});
export type CashOutQuoteWire = Static<typeof CashOutQuote>;
export const CashOutQuoteAnswer = Envelope(CashOutQuote);

/**
 * GET exchange/order/cashout?marketId=&worstPrice= : the hedge placed. `complete` false: the book
 * ran out within the worst price; the outcomes stay `remaining` apart (the message says so too).
 */
export const CashOut = Type.Composite([
  PlacedBet,
  Type.Object({
    complete: Type.Boolean(),
    amount: Rupees,
    remaining: Rupees,
    runners: Type.Array(Type.Object({ selection_id: Type.Integer(), user_pl: Type.Number({ description: 'P&L if this runner wins, after the cash-out (rupees)' }) })),
  }),
]);
export type CashOutWire = Static<typeof CashOut>;
export const CashOutAnswer = Envelope(CashOut);

const BetSearch = Type.Object({
  delete_status: Type.Optional(Type.Unknown({ description: 'not read' })),
  match_id: Type.Optional(NumberOrText("the event's id", 'match_id is invalid')),
  market_id: Type.Optional(MarketId()),
  is_matched: Type.Optional(NumberOrText('1 bets with a matched part, 0 with an unmatched part', 'is_matched must be 1 or 0')),
});
/** A date: text the route reads as a time (ISO 8601); null reads as absent. */
const DateText = (field: string, description: string) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], description, errorMessage: { type: `${field} must be a date` } });

/** POST bet/openBets, bet/settledBets, bet/unmatchedBets: `pageSize` is the call's largest page. */
export const betListRequest = (pageSize: number) =>
  Type.Object({
    limit: Type.Optional(NumberOrText(`page size: up to ${pageSize}`, `limit must be 1 to ${pageSize}`)),
    page: Type.Optional(NumberOrText('from 1', 'page must be 1 or more')),
    // an object, or none: '' or null (the only text it may be, so maxLength: a longer text is refused)
    search: Type.Optional(
      Type.Unsafe<Static<typeof BetSearch> | '' | null>({
        ...BetSearch,
        type: ['object', 'string', 'null'],
        maxLength: 0,
        description: 'filters (an empty string or null: none)',
        errorMessage: { type: 'search must be an object', maxLength: 'search must be an object' },
      }),
    ),
    from_date: Type.Optional(DateText('from_date', 'from this time (a date, ISO 8601)')),
    to_date: Type.Optional(DateText('to_date', 'before this time (a date, ISO 8601)')),
  });
export const BetListRequest = betListRequest(150);
export type BetListRequest = Static<typeof BetListRequest>;

export const BetLine = Type.Object({
  bet_id: Type.Integer(),
  is_back: Type.Union([Type.Literal(0), Type.Literal(1)]),
  is_fancy: Type.Union([Type.Literal(0), Type.Literal(1)]),
  event_type: Type.String(),
  market_name: Type.String(),
  match_name: Type.String(),
  selection_name: Type.String(),
  odds: Type.Number({ description: 'decimal odds, bookmaker percentage, or the fancy line' }),
  size: Type.Union([Type.Number(), Type.Null()], { description: 'fancy rate, else null' }),
  stack: Rupees,
  matched: Rupees,
  unmatched: Rupees,
  liability: Rupees,
  profit: Rupees,
  /**
   * the average price the matched part got, stake-weighted over its fills (decimal odds; the
   * bookmaker percentage or fancy line as `odds`); null while nothing is matched. An exchange bet
   * matches at the resting order's price, so this can be better than `odds`, the price asked.
   */
  matched_odds: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  /** profit and liability of the matched part at the prices it matched at */
  matched_profit: Type.Optional(Rupees),
  matched_liability: Type.Optional(Rupees),
  createdAt: Type.String(),
  sport_id: Type.Integer(),
  match_id: Type.Integer(),
  market_id: Type.Union([Type.String(), Type.Null()]),
  fancy_id: Type.Union([Type.Integer(), Type.Null()]),
  series_name: Type.Union([Type.String(), Type.Null()]),
  marketType: Type.String(),
  status: Type.String(),
  result: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  pnl: Type.Optional(Type.Union([Rupees, Type.Null()])),
});

/** A bet as the player's lists and order stream show it: rupees and decimal odds. */
export type OpenBetWire = Static<typeof BetLine>;
export const BetListAnswer = Envelope(Type.Array(BetLine));

export const CancelBetRequest = Type.Object({ bet_id: NumberOrText("the bet's id", 'bet_id is invalid') });
export const CancelBetAnswer = Envelope(Type.Object({ bet_id: Type.Integer(), cancelled: Rupees }));
export const CancelAllRequest = Type.Object({ market_id: Type.Optional(MarketId('only this market; every market when absent')) });
export const CancelAllAnswer = Envelope(Type.Object({ cancelled_bets: Type.Integer() }));
