// Withdrawals: the amount leaves the player's cash at once (into withdrawals_pending, so it can
// never be spent twice), then an operator marks it paid (→ payments clearing) or rejects it
// (→ back to the player's cash). The guarded ledger debit means no request can overdraw.
import crypto from 'node:crypto';
import type { Database, Sql } from '../store/db';
import { DomainError, invalid, notFound } from '../domain/errors';
import { playerAccounts, systemAccount, transfer } from '../wallet/ledger';
import { audit, type Actor } from '../operator/audit';
import type { ListFilter } from './deposits';

export type WithdrawalStatus = 'pending' | 'paid' | 'rejected' | 'cancelled';

export interface WithdrawalRow {
  id: number;
  user_id: number;
  operator_id: number;
  amount_paise: number;
  payout_account_id: number;
  destination: Record<string, unknown>;
  status: WithdrawalStatus;
  created_at: Date;
  decided_at: Date | null;
  decided_by: number | null;
  note: string | null;
  [k: string]: unknown;
}

const COLUMNS = 'id, user_id, operator_id, amount_paise, payout_account_id, destination, status, created_at, decided_at, decided_by, note';

export interface PayoutAccountRow {
  id: number;
  user_id: number;
  type: 'upi' | 'bank';
  upi_id: string | null;
  account_name: string | null;
  account_number: string | null;
  ifsc: string | null;
  bank_name: string | null;
  created_at: Date;
  [k: string]: unknown;
}

const PAYOUT_COLUMNS = 'id, user_id, type, upi_id, account_name, account_number, ifsc, bank_name, created_at';
const MAX_PAYOUT_ACCOUNTS = 10;

export type NewPayoutAccount =
  | { type: 'upi'; upiId: string }
  | { type: 'bank'; accountName: string; accountNumber: string; ifsc: string; bankName: string | null };

export async function addPayoutAccount(db: Database, userId: number, a: NewPayoutAccount): Promise<PayoutAccountRow> {
  return db.transaction(async (tx) => {
    const existing = await listPayoutAccounts(tx, userId);
    const same = existing.find((e) =>
      a.type === 'upi' ? e.type === 'upi' && e.upi_id?.toLowerCase() === a.upiId.toLowerCase() : e.type === 'bank' && e.account_number === a.accountNumber && e.ifsc === a.ifsc,
    );
    if (same) return same;
    if (existing.length >= MAX_PAYOUT_ACCOUNTS) throw invalid(`At most ${MAX_PAYOUT_ACCOUNTS} payout accounts can be saved`);
    const rows = await tx.query<PayoutAccountRow>(
      `INSERT INTO payout_accounts (user_id, type, upi_id, account_name, account_number, ifsc, bank_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${PAYOUT_COLUMNS}`,
      a.type === 'upi'
        ? [userId, 'upi', a.upiId, null, null, null, null]
        : [userId, 'bank', null, a.accountName, a.accountNumber, a.ifsc, a.bankName],
    );
    return rows[0]!;
  });
}

export function listPayoutAccounts(db: Sql, userId: number): Promise<PayoutAccountRow[]> {
  return db.query<PayoutAccountRow>(`SELECT ${PAYOUT_COLUMNS} FROM payout_accounts WHERE user_id = $1 AND removed_at IS NULL ORDER BY id`, [userId]);
}

export async function removePayoutAccount(db: Sql, userId: number, id: number): Promise<void> {
  const rows = await db.query('UPDATE payout_accounts SET removed_at = now() WHERE id = $1 AND user_id = $2 AND removed_at IS NULL RETURNING id', [id, userId]);
  if (rows.length === 0) throw notFound('No such payout account');
}

export async function requestWithdrawal(
  db: Database,
  player: { id: number; operatorId: number },
  input: { amountPaise: number; payoutAccountId: number; requestKey?: string | undefined },
): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    if (input.requestKey) {
      const previous = await tx.query<WithdrawalRow>(`SELECT ${COLUMNS} FROM withdrawals WHERE user_id = $1 AND request_key = $2`, [player.id, input.requestKey]);
      if (previous[0]) return previous[0];
    }
    const [account] = await tx.query<PayoutAccountRow>(`SELECT ${PAYOUT_COLUMNS} FROM payout_accounts WHERE id = $1 AND user_id = $2 AND removed_at IS NULL`, [
      input.payoutAccountId,
      player.id,
    ]);
    if (!account) throw invalid('Please choose a saved UPI id or bank account');
    const accounts = await playerAccounts(tx, player.id);
    const key = input.requestKey ?? crypto.randomUUID();
    const hold = await transfer(tx, {
      idempotencyKey: `withdrawal_hold:${player.id}:${key}`,
      fromAccountId: accounts.cash,
      toAccountId: await systemAccount(tx, 'withdrawals_pending', player.operatorId),
      amountPaise: input.amountPaise,
      kind: 'withdrawal_hold',
      memo: 'Withdrawal requested',
    });
    if (hold.replayed) {
      // A concurrent retry with the same request id committed first: answer with its withdrawal.
      const first = await tx.query<WithdrawalRow>(`SELECT ${COLUMNS} FROM withdrawals WHERE hold_transfer_id = $1`, [hold.transferId]);
      if (first[0]) return first[0];
    }
    const destination = account.type === 'upi' ? { type: 'upi', upi_id: account.upi_id } : { type: 'bank', account_name: account.account_name, account_number: account.account_number, ifsc: account.ifsc, bank_name: account.bank_name };
    const rows = await tx.query<WithdrawalRow>(
      `INSERT INTO withdrawals (user_id, operator_id, amount_paise, payout_account_id, destination, request_key, hold_transfer_id)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7) RETURNING ${COLUMNS}`,
      [player.id, player.operatorId, input.amountPaise, account.id, JSON.stringify(destination), input.requestKey ?? null, hold.transferId],
    );
    return rows[0]!;
  });
}

async function pendingWithdrawalForUpdate(tx: Sql, actor: Actor, id: number): Promise<WithdrawalRow> {
  const rows = await tx.query<WithdrawalRow>(`SELECT ${COLUMNS} FROM withdrawals WHERE id = $1 AND operator_id = $2 FOR UPDATE`, [id, actor.operatorId]);
  const w = rows[0];
  if (!w) throw notFound('No such withdrawal');
  if (w.status !== 'pending') throw new DomainError('conflict', `Withdrawal is already ${w.status}`);
  return w;
}

type Outcome = 'paid' | 'rejected' | 'cancelled';

/** Moves a pending withdrawal's held money to where its outcome sends it, and records the outcome. */
async function close(tx: Sql, w: WithdrawalRow, outcome: Outcome, decidedBy: number | null, note: string | null): Promise<WithdrawalRow> {
  const pending = await systemAccount(tx, 'withdrawals_pending', w.operator_id);
  const to = outcome === 'paid' ? await systemAccount(tx, 'payments_clearing', w.operator_id) : (await playerAccounts(tx, w.user_id)).cash;
  const { transferId } = await transfer(tx, {
    idempotencyKey: `withdrawal_${outcome}:${w.id}`,
    fromAccountId: pending,
    toAccountId: to,
    amountPaise: w.amount_paise,
    kind: outcome === 'paid' ? 'withdrawal_paid' : 'withdrawal_release',
    reference: `withdrawal:${w.id}`,
    memo: outcome === 'paid' ? 'Withdrawal paid' : outcome === 'rejected' ? 'Withdrawal rejected' : 'Withdrawal cancelled',
  });
  const rows = await tx.query<WithdrawalRow>(
    `UPDATE withdrawals SET status = $2, decided_at = now(), decided_by = $3, note = $4, final_transfer_id = $5 WHERE id = $1 RETURNING ${COLUMNS}`,
    [w.id, outcome, decidedBy, note, transferId],
  );
  return rows[0]!;
}

async function decide(db: Database, actor: Actor, id: number, outcome: 'paid' | 'rejected', note: string | null): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    const w = await pendingWithdrawalForUpdate(tx, actor, id);
    const decided = await close(tx, w, outcome, actor.operatorUserId, note);
    await audit(tx, actor, outcome === 'paid' ? 'withdrawal.approve' : 'withdrawal.reject', id, { operatorId: actor.operatorId, amountPaise: w.amount_paise, note });
    return decided;
  });
}

/** The player takes back a withdrawal an operator has not decided yet: the hold returns to cash. */
export async function cancelWithdrawal(db: Database, userId: number, id: number): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    const [w] = await tx.query<WithdrawalRow>(`SELECT ${COLUMNS} FROM withdrawals WHERE id = $1 AND user_id = $2 FOR UPDATE`, [id, userId]);
    if (!w) throw notFound('No such withdrawal');
    if (w.status !== 'pending') throw new DomainError('conflict', `Withdrawal is already ${w.status}`);
    return close(tx, w, 'cancelled', null, 'Cancelled by the player');
  });
}

export const approveWithdrawal = (db: Database, actor: Actor, id: number, note: string | null = null) => decide(db, actor, id, 'paid', note);
export const rejectWithdrawal = (db: Database, actor: Actor, id: number, note: string | null = null) => decide(db, actor, id, 'rejected', note);

export function listWithdrawals(db: Sql, scope: { userId?: number; operatorId?: number; id?: number }, f: ListFilter): Promise<WithdrawalRow[]> {
  return db.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM withdrawals
     WHERE ($1::bigint IS NULL OR user_id = $1) AND ($2::int IS NULL OR operator_id = $2) AND ($3::text IS NULL OR status = $3)
       AND ($6::bigint IS NULL OR id = $6)
     ORDER BY id DESC LIMIT $4 OFFSET $5`,
    [scope.userId ?? null, scope.operatorId ?? null, f.status ?? null, f.limit, (f.page - 1) * f.limit, scope.id ?? null],
  );
}
