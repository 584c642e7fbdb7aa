// Deposits and withdrawals (spec §7.5: paths and payloads not shown; designed in the server's
// http/payments.ts). Amounts are rupees with 2 decimals.

/** GET /payments/methods → data */
export interface PaymentMethods {
  upi: { upiId: string } | null;
  bankAccounts: { bankName: string; accountName: string; accountNumber: string; ifsc: string }[];
  limits: { minDeposit: number; maxDeposit: number; minWithdrawal: number; maxWithdrawal: number };
}

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

export interface PayoutAccount {
  id: number;
  type: 'upi' | 'bank';
  upi_id: string | null;
  account_name: string | null;
  /** all but the last 4 digits masked */
  account_number: string | null;
  ifsc: string | null;
  bank_name: string | null;
}

/** POST /payments/withdraw */
export interface WithdrawRequest {
  amount: number;
  payout_account_id: number;
  /** optional idempotency key: a retried request returns the first withdrawal */
  request_id?: string;
}
