// Deposits: the player pays outside (UPI or bank) and submits the amount and the 12-digit UTR;
// the deposit waits for an operator, whose approval credits the player from payments clearing.
import type { Database, Sql } from '../store/db';
import { DomainError, invalid, notFound } from '../domain/errors';
import { playerAccounts, systemAccount, transfer } from '../wallet/ledger';
import { audit, type Actor } from '../operator/audit';
import { lockPlayerMoney } from '../wallet/player-lock';

export type DepositStatus = 'pending' | 'approved' | 'rejected';

export interface DepositRow {
  id: number;
  user_id: number;
  operator_id: number;
  amount_paise: number;
  method: 'upi' | 'bank';
  utr: string;
  status: DepositStatus;
  created_at: Date;
  decided_at: Date | null;
  decided_by: number | null;
  note: string | null;
  [k: string]: unknown;
}

const COLUMNS = 'id, user_id, operator_id, amount_paise, method, utr, status, created_at, decided_at, decided_by, note';

/**
 * Records a pending deposit. `requestKey` (the client's idempotency key) makes a retry or a double
 * click answer with the deposit already recorded instead of a second one. The player's money lock
 * (wallet/player-lock.ts) is held from the limit check to the insert: deposits sent at once are
 * checked one after another, each counting those recorded before it.
 */
export async function submitDeposit(
  db: Database,
  player: { id: number; operatorId: number },
  input: { amountPaise: number; utr: string; method: 'upi' | 'bank'; requestKey?: string | undefined },
  /** the player's own limits (responsible gambling), checked for a new deposit only */
  mayDeposit: (tx: Sql) => Promise<void> = async () => {},
): Promise<DepositRow> {
  return db.transaction(async (tx) => {
    await lockPlayerMoney(tx, player.id);
    if (input.requestKey) {
      const [previous] = await tx.query<DepositRow>(`SELECT ${COLUMNS} FROM deposits WHERE user_id = $1 AND request_key = $2`, [player.id, input.requestKey]);
      if (previous) return previous;
    }
    await mayDeposit(tx);
    const rows = await tx.query<DepositRow>(
      `INSERT INTO deposits (user_id, operator_id, amount_paise, method, utr, request_key) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
      [player.id, player.operatorId, input.amountPaise, input.method, input.utr, input.requestKey ?? null],
    );
    if (rows[0]) return rows[0];
    // A concurrent retry with the same key committed first (PostgreSQL): answer with it.
    const [same] = input.requestKey
      ? await tx.query<DepositRow>(`SELECT ${COLUMNS} FROM deposits WHERE user_id = $1 AND request_key = $2`, [player.id, input.requestKey])
      : [];
    if (same) return same;
    throw invalid('This UTR has already been submitted');
  });
}

async function pendingDepositForUpdate(tx: Sql, actor: Actor, id: number): Promise<DepositRow> {
  const rows = await tx.query<DepositRow>(`SELECT ${COLUMNS} FROM deposits WHERE id = $1 AND operator_id = $2 FOR UPDATE`, [id, actor.operatorId]);
  const deposit = rows[0];
  if (!deposit) throw notFound('No such deposit');
  if (deposit.status !== 'pending') throw new DomainError('conflict', `Deposit is already ${deposit.status}`);
  return deposit;
}

export async function approveDeposit(
  db: Database,
  actor: Actor,
  id: number,
  note: string | null = null,
  /** more work of the same transaction, run first (reconciliation claims the statement line here; a throw approves nothing) */
  within?: (tx: Sql, deposit: DepositRow) => Promise<void>,
): Promise<DepositRow> {
  return db.transaction(async (tx) => {
    const deposit = await pendingDepositForUpdate(tx, actor, id);
    if (within) await within(tx, deposit);
    const accounts = await playerAccounts(tx, deposit.user_id);
    const { transferId } = await transfer(tx, {
      idempotencyKey: `deposit:${deposit.id}`,
      fromAccountId: await systemAccount(tx, 'payments_clearing', deposit.operator_id),
      toAccountId: accounts.cash,
      amountPaise: deposit.amount_paise,
      kind: 'deposit',
      reference: `deposit:${deposit.id}`,
      memo: `Deposit UTR ${deposit.utr}`,
    });
    const rows = await tx.query<DepositRow>(
      `UPDATE deposits SET status = 'approved', decided_at = now(), decided_by = $2, note = $3, transfer_id = $4
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, actor.operatorUserId, note, transferId],
    );
    await audit(tx, actor, 'deposit.approve', id, { operatorId: actor.operatorId, amountPaise: deposit.amount_paise, note });
    return rows[0]!;
  });
}

export async function rejectDeposit(db: Database, actor: Actor, id: number, note: string | null = null): Promise<DepositRow> {
  return db.transaction(async (tx) => {
    await pendingDepositForUpdate(tx, actor, id);
    const rows = await tx.query<DepositRow>(
      `UPDATE deposits SET status = 'rejected', decided_at = now(), decided_by = $2, note = $3 WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, actor.operatorUserId, note],
    );
    await audit(tx, actor, 'deposit.reject', id, { operatorId: actor.operatorId, note });
    return rows[0]!;
  });
}

export interface ListFilter {
  status?: string | undefined;
  page: number;
  limit: number;
}

export function listDeposits(db: Sql, scope: { userId?: number; operatorId?: number; id?: number }, f: ListFilter): Promise<DepositRow[]> {
  return db.query<DepositRow>(
    `SELECT ${COLUMNS} FROM deposits
     WHERE ($1::bigint IS NULL OR user_id = $1) AND ($2::int IS NULL OR operator_id = $2) AND ($3::text IS NULL OR status = $3)
       AND ($6::bigint IS NULL OR id = $6)
     ORDER BY id DESC LIMIT $4 OFFSET $5`,
    [scope.userId ?? null, scope.operatorId ?? null, f.status ?? null, f.limit, (f.page - 1) * f.limit, scope.id ?? null],
  );
}
