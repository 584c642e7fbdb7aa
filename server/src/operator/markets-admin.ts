// Live markets for the operator console: each unsettled market with its event, status, the
// exchange's matched volume, and the house's profit or loss on each runner should it win (the
// opposite of the players' matched positions). Suspending holds a market closed to bets until an
// operator resumes it (the feed's own reopenings leave it alone). The catalog is the platform's:
// only the platform operator runs markets. Settling and voiding are operator-markets.ts's calls.
import type { InPaise, OperatorFancyLine, OperatorMarket } from '@khel/shared-kernel/contract';
import type { Exchange } from '../exchange/exchange';
import type { Database, Sql } from '../store/db';
import { audit, type Actor } from './audit';
import { ConsoleError, roleOf } from './scope';

export type LiveMarket = InPaise<OperatorMarket, 'matched' | 'housePnlIfWins', 'startTime'>;

const LIMIT = 50;

export function requirePlatform(actor: Actor): void {
  if (roleOf(actor.operatorId) !== 'platform') throw new ConsoleError('forbidden', 'Only the platform operator runs markets');
}

export type FancyLine = InPaise<OperatorFancyLine, 'staked' | 'exposure'>;

const likeOf = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Unsettled fancy (session) lines with their current Yes and No, open stakes and exposure. */
export async function fancyLines(db: Sql, actor: Actor, filter: { search: string; liveOnly: boolean }): Promise<FancyLine[]> {
  requirePlatform(actor);
  const rows = await db.query<Record<string, unknown>>(
    `SELECT f.id, f.event_id, e.name AS event_name, f.name, e.status = 'inplay' AS inplay, f.game_status, f.is_active,
            f.no_line, f.no_rate, f.yes_line, f.yes_rate,
            (SELECT count(*) FROM bets b WHERE b.fancy_id = f.id AND b.status = 'open')::int AS open_bets,
            COALESCE((SELECT sum(b.stake_paise) FROM bets b WHERE b.fancy_id = f.id AND b.status = 'open'), 0)::bigint AS staked,
            COALESCE((SELECT sum(x.exposure_paise) FROM exposures x JOIN users u ON u.id = x.user_id
                      WHERE x.position_key = 'f:' || f.id AND NOT u.is_system), 0)::bigint AS exposure
     FROM fancies f JOIN events e ON e.id = f.event_id
     WHERE f.settled_at IS NULL AND e.status <> 'closed' AND (NOT $3 OR e.status = 'inplay')
       AND ($1 = '%%' OR e.name ILIKE $1 OR f.name ILIKE $1 OR f.id::text = $2)
     ORDER BY e.status = 'inplay' DESC, e.start_time, f.event_id, f.sort_order, f.id LIMIT ${LIMIT}`,
    [likeOf(filter.search), filter.search, filter.liveOnly],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    eventId: Number(r.event_id),
    eventName: String(r.event_name),
    name: String(r.name),
    inplay: Boolean(r.inplay),
    gameStatus: (r.game_status as string | null) ?? null,
    active: Boolean(r.is_active),
    noLine: Number(r.no_line),
    noRate: Number(r.no_rate),
    yesLine: Number(r.yes_line),
    yesRate: Number(r.yes_rate),
    openBets: Number(r.open_bets),
    stakedPaise: Number(r.staked),
    exposurePaise: Number(r.exposure),
  }));
}

export async function liveMarkets(db: Sql, actor: Actor, search: string, liveOnly = false): Promise<LiveMarket[]> {
  requirePlatform(actor);
  const like = likeOf(search);
  const markets = await db.query<Record<string, unknown>>(
    `SELECT m.id, m.event_id, e.name AS event_name, m.name, m.kind, m.status, m.inplay, m.operator_hold IS NOT NULL AS held, m.start_time,
            COALESCE((SELECT sum(f.stake_paise) FROM bet_fills f WHERE f.market_id = m.id), 0)::bigint AS matched
     FROM markets m JOIN events e ON e.id = m.event_id
     WHERE m.settled_at IS NULL AND m.status <> 'CLOSED' AND (NOT $3 OR m.inplay) AND ($1 = '%%' OR e.name ILIKE $1 OR m.name ILIKE $1 OR m.id = $2)
     ORDER BY m.inplay DESC, m.start_time, m.sort_order LIMIT ${LIMIT}`,
    [like, search, liveOnly],
  );
  if (markets.length === 0) return [];
  // A player's matched bet on runner s: if s wins, a back wins stake × (odds − 1) and a lay loses it;
  // if another runner wins, the back loses its stake and the lay wins it. The house is the other side.
  const runners = await db.query<{ market_id: string; selection_id: number; name: string; players_pnl: string | number }>(
    `SELECT r.market_id, r.selection_id, r.name,
            COALESCE(sum(CASE WHEN b.selection_id = r.selection_id
                              THEN (CASE WHEN b.is_back THEN 1 ELSE -1 END) * (b.matched_paise * (CASE WHEN b.kind = 'bookmaker' THEN b.price ELSE b.price - 100 END) / 100)
                              ELSE (CASE WHEN b.is_back THEN -1 ELSE 1 END) * b.matched_paise END), 0)::bigint AS players_pnl
     FROM runners r
     LEFT JOIN bets b ON b.market_id = r.market_id AND b.status = 'open' AND b.matched_paise > 0
                     AND b.user_id IN (SELECT id FROM users WHERE NOT is_system)
     WHERE r.market_id = ANY($1::text[])
     GROUP BY r.market_id, r.selection_id, r.name, r.sort_order ORDER BY r.market_id, r.sort_order`,
    [markets.map((m) => String(m.id))],
  );
  return markets.map((m) => ({
    id: String(m.id),
    eventId: Number(m.event_id),
    eventName: String(m.event_name),
    name: String(m.name),
    kind: String(m.kind),
    status: String(m.status),
    inplay: Boolean(m.inplay),
    heldByOperator: Boolean(m.held),
    startTime: m.start_time as Date,
    matchedPaise: Number(m.matched),
    runners: runners
      .filter((r) => r.market_id === m.id)
      .map((r) => ({ selectionId: Number(r.selection_id), name: r.name, housePnlIfWinsPaise: -Number(r.players_pnl) })),
  }));
}

/** Suspends a market and holds it until an operator resumes it; or resumes it. Audited. */
export async function setMarketHold(db: Database, exchange: Exchange, actor: Actor, marketId: string, hold: boolean): Promise<{ marketId: string; status: string }> {
  requirePlatform(actor);
  const [before] = await db.query<{ status: string; operator_hold: string | null }>('SELECT status, operator_hold FROM markets WHERE id = $1 AND settled_at IS NULL', [marketId]);
  if (!before) throw new ConsoleError('not_found', 'No such open market');
  if (before.status === 'CLOSED') throw new ConsoleError('conflict', 'The market is closed');
  if (hold) {
    await db.query('UPDATE markets SET operator_hold = $2 WHERE id = $1', [marketId, `operator:${actor.operatorUserId}`]);
    await exchange.suspendMarket(marketId);
  } else {
    await exchange.reopenMarket(marketId, 'operator');
  }
  const [after] = await db.query<{ status: string; operator_hold: string | null }>('SELECT status, operator_hold FROM markets WHERE id = $1', [marketId]);
  await audit(db, actor, hold ? 'market.suspend' : 'market.resume', null, { marketId, before, after });
  return { marketId, status: after!.status };
}
