// Sports data calls (spec §7.2): menus, match lists, match details, fancies, racing markets.
// Prices on the wire are decimal odds (1.01 … 1000) for odds markets and percentages for
// BOOKMAKER markets; sizes and money are rupees with 2 decimals.

import type { BetDelays, UserLimits } from '../betting/stake';

export interface PriceSizeWire {
  price: number;
  size: number;
}

export interface RunnerWire {
  selectionId: number;
  selection_id: number;
  runnerName: string;
  selection_name: string;
  /** ACTIVE, SUSPENDED, REMOVED, WINNER, LOSER */
  status: string;
  sort_priority: number;
  ex: { availableToBack: PriceSizeWire[]; availableToLay: PriceSizeWire[] };
  BackPrice1: number;
  BackSize1: number;
  BackPrice2: number;
  BackSize2: number;
  BackPrice3: number;
  BackSize3: number;
  LayPrice1: number;
  LaySize1: number;
  LayPrice2: number;
  LaySize2: number;
  LayPrice3: number;
  LaySize3: number;
  /** racing: CLOTH_NUMBER, COLOURS_FILENAME, JOCKEY_NAME, TRAINER_NAME */
  metadata?: Record<string, string>;
}

export interface MarketWire {
  market_id: string;
  match_id: number;
  match_name: string;
  match_date: string;
  name: string;
  market_name: string;
  market_type: string;
  status: 'OPEN' | 'SUSPENDED' | 'CLOSED';
  inplay: boolean;
  sport_id: number;
  series_id: number | null;
  series_name: string | null;
  runners: RunnerWire[];
  betDelay: number;
  session_live_odds_validation: { Min: number; Max: number };
  is_active: 0 | 1;
  enable_fancy: 0 | 1;
  is_lock: 0 | 1;
  bet_count: number;
  match_tv_url: string | null;
  has_tv_url: boolean;
  isBettable: boolean;
  mtype: string;
  btype: string;
  market_min_stack: number;
  market_max_stack: number;
  market_max_profit: number;
  /** a sequence number that grows with every change of the market (the stream's too) */
  seq: number;
}

export interface MatchWire {
  id: number;
  match_id: number;
  match_name: string;
  sport_id: number;
  series_id: number | null;
  series_name: string | null;
  match_date: string;
  inplay: boolean;
  market_id: string | null;
  runners: RunnerWire[];
  enable_fancy: 0 | 1;
  has_tv_url: boolean;
}

export interface RacingMarketWire {
  market_id: string;
  match_id: number;
  market_name: string;
  country_code: string | null;
  venue: string | null;
  market_start_time: string;
  inplay: boolean;
  status: string;
  sport_id: number;
  runners: RunnerWire[];
}

/** POST /market/racingResults {sport_id}: the day's finished races, newest first, each with its placings. */
export interface RacingResultWire extends Pick<RacingMarketWire, 'market_id' | 'match_id' | 'market_name' | 'country_code' | 'venue' | 'market_start_time'> {
  settled_at: string;
  /** finishers in order (1 = winner); a result with only a winner lists the winner alone */
  placings: Array<{ placing: number; selection_id: number; runnerName: string; metadata?: Record<string, string> }>;
}

export interface SeriesWire {
  series_id: number;
  series_name: string;
  sport_id: number;
}

export interface MenuSportWire {
  /** a sport id (§9), or a casino group: -100 (Indian card games, Aura) or 'QT' (provider games) */
  sport_id: number | 'QT';
  name: string;
  children: Array<SeriesWire & { children: Array<{ match_id: number; match_name: string; market_id: string | null; match_date: string; inplay: boolean }> }>;
}

export interface FancyWire {
  fancy_id: number;
  selection_id: number;
  fancy_name: string;
  match_id: number;
  category: number;
  /** absent when open; else the status text ('Ball Running', 'SUSPENDED', 'CLOSED') */
  GameStatus?: string;
  is_active: 0 | 1;
  /** No: line and rate */
  LayPrice1: number;
  LaySize1: number;
  /** Yes: line and rate */
  BackPrice1: number;
  BackSize1: number;
  /** category 4 only: the extra lay price (§2.14) */
  LayPrice2?: number;
  LaySize2?: number;
  session_min_stack: number;
  session_max_stack: number;
  session_max_profit: number;
}

export interface FancyPositionWire {
  fancy_id: number;
  /** P&L (rupees) at each run total where it changes */
  ladder: Array<{ run: number; user_pl: number }>;
  liability: number;
}

export interface TeamPositionWire {
  market_id: string;
  runners: Array<{ selection_id: number; user_pl: number }>;
}

export interface EventLimitsWire {
  match_id: number;
  market_min_stack: number;
  market_max_stack: number;
  market_max_profit: number;
  session_min_stack: number;
  session_max_stack: number;
  session_max_profit: number;
  /** per fancy_id session limits */
  fancies: Record<string, { session_min_stack: number; session_max_stack: number; session_max_profit: number }>;
}

/**
 * POST getUserSetting: the player's bet delays (seconds) and stake limits (rupees) per §3, with
 * the §9 defaults for anything the operator has not set (visitors get the defaults), and the most
 * one market may win them (rupees, §9 default 5,00,000).
 */
export type UserBetSettingsWire = BetDelays & UserLimits & { maxWinPerMarket: number };

/** POST /match/getTvUrlScoreboardUrl {match_id}: the live TV page (null when the match has none) and the score. */
export interface TvScoreboardWire {
  tv_url: string | null;
  scoreboard_url: string;
}
