// The sports data calls (spec §7.2): menus, match lists, match details, fancies, racing markets,
// positions and limits. Prices are decimal odds (1.01 … 1000) on odds markets and percentages on
// BOOKMAKER markets; sizes and money are rupees with 2 decimals.
import { Envelope, Rupees, Type, type Static, type TSchema } from './common';
import { BodyOf, NumberOrText, TextOrNull } from './fields';

const Flag01 = Type.Union([Type.Literal(0), Type.Literal(1)]);
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const PriceSizeWire = Type.Object({ price: Type.Number(), size: Rupees });
export type PriceSizeWire = Static<typeof PriceSizeWire>;

export const RunnerWire = Type.Object({
  selectionId: Type.Integer(),
  selection_id: Type.Integer(),
  runnerName: Type.String(),
  selection_name: Type.String(),
  status: Type.String({ description: 'ACTIVE, SUSPENDED, REMOVED, WINNER, LOSER' }),
  sort_priority: Type.Integer(),
  ex: Type.Object({ availableToBack: Type.Array(PriceSizeWire), availableToLay: Type.Array(PriceSizeWire) }),
  BackPrice1: Type.Number(),
  BackSize1: Type.Number(),
  BackPrice2: Type.Number(),
  BackSize2: Type.Number(),
  BackPrice3: Type.Number(),
  BackSize3: Type.Number(),
  LayPrice1: Type.Number(),
  LaySize1: Type.Number(),
  LayPrice2: Type.Number(),
  LaySize2: Type.Number(),
  LayPrice3: Type.Number(),
  LaySize3: Type.Number(),
  metadata: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'racing: CLOTH_NUMBER, COLOURS_FILENAME, JOCKEY_NAME, TRAINER_NAME' })),
});
export type RunnerWire = Static<typeof RunnerWire>;

export const MarketWire = Type.Object({
  market_id: Type.String(),
  match_id: Type.Integer(),
  match_name: Type.String(),
  match_date: Type.String(),
  name: Type.String(),
  market_name: Type.String(),
  market_type: Type.String(),
  status: Type.Union([Type.Literal('OPEN'), Type.Literal('SUSPENDED'), Type.Literal('CLOSED')]),
  inplay: Type.Boolean(),
  sport_id: Type.Integer(),
  series_id: Nullable(Type.Integer()),
  series_name: Nullable(Type.String()),
  runners: Type.Array(RunnerWire),
  betDelay: Type.Number(),
  /** the feed's own in-play delay for the market (Betfair's betDelay), seconds; absent: none. A bet waits at least this (and at least its host's). */
  feed_bet_delay: Type.Optional(Type.Number()),
  session_live_odds_validation: Type.Object({ Min: Type.Number(), Max: Type.Number() }),
  is_active: Flag01,
  enable_fancy: Flag01,
  is_lock: Flag01,
  bet_count: Type.Integer(),
  match_tv_url: Nullable(Type.String()),
  has_tv_url: Type.Boolean(),
  isBettable: Type.Boolean(),
  mtype: Type.String(),
  btype: Type.String(),
  market_min_stack: Rupees,
  market_max_stack: Rupees,
  market_max_profit: Rupees,
  seq: Type.Integer({ description: "grows with every change of the market (the stream's too)" }),
});
export type MarketWire = Static<typeof MarketWire>;

export const MatchWire = Type.Object({
  id: Type.Integer(),
  match_id: Type.Integer(),
  match_name: Type.String(),
  sport_id: Type.Integer(),
  series_id: Nullable(Type.Integer()),
  series_name: Nullable(Type.String()),
  match_date: Type.String(),
  inplay: Type.Boolean(),
  market_id: Nullable(Type.String()),
  runners: Type.Array(RunnerWire),
  enable_fancy: Flag01,
  has_tv_url: Type.Boolean(),
});
export type MatchWire = Static<typeof MatchWire>;

/** What a race's market and its result both say of the race. */
const raceFields = {
  market_id: Type.String(),
  match_id: Type.Integer(),
  market_name: Type.String(),
  country_code: Nullable(Type.String()),
  venue: Nullable(Type.String()),
  market_start_time: Type.String(),
};

export const RacingMarketWire = Type.Object({
  ...raceFields,
  inplay: Type.Boolean(),
  status: Type.String(),
  sport_id: Type.Integer(),
  /** as MarketWire's: Betfair's in-play betDelay for the race, seconds; absent: none */
  feed_bet_delay: Type.Optional(Type.Number()),
  runners: Type.Array(RunnerWire),
});
export type RacingMarketWire = Static<typeof RacingMarketWire>;

export const RacingResultWire = Type.Object({
  ...raceFields,
  settled_at: Type.String(),
  placings: Type.Array(
    Type.Object({ placing: Type.Integer(), selection_id: Type.Integer(), runnerName: Type.String(), metadata: Type.Optional(Type.Record(Type.String(), Type.String())) }),
    { description: 'finishers in order (1 = winner); a result with only a winner lists the winner alone' },
  ),
});
export type RacingResultWire = Static<typeof RacingResultWire>;

export const SeriesWire = Type.Object({ series_id: Type.Integer(), series_name: Type.String(), sport_id: Type.Integer() });
export type SeriesWire = Static<typeof SeriesWire>;

export const MenuSportWire = Type.Object({
  sport_id: Type.Union([Type.Integer(), Type.Literal('QT')], { description: 'a sport id, or a casino group: -100 (Indian card games) or QT (provider games)' }),
  name: Type.String(),
  children: Type.Array(
    Type.Object({
      series_id: Type.Integer(),
      series_name: Type.String(),
      sport_id: Type.Integer(),
      children: Type.Array(Type.Object({ match_id: Type.Integer(), match_name: Type.String(), market_id: Nullable(Type.String()), match_date: Type.String(), inplay: Type.Boolean() })),
    }),
  ),
});
export type MenuSportWire = Static<typeof MenuSportWire>;

export const FancyWire = Type.Object({
  fancy_id: Type.Integer(),
  selection_id: Type.Integer(),
  fancy_name: Type.String(),
  match_id: Type.Integer(),
  category: Type.Integer(),
  GameStatus: Type.Optional(Type.String({ description: "absent when open; else 'Ball Running', 'SUSPENDED', 'CLOSED'" })),
  is_active: Flag01,
  LayPrice1: Type.Number({ description: 'No: line' }),
  LaySize1: Type.Number({ description: 'No: rate' }),
  BackPrice1: Type.Number({ description: 'Yes: line' }),
  BackSize1: Type.Number({ description: 'Yes: rate' }),
  LayPrice2: Type.Optional(Type.Number()),
  LaySize2: Type.Optional(Type.Number()),
  session_min_stack: Rupees,
  session_max_stack: Rupees,
  session_max_profit: Rupees,
});
export type FancyWire = Static<typeof FancyWire>;

const PlayerPnl = Type.Object({ selection_id: Type.Integer(), user_pl: Rupees });
export const FancyPositionWire = Type.Object({ fancy_id: Type.Integer(), ladder: Type.Array(Type.Object({ run: Type.Number(), user_pl: Rupees })), liability: Rupees });
export type FancyPositionWire = Static<typeof FancyPositionWire>;
export const TeamPositionWire = Type.Object({ market_id: Type.String(), runners: Type.Array(PlayerPnl) });
export type TeamPositionWire = Static<typeof TeamPositionWire>;
const SessionLimits = Type.Object({ session_min_stack: Rupees, session_max_stack: Rupees, session_max_profit: Rupees });
export const EventLimitsWire = Type.Object({
  match_id: Type.Integer(),
  market_min_stack: Rupees,
  market_max_stack: Rupees,
  market_max_profit: Rupees,
  session_min_stack: Rupees,
  session_max_stack: Rupees,
  session_max_profit: Rupees,
  fancies: Type.Record(Type.String(), SessionLimits, { description: 'per fancy_id' }),
});
export type EventLimitsWire = Static<typeof EventLimitsWire>;
export const TvScoreboardWire = Type.Object({ tv_url: Nullable(Type.String()), scoreboard_url: Type.String() });
export type TvScoreboardWire = Static<typeof TvScoreboardWire>;

// requests: ids may come as numbers or their text (form fields); the route checks their values with
// its messages (`<id> is required`, `<id> is invalid`), the schema their types with the same words
const Id = (field: string, description: string) => Type.Optional(NumberOrText(description, `${field} is invalid`));
export const SportRequest = BodyOf(Type.Object({ sport_id: Id('sport_id', 'a sport id (§9): 4 cricket, 7 and 4339 racing…') }));
export const MatchListRequest = BodyOf(Type.Object({ sport_id: Id('sport_id', 'only this sport'), series_id: Id('series_id', 'only this series') }));
export const MatchRequest = BodyOf(
  Type.Object({ match_id: Id('match_id', "the match's id (required)"), market_id: Type.Optional(TextOrNull('market_id', "only this market, e.g. '1.234567'")) }),
);
export const FancyRequest = BodyOf(Type.Object({ fancy_id: Id('fancy_id', "the fancy's id (required)") }));

export const MenuAnswer = Envelope(Type.Array(MenuSportWire));
export const RacingMarketsAnswer = Envelope(Type.Array(RacingMarketWire));
export const RacingResultsAnswer = Envelope(Type.Array(RacingResultWire));
export const MarketAnswer = Envelope(MarketWire);
export const MarketsAnswer = Envelope(Type.Array(MarketWire));
export const MatchesAnswer = Envelope(Type.Array(MatchWire));
export const AllEventsAnswer = Envelope(Type.Object({ inplay: Type.Array(MatchWire), upcoming: Type.Array(MatchWire) }));
export const SeriesAnswer = Envelope(Type.Array(SeriesWire));
export const FanciesAnswer = Envelope(Type.Array(FancyWire));
export const FancyPositionAnswer = Envelope(FancyPositionWire);
export const FancyLiabilityAnswer = Envelope(Type.Record(Type.String(), Rupees, { description: "the player's exposure (rupees) per fancy_id" }));
export const TeamPositionsAnswer = Envelope(Type.Array(TeamPositionWire));
export const EventLimitsAnswer = Envelope(EventLimitsWire);
export const TvScoreboardAnswer = Envelope(TvScoreboardWire);
export const MatchCentreAnswer = Envelope(
  Type.Object({ match_id: Type.Integer(), match_name: Type.String(), sport_id: Type.Integer(), status: Type.String(), score: Type.Unknown({ description: "the feed's score (runs, wickets, overs…), or null" }) }),
);
/** A call that reads nothing from its body (any body is let through, as before). */
export const AnyBody = BodyOf(Type.Object({}));

/** GET /feed/status: which feed runs on this instance; a replay's position and speed, a live stream's connection and clock */
export const FeedStatusAnswer = Envelope(
  Type.Object({
    feed: Type.String({ description: 'simulator, betfair-replay, betfair or off' }),
    running: Type.Boolean({ description: 'whether this instance runs the feed (the one holding its lease)' }),
    position: Type.Optional(Type.Number({ description: 'replay: the recording time reached (ms since the epoch)' })),
    speed: Type.Optional(Type.Number({ description: 'replay: N× the recorded pace' })),
    finished: Type.Optional(Type.Boolean({ description: 'replay: played to its end' })),
    connection: Type.Optional(Type.String({ description: "live stream: the client's connection state" })),
    clk: Type.Optional(Nullable(Type.String({ description: "live stream: the stream's last clock" }))),
    markets: Type.Array(
      Type.Object({
        marketId: Type.String(),
        eventId: Type.Integer(),
        status: Type.String(),
        inPlay: Type.Boolean(),
        pt: Type.Number({ description: 'the publish time (ms) of the last change applied to the market' }),
      }),
    ),
  }),
);
