// The exchange's reads and writes: what the core is loaded from (resting orders, a market's open
// pieces and exposure rows, players' cash, bookmaker quotes, bet ids from the bets sequence) and
// the one statement that writes a batch's row changes — bets, fills, exposure rows and the ledger
// transfers of every hold move (LedgerBatch) — so a batch commits or fails as one.

import type { MarketKind } from '@khel/shared-kernel/betting';
import type { OrderRow } from '../domain/exchange/books';
import type { RowChanges } from '../domain/exchange/changes';
import type { FancyQuoteRow, FancySnapshot, RunnerQuote } from '../domain/exchange/core';
import type { MarketSnapshot } from '../domain/exchange/positions';
import { fancyKey, marketKey } from '../domain/exchange/positions';
import { LedgerBatch, playerAccounts } from '../wallet/ledger';
import type { Sql } from './db';

export interface CashHold {
  cash: number;
  hold: number;
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
  const bets = await sql.query<{ user_id: number; is_back: boolean; line: number; price: number; stake_paise: number }>(
    `SELECT user_id, is_back, line, price, stake_paise FROM bets WHERE fancy_id = $1 AND status = 'open' ORDER BY id`,
    [fancyId],
  );
  return {
    fancyId,
    bets: bets.map((b) => ({ userId: b.user_id, isBack: b.is_back, line: b.line, rate: b.price, stakePaise: b.stake_paise })),
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

/** Reserves bet ids from the bets sequence. */
export async function reserveBetIds(sql: Sql, n: number): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(`SELECT nextval('bets_id_seq') AS id FROM generate_series(1, $1::int)`, [n]);
  return rows.map((r) => r.id);
}

/**
 * Writes a batch's rows with one statement and returns the cash and hold balances of the accounts
 * it moved, by account id. `accounts` names every player with a hold move. Nothing to write: no statement.
 */
export async function writeRowChanges(sql: Sql, changes: RowChanges, accounts: ReadonlyMap<number, CashHold>): Promise<Map<number, number> | null> {
  if (changes.empty) return null;
  // The database's CHECK keeps player accounts from going below zero; the core checked the cash of every rise.
  const ledgerBatch = new LedgerBatch(null);
  for (const m of changes.moves) {
    const a = accounts.get(m.userId);
    if (!a) throw new Error(`player ${m.userId}'s accounts were not read for this write`);
    ledgerBatch.move({
      idempotencyKey: m.idempotencyKey,
      fromAccountId: m.toHold ? a.cash : a.hold,
      toAccountId: m.toHold ? a.hold : a.cash,
      amountPaise: m.amountPaise,
      kind: m.kind,
      reference: m.reference,
    });
  }
  const b = [...changes.inserts.values()];
  const u = [...changes.updates.values()];
  const f = changes.fills;
  const x = [...changes.exposures.values()];
  const ledger = ledgerBatch.writeSql('ledger', 31);
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
     ${ledger.ctes.join(',\n')}
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
    ],
  );
  return new Map(balances.map((r) => [r.id, r.balance_paise]));
}
