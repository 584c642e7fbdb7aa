// Pending and decided payments for the operator console: deposits with their UTR and withdrawals
// with the payout account to pay, searchable by UTR, user name or mobile. Deciding one is the
// payments module's approve/reject (one ledger transfer and its audit row).
import type { InPaise, OperatorPayment } from '@khel/shared-kernel/contract';
import type { Sql } from '../store/db';
import type { Actor } from './audit';
import { operatorScope } from './scope';

export interface PaymentQuery {
  kind: 'deposit' | 'withdrawal';
  status: string | null;
  search: string;
  limit: number;
}

export type ConsolePayment = InPaise<OperatorPayment, 'amount', 'createdAt' | 'decidedAt'>;

export async function listPayments(db: Sql, actor: Actor, q: PaymentQuery): Promise<ConsolePayment[]> {
  const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const deposit = q.kind === 'deposit';
  const rows = await db.query<Record<string, unknown>>(
    `SELECT p.id, p.user_id, u.user_name, u.mobile, p.operator_id, p.amount_paise, p.status, p.note, p.created_at, p.decided_at,
            ${deposit ? 'p.utr AS reference, p.method' : 'p.destination AS reference, NULL AS method'}
     FROM ${deposit ? 'deposits' : 'withdrawals'} p JOIN users u ON u.id = p.user_id
     WHERE ($1::int IS NULL OR p.operator_id = $1) AND ($2::text IS NULL OR p.status = $2)
       AND ($3 = '%%' OR u.user_name ILIKE $3 OR u.mobile LIKE $3${deposit ? ' OR p.utr LIKE $3' : ''})
     ORDER BY p.id DESC LIMIT $4`,
    [operatorScope(actor), q.status, like, q.limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: q.kind,
    userId: Number(r.user_id),
    userName: String(r.user_name),
    mobile: (r.mobile as string | null) ?? null,
    operatorId: Number(r.operator_id),
    amountPaise: Number(r.amount_paise),
    status: String(r.status),
    reference: typeof r.reference === 'string' ? r.reference : payoutAccountText(r.reference as Record<string, unknown>),
    method: (r.method as string | null) ?? null,
    note: (r.note as string | null) ?? null,
    createdAt: r.created_at as Date,
    decidedAt: (r.decided_at as Date | null) ?? null,
  }));
}

/** 'UPI ravi@okaxis' or 'Bank Ravi Kumar 001122334455 IFSC KHEL0000001 (Khel Bank)'. */
function payoutAccountText(d: Record<string, unknown> | null): string {
  if (!d) return '';
  if (d.type === 'upi') return `UPI ${String(d.upi_id ?? '')}`;
  const bank = d.bank_name ? ` (${String(d.bank_name)})` : '';
  return `Bank ${String(d.account_name ?? '')} ${String(d.account_number ?? '')} IFSC ${String(d.ifsc ?? '')}${bank}`;
}
