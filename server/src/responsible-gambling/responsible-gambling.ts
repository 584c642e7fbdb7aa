// Responsible gambling, the use cases around the pure rules of domain/responsible-gambling.ts:
// read and change a player's limits and breaks (each change recorded in rg_changes), and the two
// checks other paths call before money is put at risk:
//   assertPlayerMayBet(db, userId, maxLossPaise)   the casino wallet's debit; and betLossRoom, the
//     same for the exchange bet routes, which returns what is left of the player's net-loss limits:
//     the exchange core checks the bet against it again as it commits, counting the exposure of
//     every bet committed before it (two bets at once cannot both pass)
//   assertPlayerMayDeposit(db, userId, amountPaise) the deposit route
// A check and the money movement it allows run in one transaction under the player's money lock
// (wallet/player-lock.ts: the deposit's submitDeposit, the casino wallet's debit, which
// assertPlayerMayBet locks itself), so parallel requests are checked one after another on
// PostgreSQL as on PGlite. An exchange bet takes no database lock: the exchange's single writer
// (exchange/sequencer/sequencer.ts) runs one command at a time in arrival order, and the core checks each bet's
// loss room against the exposure of every bet committed before it.
// and what the reality-check reminder shows (realityCheck: time played since login, net result).
// The bet routes know players' states from an RgMemory (rg-memory.ts): changeRg forgets the player
// there once its change has committed.
// Both throw ResponsibleGamblingRefusal (answered 400 with the rule's message by http/).
import type { Database, Sql } from '../store/db';
import {
  assertMayBet,
  assertMayDeposit,
  lossRoom,
  type LossRoom,
  changeLimit,
  LIMIT_PERIODS,
  onBreak,
  PERIOD_MS,
  rgStateOf,
  selfExclude,
  setRealityCheck,
  settle,
  startCoolOff,
  type LimitKind,
  type LimitPeriod,
  type PerPeriod,
  type RgState,
} from '../domain/responsible-gambling';
import { playerAccounts } from '../wallet/ledger';
import { lockPlayerMoney } from '../wallet/player-lock';
import type { RgMemory } from './rg-memory';

export type RgChange =
  | { type: 'limit'; kind: LimitKind; period: LimitPeriod; valuePaise: number | null }
  | { type: 'reality-check'; minutes: number | null }
  | { type: 'cool-off'; hours: number }
  | { type: 'self-exclusion'; months: number };

async function storedState(db: Sql, userId: number, forUpdate = false): Promise<RgState> {
  const rows = await db.query<{ state: unknown }>(`SELECT state FROM rg_settings WHERE user_id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [userId]);
  return rgStateOf(rows[0]?.state);
}

/** The player's limits and breaks as they stand now. */
export async function playerRgState(db: Sql, userId: number, nowMs: number = Date.now()): Promise<RgState> {
  return settle(await storedState(db, userId), nowMs);
}

export interface RgChangeRecord {
  id: number;
  change: RgChange;
  createdAt: Date;
  effectiveAt: Date;
}

export async function rgHistory(db: Sql, userId: number, limit = 50): Promise<RgChangeRecord[]> {
  const rows = await db.query<{ id: number; change: RgChange; created_at: Date; effective_at: Date }>(
    'SELECT id, change, created_at, effective_at FROM rg_changes WHERE user_id = $1 ORDER BY id DESC LIMIT $2',
    [userId, limit],
  );
  return rows.map((r) => ({ id: r.id, change: r.change, createdAt: new Date(r.created_at), effectiveAt: new Date(r.effective_at) }));
}

/** Applies one change in one transaction and records it; returns the new state and when the change applies. */
export async function changeRg(
  db: Database,
  userId: number,
  change: RgChange,
  nowMs: number = Date.now(),
  memory: RgMemory | null = null,
): Promise<{ state: RgState; effectiveAtMs: number }> {
  try {
    return await applyRgChange(db, userId, change, nowMs);
  } finally {
    // after the commit (or a failure: forgetting costs one read): the next bet reads the new state
    memory?.forget(userId);
  }
}

function applyRgChange(db: Database, userId: number, change: RgChange, nowMs: number): Promise<{ state: RgState; effectiveAtMs: number }> {
  return db.transaction(async (tx) => {
    // The row lock serialises two changes of one player (PostgreSQL); PGlite runs one transaction at a time.
    await tx.query('INSERT INTO rg_settings (user_id, state) VALUES ($1, $2::jsonb) ON CONFLICT (user_id) DO NOTHING', [userId, JSON.stringify(rgStateOf(null))]);
    const before = await storedState(tx, userId, true);
    let after: RgState;
    let effectiveAtMs = nowMs;
    switch (change.type) {
      case 'limit':
        ({ state: after, effectiveAtMs } = changeLimit(before, change.kind, change.period, change.valuePaise, nowMs));
        break;
      case 'reality-check':
        after = setRealityCheck(before, change.minutes, nowMs);
        break;
      case 'cool-off':
        after = startCoolOff(before, change.hours, nowMs);
        break;
      case 'self-exclusion':
        after = selfExclude(before, change.months, nowMs);
        break;
    }
    await tx.query('UPDATE rg_settings SET state = $2::jsonb, updated_at = $3 WHERE user_id = $1', [userId, JSON.stringify(after), new Date(nowMs)]);
    await tx.query('INSERT INTO rg_changes (user_id, change, created_at, effective_at) VALUES ($1, $2::jsonb, $3, $4)', [
      userId,
      JSON.stringify(change),
      new Date(nowMs),
      new Date(effectiveAtMs),
    ]);
    return { state: after, effectiveAtMs };
  });
}

const windowStarts = (nowMs: number) => LIMIT_PERIODS.map((p) => new Date(nowMs - PERIOD_MS[p]));
const perPeriod = (row: { day: number; week: number; month: number } | undefined): PerPeriod => ({
  day: Number(row?.day ?? 0),
  week: Number(row?.week ?? 0),
  month: Number(row?.month ?? 0),
});

/** Deposits asked for (pending or approved) in each rolling period. */
async function depositedPerPeriod(db: Sql, userId: number, nowMs: number): Promise<PerPeriod> {
  const [day, week, month] = windowStarts(nowMs);
  const rows = await db.query<{ day: number; week: number; month: number }>(
    `SELECT COALESCE(sum(amount_paise) FILTER (WHERE created_at >= $2), 0)::bigint AS day,
            COALESCE(sum(amount_paise) FILTER (WHERE created_at >= $3), 0)::bigint AS week,
            COALESCE(sum(amount_paise), 0)::bigint AS month
     FROM deposits WHERE user_id = $1 AND status <> 'rejected' AND created_at >= $4`,
    [userId, day, week, month],
  );
  return perPeriod(rows[0]);
}

/**
 * What one ledger transfer did to the player's net loss (paise; a win is negative): exchange losses
 * and commission minus wins, and casino stakes minus the casino's wins and returned stakes (the
 * seamless wallet's casino_debit, casino_credit and casino_rollback). $1 is the player's cash
 * account, $2 their hold account.
 */
const NET_LOSS_MOVES = `
  SELECT created_at,
         CASE WHEN kind = 'bet_win' AND to_account_id = $1 THEN -amount_paise
              WHEN kind = 'bet_loss' AND from_account_id = $2 THEN amount_paise
              WHEN kind = 'bet_commission' AND from_account_id = $1 THEN amount_paise
              WHEN kind = 'casino_debit' AND from_account_id = $1 THEN amount_paise
              WHEN kind IN ('casino_credit', 'casino_rollback') AND to_account_id = $1 THEN -amount_paise
              ELSE 0 END AS loss
  FROM transfers
  WHERE kind IN ('bet_win', 'bet_loss', 'bet_commission', 'casino_debit', 'casino_credit', 'casino_rollback')
    AND (to_account_id = $1 OR from_account_id = $1 OR from_account_id = $2)`;

/** Net loss in each rolling period from the ledger, sports and casino. */
async function netLossPerPeriod(db: Sql, userId: number, nowMs: number): Promise<{ netLoss: PerPeriod; exposurePaise: number }> {
  const accounts = await playerAccounts(db, userId);
  const [day, week, month] = windowStarts(nowMs);
  const rows = await db.query<{ day: number; week: number; month: number }>(
    `WITH moves AS (${NET_LOSS_MOVES} AND created_at >= $5)
     SELECT COALESCE(sum(loss) FILTER (WHERE created_at >= $3), 0)::bigint AS day,
            COALESCE(sum(loss) FILTER (WHERE created_at >= $4), 0)::bigint AS week,
            COALESCE(sum(loss), 0)::bigint AS month
     FROM moves`,
    [accounts.cash, accounts.hold, day, week, month],
  );
  const [hold] = await db.query<{ balance_paise: number }>('SELECT balance_paise FROM accounts WHERE id = $1', [accounts.hold]);
  return { netLoss: perPeriod(rows[0]), exposurePaise: Number(hold?.balance_paise ?? 0) };
}

/** The player's net result since `since` (paise; positive = won), sports settled and casino, for the reality check. */
export async function netResultSince(db: Sql, userId: number, since: Date): Promise<number> {
  const accounts = await playerAccounts(db, userId);
  const [row] = await db.query<{ loss: number }>(`SELECT COALESCE(sum(loss), 0)::bigint AS loss FROM (${NET_LOSS_MOVES} AND created_at >= $3) moves`, [
    accounts.cash,
    accounts.hold,
    since,
  ]);
  return -Number(row?.loss ?? 0);
}

/** The player's stored state; null when they never set anything. */
export async function hasSettings(db: Sql, userId: number): Promise<RgState | null> {
  const rows = await db.query<{ state: unknown }>('SELECT state FROM rg_settings WHERE user_id = $1', [userId]);
  return rows[0] ? rgStateOf(rows[0].state) : null;
}

/**
 * Before a casino stake that could lose `maxLossPaise`: refused during a cool-off or
 * self-exclusion, or when it could take the player's net loss past a loss limit. Takes the
 * player's money lock first: called in the transaction of the stake, a second stake of the player
 * waits for this one to commit and then counts it.
 */
export async function assertPlayerMayBet(db: Sql, userId: number, maxLossPaise: number, nowMs: number = Date.now()): Promise<void> {
  await lockPlayerMoney(db, userId);
  await betLossRoom(db, userId, maxLossPaise, nowMs);
}

/**
 * assertPlayerMayBet for an exchange bet, without the lock: refuses as it does, and returns what is
 * left of the player's net-loss limits (null: none) for the exchange to check again as the bet
 * commits (in the single writer, against the open exposure then). One read for a player without
 * limits (none when `memory`, the bet routes' RgMemory, knows them).
 */
export async function betLossRoom(
  db: Sql,
  userId: number,
  maxLossPaise: number,
  nowMs: number = Date.now(),
  memory: RgMemory | null = null,
): Promise<LossRoom | null> {
  const state = memory ? await memory.get(db, userId, nowMs) : await hasSettings(db, userId);
  if (!state) return null;
  const hasLossLimit = LIMIT_PERIODS.some((p) => state.limits.loss[p].valuePaise !== null || state.limits.loss[p].pending !== null);
  if (!hasLossLimit) {
    assertMayBet(state, { day: 0, week: 0, month: 0 }, 0, 0, nowMs);
    return null;
  }
  const { netLoss, exposurePaise } = await netLossPerPeriod(db, userId, nowMs);
  assertMayBet(state, netLoss, exposurePaise, maxLossPaise, nowMs);
  // What is left of each limit: the exchange checks it again against the open exposure as the bet commits.
  return lossRoom(state, netLoss, nowMs);
}

/** Before a deposit is recorded: refused during a break or over a deposit limit. Call it in the deposit's transaction, under the player's money lock (submitDeposit takes it). */
export async function assertPlayerMayDeposit(db: Sql, userId: number, amountPaise: number, nowMs: number = Date.now()): Promise<void> {
  const state = await hasSettings(db, userId);
  if (!state) return;
  assertMayDeposit(state, await depositedPerPeriod(db, userId, nowMs), amountPaise, nowMs);
}

/** True while the player is on a cool-off or self-exclusion (casino entry). */
export async function playerOnBreak(db: Sql, userId: number, nowMs: number = Date.now()): Promise<boolean> {
  const state = await hasSettings(db, userId);
  return state !== null && onBreak(state, nowMs);
}

export interface RealityCheck {
  /** the player's reminder interval; null = off */
  minutes: number | null;
  /** when this play session began (the login; a renewed token keeps it) */
  sessionStartedAt: Date;
  /** won (positive) or lost (negative) since then, sports settled and casino, in paise */
  netResultPaise: number;
}

/** What the reality-check reminder tells a player about the play session behind `sessionId`. */
export async function realityCheck(db: Sql, userId: number, sessionId: number, nowMs: number = Date.now()): Promise<RealityCheck> {
  const [session] = await db.query<{ play_started_at: Date }>('SELECT play_started_at FROM sessions WHERE id = $1 AND user_id = $2', [sessionId, userId]);
  const sessionStartedAt = session ? new Date(session.play_started_at) : new Date(nowMs);
  const { realityCheckMinutes } = await playerRgState(db, userId, nowMs);
  return { minutes: realityCheckMinutes, sessionStartedAt, netResultPaise: await netResultSince(db, userId, sessionStartedAt) };
}

/** Development helper (http/dev.ts only): the player's live sessions began `minutes` earlier. Returns how many moved. */
export async function moveBackPlaySessions(db: Sql, userName: string, minutes: number): Promise<number> {
  const rows = await db.query(
    `UPDATE sessions s SET play_started_at = s.play_started_at - make_interval(mins => $2)
     FROM users u WHERE u.id = s.user_id AND u.user_name = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
     RETURNING s.id`,
    [userName, minutes],
  );
  return rows.length;
}
