// The catalog as the client reads it (spec §3 market, runner, match, fancy fields): rupees with two
// decimals, decimal odds, ISO times, one mapping for the HTTP answers and the stream's images,
// deltas and fancy lists. The catalog (exchange/catalog.ts) reads the rows and the books' levels.
import type {
  FancyWire,
  MarketWire,
  MatchWire,
  MenuSportWire,
  PriceSizeWire,
  RacingMarketWire,
  RacingResultWire,
  RunnerWire,
  SeriesWire,
} from '@khel/shared-kernel/contract';
import { DEFAULT_BET_DELAYS } from '@khel/shared-kernel/betting';
import { marketDelaySeconds } from '../domain/bet-delay';
import { paiseToRupees } from '../domain/money';
import type { PriceSize } from '../domain/order-book';
import type { CompetitionRow, MarketDetail, MarketRow, MarketView, Menu, RaceResult, RunnerView } from '../exchange/catalog';
import type { FancyColumns } from '../exchange/fancy-row';

const iso = (t: Date | string) => (t instanceof Date ? t : new Date(t)).toISOString();
const level = (levels: PriceSizeWire[], i: number) => levels[i] ?? { price: 0, size: 0 };

export function menuWire(menu: Menu): MenuSportWire[] {
  return menu.sports.map((s) => {
    const series = new Map<number, MenuSportWire['children'][number]>();
    for (const m of menu.matches.filter((x) => x.sport_id === s.id && x.market_id !== null)) {
      const key = m.competition_id ?? 0;
      if (!series.has(key)) series.set(key, { series_id: key, series_name: m.series_name ?? '', sport_id: s.id, children: [] });
      series.get(key)!.children.push({ match_id: m.event_id, match_name: m.event_name, market_id: m.market_id, match_date: iso(m.start_time), inplay: m.inplay });
    }
    return { sport_id: s.id, name: s.name, children: [...series.values()] };
  });
}

export const seriesWire = (c: CompetitionRow): SeriesWire => ({ series_id: c.id, series_name: c.name, sport_id: c.sport_id });

/** A match with its main market's prices. */
export function matchWire({ market: m, runners }: MarketView): MatchWire {
  return {
    id: m.event_id,
    match_id: m.event_id,
    match_name: m.event_name,
    sport_id: m.sport_id,
    series_id: m.competition_id,
    series_name: m.series_name,
    match_date: iso(m.start_time),
    inplay: m.inplay,
    market_id: m.id,
    runners: runnersWire(m, runners),
    enable_fancy: m.enable_fancy ? 1 : 0,
    has_tv_url: m.has_tv,
  };
}

export function marketWire({ market: m, runners, betCount, seq }: MarketDetail): MarketWire {
  return {
    market_id: m.id,
    match_id: m.event_id,
    match_name: m.event_name,
    match_date: iso(m.start_time),
    name: m.name,
    market_name: m.name,
    market_type: m.market_type,
    status: m.status,
    inplay: m.inplay,
    sport_id: m.sport_id,
    series_id: m.competition_id,
    series_name: m.series_name,
    runners: runnersWire(m, runners),
    // the same rule as the bet's wait (domain/bet-delay.ts): the slip counts down what the bet waits
    betDelay: marketDelaySeconds(DEFAULT_BET_DELAYS, m),
    // the slip waits at least this beside the player's host's delay (bet-limits.ts in mfe-sports)
    ...(m.inplay && m.feed_bet_delay_seconds ? { feed_bet_delay: m.feed_bet_delay_seconds } : {}),
    session_live_odds_validation: { Min: 1.01, Max: 1000 },
    is_active: m.status === 'CLOSED' ? 0 : 1,
    enable_fancy: m.enable_fancy ? 1 : 0,
    is_lock: 0,
    bet_count: betCount,
    match_tv_url: m.has_tv ? `/api/v1/match/tv/${m.event_id}` : null,
    has_tv_url: m.has_tv,
    isBettable: m.status === 'OPEN',
    mtype: m.kind === 'bookmaker' ? 'bookmaker' : 'exchange',
    btype: m.kind === 'bookmaker' ? 'BOOKMAKER' : 'ODDS',
    market_min_stack: paiseToRupees(m.min_stake_paise),
    market_max_stack: paiseToRupees(m.max_stake_paise),
    market_max_profit: paiseToRupees(m.max_profit_paise),
    seq,
  };
}

export function racingMarketWire({ market: m, runners }: MarketView): RacingMarketWire {
  return {
    market_id: m.id,
    match_id: m.event_id,
    market_name: m.event_name,
    country_code: m.country_code,
    venue: m.venue,
    market_start_time: iso(m.start_time),
    inplay: m.inplay,
    status: m.status,
    sport_id: m.sport_id,
    // as marketWire's: the slip waits at least Betfair's delay beside the host's
    ...(m.inplay && m.feed_bet_delay_seconds ? { feed_bet_delay: m.feed_bet_delay_seconds } : {}),
    runners: runnersWire(m, runners),
  };
}

export function racingResultWire({ race: r, placings }: RaceResult): RacingResultWire {
  return {
    market_id: r.id,
    match_id: Number(r.event_id),
    market_name: r.event_name,
    country_code: r.country_code,
    venue: r.venue,
    market_start_time: iso(r.start_time),
    settled_at: iso(r.settled_at),
    placings: placings.map(({ runner, placing }) => ({
      placing,
      selection_id: Number(runner.selection_id),
      runnerName: runner.name,
      ...(runner.metadata ? { metadata: runner.metadata } : {}),
    })),
  };
}

export function fancyWire(f: FancyColumns): FancyWire {
  return {
    fancy_id: f.id,
    selection_id: f.id,
    fancy_name: f.name,
    match_id: f.event_id,
    category: f.category,
    ...(f.game_status ? { GameStatus: f.game_status } : {}),
    is_active: f.is_active ? 1 : 0,
    LayPrice1: f.no_line,
    LaySize1: f.no_rate,
    BackPrice1: f.yes_line,
    BackSize1: f.yes_rate,
    session_min_stack: paiseToRupees(f.min_stake_paise),
    session_max_stack: paiseToRupees(f.max_stake_paise),
    session_max_profit: paiseToRupees(f.max_profit_paise),
  };
}

/** A level's price: an odds market's in hundredths becomes decimal odds; the house's percent (bookmaker) stays as quoted. */
const priceSizeWire = (m: MarketRow, l: PriceSize): PriceSizeWire => ({ price: m.kind === 'bookmaker' ? l.price : l.price / 100, size: paiseToRupees(l.sizePaise) });

function runnersWire(m: MarketRow, runners: readonly RunnerView[]): RunnerWire[] {
  return runners.map(({ runner: r, back: backLevels, lay: layLevels }) => {
    const back = backLevels.map((l) => priceSizeWire(m, l));
    const lay = layLevels.map((l) => priceSizeWire(m, l));
    const b = (i: number) => level(back, i);
    const l = (i: number) => level(lay, i);
    return {
      selectionId: r.selection_id,
      selection_id: r.selection_id,
      runnerName: r.name,
      selection_name: r.name,
      status: r.status,
      sort_priority: r.sort_order,
      ex: { availableToBack: back, availableToLay: lay },
      BackPrice1: b(0).price,
      BackSize1: b(0).size,
      BackPrice2: b(1).price,
      BackSize2: b(1).size,
      BackPrice3: b(2).price,
      BackSize3: b(2).size,
      LayPrice1: l(0).price,
      LaySize1: l(0).size,
      LayPrice2: l(1).price,
      LaySize2: l(1).size,
      LayPrice3: l(2).price,
      LaySize3: l(2).size,
      ...(r.metadata ? { metadata: r.metadata } : {}),
    };
  });
}
