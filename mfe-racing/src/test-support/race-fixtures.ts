// Races as the server sends them, for component tests.
import type { MarketWire, RacingMarketWire, RunnerWire } from '@khel/shared-kernel';

export function runner(selectionId: number, name: string, back: number[], lay: number[], extra: Partial<RunnerWire> = {}): RunnerWire {
  const level = (p: number, i: number) => ({ price: p, size: 100 * (i + 1) });
  return {
    selectionId,
    selection_id: selectionId,
    runnerName: name,
    selection_name: name,
    status: 'ACTIVE',
    sort_priority: selectionId,
    ex: { availableToBack: back.map(level), availableToLay: lay.map(level) },
    BackPrice1: back[0] ?? 0, BackSize1: 100, BackPrice2: back[1] ?? 0, BackSize2: 200, BackPrice3: back[2] ?? 0, BackSize3: 300,
    LayPrice1: lay[0] ?? 0, LaySize1: 100, LayPrice2: lay[1] ?? 0, LaySize2: 200, LayPrice3: lay[2] ?? 0, LaySize3: 300,
    metadata: { CLOTH_NUMBER: String(selectionId % 10), COLOURS_FILENAME: `c${selectionId % 20}.png`, JOCKEY_NAME: 'R. Moore', TRAINER_NAME: 'A. Balding' },
    ...extra,
  };
}

export function raceMarket(overrides: Partial<MarketWire> = {}): MarketWire {
  return {
    market_id: '1.7001',
    match_id: 7001,
    match_name: '14:05 Ascot',
    match_date: '2026-11-26T08:35:00.000Z',
    name: 'Win',
    market_name: 'Win',
    market_type: 'WIN',
    status: 'OPEN',
    inplay: false,
    sport_id: 7,
    series_id: 1,
    series_name: 'Ascot',
    runners: [runner(71, '1. Swift Arrow', [3.5, 3.4, 3.3], [3.6, 3.7, 3.8]), runner(72, '2. Night Owl', [4, 3.9, 3.8], [4.1, 4.2, 4.3]), runner(73, '3. Blue Moon', [6, 5.8, 5.6], [6.2, 6.4, 6.6]), runner(74, '4. Red Rum', [8, 7.8, 7.6], [8.2, 8.4, 8.6]), runner(75, '5. Sea Bird', [10, 9.8, 9.6], [10.5, 11, 11.5])],
    betDelay: 0,
    session_live_odds_validation: { Min: 0, Max: 0 },
    is_active: 1,
    enable_fancy: 0,
    is_lock: 0,
    bet_count: 0,
    match_tv_url: null,
    has_tv_url: false,
    isBettable: true,
    mtype: 'WIN',
    btype: 'odds',
    market_min_stack: 1,
    market_max_stack: 100000,
    market_max_profit: 500000,
    seq: 1,
    ...overrides,
  };
}

export function raceListing(market: MarketWire, overrides: Partial<RacingMarketWire> = {}): RacingMarketWire {
  return {
    market_id: market.market_id,
    match_id: market.match_id,
    market_name: market.match_name,
    country_code: 'GB',
    venue: 'Ascot',
    market_start_time: market.match_date,
    inplay: market.inplay,
    status: market.status,
    sport_id: market.sport_id,
    runners: market.runners,
    ...overrides,
  };
}
