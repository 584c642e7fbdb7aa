// The catalog as the client reads it (spec §3 market, runner, match, fancy fields): rows from the
// catalog tables, prices and sizes from the live books (odds markets) or the house's quotes
// (bookmaker markets), in the exchange's units (paise, odds in hundredths). Read-only; the wire
// forms (rupees, decimal odds) are made at the edge, in wire/markets.ts.

import { SPORT } from '@khel/shared-kernel/betting';
import { FULL_SHARE_BPS, houseShareOf, type PriceSize } from '../domain/order-book';
import type { Sql } from '../store/db';
import type { Exchange } from './exchange';
import type { FancyColumns } from './fancy-row';

export const RACING_SPORTS: readonly number[] = [SPORT.horseRacing, SPORT.greyhoundRacing];
const LIST_LIMIT = 200;
/** how long the menu is kept (a match listed or started shows in it at most this late) */
const MENU_TTL_MS = 10_000;

export interface MarketRow {
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
  /** the feed's own in-play delay (Betfair's betDelay), seconds; null: the feed gives none */
  feed_bet_delay_seconds: number | null;
  [k: string]: unknown;
}

export interface RunnerRow {
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

/**
 * A runner with its best levels each side (at most three): an odds market's from its book (price
 * in hundredths), a bookmaker market's the house's one quote (its percent, sized at the market's
 * max stake).
 */
export interface RunnerView {
  runner: RunnerRow;
  back: PriceSize[];
  lay: PriceSize[];
}

export interface MarketView {
  market: MarketRow;
  runners: RunnerView[];
}

/** A market as its page shows it: with its count of open bets and its stream sequence. */
export interface MarketDetail extends MarketView {
  betCount: number;
  seq: number;
}

export type CompetitionRow = {
  id: number;
  name: string;
  sport_id: number;
};

/** The menu's rows: the sports, and the open matches with each one's main market (null: none open). */
export interface Menu {
  sports: Array<{ id: number; name: string }>;
  matches: Array<{ event_id: number; event_name: string; sport_id: number; competition_id: number | null; series_name: string | null; start_time: Date | string; inplay: boolean; market_id: string | null }>;
}

export type RaceRow = {
  id: string;
  event_id: number;
  event_name: string;
  venue: string | null;
  country_code: string | null;
  start_time: Date | string;
  settled_at: Date | string;
  winner_selection_id: number;
};

/** A settled race and its placed runners, first first. */
export interface RaceResult {
  race: RaceRow;
  placings: Array<{ runner: RunnerRow; placing: number }>;
}

const MARKET_COLUMNS = `m.id, m.event_id, e.name AS event_name, m.start_time, m.name, m.market_type, m.kind, m.status, m.inplay,
  e.sport_id, e.competition_id, c.name AS series_name, e.has_tv, e.enable_fancy, e.venue, e.country_code,
  m.min_stake_paise, m.max_stake_paise, m.max_profit_paise, m.feed_bet_delay_seconds`;
const MARKET_FROM = `markets m JOIN events e ON e.id = m.event_id LEFT JOIN competitions c ON c.id = e.competition_id`;

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
  menu(): Promise<Menu> {
    const now = Date.now();
    if (this.menuCache && this.menuCache.until > now) return this.menuCache.menu;
    const menu = this.readMenu();
    this.menuCache = { menu, until: now + MENU_TTL_MS };
    menu.catch(() => (this.menuCache = null));
    return menu;
  }

  private menuCache: { menu: Promise<Menu>; until: number } | null = null;

  private async readMenu(): Promise<Menu> {
    const sports = await this.db.query<Menu['sports'][number]>('SELECT id, name FROM sports ORDER BY sort_order, id');
    const matches = await this.db.query<Menu['matches'][number]>(
      `SELECT e.id AS event_id, e.name AS event_name, e.sport_id, e.competition_id, c.name AS series_name, e.start_time, e.status = 'inplay' AS inplay,
              (SELECT m.id FROM markets m WHERE m.event_id = e.id AND m.settled_at IS NULL AND m.market_type IN ('MATCH_ODDS', 'WIN') ORDER BY m.sort_order, m.id LIMIT 1) AS market_id
       FROM events e LEFT JOIN competitions c ON c.id = e.competition_id
       WHERE e.status <> 'closed' ORDER BY e.status = 'inplay' DESC, e.start_time, e.id LIMIT ${LIST_LIMIT}`,
    );
    return { sports, matches };
  }

  series(sportId: number | null): Promise<CompetitionRow[]> {
    return this.db.query<CompetitionRow>(
      `SELECT DISTINCT c.id, c.name, c.sport_id FROM competitions c JOIN events e ON e.competition_id = c.id
       WHERE e.status <> 'closed' AND ($1::int IS NULL OR c.sport_id = $1) ORDER BY c.name LIMIT ${LIST_LIMIT}`,
      [sportId],
    );
  }

  /** Open (not closed) matches, each with its main market's prices, soonest first. */
  async matches(filter: { sportId?: number | null; seriesId?: number | null; inplayOnly?: boolean }, houseShareBps = FULL_SHARE_BPS): Promise<MarketView[]> {
    const markets = await this.marketRows(
      `e.status <> 'closed' AND m.settled_at IS NULL AND m.market_type IN ('MATCH_ODDS', 'WIN')
       AND ($1::int IS NULL OR e.sport_id = $1) AND ($2::bigint IS NULL OR e.competition_id = $2) AND ($3::boolean IS FALSE OR m.inplay)`,
      [filter.sportId ?? null, filter.seriesId ?? null, filter.inplayOnly ?? false],
    );
    const seen = new Set<number>();
    const main = markets.filter((m) => !seen.has(m.event_id) && seen.add(m.event_id));
    const runners = await this.runnerRows(main.map((m) => m.id));
    return main.map((m) => this.view(m, runners.get(m.id) ?? [], houseShareBps));
  }

  /** Every open market of a match (match details); `marketId` first when given. */
  async matchMarkets(matchId: number, marketId: string | null, houseShareBps = FULL_SHARE_BPS): Promise<MarketDetail[]> {
    const markets = await this.marketRows(`m.event_id = $1 AND m.settled_at IS NULL`, [matchId]);
    markets.sort((a, b) => Number(b.id === marketId) - Number(a.id === marketId));
    return this.details(markets, houseShareBps);
  }

  async market(marketId: string, houseShareBps = FULL_SHARE_BPS): Promise<MarketDetail | null> {
    const [detail] = await this.details(await this.marketRows('m.id = $1', [marketId]), houseShareBps);
    return detail ?? null;
  }

  /**
   * A market read once, as a host with another liquidity factor sees it: only the odds levels are
   * worked out again from the books (the stream's fan-out: one database read, one ladder per factor in use).
   */
  relevel(detail: MarketDetail, houseShareBps: number): MarketDetail {
    return { ...detail, ...this.view(detail.market, detail.runners.map((r) => r.runner), houseShareBps) };
  }

  async racingMarkets(sportId: number, houseShareBps = FULL_SHARE_BPS): Promise<MarketView[]> {
    const markets = await this.marketRows(`e.sport_id = $1 AND e.status <> 'closed' AND m.settled_at IS NULL AND m.market_type = 'WIN'`, [sportId]);
    const runners = await this.runnerRows(markets.map((m) => m.id));
    return markets.map((m) => this.view(m, runners.get(m.id) ?? [], houseShareBps));
  }

  /** The day's settled races of a sport (a void has no placings and is left out), newest first. */
  async racingResults(sportId: number, limit = 20): Promise<RaceResult[]> {
    const races = await this.db.query<RaceRow>(
      `SELECT m.id, m.event_id, e.name AS event_name, e.venue, e.country_code, m.start_time, m.settled_at, m.winner_selection_id
         FROM ${MARKET_FROM}
        WHERE e.sport_id = $1 AND m.market_type = 'WIN' AND m.settled_at > now() - interval '1 day' AND m.winner_selection_id IS NOT NULL
        ORDER BY m.settled_at DESC, m.id LIMIT $2`,
      [sportId, limit],
    );
    const runners = await this.runnerRows(races.map((r) => r.id));
    return races.map((race) => ({
      race,
      placings: (runners.get(race.id) ?? [])
        .map((runner) => ({ runner, placing: Number(runner.selection_id) === Number(race.winner_selection_id) ? 1 : runner.finish_position }))
        .filter((x): x is { runner: RunnerRow; placing: number } => x.placing !== null)
        .sort((a, b) => a.placing - b.placing),
    }));
  }

  fancies(matchId: number): Promise<FancyColumns[]> {
    return this.db.query<FancyColumns>(`SELECT * FROM fancies WHERE event_id = $1 AND settled_at IS NULL ORDER BY sort_order, id`, [matchId]);
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

  private async details(markets: MarketRow[], houseShareBps: number): Promise<MarketDetail[]> {
    const runners = await this.runnerRows(markets.map((m) => m.id));
    const counts = await this.betCounts(markets.map((m) => m.id));
    return markets.map((m) => ({ ...this.view(m, runners.get(m.id) ?? [], houseShareBps), betCount: counts.get(m.id) ?? 0, seq: this.exchange.marketSeq(m.id) }));
  }

  /**
   * A market as a host with this liquidity factor sees it: its ladders, and a bookmaker market's max
   * stake: the house takes each bet whole at its quote, so the host's share of the house's size is its
   * share of the max stake, rounded down (placement refuses a stake above it: exchange.ts).
   */
  private view(market: MarketRow, runners: RunnerRow[], houseShareBps: number): MarketView {
    const seen = market.kind === 'bookmaker' ? { ...market, max_stake_paise: houseShareOf(market.max_stake_paise, houseShareBps) } : market;
    return { market: seen, runners: runners.map((runner) => this.levels(seen, runner, houseShareBps)) };
  }

  /**
   * A runner's best three levels each side as a host with this liquidity factor sees them: the
   * players' size and its share of the house's, rounded down (what it can match: domain/order-book.ts).
   */
  private levels(m: MarketRow, runner: RunnerRow, houseShareBps: number): RunnerView {
    if (m.kind === 'bookmaker') {
      // The house quotes one price each side; its size is the market's max stake (the host's share of it).
      const quote = (percent: number | null): PriceSize[] => (percent === null ? [] : [{ price: percent, sizePaise: m.max_stake_paise }]);
      return { runner, back: quote(runner.back_percent), lay: quote(runner.lay_percent) };
    }
    const book = this.exchange.books.book(m.id, runner.selection_id);
    return { runner, back: book.availableToBack(3, houseShareBps), lay: book.availableToLay(3, houseShareBps) };
  }
}
