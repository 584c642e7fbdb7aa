// Turning a clicked cell into a bet-slip selection (the shared bus's SlipSelection).
import { DEFAULT_BET_DELAYS, betDelaySeconds, type MarketKind, type SlipSelection } from '@khel/shared-kernel';
import type { FancyItem, Market, Runner } from '../api/catalog';
import { runnerNameOf, selectionIdOf, toHundredths } from './row-state';

export function marketKindOf(marketType: string): MarketKind {
  return marketType === 'BOOKMAKER' || marketType === 'Special' ? 'bookmaker' : 'odds';
}

/** What a slip needs of a market (a match list row knows only its main market's part). */
export type SlipMarket = Pick<Market, 'market_id' | 'market_type' | 'match_id' | 'match_name' | 'sport_id' | 'market_name'> &
  Partial<Pick<Market, 'name' | 'betDelay' | 'feed_bet_delay' | 'market_min_stack' | 'market_max_stack'>>;

/** A cell's wire price in the slip's units: bookmaker quotes are percentages already; odds travel as decimals. */
export function slipPriceOf(marketType: string, wirePrice: number): number {
  return marketKindOf(marketType) === 'bookmaker' ? Math.round(wirePrice) : toHundredths(wirePrice);
}

export function runnerSelection(market: SlipMarket, runner: Runner, isBack: boolean, wirePrice: number): SlipSelection {
  const kind = marketKindOf(market.market_type);
  return {
    eventTypeId: market.sport_id,
    eventId: market.match_id,
    eventName: market.match_name,
    marketId: market.market_id,
    marketName: market.market_name ?? market.name ?? market.market_type,
    marketType: market.market_type,
    kind,
    selectionId: selectionIdOf(runner),
    runnerName: runnerNameOf(runner),
    isBack,
    price: slipPriceOf(market.market_type, wirePrice),
    delaySeconds: market.betDelay ?? betDelaySeconds(DEFAULT_BET_DELAYS, market.market_type, market.sport_id),
    ...(market.feed_bet_delay ? { feedDelaySeconds: market.feed_bet_delay } : {}),
    // the market's own stakes: the slip and the header apply them within the player's (stake-range.ts)
    ...(market.market_min_stack ? { minStake: market.market_min_stack } : {}),
    ...(market.market_max_stack ? { maxStake: market.market_max_stack } : {}),
  };
}

export function fancySelection(
  event: { sportId: number; matchId: number; matchName: string },
  item: FancyItem,
  isBack: boolean,
  runs: number,
  rate: number,
): SlipSelection {
  return {
    eventTypeId: event.sportId,
    eventId: event.matchId,
    eventName: event.matchName,
    marketId: String(item.fancy_id),
    marketName: item.fancy_name,
    marketType: 'SESSION',
    kind: 'fancy',
    selectionId: Number(item.selection_id ?? item.fancy_id),
    runnerName: item.fancy_name,
    isBack,
    price: rate,
    line: runs,
    fancyId: item.fancy_id,
    delaySeconds: betDelaySeconds(DEFAULT_BET_DELAYS, 'SESSION', event.sportId),
    ...(item.session_min_stack ? { minStake: item.session_min_stack } : {}),
    ...(item.session_max_stack ? { maxStake: item.session_max_stack } : {}),
  };
}
