// The exchange's reads and writes: what the core is loaded from (resting orders, a market's open
// pieces and exposure rows, players' cash, bookmaker quotes, bet ids from the bets sequence, a
// market's open bets and its players' commission for its settlement, the house accounts) and the
// one statement that writes a batch's row changes — bets, fills, exposure rows, settled bets,
// closed markets and fancies and the ledger transfers of every move (LedgerBatch) — so a batch
// commits or fails as one.

import type { MarketKind } from '@khel/shared-kernel/betting';
import type { OrderRow } from '../domain/exchange/books';
import type { RowChanges } from '../domain/exchange/changes';
import type { FancyQuoteRow, FancySnapshot, PlacedBet, RunnerQuote, SettlementSnapshot } from '../domain/exchange/core';
import { savedBetSettingsSql } from '../identity/bet-settings';
import type { MarketSnapshot } from '../domain/exchange/positions';
import { fancyKey, marketKey } from '../domain/exchange/positions';
import { LedgerBatch, playerAccounts, systemAccount } from '../wallet/ledger';
import { DomainError } from '../domain/errors';
import type { Sql } from './db';

export interface CashHold {
  cash: number;
  hold: number;
}

/** A player's cash and hold accounts, and the house of their operator when a move of the batch needs it. */
export interface MoveAccounts extends CashHold {
  house?: number;
}

/** The resting exchange orders (bets with unmatched stake), in id (arrival) order. */
export async function readRestingOrders(sql: Sql): Promise<OrderRow[]> {
  const rows = await sql.query<{
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
  }>(
    `SELECT id, user_id, market_id, selection_id, is_back, price, stake_paise, matched_paise, unmatched_paise, cancelled_paise, keep
     FROM bets WHERE status = 'open' AND unmatched_paise > 0 AND kind = 'odds' ORDER BY id`,
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
  }));
}

/** A market's kind (odds, bookmaker), or null when there is no such market. */
export async function readMarketKind(sql: Sql, marketId: string): Promise<MarketKind | null> {
  const [m] = await sql.query<{ kind: MarketKind }>('SELECT kind FROM markets WHERE id = $1', [marketId]);
  return m?.kind ?? null;
}

/** A market's runners, open pieces (each fill, each resting remainder, each bookmaker bet) and exposure rows. */
/** What a bet on an odds or bookmaker market checks before it queues (status, in play, stakes). */
export type BetMarketRow = {
  id: string;
  event_id: number;
  sport_id: number;
  market_type: string;
  kind: MarketKind;
  status: string;
  inplay: boolean;
  min_stake_paise: number;
  max_stake_paise: number;
  max_profit_paise: number;
  settled_at: string | null;
};

/** The bets already placed under each of these client references, in their order; null unless all were. */
export async function replaysOf(sql: Sql, userId: number, clientRefs: readonly string[]): Promise<PlacedBet[] | null> {
  const rows = await sql.query<{ id: number; matched_paise: number; unmatched_paise: number; client_ref: string }>(
    'SELECT id, matched_paise, unmatched_paise, client_ref FROM bets WHERE user_id = $1 AND client_ref = ANY($2::text[])',
    [userId, [...clientRefs]],
  );
  const byRef = new Map(rows.map((r) => [r.client_ref, { betId: Number(r.id), matchedPaise: Number(r.matched_paise), unmatchedPaise: Number(r.unmatched_paise), replayed: true }]));
  const placed = clientRefs.map((ref) => byRef.get(ref));
  return placed.every((p) => p !== undefined) ? placed : null;
}

/**
 * A bet's market, its runners' statuses, the player's saved bet settings and the bet already
 * placed with this client reference, in one read. Null: no such market.
 */
export async function readBettingContext(
  sql: Sql,
  marketId: string,
  userId: number,
  clientRef: string | null,
): Promise<{ market: BetMarketRow; runners: Record<string, string>; betSettings: Record<string, unknown> | null; replay: PlacedBet | null } | null> {
  const [row] = await sql.query<BetMarketRow & { bet_settings: Record<string, unknown> | null; runners: Record<string, string> | null; replay: [number, number, number] | null }>(
    `SELECT m.id, m.event_id, e.sport_id, m.market_type, m.kind, m.status, m.inplay, m.min_stake_paise, m.max_stake_paise,
            m.max_profit_paise, m.settled_at,
            ${savedBetSettingsSql('$2')} AS bet_settings,
            (SELECT json_object_agg(selection_id, status) FROM runners WHERE market_id = m.id) AS runners,
            (SELECT json_build_array(id, matched_paise, unmatched_paise) FROM bets WHERE user_id = $2 AND client_ref = $3) AS replay
     FROM markets m JOIN events e ON e.id = m.event_id WHERE m.id = $1`,
    [marketId, userId, clientRef],
  );
  if (!row) return null;
  const { bet_settings, runners, replay, ...market } = row;
  return {
    market,
    runners: runners ?? {},
    betSettings: bet_settings,
    replay: replay ? { betId: Number(replay[0]), matchedPaise: Number(replay[1]), unmatchedPaise: Number(replay[2]), replayed: true } : null,
  };
}

export async function readMarketSnapshot(sql: Sql, marketId: string, kind: MarketKind): Promise<MarketSnapshot> {
  const runners = await sql.query<{ selection_id: number }>('SELECT selection_id FROM runners WHERE market_id = $1 ORDER BY sort_order, selection_id', [marketId]);
  const pieces = await sql.query<{ user_id: number; selection_id: number; is_back: boolean; price: number; paise: number; matched: boolean }>(
    `SELECT b.user_id, b.selection_id, b.is_back, f.price, f.stake_paise AS paise, true AS matched
       FROM bets b JOIN bet_fills f ON f.taker_bet_id = b.id
      WHERE b.market_id = $1 AND b.status = 'open' AND b.kind = 'odds'
     UNION ALL
     SELECT b.user_id, b.selection_id, b.is_back, f.price, f.stake_paise, true
       FROM bets b JOIN bet_fills f ON f.maker_bet_id = b.id
      WHERE b.market_id = $1 AND b.status = 'open' AND b.kind = 'odds'
     UNION ALL
     SELECT user_id, selection_id, is_back, price, unmatched_paise, false
       FROM bets WHERE market_id = $1 AND status = 'open' AND unmatched_paise > 0
     UNION ALL
     SELECT user_id, selection_id, is_back, price, matched_paise, true
       FROM bets WHERE market_id = $1 AND status = 'open' AND kind = 'bookmaker'`,
    [marketId],
  );
  return {
    marketId,
    kind,
    selectionIds: runners.map((r) => r.selection_id),
    pieces: pieces.map((p) => ({ userId: p.user_id, selectionId: p.selection_id, isBack: p.is_back, price: p.price, paise: p.paise, matched: p.matched })),
    held: await readHeld(sql, marketKey(marketId)),
  };
}

/** Every player's exposure row of one position (a market or a fancy). */
async function readHeld(sql: Sql, positionKey: string): Promise<Array<{ userId: number; exposurePaise: number; version: number }>> {
  const held = await sql.query<{ user_id: number; exposure_paise: number; version: number }>(
    'SELECT user_id, exposure_paise, version FROM exposures WHERE position_key = $1',
    [positionKey],
  );
  return held.map((h) => ({ userId: h.user_id, exposurePaise: h.exposure_paise, version: h.version }));
}

/**
 * The players' cash and hold accounts (ids) and their balances; creates their accounts on first use.
 * Returns how many statements it sent beside the answer.
 */
export async function readCash(sql: Sql, users: readonly number[]): Promise<{ accounts: Map<number, CashHold>; cash: Map<number, CashHold>; statements: number }> {
  let statements = 1;
  const rows = await sql.query<{ user_id: number; kind: string; id: number; balance_paise: number }>(
    `SELECT user_id, kind, id, balance_paise FROM accounts WHERE user_id = ANY($1::bigint[]) AND kind IN ('cash', 'hold')`,
    [users],
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
      const created = await playerAccounts(sql, u);
      accounts.set(u, { cash: created.cash, hold: created.hold });
      cash.set(u, { cash: 0, hold: 0 });
    }
  }
  return { accounts, cash, statements };
}

/** The players' cash and hold account ids (creating them on first use). */
export async function readAccounts(sql: Sql, users: readonly number[]): Promise<Map<number, CashHold>> {
  return (await readCash(sql, users)).accounts;
}

/** The runners' quotes of bookmaker markets, by market and selection. */
export async function readQuotes(sql: Sql, marketIds: readonly string[]): Promise<Map<string, Map<number, RunnerQuote>>> {
  const rows = await sql.query<{ market_id: string; selection_id: number; status: string; back_percent: number | null; lay_percent: number | null }>(
    'SELECT market_id, selection_id, status, back_percent, lay_percent FROM runners WHERE market_id = ANY($1::text[])',
    [marketIds],
  );
  const quotes = new Map<string, Map<number, RunnerQuote>>(marketIds.map((m) => [m, new Map()]));
  for (const r of rows) quotes.get(r.market_id)!.set(r.selection_id, { status: r.status, backPercent: r.back_percent, layPercent: r.lay_percent });
  return quotes;
}

/** A fancy's open bets and exposure rows. */
export async function readFancySnapshot(sql: Sql, fancyId: number): Promise<FancySnapshot> {
  const bets = await sql.query<{ id: number; user_id: number; is_back: boolean; line: number; price: number; stake_paise: number }>(
    `SELECT id, user_id, is_back, line, price, stake_paise FROM bets WHERE fancy_id = $1 AND status = 'open' ORDER BY id`,
    [fancyId],
  );
  return {
    fancyId,
    bets: bets.map((b) => ({ betId: b.id, userId: b.user_id, isBack: b.is_back, line: b.line, rate: b.price, stakePaise: b.stake_paise })),
    held: await readHeld(sql, fancyKey(fancyId)),
  };
}

/** The fancies' standing lines and rates, by id (a fancy not found is missing from the map). */
export async function readFancyQuotes(sql: Sql, fancyIds: readonly number[]): Promise<Map<number, FancyQuoteRow>> {
  const rows = await sql.query<{ id: number; no_line: number; no_rate: number; yes_line: number; yes_rate: number; is_active: boolean; game_status: string | null; settled_at: string | null }>(
    'SELECT id, no_line, no_rate, yes_line, yes_rate, is_active, game_status, settled_at FROM fancies WHERE id = ANY($1::bigint[])',
    [fancyIds],
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
export async function readSettlementSnapshot(sql: Sql, marketId: string): Promise<SettlementSnapshot> {
  const [market] = await sql.query<{ settled_at: string | null }>('SELECT settled_at FROM markets WHERE id = $1', [marketId]);
  if (!market) throw new DomainError('not_found', 'Market not found');
  if (market.settled_at) return { marketId, settled: true, bets: [], commissionBps: new Map() };
  const pieces = await sql.query<{ id: number; user_id: number; selection_id: number; is_back: boolean; price: number; stake_paise: number }>(
    `SELECT b.id, b.user_id, b.selection_id, b.is_back, f.price, f.stake_paise
       FROM bets b JOIN bet_fills f ON f.taker_bet_id = b.id OR f.maker_bet_id = b.id
      WHERE b.market_id = $1 AND b.status = 'open' AND b.kind = 'odds'
     UNION ALL
     SELECT id, user_id, selection_id, is_back, price, matched_paise
       FROM bets WHERE market_id = $1 AND status = 'open' AND kind = 'bookmaker'
     ORDER BY 1`,
    [marketId],
  );
  const bets: Array<SettlementSnapshot['bets'][number] & { pieces: Array<{ price: number; paise: number }> }> = [];
  for (const p of pieces) {
    let bet = bets[bets.length - 1];
    if (bet?.betId !== p.id) bets.push((bet = { betId: p.id, userId: p.user_id, selectionId: p.selection_id, isBack: p.is_back, pieces: [] }));
    bet.pieces.push({ price: p.price, paise: p.stake_paise });
  }
  const users = await sql.query<{ id: number; commission_bps: number }>(
    `SELECT u.id, CASE WHEN u.is_system THEN 0 ELSE COALESCE(
              (SELECT h.commission_bps FROM hosts h WHERE h.operator_id = u.operator_id ORDER BY h.is_default DESC, h.id LIMIT 1), 0) END AS commission_bps
     FROM users u WHERE u.id IN (SELECT user_id FROM bets WHERE market_id = $1 AND status = 'open'
                                 UNION SELECT user_id FROM exposures WHERE position_key = $2)`,
    [marketId, marketKey(marketId)],
  );
  return { marketId, settled: false, bets, commissionBps: new Map(users.map((u) => [u.id, u.commission_bps])) };
}

/** The house account of each player's operator (created on first use). */
export async function readHouseAccounts(sql: Sql, users: readonly number[]): Promise<Map<number, number>> {
  const rows = await sql.query<{ id: number; operator_id: number }>('SELECT id, operator_id FROM users WHERE id = ANY($1::bigint[])', [users]);
  const byOperator = new Map<number, number>();
  const houses = new Map<number, number>();
  for (const r of rows) {
    let house = byOperator.get(r.operator_id);
    if (house === undefined) byOperator.set(r.operator_id, (house = await systemAccount(sql, 'house', r.operator_id)));
    houses.set(r.id, house);
  }
  return houses;
}

/** Reserves bet ids from the bets sequence. */
export async function reserveBetIds(sql: Sql, n: number): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(`SELECT nextval('bets_id_seq') AS id FROM generate_series(1, $1::int)`, [n]);
  return rows.map((r) => r.id);
}

/**
 * Writes a batch's rows with one statement and returns the balances of the accounts it moved, by
 * account id. `accounts` names every player with a move (and their house for a settlement's).
 * Nothing to write: no statement.
 */
export async function writeRowChanges(sql: Sql, changes: RowChanges, accounts: ReadonlyMap<number, MoveAccounts>): Promise<Map<number, number> | null> {
  if (changes.empty) return null;
  // The database's CHECK keeps player accounts from going below zero; the core checked the cash of every rise.
  const ledgerBatch = new LedgerBatch(null);
  for (const m of changes.moves) {
    const a = accounts.get(m.userId);
    if (!a) throw new Error(`player ${m.userId}'s accounts were not read for this write`);
    const id = (which: 'cash' | 'hold' | 'house') => {
      const account = a[which];
      if (account === undefined) throw new Error(`player ${m.userId}'s ${which} account was not read for this write`);
      return account;
    };
    ledgerBatch.move({
      idempotencyKey: m.idempotencyKey,
      fromAccountId: id(m.from),
      toAccountId: id(m.to),
      amountPaise: m.amountPaise,
      kind: m.kind,
      reference: m.reference,
      memo: m.memo ?? null,
    });
  }
  const b = [...changes.inserts.values()];
  const u = [...changes.updates.values()];
  const f = changes.fills;
  const x = [...changes.exposures.values()];
  const ledger = ledgerBatch.writeSql('ledger', 31);
  const settlement = settlementSql(changes, 31 + ledger.params.length);
  const balances = await sql.query<{ id: number; balance_paise: number }>(
    `WITH new_bets AS (
       INSERT INTO bets (id, user_id, kind, market_id, selection_id, is_back, price, stake_paise, matched_paise, unmatched_paise,
                         cancelled_paise, client_ref, is_cash_out, keep, fancy_id, line, status)
       SELECT n.*, CASE WHEN n.matched = 0 AND n.unmatched = 0 THEN 'cancelled' ELSE 'open' END
       FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::bigint[], $6::boolean[], $7::int[], $8::bigint[],
                   $9::bigint[], $10::bigint[], $11::bigint[], $12::text[], $13::boolean[], $14::boolean[], $29::bigint[], $30::int[])
            AS n (id, user_id, kind, market_id, selection_id, is_back, price, stake, matched, unmatched, cancelled, client_ref, is_cash_out, keep,
                  fancy_id, line)),
     -- a bet whose whole stake was cancelled or lapsed is no longer open
     changed_bets AS (
       UPDATE bets b SET matched_paise = c.matched, unmatched_paise = c.unmatched, cancelled_paise = c.cancelled,
                         status = CASE WHEN c.matched = 0 AND c.unmatched = 0 THEN 'cancelled' ELSE b.status END
       FROM unnest($15::bigint[], $16::bigint[], $17::bigint[], $18::bigint[]) AS c (id, matched, unmatched, cancelled) WHERE b.id = c.id),
     new_fills AS (
       INSERT INTO bet_fills (taker_bet_id, maker_bet_id, market_id, selection_id, price, stake_paise)
       SELECT * FROM unnest($19::bigint[], $20::bigint[], $21::text[], $22::bigint[], $23::int[], $24::bigint[])),
     held AS (
       INSERT INTO exposures (user_id, position_key, exposure_paise, version)
       SELECT * FROM unnest($25::bigint[], $26::text[], $27::bigint[], $28::int[])
       ON CONFLICT (user_id, position_key) DO UPDATE SET exposure_paise = EXCLUDED.exposure_paise, version = EXCLUDED.version),
     ${[...ledger.ctes, ...settlement.ctes].join(',\n')}
     SELECT id, balance_paise FROM ledger_accounts`,
    [
      b.map((r) => r.betId),
      b.map((r) => r.userId),
      b.map((r) => r.kind),
      b.map((r) => (r.fancyId === undefined ? r.marketId : null)),
      b.map((r) => (r.fancyId === undefined ? r.selectionId : null)),
      b.map((r) => r.isBack),
      b.map((r) => r.price),
      b.map((r) => r.stakePaise),
      b.map((r) => r.matchedPaise),
      b.map((r) => r.unmatchedPaise),
      b.map((r) => r.cancelledPaise),
      b.map((r) => r.clientRef),
      b.map((r) => r.isCashOut),
      b.map((r) => r.keep),
      u.map((r) => r.betId),
      u.map((r) => r.matchedPaise),
      u.map((r) => r.unmatchedPaise),
      u.map((r) => r.cancelledPaise),
      f.map((r) => r.takerOrderId),
      f.map((r) => r.makerOrderId),
      f.map((r) => r.marketId),
      f.map((r) => r.selectionId),
      f.map((r) => r.price),
      f.map((r) => r.stakePaise),
      x.map((r) => r.userId),
      x.map((r) => r.key),
      x.map((r) => r.paise),
      x.map((r) => r.version),
      b.map((r) => r.fancyId ?? null),
      b.map((r) => r.line ?? null),
      ...ledger.params,
      ...settlement.params,
    ],
  );
  return new Map(balances.map((r) => [r.id, r.balance_paise]));
}

/**
 * A settlement's rows as data-modifying CTEs for the batch's statement, parameters numbered from
 * `firstParam` (none when the batch settles nothing, so the statement of a batch of bets stays
 * the same): each settled bet's result (with its stake columns when its lapse changed them), the
 * markets and fancies closed on their result, and the open bets of a settled market that never
 * matched (cancelled).
 */
function settlementSql(changes: RowChanges, firstParam: number): { ctes: string[]; params: unknown[] } {
  if (changes.settled.size + changes.closedMarkets.length + changes.closedFancies.length === 0) return { ctes: [], params: [] };
  const $ = (i: number) => `$${firstParam + i}`;
  const s = [...changes.settled.values()];
  const m = changes.closedMarkets;
  const f = changes.closedFancies;
  return {
    ctes: [
      `settled_bets AS (
         UPDATE bets b SET status = s.status, result = s.result, pnl_paise = s.pnl, settled_at = now(),
                           matched_paise = COALESCE(s.matched, b.matched_paise), unmatched_paise = COALESCE(s.unmatched, b.unmatched_paise),
                           cancelled_paise = COALESCE(s.cancelled, b.cancelled_paise)
         FROM unnest(${$(0)}::bigint[], ${$(1)}::text[], ${$(2)}::text[], ${$(3)}::bigint[], ${$(4)}::bigint[], ${$(5)}::bigint[], ${$(6)}::bigint[])
              AS s (id, status, result, pnl, matched, unmatched, cancelled)
         WHERE b.id = s.id)`,
      // bets of a settled market that never matched anything were cancelled or lapsed, not settled
      `unmatched_bets AS (
         UPDATE bets b SET status = 'cancelled', settled_at = now()
         WHERE b.market_id = ANY(${$(7)}::text[]) AND b.status = 'open' AND b.matched_paise = 0
           AND NOT (b.id = ANY($15::bigint[])) AND NOT (b.id = ANY(${$(0)}::bigint[])))`,
      `closed_markets AS (
         UPDATE markets m SET status = 'CLOSED', winner_selection_id = c.winner, void_reason = c.void_reason, settled_by = c.actor, settled_at = now()
         FROM unnest(${$(7)}::text[], ${$(8)}::bigint[], ${$(9)}::text[], ${$(10)}::text[]) AS c (id, winner, void_reason, actor)
         WHERE m.id = c.id)`,
      `closed_runners AS (
         UPDATE runners r SET status = CASE WHEN r.selection_id = c.winner THEN 'WINNER' ELSE 'LOSER' END
         FROM unnest(${$(7)}::text[], ${$(8)}::bigint[]) AS c (id, winner)
         WHERE r.market_id = c.id AND c.winner IS NOT NULL)`,
      `closed_fancies AS (
         UPDATE fancies x SET is_active = false, game_status = 'CLOSED', result_runs = c.runs, void_reason = c.void_reason, settled_by = c.actor, settled_at = now()
         FROM unnest(${$(11)}::bigint[], ${$(12)}::int[], ${$(13)}::text[], ${$(14)}::text[]) AS c (id, runs, void_reason, actor)
         WHERE x.id = c.id)`,
    ],
    params: [
      s.map((r) => r.betId),
      s.map((r) => r.status),
      s.map((r) => r.result),
      s.map((r) => r.pnlPaise),
      s.map((r) => r.stake?.matchedPaise ?? null),
      s.map((r) => r.stake?.unmatchedPaise ?? null),
      s.map((r) => r.stake?.cancelledPaise ?? null),
      m.map((r) => r.marketId),
      m.map((r) => r.winnerId),
      m.map((r) => r.voidReason),
      m.map((r) => r.actor),
      f.map((r) => r.fancyId),
      f.map((r) => r.runs),
      f.map((r) => r.voidReason),
      f.map((r) => r.actor),
    ],
  };
}
