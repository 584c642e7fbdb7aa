// The stakes a market takes from a player (issue 34 item 4: one source for the market header and the
// slip): the player's own limits for its type and sport (§9 defaults, the host's and the player's
// overrides from getUserSetting) within the market's own (market_min_stack, market_max_stack; a
// fancy's session_min_stack, session_max_stack). The server applies the same rule (Exchange.assertStake).
// Pure: the event page's first paint (built for Node) uses it too.
import { DEFAULT_BET_DELAYS, DEFAULT_MAX_WIN_PER_MARKET_RUPEES, DEFAULT_USER_LIMITS, formatIndianNumber, stakeLimitsFor, type MarketKind } from '@khel/shared-kernel';
import type { UserBetSettingsWire } from '@khel/shared-kernel/contract';
import type { Say } from '../i18n/say';

/** §9's delays and limits: a visitor's, and a player's until their own are read. */
export const DEFAULT_BET_SETTINGS: UserBetSettingsWire = {
  ...DEFAULT_BET_DELAYS,
  ...DEFAULT_USER_LIMITS,
  maxWinPerMarket: DEFAULT_MAX_WIN_PER_MARKET_RUPEES,
};

/** A market's own stakes, whole rupees (absent or 0: none of its own). */
export interface MarketStakes {
  min?: number | null;
  max?: number | null;
}

export function stakeRange(kind: MarketKind, sportId: number, settings: UserBetSettingsWire, market: MarketStakes): { min: number; max: number } {
  const own = stakeLimitsFor(settings, kind, sportId);
  return {
    min: Math.max(own.min, market.min || 0),
    max: market.max ? Math.min(own.max, market.max) : own.max,
  };
}

/** The header's text: 'Min 100 · Max 20,00,000'. */
export function stakeRangeText(range: { min: number; max: number }, t: Say): string {
  return t('sports.stakeLimits', { min: formatIndianNumber(range.min, 0), max: formatIndianNumber(range.max, 0) });
}
