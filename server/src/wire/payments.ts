// Deposit and withdrawal rows as the client sees them (rupees, ISO dates, masked account numbers).
import type { PaymentTransaction, PayoutAccount } from '@khel/shared-kernel/contract';
import { paiseToRupees } from '../domain/money';
import type { DepositRow } from '../payments/deposits';
import type { PayoutAccountRow, WithdrawalRow } from '../payments/withdrawals';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export const depositReference = (id: number) => `D${String(id).padStart(8, '0')}`;
export const withdrawalReference = (id: number) => `W${String(id).padStart(8, '0')}`;

export const depositView = (d: DepositRow): PaymentTransaction => ({
  referenceNo: depositReference(d.id),
  type: 'deposit',
  amount: paiseToRupees(d.amount_paise),
  status: d.status,
  method: d.method,
  utr: d.utr,
  destination: null,
  note: d.note,
  createdAt: iso(d.created_at)!,
  decidedAt: iso(d.decided_at),
});

export const withdrawalView = (w: WithdrawalRow): PaymentTransaction => ({
  referenceNo: withdrawalReference(w.id),
  type: 'withdrawal',
  amount: paiseToRupees(w.amount_paise),
  status: w.status,
  method: w.destination.type === 'bank' ? 'bank' : 'upi',
  utr: null,
  destination: maskDestination(w.destination),
  note: w.note,
  createdAt: iso(w.created_at)!,
  decidedAt: iso(w.decided_at),
});

const mask = (n: string | null | undefined) => (n ? `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}` : null);

function maskDestination(d: Record<string, unknown>): Record<string, unknown> {
  return typeof d.account_number === 'string' ? { ...d, account_number: mask(d.account_number) } : d;
}

export const payoutAccountView = (a: PayoutAccountRow): PayoutAccount => ({
  id: a.id,
  type: a.type,
  upi_id: a.upi_id,
  account_name: a.account_name,
  account_number: mask(a.account_number),
  ifsc: a.ifsc,
  bank_name: a.bank_name,
});
