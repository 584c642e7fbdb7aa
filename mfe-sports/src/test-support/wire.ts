// Whole wire objects for component tests: the contract's types filled with neutral values, so a
// test names only the fields it is about (and the types stay the server's, never a local copy).
import type { FancyWire, MarketWire, MatchWire, RunnerWire } from '@khel/shared-kernel/contract';

export function wireRunner(fields: Partial<RunnerWire> & { selectionId?: number }): RunnerWire {
  const id = fields.selectionId ?? fields.selection_id ?? 1;
  const name = fields.runnerName ?? fields.selection_name ?? `Runner ${id}`;
  return {
    selectionId: id,
    selection_id: id,
    runnerName: name,
    selection_name: name,
    status: 'ACTIVE',
    sort_priority: 1,
    ex: { availableToBack: [], availableToLay: [] },
    BackPrice1: 0,
    BackSize1: 0,
    BackPrice2: 0,
    BackSize2: 0,
    BackPrice3: 0,
    BackSize3: 0,
    LayPrice1: 0,
    LaySize1: 0,
    LayPrice2: 0,
    LaySize2: 0,
    LayPrice3: 0,
    LaySize3: 0,
    ...fields,
  };
}

export function wireMarket(fields: Partial<MarketWire>): MarketWire {
  return {
    market_id: '1.1',
    match_id: 1,
    match_name: 'India v Australia',
    match_date: '2026-11-23T10:00:00.000Z',
    name: fields.market_name ?? 'Match Odds',
    market_name: 'Match Odds',
    market_type: 'MATCH_ODDS',
    status: 'OPEN',
    inplay: true,
    sport_id: 4,
    series_id: null,
    series_name: null,
    runners: [],
    betDelay: 5,
    session_live_odds_validation: { Min: 0, Max: 0 },
    is_active: 1,
    enable_fancy: 0,
    is_lock: 0,
    bet_count: 0,
    match_tv_url: null,
    has_tv_url: false,
    isBettable: true,
    mtype: '',
    btype: '',
    market_min_stack: 1,
    market_max_stack: 100000,
    market_max_profit: 500000,
    seq: 1,
    ...fields,
  };
}

export function wireMatch(fields: Partial<MatchWire>): MatchWire {
  const id = fields.match_id ?? 1;
  return {
    id,
    match_id: id,
    match_name: `Match ${id}`,
    sport_id: 4,
    series_id: null,
    series_name: null,
    match_date: '2026-11-23T10:00:00.000Z',
    inplay: false,
    market_id: null,
    runners: [],
    enable_fancy: 0,
    has_tv_url: false,
    ...fields,
  };
}

export function wireFancy(fields: Partial<FancyWire>): FancyWire {
  const id = fields.fancy_id ?? 1;
  return {
    fancy_id: id,
    selection_id: id,
    fancy_name: `Fancy ${id}`,
    match_id: 1,
    category: 0,
    is_active: 1,
    LayPrice1: 0,
    LaySize1: 0,
    BackPrice1: 0,
    BackSize1: 0,
    session_min_stack: 1,
    session_max_stack: 100000,
    session_max_profit: 100000,
    ...fields,
  };
}
