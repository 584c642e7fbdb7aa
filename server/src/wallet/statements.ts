// Statements read straight from the ledger (no second copy of the truth): every transfer that
// touched one of the player's accounts, with the running balance stored on the transfer.
import type { Sql } from '../store/db';
import { playerAccounts, type PlayerAccountKind } from './ledger';

export type TimeZoneSetting = 'india' | 'system' | 'device';
export const INDIA_OFFSET_MINUTES = 330;

export interface StatementQuery {
  /** inclusive, 'YYYY-MM-DD' in the player's zone */
  fromDate?: string | undefined;
  /** inclusive, 'YYYY-MM-DD' in the player's zone */
  toDate?: string | undefined;
  /**
   * Minutes east of UTC of the player's zone when it is the device's or the system's (only the
   * browser knows it); the India setting is always 330. Absent: UTC.
   */
  utcOffsetMinutes?: number | undefined;
  page: number;
  limit: number;
}

export interface StatementLine {
  transferId: number;
  /** ISO 8601 in the player's time setting (+05:30 for india, UTC otherwise: the device converts) */
  date: string;
  kind: string;
  description: string;
  reference: string | null;
  creditPaise: number;
  debitPaise: number;
  balanceAfterPaise: number;
  /** what the line is about, where it is a bet's or a casino round's: the event and market (or session), or the game */
  eventName: string | null;
  marketName: string | null;
  gameName: string | null;
}

/** 'YYYY-MM-DD' at 00:00 in the zone → UTC instant; undefined when absent. */
export function dayStart(date: string | undefined, zone: TimeZoneSetting, utcOffsetMinutes = 0): Date | undefined {
  if (!date) return undefined;
  const offset = zone === 'india' ? INDIA_OFFSET_MINUTES : utcOffsetMinutes;
  return new Date(Date.parse(`${date}T00:00:00Z`) - offset * 60_000);
}

/** The query's days as [from, to) instants in the player's zone. */
function dayWindow(q: StatementQuery, zone: TimeZoneSetting): { from: Date | undefined; toExclusive: Date | undefined } {
  const from = dayStart(q.fromDate, zone, q.utcOffsetMinutes);
  const toExclusive = q.toDate ? new Date(dayStart(q.toDate, zone, q.utcOffsetMinutes)!.getTime() + 86_400_000) : undefined;
  return { from, toExclusive };
}

/** The player's time setting (India unless they chose their device's or system's zone). */
export async function playerTimeZone(db: Sql, userId: number): Promise<TimeZoneSetting> {
  const [row] = await db.query<{ time_zone: TimeZoneSetting }>('SELECT time_zone FROM users WHERE id = $1', [userId]);
  return row?.time_zone ?? 'india';
}

export function inZone(instant: Date, zone: TimeZoneSetting): string {
  if (zone !== 'india') return instant.toISOString();
  const shifted = new Date(instant.getTime() + INDIA_OFFSET_MINUTES * 60_000).toISOString();
  return `${shifted.slice(0, 23)}+05:30`;
}

const DESCRIPTIONS: Record<string, string> = {
  deposit: 'Deposit',
  withdrawal_hold: 'Withdrawal requested',
  withdrawal_release: 'Withdrawal returned',
  withdrawal_paid: 'Withdrawal paid',
  demo_funding: 'Demo play money',
  play_coins: 'Play coins',
  bet_hold: 'Exposure held',
  bet_release: 'Exposure released',
  bet_win: 'Bet won',
  bet_loss: 'Bet lost',
  bet_commission: 'Commission',
  bonus_grant: 'Bonus credited',
  bonus_expire: 'Bonus expired',
};

interface LineRow {
  id: number;
  kind: string;
  memo: string | null;
  reference: string | null;
  amount_paise: number;
  incoming: boolean;
  balance_after: number;
  created_at: Date;
  [k: string]: unknown;
}

export interface StatementFilter {
  /** only these transfer kinds */
  kinds?: readonly string[];
  /** leave out these transfer kinds */
  excludeKinds?: readonly string[];
}

export async function accountStatement(
  db: Sql,
  userId: number,
  wallet: PlayerAccountKind,
  zone: TimeZoneSetting,
  q: StatementQuery,
  filter: StatementFilter = {},
): Promise<StatementLine[]> {
  const accounts = await playerAccounts(db, userId);
  const accountId = accounts[wallet];
  const { from, toExclusive } = dayWindow(q, zone);
  const rows = await db.query<LineRow>(
    `SELECT id, kind, memo, reference, amount_paise, to_account_id = $1 AS incoming,
            CASE WHEN to_account_id = $1 THEN to_balance_after ELSE from_balance_after END AS balance_after, created_at
     FROM transfers
     WHERE (from_account_id = $1 OR to_account_id = $1)
       AND ($2::timestamptz IS NULL OR created_at >= $2) AND ($3::timestamptz IS NULL OR created_at < $3)
       AND ($4::text[] IS NULL OR kind = ANY ($4)) AND ($5::text[] IS NULL OR NOT kind = ANY ($5))
     ORDER BY id DESC LIMIT $6 OFFSET $7`,
    [accountId, from ?? null, toExclusive ?? null, filter.kinds ?? null, filter.excludeKinds ?? null, q.limit, (q.page - 1) * q.limit],
  );
  const references = rows.map((r) => r.reference).filter((ref): ref is string => ref !== null);
  const [names, games] = await Promise.all([namesOf(db, references.map(settlementReference)), gamesOf(db, references)]);
  return rows.map((r) => {
    const bet = r.reference === null ? undefined : names.get(settlementReference(r.reference));
    return {
      transferId: r.id,
      date: inZone(new Date(r.created_at), zone),
      kind: r.kind,
      description: r.memo ?? DESCRIPTIONS[r.kind] ?? r.kind,
      reference: r.reference,
      creditPaise: r.incoming ? r.amount_paise : 0,
      debitPaise: r.incoming ? 0 : r.amount_paise,
      balanceAfterPaise: r.balance_after,
      eventName: bet?.eventName ?? null,
      marketName: bet?.marketName ?? null,
      gameName: (r.reference !== null && games.get(r.reference)) || null,
    };
  });
}

/** An exposure line's reference ('m:1.23', 'f:17', the positions' keys) as its settlement's ('market:1.23', 'fancy:17'). */
function settlementReference(reference: string): string {
  if (reference.startsWith('m:')) return `market:${reference.slice(2)}`;
  if (reference.startsWith('f:')) return `fancy:${reference.slice(2)}`;
  return reference;
}

/** The games of casino lines ('casino:{provider}:{round}'), in one query. */
async function gamesOf(db: Sql, references: readonly string[]): Promise<Map<string, string>> {
  // 'casino:{provider}:{round}': the provider's name has no colon, a round id may
  const rounds = references.filter((r) => r.startsWith('casino:')).map((r) => r.slice('casino:'.length).split(/:(.*)/s));
  if (rounds.length === 0) return new Map();
  const rows = await db.query<{ reference: string; game_name: string }>(
    `SELECT 'casino:' || c.provider || ':' || c.round_id AS reference, c.game_name
     FROM casino_rounds c JOIN unnest($1::text[], $2::text[]) AS k (provider, round_id) ON c.provider = k.provider AND c.round_id = k.round_id`,
    [rounds.map((r) => r[0] ?? ''), rounds.map((r) => r[1] ?? '')],
  );
  return new Map(rows.map((r) => [r.reference, r.game_name]));
}

export interface MarketPnl {
  /** the settlement's reference, e.g. 'market:1.2345' or 'fancy:17' */
  reference: string;
  /** what was bet on, for grouping by sport, then event, then market (null when unknown) */
  sportId: number | null;
  sportName: string | null;
  eventId: number | null;
  eventName: string | null;
  marketName: string | null;
  winPaise: number;
  lossPaise: number;
  /** the host's commission on the market's net winnings */
  commissionPaise: number;
  netPaise: number;
  settledAt: string;
}

/** Profit and loss per settled market: wins paid into cash minus losses taken from hold and commission. */
export async function profitLossByMarket(db: Sql, userId: number, zone: TimeZoneSetting, q: StatementQuery): Promise<MarketPnl[]> {
  const accounts = await playerAccounts(db, userId);
  const { from, toExclusive } = dayWindow(q, zone);
  const rows = await db.query<{ reference: string; win: number; loss: number; commission: number; settled_at: Date }>(
    `SELECT reference,
            COALESCE(sum(amount_paise) FILTER (WHERE kind = 'bet_win' AND to_account_id = $1), 0)::bigint AS win,
            COALESCE(sum(amount_paise) FILTER (WHERE kind = 'bet_loss' AND from_account_id = $2), 0)::bigint AS loss,
            COALESCE(sum(amount_paise) FILTER (WHERE kind = 'bet_commission' AND from_account_id = $1), 0)::bigint AS commission,
            max(created_at) AS settled_at
     FROM transfers
     WHERE kind IN ('bet_win', 'bet_loss', 'bet_commission') AND (to_account_id = $1 OR from_account_id = $1 OR from_account_id = $2) AND reference IS NOT NULL
       AND ($3::timestamptz IS NULL OR created_at >= $3) AND ($4::timestamptz IS NULL OR created_at < $4)
     GROUP BY reference
     ORDER BY max(id) DESC LIMIT $5 OFFSET $6`,
    [accounts.cash, accounts.hold, from ?? null, toExclusive ?? null, q.limit, (q.page - 1) * q.limit],
  );
  const names = await namesOf(db, rows.map((r) => r.reference));
  return rows.map((r) => ({
    reference: r.reference,
    ...(names.get(r.reference) ?? { sportId: null, sportName: null, eventId: null, eventName: null, marketName: null }),
    winPaise: r.win,
    lossPaise: r.loss,
    commissionPaise: r.commission,
    netPaise: r.win - r.loss - r.commission,
    settledAt: inZone(new Date(r.settled_at), zone),
  }));
}

type PnlNames = Pick<MarketPnl, 'sportId' | 'sportName' | 'eventId' | 'eventName' | 'marketName'>;

/** Sport, event and market (or session) names of settlement references, in one query. */
async function namesOf(db: Sql, references: readonly string[]): Promise<Map<string, PnlNames>> {
  if (references.length === 0) return new Map();
  const idsOf = (prefix: string) => references.filter((r) => r.startsWith(prefix)).map((r) => r.slice(prefix.length));
  const rows = await db.query<{ reference: string; sport_id: number; sport_name: string; event_id: number; event_name: string; market_name: string }>(
    `SELECT 'market:' || m.id AS reference, s.id AS sport_id, s.name AS sport_name, e.id AS event_id, e.name AS event_name, m.name AS market_name
     FROM markets m JOIN events e ON e.id = m.event_id JOIN sports s ON s.id = e.sport_id
     WHERE m.id = ANY ($1::text[])
     UNION ALL
     SELECT 'fancy:' || f.id, s.id, s.name, e.id, e.name, f.name
     FROM fancies f JOIN events e ON e.id = f.event_id JOIN sports s ON s.id = e.sport_id
     WHERE f.id = ANY ($2::bigint[])`,
    [idsOf('market:'), idsOf('fancy:').filter((id) => /^\d{1,18}$/.test(id))],
  );
  return new Map(rows.map((r) => [r.reference, { sportId: r.sport_id, sportName: r.sport_name, eventId: Number(r.event_id), eventName: r.event_name, marketName: r.market_name }]));
}
