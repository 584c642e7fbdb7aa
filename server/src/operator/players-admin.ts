// Players as the operator console sees them: search by user name or mobile, and one player's
// balance, exposure, open bets, statement and payments. A host operator sees only their own
// operator's players; anyone else's is "not found".
import type { InPaise, OperatorPlayerDetail, OperatorPlayerSummary } from '@khel/shared-kernel/contract';
import { revokeUserSessions } from '../identity/sessions';
import { playerRgState } from '../responsible-gambling/responsible-gambling';
import type { LimitTable } from '../domain/responsible-gambling';
import { DEFAULT_BET_SETTINGS, type PlayerBetSettings } from '../identity/bet-settings';
import type { Database, Sql } from '../store/db';
import { audit, type Actor } from './audit';
import { ConsoleError, operatorScope } from './scope';

type PlayerTimes = 'createdAt' | 'lastLoginAt' | 'lockedAt' | 'coolOffUntil' | 'selfExcludedUntil';
type PlayerMoney = 'balance' | 'exposure' | 'bonus' | 'stake' | 'matched' | 'amount' | 'balanceAfter' | 'value';

export type PlayerSummary = InPaise<OperatorPlayerSummary, PlayerMoney, PlayerTimes>;
export type PlayerDetail = InPaise<OperatorPlayerDetail, PlayerMoney, PlayerTimes>;

const SEARCH_LIMIT = 50;
const DETAIL_ROWS = 50;

const SUMMARY = `
  SELECT u.id, u.operator_id, u.user_name, u.name, u.mobile, u.created_at, u.last_login_at, u.locked_at, u.locked_reason,
         COALESCE((SELECT balance_paise FROM accounts a WHERE a.user_id = u.id AND a.kind = 'cash'), 0)::bigint AS balance_paise,
         COALESCE((SELECT sum(exposure_paise) FROM exposures e WHERE e.user_id = u.id), 0)::bigint AS exposure_paise
  FROM users u`;

interface SummaryRow {
  id: number;
  operator_id: number;
  user_name: string;
  name: string;
  mobile: string | null;
  balance_paise: number | string;
  exposure_paise: number | string;
  created_at: Date;
  last_login_at: Date | null;
  locked_at: Date | null;
  locked_reason: string | null;
  [k: string]: unknown;
}

const toSummary = (r: SummaryRow): PlayerSummary => ({
  id: Number(r.id),
  operatorId: r.operator_id,
  userName: r.user_name,
  name: r.name,
  mobile: r.mobile,
  balancePaise: Number(r.balance_paise),
  exposurePaise: Number(r.exposure_paise),
  createdAt: r.created_at,
  lastLoginAt: r.last_login_at,
  lockedAt: r.locked_at,
  lockedReason: r.locked_reason,
});

/** Players whose user name or mobile contains the query (all of the actor's players when it is empty), newest first. */
export async function searchPlayers(db: Sql, actor: Actor, query: string): Promise<PlayerSummary[]> {
  const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db.query<SummaryRow>(
    `${SUMMARY}
     WHERE NOT u.is_system AND NOT u.is_demo AND ($1::int IS NULL OR u.operator_id = $1)
       AND ($2 = '%%' OR u.user_name ILIKE $2 OR u.mobile LIKE $2)
     ORDER BY u.id DESC LIMIT ${SEARCH_LIMIT}`,
    [operatorScope(actor), like],
  );
  return rows.map(toSummary);
}

export async function playerDetail(db: Sql, actor: Actor, userId: number): Promise<PlayerDetail> {
  const [row] = await db.query<SummaryRow & { bet_settings: Record<string, unknown>; bonus_paise: number | string }>(
    `SELECT s.*, u2.bet_settings, COALESCE((SELECT balance_paise FROM accounts a WHERE a.user_id = s.id AND a.kind = 'bonus'), 0)::bigint AS bonus_paise
     FROM (${SUMMARY} WHERE u.id = $1 AND NOT u.is_system AND ($2::int IS NULL OR u.operator_id = $2)) s JOIN users u2 ON u2.id = s.id`,
    [userId, operatorScope(actor)],
  );
  if (!row) throw new ConsoleError('not_found', 'No such player');
  const [rg, openBets, statement, payments] = await Promise.all([
    playerRgState(db, userId),
    db.query<Record<string, unknown>>(
      `SELECT id, kind, market_id, fancy_id, is_back, price, stake_paise, matched_paise, created_at FROM bets
       WHERE user_id = $1 AND status = 'open' ORDER BY id DESC LIMIT ${DETAIL_ROWS}`,
      [userId],
    ),
    db.query<Record<string, unknown>>(
      `SELECT t.id, t.kind, t.memo, t.created_at,
              CASE WHEN t.to_account_id = a.id THEN t.amount_paise ELSE -t.amount_paise END AS amount_paise,
              CASE WHEN t.to_account_id = a.id THEN t.to_balance_after ELSE t.from_balance_after END AS balance_after
       FROM accounts a JOIN transfers t ON t.to_account_id = a.id OR t.from_account_id = a.id
       WHERE a.user_id = $1 AND a.kind = 'cash' ORDER BY t.id DESC LIMIT ${DETAIL_ROWS}`,
      [userId],
    ),
    db.query<Record<string, unknown>>(
      `(SELECT 'deposit' AS type, id, amount_paise, status, utr AS reference, created_at FROM deposits WHERE user_id = $1 ORDER BY id DESC LIMIT ${DETAIL_ROWS})
       UNION ALL
       (SELECT 'withdrawal' AS type, id, amount_paise, status, NULL AS reference, created_at FROM withdrawals WHERE user_id = $1 ORDER BY id DESC LIMIT ${DETAIL_ROWS})
       ORDER BY created_at DESC LIMIT ${DETAIL_ROWS}`,
      [userId],
    ),
  ]);
  return {
    ...toSummary(row),
    bonusPaise: Number(row.bonus_paise),
    betSettings: row.bet_settings ?? {},
    responsibleGambling: {
      limits: rg.limits,
      realityCheckMinutes: rg.realityCheckMinutes,
      coolOffUntil: rg.coolOffUntilMs === null ? null : new Date(rg.coolOffUntilMs),
      selfExcludedUntil: rg.selfExcludedUntilMs === null ? null : new Date(rg.selfExcludedUntilMs),
    },
    openBets: openBets.map((b) => ({
      id: Number(b.id),
      kind: String(b.kind),
      marketId: (b.market_id as string | null) ?? null,
      fancyId: b.fancy_id === null ? null : Number(b.fancy_id),
      isBack: Boolean(b.is_back),
      price: Number(b.price),
      stakePaise: Number(b.stake_paise),
      matchedPaise: Number(b.matched_paise),
      createdAt: b.created_at as Date,
    })),
    statement: statement.map((t) => ({
      id: Number(t.id),
      kind: String(t.kind),
      memo: (t.memo as string | null) ?? null,
      amountPaise: Number(t.amount_paise),
      balanceAfterPaise: t.balance_after === null || t.balance_after === undefined ? null : Number(t.balance_after),
      createdAt: t.created_at as Date,
    })),
    payments: payments.map((p) => ({
      type: p.type as 'deposit' | 'withdrawal',
      id: Number(p.id),
      amountPaise: Number(p.amount_paise),
      status: String(p.status),
      reference: (p.reference as string | null) ?? null,
      createdAt: p.created_at as Date,
    })),
  };
}

export type BetSettingsPatch = Partial<PlayerBetSettings>;
export const BET_SETTING_KEYS = Object.keys(DEFAULT_BET_SETTINGS) as (keyof PlayerBetSettings)[];

/** Sets a player's own bet delays and stake limits (§3 user limits), field by field; audited with before and after. */
export async function setPlayerBetSettings(db: Database, actor: Actor, userId: number, patch: BetSettingsPatch): Promise<Record<string, unknown>> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ operator_id: number; bet_settings: Record<string, unknown> }>(
      'SELECT operator_id, bet_settings FROM users WHERE id = $1 AND NOT is_system AND ($2::int IS NULL OR operator_id = $2) FOR UPDATE',
      [userId, operatorScope(actor)],
    );
    if (!row) throw new ConsoleError('not_found', 'No such player');
    const known = Object.fromEntries(Object.entries(patch).filter(([k]) => (BET_SETTING_KEYS as string[]).includes(k)));
    const after = { ...row.bet_settings, ...known };
    await tx.query('UPDATE users SET bet_settings = $2::jsonb WHERE id = $1', [userId, JSON.stringify(after)]);
    await audit(tx, actor, 'player.bet_settings', userId, { operatorId: row.operator_id, before: row.bet_settings, after });
    return after;
  });
}

/** Locks a player (their sessions end now and no new one is issued) or unlocks them; audited. */
export async function setPlayerLock(db: Database, actor: Actor, userId: number, lock: { locked: boolean; reason: string | null }): Promise<PlayerSummary> {
  const summary = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ operator_id: number; locked_at: Date | null; locked_reason: string | null }>(
      'SELECT operator_id, locked_at, locked_reason FROM users WHERE id = $1 AND NOT is_system AND NOT is_demo AND ($2::int IS NULL OR operator_id = $2) FOR UPDATE',
      [userId, operatorScope(actor)],
    );
    if (!row) throw new ConsoleError('not_found', 'No such player');
    if (lock.locked && !lock.reason) throw new ConsoleError('invalid', 'Give a reason to lock a player');
    await tx.query(
      lock.locked ? 'UPDATE users SET locked_at = COALESCE(locked_at, now()), locked_reason = $2 WHERE id = $1' : 'UPDATE users SET locked_at = NULL, locked_reason = NULL WHERE id = $1',
      lock.locked ? [userId, lock.reason] : [userId],
    );
    await audit(tx, actor, lock.locked ? 'player.lock' : 'player.unlock', userId, {
      operatorId: row.operator_id,
      before: { locked: row.locked_at !== null, reason: row.locked_reason },
      after: { locked: lock.locked, reason: lock.locked ? lock.reason : null },
    });
    const [after] = await tx.query<SummaryRow>(`${SUMMARY} WHERE u.id = $1`, [userId]);
    return toSummary(after!);
  });
  if (lock.locked) await revokeUserSessions(db, userId);
  return summary;
}
