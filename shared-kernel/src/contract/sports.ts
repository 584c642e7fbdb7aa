// Sports data calls (spec §7.2): menus, match lists, match details, fancies, racing markets.
// Prices on the wire are decimal odds (1.01 … 1000) for odds markets and percentages for
// BOOKMAKER markets; sizes and money are rupees with 2 decimals.

import type { BetDelays, UserLimits } from '../betting/stake';

// The wire shapes are the schemas' types (schemas/sports.ts), which the server's answers are checked against.
export type {
  PriceSizeWire,
  RunnerWire,
  MarketWire,
  MatchWire,
  RacingMarketWire,
  RacingResultWire,
  SeriesWire,
  MenuSportWire,
  FancyWire,
  FancyPositionWire,
  TeamPositionWire,
  EventLimitsWire,
  TvScoreboardWire,
} from './schemas/sports';

/**
 * POST getUserSetting: the player's bet delays (seconds) and stake limits (rupees) per §3, with
 * the §9 defaults for anything the operator has not set (visitors get the defaults), and the most
 * one market may win them (rupees, §9 default 5,00,000).
 */
export type UserBetSettingsWire = BetDelays & UserLimits & { maxWinPerMarket: number };

