// What a bet, a cancel or a cash-out reads before it queues for the sequencer, and the feed's
// writes of a market's status around it: a market's betting context (its runners, the player's
// saved settings, a bet already placed under the client reference), a fancy, the player's cash
// for the in-play delay's early refusal, replays of a combined bet, and in play / suspend / reopen.
// The player's saved bet settings come as SQL from the caller (identity's): this store reaches no
// other module.

import type { MarketKind } from '@khel/shared-kernel/betting';
import type { PlacedBet } from '../core/commands';
import type { Database, Sql } from '../../store/db';
import type { FancyColumns } from '../fancy-row';
import { param, raw, run, sql } from './sql';

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
  /** the feed's own in-play delay (Betfair's betDelay), seconds; null: the feed gives none */
  feed_bet_delay_seconds: number | null;
};

/** A fancy with what betting on it needs from its event. */
export type FancyRow = Omit<FancyColumns, 'name' | 'category'> & { sport_id: number; inplay: boolean };

/** SQL giving a player's saved bet settings (JSON) for the user id in `userIdSql` (identity's `savedBetSettingsSql`). */
export type BetSettingsSql = (userIdSql: string) => string;

const replayOf = (id: number, matched: number, unmatched: number): PlacedBet => ({ betId: Number(id), matchedPaise: Number(matched), unmatchedPaise: Number(unmatched), replayed: true });

/** The bet already placed under this client reference, if any. */
export async function replayOfRef(db: Sql, userId: number, clientRef: string): Promise<PlacedBet | null> {
  const [r] = await run<{ id: number; matched_paise: number; unmatched_paise: number }>(
    db,
    sql`SELECT id, matched_paise, unmatched_paise FROM bets WHERE user_id = ${userId} AND client_ref = ${clientRef}`,
  );
  return r ? replayOf(r.id, r.matched_paise, r.unmatched_paise) : null;
}

/** The bets already placed under each of these client references, in their order; null unless all were. */
export async function replaysOf(db: Sql, userId: number, clientRefs: readonly string[]): Promise<PlacedBet[] | null> {
  const rows = await run<{ id: number; matched_paise: number; unmatched_paise: number; client_ref: string }>(
    db,
    sql`SELECT id, matched_paise, unmatched_paise, client_ref FROM bets WHERE user_id = ${userId} AND client_ref = ANY(${[...clientRefs]}::text[])`,
  );
  const byRef = new Map(rows.map((r) => [r.client_ref, replayOf(r.id, r.matched_paise, r.unmatched_paise)]));
  const placed = clientRefs.map((ref) => byRef.get(ref));
  return placed.every((p) => p !== undefined) ? placed : null;
}

/**
 * A bet's market, its runners' statuses, the player's saved bet settings and the bet already
 * placed with this client reference, in one read. Null: no such market.
 */
export async function readBettingContext(
  db: Sql,
  marketId: string,
  userId: number,
  clientRef: string | null,
  betSettingsSql: BetSettingsSql,
): Promise<{ market: BetMarketRow; runners: Record<string, string>; betSettings: Record<string, unknown> | null; replay: PlacedBet | null } | null> {
  const user = param(userId);
  const [row] = await run<BetMarketRow & { bet_settings: Record<string, unknown> | null; runners: Record<string, string> | null; replay: [number, number, number] | null }>(
    db,
    sql`SELECT m.id, m.event_id, e.sport_id, m.market_type, m.kind, m.status, m.inplay, m.min_stake_paise, m.max_stake_paise,
               m.max_profit_paise, m.settled_at, m.feed_bet_delay_seconds,
               ${raw(betSettingsSql('player.id'))} AS bet_settings,
               (SELECT json_object_agg(selection_id, status) FROM runners WHERE market_id = m.id) AS runners,
               (SELECT json_build_array(id, matched_paise, unmatched_paise) FROM bets WHERE user_id = ${user} AND client_ref = ${clientRef}) AS replay
        FROM markets m JOIN events e ON e.id = m.event_id, (SELECT ${user}::bigint AS id) AS player WHERE m.id = ${marketId}`,
  );
  if (!row) return null;
  const { bet_settings, runners, replay, ...market } = row;
  return { market, runners: runners ?? {}, betSettings: bet_settings, replay: replay ? replayOf(replay[0], replay[1], replay[2]) : null };
}

/** A market's status as it stands now (after a bet's in-play delay). */
export async function readMarketStatus(db: Sql, marketId: string): Promise<Pick<BetMarketRow, 'status' | 'settled_at'> | null> {
  const [row] = await run<Pick<BetMarketRow, 'status' | 'settled_at'>>(db, sql`SELECT status, settled_at FROM markets WHERE id = ${marketId}`);
  return row ?? null;
}

/** The player's cash, and whether they have an open bet on the market or fancy already. */
export async function readCashAndOpenBets(db: Sql, userId: number, on: { marketId: string } | { fancyId: number }): Promise<{ cashPaise: number; hasBets: boolean } | null> {
  const user = param(userId);
  const where = 'marketId' in on ? sql`market_id = ${on.marketId}` : sql`fancy_id = ${on.fancyId}`;
  const [row] = await run<{ cash_paise: string | number | null; has_bets: boolean }>(
    db,
    sql`SELECT (SELECT balance_paise FROM accounts WHERE user_id = ${user} AND kind = 'cash') AS cash_paise,
               EXISTS (SELECT 1 FROM bets WHERE user_id = ${user} AND status = 'open' AND ${where}) AS has_bets`,
  );
  return row ? { cashPaise: Number(row.cash_paise ?? 0), hasBets: row.has_bets } : null;
}

/** A bet's market and owner (null market: a fancy bet), or null when there is no such bet. */
export async function readBetOwner(db: Sql, betId: number): Promise<{ marketId: string | null; userId: number } | null> {
  const [bet] = await run<{ market_id: string | null; user_id: number }>(db, sql`SELECT market_id, user_id FROM bets WHERE id = ${betId}`);
  return bet ? { marketId: bet.market_id, userId: bet.user_id } : null;
}

/** A fancy and its event, or null when there is no such fancy. */
export async function readFancy(db: Sql, fancyId: number): Promise<FancyRow | null> {
  const [row] = await run<FancyRow>(
    db,
    sql`SELECT f.id, f.event_id, e.sport_id, e.status = 'inplay' AS inplay, f.no_line, f.no_rate, f.yes_line, f.yes_rate,
               f.is_active, f.game_status, f.min_stake_paise, f.max_stake_paise, f.max_profit_paise, f.settled_at
        FROM fancies f JOIN events e ON e.id = f.event_id WHERE f.id = ${fancyId}`,
  );
  return row ?? null;
}

/** The event starts: it and its markets are in play. Returns its markets. */
export async function markEventInPlay(db: Database, eventId: number): Promise<string[]> {
  const event = param(eventId);
  const markets = await db.transaction(async (tx) => {
    await run(tx, sql`UPDATE events SET status = 'inplay' WHERE id = ${event} AND status = 'upcoming'`);
    return run<{ id: string }>(tx, sql`UPDATE markets SET inplay = true WHERE event_id = ${event} RETURNING id`);
  });
  return markets.map((m) => m.id);
}

/** The feed suspends an open market; true when it was open. */
export async function suspendMarketRow(db: Sql, marketId: string): Promise<boolean> {
  return (await run(db, sql`UPDATE markets SET status = 'SUSPENDED' WHERE id = ${marketId} AND status = 'OPEN' RETURNING id`)).length > 0;
}

/** Whether an operator holds the market suspended (only the operator's resume opens it then). */
export async function heldByOperator(db: Sql, marketId: string): Promise<boolean> {
  return (await run(db, sql`SELECT 1 AS held FROM markets WHERE id = ${marketId} AND operator_hold IS NOT NULL`)).length > 0;
}

/** Opens a suspended market (by the operator: whatever holds it); true when it was suspended. */
export async function reopenMarketRow(db: Sql, marketId: string, byOperator: boolean): Promise<boolean> {
  const changed = await run(
    db,
    sql`UPDATE markets SET status = 'OPEN', operator_hold = NULL WHERE id = ${marketId} AND status = 'SUSPENDED' AND (${byOperator} OR operator_hold IS NULL) RETURNING id`,
  );
  return changed.length > 0;
}
