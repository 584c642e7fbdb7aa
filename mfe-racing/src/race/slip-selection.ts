// Turning a clicked race price into a shared bet-slip selection (§3 isHrBet, runner details).
import { betDelaySeconds, currentTimeSetting, eventNameIn, type LivePrice, combinedPrice, DEFAULT_BET_DELAYS, type HrRunner, type MarketWire, type RunnerWire, type SlipSelection } from '@khel/shared-kernel';
import { hrRunnerOf, runnerOpen } from './race-state';

const raceOf = (market: MarketWire): Omit<SlipSelection, 'selectionId' | 'runnerName' | 'isBack' | 'price' | 'hrRunners'> => ({
  eventTypeId: market.sport_id,
  eventId: market.match_id,
  eventName: eventNameIn(market.match_name, market.match_date, currentTimeSetting()),
  marketId: market.market_id,
  marketName: market.market_name || market.name,
  marketType: market.market_type,
  kind: 'odds',
  delaySeconds: market.betDelay ?? betDelaySeconds(DEFAULT_BET_DELAYS, market.market_type, market.sport_id),
  // Betfair's in-play delay: the slip counts down the larger of it and the host's (as mfe-sports' slip)
  ...(market.feed_bet_delay ? { feedDelaySeconds: market.feed_bet_delay } : {}),
  isHrBet: true,
});

/** One runner at a price on a side (the best unless another level was clicked); null when there is none. */
export function runnerSlip(market: MarketWire, runner: RunnerWire, isBack: boolean, level = 0): SlipSelection | null {
  const hr = hrRunnerOf(runner, isBack ? 'back' : 'lay', level);
  if (!hr) return null;
  return { ...raceOf(market), selectionId: hr.selectionId, runnerName: hr.runnerName, isBack, price: hr.price, hrRunners: [hr] };
}

/** The combined runners on a side at their best prices; null below 2 runners or when one has no price there. */
export function combinedRunners(runners: readonly RunnerWire[], isBack: boolean): HrRunner[] | null {
  const hr = runners.map((r) => hrRunnerOf(r, isBack ? 'back' : 'lay'));
  if (hr.length < 2 || hr.some((r) => r === null)) return null;
  return hr as HrRunner[];
}

export function combinedSlip(market: MarketWire, runners: readonly RunnerWire[], isBack: boolean): SlipSelection | null {
  const hr = combinedRunners(runners, isBack);
  const price = hr ? combinedPrice(hr) : null;
  if (!hr || price === null) return null;
  return { ...raceOf(market), selectionId: hr[0]!.selectionId, runnerName: hr.map((r) => r.runnerName).join(' + '), isBack, price, hrRunners: hr };
}

/**
 * The slip's live price in this race (§4.5 odds-changed): the runner's best price on the slip's side,
 * or the combined price of the slip's runners now; null when it is no longer offered. Undefined when
 * the slip holds no racing bet of this market.
 */
export function liveSlipPrice(market: MarketWire, slip: SlipSelection | null): LivePrice | undefined {
  if (!slip?.isHrBet || slip.marketId !== market.market_id) return undefined;
  const side = slip.isBack ? 'back' : 'lay';
  const ids = slip.hrRunners && slip.hrRunners.length > 0 ? slip.hrRunners.map((r) => r.selectionId) : [slip.selectionId];
  const now = ids.map((id) => {
    const runner = market.runners.find((r) => r.selectionId === id);
    return runner && runnerOpen(market, runner) ? hrRunnerOf(runner, side) : null;
  });
  const offered = now.every((r) => r !== null) ? (now as HrRunner[]) : null;
  const price = offered === null ? null : offered.length === 1 ? offered[0]!.price : combinedPrice(offered);
  return { marketId: slip.marketId, selectionId: slip.selectionId, isBack: slip.isBack, price };
}
