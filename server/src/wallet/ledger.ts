// The wallet ledger: every movement of money is one immutable transfer between two accounts,
// in integer paise, identified by an idempotency key. Account balances are updated in the same
// transaction as the transfer row (and the change that caused it), so the ledger always sums to 0.
//
// Concurrency: a transfer locks its two account rows in id order (no deadlock between A→B and
// B→A) and debits with a guarded UPDATE, so on PostgreSQL concurrent debits of one player queue on
// the row and can never overdraw. Same-key transfers serialise on an advisory lock of the key, so a
// concurrent replay waits for the first and then returns it instead of failing on the unique key.
import type { Sql } from '../store/db';
import { DomainError } from '../domain/errors';

/** `withdrawals_pending` holds money between a withdrawal request and its payment (migration 014). */
export type SystemAccountKind = 'house' | 'payments_clearing' | 'casino_clearing' | 'bonus_pool' | 'withdrawals_pending';
export type PlayerAccountKind = 'cash' | 'hold' | 'bonus';

/** Ledger account ids of one player: available cash, exposure held by open bets, bonus money. */
export interface PlayerAccounts {
  cash: number;
  hold: number;
  bonus: number;
}

export interface TransferInput {
  idempotencyKey: string;
  fromAccountId: number;
  toAccountId: number;
  amountPaise: number;
  kind: string;
  reference?: string | null;
  memo?: string | null;
}

export interface TransferResult {
  transferId: number;
  replayed: boolean;
}

/** A player account would go below zero. */
export class InsufficientFundsError extends DomainError {
  constructor() {
    super('invalid', 'Insufficient balance');
  }
}

/** The idempotency key was used before for a different movement. */
export class IdempotencyConflictError extends DomainError {
  constructor(key: string) {
    super('conflict', `Idempotency key ${key} was already used for a different transfer`);
  }
}

/** A ledger invariant does not hold: a bug, never a user's fault. */
export class LedgerInvariantError extends Error {}

const PLAYER_KINDS: readonly PlayerAccountKind[] = ['cash', 'hold', 'bonus'];
const MAX_KEY_LENGTH = 200;
const MAX_TEXT_LENGTH = 500;
/** Advisory-lock namespace for idempotency keys (the migration lock uses the one-key form). */
const IDEMPOTENCY_LOCK_CLASS = 7412002;

export const MARKET_MAKER_USER_NAME = 'khel-market-maker';

/** The player's cash, hold and bonus account ids; creates any that are missing. */
export async function playerAccounts(tx: Sql, userId: number): Promise<PlayerAccounts> {
  let rows = await selectPlayerAccounts(tx, userId);
  if (rows.length < PLAYER_KINDS.length) {
    await tx.query(
      `INSERT INTO accounts (operator_id, kind, user_id)
       SELECT u.operator_id, k.kind, u.id FROM users u CROSS JOIN unnest($2::text[]) AS k (kind)
       WHERE u.id = $1
       ON CONFLICT (user_id, kind) WHERE user_id IS NOT NULL DO NOTHING`,
      [userId, PLAYER_KINDS],
    );
    rows = await selectPlayerAccounts(tx, userId);
  }
  const byKind = new Map(rows.map((r) => [r.kind, r.id]));
  const cash = byKind.get('cash');
  const hold = byKind.get('hold');
  const bonus = byKind.get('bonus');
  if (cash === undefined || hold === undefined || bonus === undefined) throw new Error(`no user ${userId}`);
  return { cash, hold, bonus };
}

function selectPlayerAccounts(tx: Sql, userId: number) {
  return tx.query<{ id: number; kind: PlayerAccountKind }>(
    'SELECT id, kind FROM accounts WHERE user_id = $1',
    [userId],
  );
}

/** The operator's system account of this kind (created on first use); it may go negative. */
export async function systemAccount(tx: Sql, kind: SystemAccountKind, operatorId: number): Promise<number> {
  const find = () =>
    tx.query<{ id: number }>('SELECT id FROM accounts WHERE operator_id = $1 AND kind = $2 AND user_id IS NULL', [
      operatorId,
      kind,
    ]);
  let rows = await find();
  if (rows.length === 0) {
    await tx.query(
      `INSERT INTO accounts (operator_id, kind, allow_negative) VALUES ($1, $2, true)
       ON CONFLICT (operator_id, kind) WHERE user_id IS NULL DO NOTHING`,
      [operatorId, kind],
    );
    rows = await find();
  }
  return rows[0]!.id;
}

/** The market maker: a house-run player (created by migration 011) whose orders give liquidity. */
export async function marketMakerUserId(tx: Sql): Promise<number> {
  const rows = await tx.query<{ id: number }>('SELECT id FROM users WHERE user_name = $1 AND is_system', [
    MARKET_MAKER_USER_NAME,
  ]);
  if (!rows[0]) throw new LedgerInvariantError('the market-maker user is missing (migration 011)');
  return rows[0].id;
}

interface TransferRow {
  id: number;
  from_account_id: number;
  to_account_id: number;
  amount_paise: number;
  kind: string;
  reference: string | null;
  memo: string | null;
  [k: string]: unknown;
}

/**
 * Moves `amountPaise` from one account to the other inside the caller's transaction.
 * A replayed idempotency key returns the first transfer and moves nothing.
 */
export async function transfer(tx: Sql, t: TransferInput): Promise<TransferResult> {
  validateTransfer(t);
  const reference = t.reference ?? null;
  const memo = t.memo ?? null;
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [IDEMPOTENCY_LOCK_CLASS, t.idempotencyKey]);

  const previous = await tx.query<TransferRow>(
    `SELECT id, from_account_id, to_account_id, amount_paise, kind, reference, memo
     FROM transfers WHERE idempotency_key = $1`,
    [t.idempotencyKey],
  );
  if (previous[0]) {
    const p = previous[0];
    const same =
      p.from_account_id === t.fromAccountId &&
      p.to_account_id === t.toAccountId &&
      p.amount_paise === t.amountPaise &&
      p.kind === t.kind &&
      p.reference === reference;
    if (!same) throw new IdempotencyConflictError(t.idempotencyKey);
    return { transferId: p.id, replayed: true };
  }

  // Lock both rows in id order so opposite transfers cannot deadlock each other.
  const locked = await tx.query<{ id: number; user_id: number | null }>(
    'SELECT id, user_id FROM accounts WHERE id IN ($1, $2) ORDER BY id FOR UPDATE',
    [t.fromAccountId, t.toAccountId],
  );
  if (locked.length !== 2) throw new LedgerInvariantError(`transfer between unknown accounts ${t.fromAccountId} → ${t.toAccountId}`);
  // The player's stream hears of the new balance once this commits (a deposit, a withdrawal, a casino call, a bonus).
  for (const { user_id } of locked) if (user_id !== null) tx.movesPlayerMoney?.(Number(user_id));

  const debited = await tx.query<{ balance_paise: number }>(
    `UPDATE accounts SET balance_paise = balance_paise - $2
     WHERE id = $1 AND (allow_negative OR balance_paise >= $2)
     RETURNING balance_paise`,
    [t.fromAccountId, t.amountPaise],
  );
  if (!debited[0]) throw new InsufficientFundsError();
  const credited = await tx.query<{ balance_paise: number }>(
    'UPDATE accounts SET balance_paise = balance_paise + $2 WHERE id = $1 RETURNING balance_paise',
    [t.toAccountId, t.amountPaise],
  );

  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO transfers (idempotency_key, from_account_id, to_account_id, amount_paise, kind, reference, memo,
                            from_balance_after, to_balance_after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      t.idempotencyKey,
      t.fromAccountId,
      t.toAccountId,
      t.amountPaise,
      t.kind,
      reference,
      memo,
      debited[0].balance_paise,
      credited[0]!.balance_paise,
    ],
  );
  return { transferId: inserted[0]!.id, replayed: false };
}

function validateTransfer(t: TransferInput): void {
  if (!Number.isSafeInteger(t.amountPaise) || t.amountPaise <= 0) {
    throw new DomainError('invalid', 'Amount must be a positive whole number of paise');
  }
  if (typeof t.idempotencyKey !== 'string' || t.idempotencyKey.length === 0 || t.idempotencyKey.length > MAX_KEY_LENGTH) {
    throw new LedgerInvariantError('a transfer needs an idempotency key of 1 to 200 characters');
  }
  if (t.fromAccountId === t.toAccountId) throw new LedgerInvariantError('a transfer needs two different accounts');
  if (!t.kind || t.kind.length > 64) throw new LedgerInvariantError('a transfer needs a kind of 1 to 64 characters');
  if ((t.memo?.length ?? 0) > MAX_TEXT_LENGTH || (t.reference?.length ?? 0) > MAX_TEXT_LENGTH) {
    throw new LedgerInvariantError('transfer reference and memo are limited to 500 characters');
  }
}

export async function balanceOf(tx: Sql, accountId: number): Promise<number> {
  const rows = await tx.query<{ balance_paise: number }>('SELECT balance_paise FROM accounts WHERE id = $1', [accountId]);
  if (!rows[0]) throw new LedgerInvariantError(`no account ${accountId}`);
  return rows[0].balance_paise;
}

/** A player's balances in paise, read together. */
export async function playerBalances(tx: Sql, userId: number): Promise<Record<PlayerAccountKind, number>> {
  const rows = await tx.query<{ kind: PlayerAccountKind; balance_paise: number }>(
    'SELECT kind, balance_paise FROM accounts WHERE user_id = $1',
    [userId],
  );
  const out: Record<PlayerAccountKind, number> = { cash: 0, hold: 0, bonus: 0 };
  for (const r of rows) out[r.kind] = r.balance_paise;
  return out;
}

/**
 * Throws unless: all balances sum to zero, no player account is negative, and every account's
 * balance equals its transfers in minus its transfers out.
 */
export async function assertLedgerBalanced(db: Sql): Promise<void> {
  const [totals] = await db.query<{ total: number | null; negative_players: number }>(
    `SELECT sum(balance_paise)::bigint AS total,
            count(*) FILTER (WHERE user_id IS NOT NULL AND balance_paise < 0)::int AS negative_players
     FROM accounts`,
  );
  if ((totals?.total ?? 0) !== 0) throw new LedgerInvariantError(`ledger sums to ${totals?.total} paise, not 0`);
  if ((totals?.negative_players ?? 0) > 0) {
    throw new LedgerInvariantError(`${totals?.negative_players} player account(s) are below zero`);
  }
  const drift = await db.query<{ id: number; balance_paise: number; derived: number }>(
    `SELECT a.id, a.balance_paise,
            (COALESCE((SELECT sum(amount_paise) FROM transfers WHERE to_account_id = a.id), 0)
           - COALESCE((SELECT sum(amount_paise) FROM transfers WHERE from_account_id = a.id), 0))::bigint AS derived
     FROM accounts a`,
  );
  const wrong = drift.filter((r) => r.balance_paise !== r.derived);
  if (wrong.length > 0) {
    const first = wrong[0]!;
    throw new LedgerInvariantError(
      `${wrong.length} account(s) disagree with their transfers, e.g. account ${first.id}: ${first.balance_paise} ≠ ${first.derived}`,
    );
  }
}
