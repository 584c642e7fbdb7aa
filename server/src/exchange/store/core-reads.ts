// What the exchange core is loaded from: the resting orders (the books), a market's open pieces
// and exposure rows, players' cash and hold, bookmaker quotes, fancies' bets and lines, a market's
// open bets and its players' commission for its settlement, the house accounts, and bet ids from
// the bets sequence. Accounts a player or an operator does not have yet are made by the caller's
// `create…` (the wallet's): this store reaches no other module.

import type { MarketKind } from '@khel/shared-kernel/betting';
import { DomainError } from '../../domain/errors';
import type { OrderRow } from '../core/books';
import type { FancyQuoteRow, FancySnapshot, RunnerQuote, SettlementSnapshot } from '../core/commands';
import { fancyKey, marketKey, type MarketSnapshot } from '../core/positions';
import type { Reduction, Removal } from '../core/reductions';
import type { Sql } from '../../store/db';
import { param, raw, run, sql } from './sql';
import type { CashHold } from './write-batch';

/** The resting exchange orders (bets with unmatched stake), in id (arrival) order. */
export async function readRestingOrders(db: Sql): Promise<OrderRow[]> {
  const rows = await run<{
    id: number;
    user_id: number;
    market_id: string;
    selection_id: number;
    is_back: boolean;
    price: number;
    stake_paise: number;
    matched_paise: number;
    unmatched_paise: number;
    cancelled_paise: number;
    keep: boolean;
    house: boolean;
    house_share_bps: number;
  }>(
    db,
    // the house's orders are the market maker's, a system user's (a host's players take their share of them)
    sql`SELECT id, user_id, market_id, selection_id, is_back, price, stake_paise, matched_paise, unmatched_paise, cancelled_paise, keep, house_share_bps,
               EXISTS (SELECT 1 FROM users u WHERE u.id = b.user_id AND u.is_system) AS house
        FROM bets b WHERE status = 'open' AND unmatched_paise > 0 AND kind = 'odds' ORDER BY id`,
  );
  return rows.map((r) => ({
    betId: r.id,
    userId: r.user_id,
    marketId: r.market_id,
    selectionId: r.selection_id,
    isBack: r.is_back,
    price: r.price,
    stakePaise: r.stake_paise,
    matchedPaise: r.matched_paise,
    unmatchedPaise: r.unmatched_paise,
    cancelledPaise: r.cancelled_paise,
    keep: r.keep,
    ...(r.house ? { house: true } : {}),
    ...(r.house_share_bps < 10_000 ? { houseShareBps: r.house_share_bps } : {}),
  }));
}

/** A market's kind (odds, bookmaker), or null when there is no such market. */
export async function readMarketKind(db: Sql, marketId: string): Promise<MarketKind | null> {
  const [m] = await run<{ kind: MarketKind }>(db, sql`SELECT kind FROM markets WHERE id = ${marketId}`);
  return m?.kind ?? null;
}

/**
 * A market's runners, open pieces (each fill with its match time, each resting remainder, each
 * bookmaker bet), exposure rows and removed runners (the positions reduce the fills before them as
 * settlement does).
 */
export async function readMarketSnapshot(db: Sql, marketId: string, kind: MarketKind): Promise<MarketSnapshot> {
  const market = param(marketId);
  const runners = await run<{ selection_id: number }>(db, sql`SELECT selection_id FROM runners WHERE market_id = ${market} ORDER BY sort_order, selection_id`);
  const { removals, reduction } = await readRemovals(db, marketId);
  return {
    marketId,
    kind,
    selectionIds: runners.map((r) => r.selection_id),
    pieces: await readPieces(db, marketId),
    held: await readHeld(db, marketKey(marketId)),
    removals,
    reduction,
  };
}

/**
 * A market's open pieces (each fill with its match time, each resting remainder, each bookmaker bet):
 * every player's, or one player's (the position views).
 */
export async function readPieces(db: Sql, marketId: string, userId?: number): Promise<MarketSnapshot['pieces']> {
  const market = param(marketId);
  const user = param(userId);
  const whose = (alias: string) => (userId === undefined ? raw('') : sql` AND ${raw(alias)}user_id = ${user}`);
  const pieces = await run<{ user_id: number; selection_id: number; is_back: boolean; price: number; paise: number; matched: boolean; matched_at: number | null }>(
    db,
    sql`SELECT b.user_id, b.selection_id, b.is_back, f.price, f.stake_paise AS paise, true AS matched, (extract(epoch FROM f.created_at) * 1000)::float8 AS matched_at
          FROM bets b JOIN bet_fills f ON f.taker_bet_id = b.id
         WHERE b.market_id = ${market}${whose('b.')} AND b.status = 'open' AND b.kind = 'odds'
        UNION ALL
        SELECT b.user_id, b.selection_id, b.is_back, f.price, f.stake_paise, true, (extract(epoch FROM f.created_at) * 1000)::float8
          FROM bets b JOIN bet_fills f ON f.maker_bet_id = b.id
         WHERE b.market_id = ${market}${whose('b.')} AND b.status = 'open' AND b.kind = 'odds'
        UNION ALL
        SELECT user_id, selection_id, is_back, price, unmatched_paise, false, NULL::float8
          FROM bets WHERE market_id = ${market}${whose('')} AND status = 'open' AND unmatched_paise > 0
        UNION ALL
        SELECT user_id, selection_id, is_back, price, matched_paise, true, NULL::float8
          FROM bets WHERE market_id = ${market}${whose('')} AND status = 'open' AND kind = 'bookmaker'`,
  );
  return pieces.map((p) => ({
    userId: p.user_id,
    selectionId: p.selection_id,
    isBack: p.is_back,
    price: p.price,
    paise: Number(p.paise),
    matched: p.matched,
    ...(p.matched_at === null ? {} : { matchedAt: Math.floor(Number(p.matched_at)) }),
  }));
}

/** A market's removed runners (their factor and removal time, oldest first) and how they reduce its fills (its type's rule). */
export async function readRemovals(db: Sql, marketId: string): Promise<{ removals: Removal[]; reduction: Reduction | null }> {
  const market = param(marketId);
  const rows = await run<{ market_type: string; selection_id: number | null; adjustment_bps: number | null; removed_at: number | null }>(
    db,
    sql`SELECT m.market_type, r.selection_id, r.adjustment_bps, (extract(epoch FROM r.removed_at) * 1000)::float8 AS removed_at
          FROM markets m LEFT JOIN runners r ON r.market_id = m.id AND r.status = 'REMOVED'
         WHERE m.id = ${market} ORDER BY r.removed_at, r.selection_id`,
  );
  const removals = rows
    .filter((r) => r.selection_id !== null)
    .map((r) => ({ selectionId: Number(r.selection_id), factorBps: r.adjustment_bps, removedAt: r.removed_at === null ? null : Math.floor(Number(r.removed_at)) }));
  const type = rows[0]?.market_type;
  const reduction = type === 'WIN' ? 'win' : type === 'PLACE' ? 'place' : null;
  return { removals, reduction };
}

/** Every player's exposure row of one position (a market or a fancy). */
async function readHeld(db: Sql, positionKey: string): Promise<Array<{ userId: number; exposurePaise: number; version: number }>> {
  const held = await run<{ user_id: number; exposure_paise: number; version: number }>(db, sql`SELECT user_id, exposure_paise, version FROM exposures WHERE position_key = ${positionKey}`);
  return held.map((h) => ({ userId: h.user_id, exposurePaise: h.exposure_paise, version: h.version }));
}

/**
 * The players' cash and hold accounts (ids) and their balances; `createAccounts` makes a player's
 * accounts on first use (the wallet's). Returns how many statements it sent beside the answer.
 */
export async function readCash(
  db: Sql,
  users: readonly number[],
  createAccounts: (db: Sql, userId: number) => Promise<CashHold>,
): Promise<{ accounts: Map<number, CashHold>; cash: Map<number, CashHold>; statements: number }> {
  let statements = 1;
  const rows = await run<{ user_id: number; kind: string; id: number; balance_paise: number }>(
    db,
    sql`SELECT user_id, kind, id, balance_paise FROM accounts WHERE user_id = ANY(${users}::bigint[]) AND kind IN ('cash', 'hold')`,
  );
  const accounts = new Map<number, CashHold>();
  const cash = new Map<number, CashHold>();
  for (const u of users) {
    const c = rows.find((r) => r.user_id === u && r.kind === 'cash');
    const h = rows.find((r) => r.user_id === u && r.kind === 'hold');
    if (c && h) {
      accounts.set(u, { cash: c.id, hold: h.id });
      cash.set(u, { cash: c.balance_paise, hold: h.balance_paise });
    } else {
      statements += 3;
      const created = await createAccounts(db, u);
      accounts.set(u, { cash: created.cash, hold: created.hold });
      cash.set(u, { cash: 0, hold: 0 });
    }
  }
  return { accounts, cash, statements };
}

/** The runners' quotes of bookmaker markets, by market and selection. */
export async function readQuotes(db: Sql, marketIds: readonly string[]): Promise<Map<string, Map<number, RunnerQuote>>> {
  const rows = await run<{ market_id: string; selection_id: number; status: string; back_percent: number | null; lay_percent: number | null }>(
    db,
    sql`SELECT market_id, selection_id, status, back_percent, lay_percent FROM runners WHERE market_id = ANY(${marketIds}::text[])`,
  );
  const quotes = new Map<string, Map<number, RunnerQuote>>(marketIds.map((m) => [m, new Map()]));
  for (const r of rows) quotes.get(r.market_id)!.set(r.selection_id, { status: r.status, backPercent: r.back_percent, layPercent: r.lay_percent });
  return quotes;
}

/** A fancy's open bets and exposure rows. */
export async function readFancySnapshot(db: Sql, fancyId: number): Promise<FancySnapshot> {
  const bets = await run<{ id: number; user_id: number; is_back: boolean; line: number; price: number; stake_paise: number }>(
    db,
    sql`SELECT id, user_id, is_back, line, price, stake_paise FROM bets WHERE fancy_id = ${fancyId} AND status = 'open' ORDER BY id`,
  );
  return {
    fancyId,
    bets: bets.map((b) => ({ betId: b.id, userId: b.user_id, isBack: b.is_back, line: b.line, rate: b.price, stakePaise: b.stake_paise })),
    held: await readHeld(db, fancyKey(fancyId)),
  };
}

/** The fancies' standing lines and rates, by id (a fancy not found is missing from the map). */
export async function readFancyQuotes(db: Sql, fancyIds: readonly number[]): Promise<Map<number, FancyQuoteRow>> {
  const rows = await run<{ id: number; no_line: number; no_rate: number; yes_line: number; yes_rate: number; is_active: boolean; game_status: string | null; settled_at: string | null }>(
    db,
    sql`SELECT id, no_line, no_rate, yes_line, yes_rate, is_active, game_status, settled_at FROM fancies WHERE id = ANY(${fancyIds}::bigint[])`,
  );
  return new Map(
    rows.map((r) => [
      r.id,
      { active: r.is_active && r.game_status === null, settled: r.settled_at !== null, noLine: r.no_line, noRate: r.no_rate, yesLine: r.yes_line, yesRate: r.yes_rate },
    ]),
  );
}

/**
 * A market's settlement as the core needs it: whether it is settled, each open bet's matched
 * pieces (its fills, or a bookmaker bet's whole stake at its price) and the commission of every
 * player with a bet or a hold on it (their operator's default host's; house players pay none).
 */
export async function readSettlementSnapshot(db: Sql, marketId: string): Promise<SettlementSnapshot> {
  const market = param(marketId);
  const [row] = await run<{ settled_at: string | null }>(db, sql`SELECT settled_at FROM markets WHERE id = ${market}`);
  if (!row) throw new DomainError('not_found', 'Market not found');
  if (row.settled_at) return { marketId, settled: true, bets: [], commissionBps: new Map() };
  // each piece's match time (epoch ms): a fill's, or a bookmaker bet's placing
  const pieces = await run<{ id: number; user_id: number; selection_id: number; is_back: boolean; price: number; stake_paise: number; matched_at: number }>(
    db,
    sql`SELECT b.id, b.user_id, b.selection_id, b.is_back, f.price, f.stake_paise, (extract(epoch FROM f.created_at) * 1000)::float8 AS matched_at
          FROM bets b JOIN bet_fills f ON f.taker_bet_id = b.id OR f.maker_bet_id = b.id
         WHERE b.market_id = ${market} AND b.status = 'open' AND b.kind = 'odds'
        UNION ALL
        SELECT id, user_id, selection_id, is_back, price, matched_paise, (extract(epoch FROM created_at) * 1000)::float8
          FROM bets WHERE market_id = ${market} AND status = 'open' AND kind = 'bookmaker'
        ORDER BY 1, 7`,
  );
  const bets: Array<SettlementSnapshot['bets'][number] & { pieces: Array<{ price: number; paise: number; matchedAt: number }> }> = [];
  for (const p of pieces) {
    let bet = bets[bets.length - 1];
    if (bet?.betId !== p.id) bets.push((bet = { betId: p.id, userId: p.user_id, selectionId: p.selection_id, isBack: p.is_back, pieces: [] }));
    bet.pieces.push({ price: p.price, paise: p.stake_paise, matchedAt: Math.floor(Number(p.matched_at)) });
  }
  const { removals, reduction } = await readRemovals(db, marketId);
  const users = await run<{ id: number; commission_bps: number }>(
    db,
    sql`SELECT u.id, CASE WHEN u.is_system THEN 0 ELSE COALESCE(
               (SELECT h.commission_bps FROM hosts h WHERE h.operator_id = u.operator_id ORDER BY h.is_default DESC, h.id LIMIT 1), 0) END AS commission_bps
        FROM users u WHERE u.id IN (SELECT user_id FROM bets WHERE market_id = ${market} AND status = 'open'
                                    UNION SELECT user_id FROM exposures WHERE position_key = ${marketKey(marketId)})`,
  );
  return { marketId, settled: false, bets, commissionBps: new Map(users.map((u) => [u.id, u.commission_bps])), removals, reduction };
}

/** The house account of each player's operator; `houseOf` makes an operator's on first use (the wallet's). */
export async function readHouseAccounts(db: Sql, users: readonly number[], houseOf: (db: Sql, operatorId: number) => Promise<number>): Promise<Map<number, number>> {
  const rows = await run<{ id: number; operator_id: number }>(db, sql`SELECT id, operator_id FROM users WHERE id = ANY(${users}::bigint[])`);
  const byOperator = new Map<number, number>();
  const houses = new Map<number, number>();
  for (const r of rows) {
    let house = byOperator.get(r.operator_id);
    if (house === undefined) byOperator.set(r.operator_id, (house = await houseOf(db, r.operator_id)));
    houses.set(r.id, house);
  }
  return houses;
}

/** Reserves bet ids from the bets sequence. */
export async function reserveBetIds(db: Sql, n: number): Promise<number[]> {
  const rows = await run<{ id: number }>(db, sql`SELECT nextval('bets_id_seq') AS id FROM generate_series(1, ${n}::int)`);
  return rows.map((r) => r.id);
}
