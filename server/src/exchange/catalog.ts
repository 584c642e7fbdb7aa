// The catalog as the client reads it (spec §3 market, runner, match, fancy fields): rows from the
// catalog tables, prices and sizes from the live books (odds markets) or the house's quotes
// (bookmaker markets). Read-only.

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
import { betDelaySeconds, DEFAULT_BET_DELAYS, SPORT } from '@khel/shared-kernel/betting';
import { paiseToRupees } from '../domain/money';
import type { Sql } from '../store/db';
import type { Exchange } from './exchange';
import type { FancyColumns } from './fancy-row';

export const RACING_SPORTS: readonly number[] = [SPORT.horseRacing, SPORT.greyhoundRacing];
const LIST_LIMIT = 200;
/** how long the menu is kept (a match listed or started shows in it at most this late) */
const MENU_TTL_MS = 10_000;

interface MarketRow {
  id: string;
  event_id: number;
  event_name: string;
  start_time: Date | string;
  name: string;
  market_type: string;
  kind: 'odds' | 'bookmaker';
  status: 'OPEN' | 'SUSPENDED' | 'CLOSED';
  inplay: boolean;
  sport_id: number;
  competition_id: number | null;
  series_name: string | null;
  has_tv: boolean;
  enable_fancy: boolean;
  venue: string | null;
  country_code: string | null;
  min_stake_paise: number;
  max_stake_paise: number;
  max_profit_paise: number;
  [k: string]: unknown;
}

interface RunnerRow {
  market_id: string;
  selection_id: number;
  name: string;
  sort_order: number;
  status: string;
  back_percent: number | null;
  lay_percent: number | null;
  metadata: Record<string, string> | null;
  /** racing: where it finished (1 = winner), once the race has a full result */
  finish_position: number | null;
  [k: string]: unknown;
}

const MARKET_COLUMNS = `m.id, m.event_id, e.name AS event_name, m.start_time, m.name, m.market_type, m.kind, m.status, m.inplay,
  e.sport_id, e.competition_id, c.name AS series_name, e.has_tv, e.enable_fancy, e.venue, e.country_code,
  m.min_stake_paise, m.max_stake_paise, m.max_profit_paise`;
const MARKET_FROM = `markets m JOIN events e ON e.id = m.event_id LEFT JOIN competitions c ON c.id = e.competition_id`;

const iso = (t: Date | string) => (t instanceof Date ? t : new Date(t)).toISOString();
const level = (levels: PriceSizeWire[], i: number) => levels[i] ?? { price: 0, size: 0 };

export class Catalog {
  constructor(
    private readonly db: Sql,
    private readonly exchange: Exchange,
  ) {}

  /**
   * The menu: sports, their series and matches, without prices. It changes only when the feed
   * lists, starts or ends a match, so it is kept MENU_TTL_MS and every caller meanwhile shares it
   * (one light query; PGlite is one session, so a slow statement here would hold up every call).
   */
  menu(): Promise<MenuSportWire[]> {
    const now = Date.now();
    if (this.menuCache && this.menuCache.until > now) return this.menuCache.menu;
    const menu = this.readMenu();
    this.menuCache = { menu, until: now + MENU_TTL_MS };
    menu.catch(() => (this.menuCache = null));
    return menu;
  }

  private menuCache: { menu: Promise<MenuSportWire[]>; until: number } | null = null;

  private async readMenu(): Promise<MenuSportWire[]> {
    const sports = await this.db.query<{ id: number; name: string }>('SELECT id, name FROM sports ORDER BY sort_order, id');
    const matches = await this.db.query<{ event_id: number; event_name: string; sport_id: number; competition_id: number | null; series_name: string | null; start_time: Date | string; inplay: boolean; market_id: string | null }>(
      `SELECT e.id AS event_id, e.name AS event_name, e.sport_id, e.competition_id, c.name AS series_name, e.start_time, e.status = 'inplay' AS inplay,
              (SELECT m.id FROM markets m WHERE m.event_id = e.id AND m.settled_at IS NULL AND m.market_type IN ('MATCH_ODDS', 'WIN') ORDER BY m.sort_order, m.id LIMIT 1) AS market_id
       FROM events e LEFT JOIN competitions c ON c.id = e.competition_id
       WHERE e.status <> 'closed' ORDER BY e.status = 'inplay' DESC, e.start_time, e.id LIMIT ${LIST_LIMIT}`,
    );
    return sports.map((s) => {
      const series = new Map<number, MenuSportWire['children'][number]>();
      for (const m of matches.filter((x) => x.sport_id === s.id && x.market_id !== null)) {
        const key = m.competition_id ?? 0;
        if (!series.has(key)) series.set(key, { series_id: key, series_name: m.series_name ?? '', sport_id: s.id, children: [] });
        series.get(key)!.children.push({ match_id: m.event_id, match_name: m.event_name, market_id: m.market_id, match_date: iso(m.start_time), inplay: m.inplay });
      }
      return { sport_id: s.id, name: s.name, children: [...series.values()] };
    });
  }

  async series(sportId: number | null): Promise<SeriesWire[]> {
    const rows = await this.db.query<{ id: number; name: string; sport_id: number }>(
      `SELECT DISTINCT c.id, c.name, c.sport_id FROM competitions c JOIN events e ON e.competition_id = c.id
       WHERE e.status <> 'closed' AND ($1::int IS NULL OR c.sport_id = $1) ORDER BY c.name LIMIT ${LIST_LIMIT}`,
      [sportId],
    );
    return rows.map((r) => ({ series_id: r.id, series_name: r.name, sport_id: r.sport_id }));
  }

  /** Open (not closed) matches with their main market's prices, soonest first. */
  async matches(filter: { sportId?: number | null; seriesId?: number | null; inplayOnly?: boolean }): Promise<MatchWire[]> {
    const markets = await this.marketRows(
      `e.status <> 'closed' AND m.settled_at IS NULL AND m.market_type IN ('MATCH_ODDS', 'WIN')
       AND ($1::int IS NULL OR e.sport_id = $1) AND ($2::bigint IS NULL OR e.competition_id = $2) AND ($3::boolean IS FALSE OR m.inplay)`,
      [filter.sportId ?? null, filter.seriesId ?? null, filter.inplayOnly ?? false],
    );
    const runners = await this.runnerRows(markets.map((m) => m.id));
    const seen = new Set<number>();
    const out: MatchWire[] = [];
    for (const m of markets) {
      if (seen.has(m.event_id)) continue;
      seen.add(m.event_id);
      out.push({
        id: m.event_id,
        match_id: m.event_id,
        match_name: m.event_name,
        sport_id: m.sport_id,
        series_id: m.competition_id,
        series_name: m.series_name,
        match_date: iso(m.start_time),
        inplay: m.inplay,
        market_id: m.id,
        runners: this.runnersOf(m, runners.get(m.id) ?? []),
        enable_fancy: m.enable_fancy ? 1 : 0,
        has_tv_url: m.has_tv,
      });
    }
    return out;
  }

  /** Every open market of a match (match details); `marketId` first when given. */
  async matchMarkets(matchId: number, marketId: string | null): Promise<MarketWire[]> {
    const markets = await this.marketRows(`m.event_id = $1 AND m.settled_at IS NULL`, [matchId]);
    markets.sort((a, b) => Number(b.id === marketId) - Number(a.id === marketId));
    const runners = await this.runnerRows(markets.map((m) => m.id));
    const counts = await this.betCounts(markets.map((m) => m.id));
    return markets.map((m) => this.marketWire(m, runners.get(m.id) ?? [], counts.get(m.id) ?? 0));
  }

  async market(marketId: string): Promise<MarketWire | null> {
    const [m] = await this.marketRows('m.id = $1', [marketId]);
    if (!m) return null;
    const runners = await this.runnerRows([m.id]);
    const counts = await this.betCounts([m.id]);
    return this.marketWire(m, runners.get(m.id) ?? [], counts.get(m.id) ?? 0);
  }

  async racingMarkets(sportId: number): Promise<RacingMarketWire[]> {
    const markets = await this.marketRows(`e.sport_id = $1 AND e.status <> 'closed' AND m.settled_at IS NULL AND m.market_type = 'WIN'`, [sportId]);
    const runners = await this.runnerRows(markets.map((m) => m.id));
    return markets.map((m) => ({
      market_id: m.id,
      match_id: m.event_id,
      market_name: m.event_name,
      country_code: m.country_code,
      venue: m.venue,
      market_start_time: iso(m.start_time),
      inplay: m.inplay,
      status: m.status,
      sport_id: m.sport_id,
      runners: this.runnersOf(m, runners.get(m.id) ?? []),
    }));
  }

  /** The day's settled races of a sport (a void has no placings and is left out), newest first. */
  async racingResults(sportId: number, limit = 20): Promise<RacingResultWire[]> {
    const races = await this.db.query<{ id: string; event_id: number; event_name: string; venue: string | null; country_code: string | null; start_time: Date | string; settled_at: Date | string; winner_selection_id: number }>(
      `SELECT m.id, m.event_id, e.name AS event_name, e.venue, e.country_code, m.start_time, m.settled_at, m.winner_selection_id
         FROM ${MARKET_FROM}
        WHERE e.sport_id = $1 AND m.market_type = 'WIN' AND m.settled_at > now() - interval '1 day' AND m.winner_selection_id IS NOT NULL
        ORDER BY m.settled_at DESC, m.id LIMIT $2`,
      [sportId, limit],
    );
    const runners = await this.runnerRows(races.map((r) => r.id));
    return races.map((r) => {
      const placed = (runners.get(r.id) ?? [])
        .map((x) => ({ runner: x, placing: Number(x.selection_id) === Number(r.winner_selection_id) ? 1 : x.finish_position }))
        .filter((x): x is { runner: RunnerRow; placing: number } => x.placing !== null)
        .sort((a, b) => a.placing - b.placing);
      return {
        market_id: r.id,
        match_id: Number(r.event_id),
        market_name: r.event_name,
        country_code: r.country_code,
        venue: r.venue,
        market_start_time: iso(r.start_time),
        settled_at: iso(r.settled_at),
        placings: placed.map(({ runner, placing }) => ({
          placing,
          selection_id: Number(runner.selection_id),
          runnerName: runner.name,
          ...(runner.metadata ? { metadata: runner.metadata } : {}),
        })),
      };
    });
  }

  async fancies(matchId: number): Promise<FancyWire[]> {
    const rows = await this.db.query<FancyColumns>(`SELECT * FROM fancies WHERE event_id = $1 AND settled_at IS NULL ORDER BY sort_order, id`, [matchId]);
    return rows.map((f) => ({
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
    }));
  }

  private marketRows(where: string, params: unknown[]): Promise<MarketRow[]> {
    return this.db.query<MarketRow>(
      `SELECT ${MARKET_COLUMNS} FROM ${MARKET_FROM} WHERE ${where} ORDER BY m.inplay DESC, m.start_time, m.event_id, m.sort_order, m.id LIMIT ${LIST_LIMIT}`,
      params,
    );
  }

  private async runnerRows(marketIds: string[]): Promise<Map<string, RunnerRow[]>> {
    const byMarket = new Map<string, RunnerRow[]>();
    if (marketIds.length === 0) return byMarket;
    const rows = await this.db.query<RunnerRow>(
      'SELECT * FROM runners WHERE market_id = ANY($1::text[]) ORDER BY market_id, sort_order, selection_id',
      [marketIds],
    );
    for (const r of rows) {
      if (!byMarket.has(r.market_id)) byMarket.set(r.market_id, []);
      byMarket.get(r.market_id)!.push(r);
    }
    return byMarket;
  }

  /**
   * Open bets per market, matched at least in part (the market maker's quotes that never matched
   * are not bets anyone holds), through the open-bets index: a count over every bet of a market
   * read the whole bets table per market.
   */
  private async betCounts(marketIds: string[]): Promise<Map<string, number>> {
    if (marketIds.length === 0) return new Map();
    const rows = await this.db.query<{ market_id: string; n: number }>(
      `SELECT market_id, count(*)::int AS n FROM bets WHERE market_id = ANY($1::text[]) AND status = 'open' AND matched_paise > 0 GROUP BY market_id`,
      [marketIds],
    );
    return new Map(rows.map((r) => [r.market_id, r.n]));
  }

  private marketWire(m: MarketRow, runners: RunnerRow[], betCount: number): MarketWire {
    const delayType = m.kind === 'bookmaker' ? 'BOOKMAKER' : m.market_type;
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
      runners: this.runnersOf(m, runners),
      betDelay: m.inplay ? betDelaySeconds(DEFAULT_BET_DELAYS, delayType, m.sport_id) : 0,
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
      seq: this.exchange.marketSeq(m.id),
    };
  }

  private runnersOf(m: MarketRow, runners: RunnerRow[]): RunnerWire[] {
    return runners.map((r) => {
      let back: PriceSizeWire[];
      let lay: PriceSizeWire[];
      if (m.kind === 'bookmaker') {
        // The house quotes one price each side; its size is the market's max stake.
        const size = paiseToRupees(m.max_stake_paise);
        back = r.back_percent === null ? [] : [{ price: r.back_percent, size }];
        lay = r.lay_percent === null ? [] : [{ price: r.lay_percent, size }];
      } else {
        const book = this.exchange.books.book(m.id, r.selection_id);
        back = book.availableToBack(3).map((l) => ({ price: l.price / 100, size: paiseToRupees(l.sizePaise) }));
        lay = book.availableToLay(3).map((l) => ({ price: l.price / 100, size: paiseToRupees(l.sizePaise) }));
      }
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
}
