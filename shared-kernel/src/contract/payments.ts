// Deposits and withdrawals (spec §7.5: paths and payloads not shown; designed in the server's
// http/payments.ts). Amounts are rupees with 2 decimals.

/** POST /payments/deposit */
export interface DepositRequest {
  amount: number;
  /** 12-digit bank reference */
  utr: string;
  method: 'upi' | 'bank';
  /** the client's idempotency key: a retry or double click answers with the first deposit */
  request_id?: string;
}

export interface PaymentTransaction {
  /** the reference number shown on transactions-details/{type}/{refrenceNo} */
  referenceNo: string;
  type: 'deposit' | 'withdrawal';
  amount: number;
  status: 'pending' | 'approved' | 'paid' | 'rejected' | 'cancelled';
  method: 'upi' | 'bank';
  utr: string | null;
  destination: Record<string, unknown> | null;
  note: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** GET|POST /payments/payout-accounts */
export type PayoutAccountRequest =
  | { type: 'upi'; upi_id: string }
  | { type: 'bank'; account_name: string; account_number: string; ifsc: string; bank_name?: string };

/** POST /payments/withdraw */
export interface WithdrawRequest {
  amount: number;
  payout_account_id: number;
  /** optional idempotency key: a retried request returns the first withdrawal */
  request_id?: string;
}

// From their schemas (schemas/payments.ts): GET /payments/methods → PaymentMethods; the payout accounts.
export type { PaymentMethods, PayoutAccount } from './schemas/payments';
