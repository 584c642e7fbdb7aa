// Deposits and withdrawals (spec §7.5: paths and payloads not shown; designed in the server's
// http/payments.ts). Amounts are rupees with 2 decimals.

// From their schemas (schemas/payments.ts): the bodies of POST /payments/deposit (DepositRequest),
// /payments/payout-accounts (PayoutAccountRequest) and /payments/withdraw (WithdrawRequest); a deposit
// or withdrawal as the lists show it (PaymentTransaction); GET /payments/methods (PaymentMethods);
// the payout accounts.
export type { DepositRequest, PaymentTransaction, PayoutAccountRequest, WithdrawRequest, PaymentMethods, PayoutAccount } from './schemas/payments';
