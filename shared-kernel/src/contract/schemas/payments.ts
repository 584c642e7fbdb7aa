// Deposits and withdrawals (spec §7.5: paths and payloads not shown; designed in the server's
// http/payments.ts). Amounts are rupees with 2 decimals.
import { Envelope, Rupees, Type, queryPageFields, type Static } from './common';
import { Body, Needed, NumberOrText, OptText, Text } from './fields';

const orNull = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** GET /payments/methods → data */
export const PaymentMethods = Type.Object({
  upi: orNull(Type.Object({ upiId: Type.String() })),
  bankAccounts: Type.Array(Type.Object({ bankName: Type.String(), accountName: Type.String(), accountNumber: Type.String(), ifsc: Type.String() })),
  limits: Type.Object({ minDeposit: Rupees, maxDeposit: Rupees, minWithdrawal: Rupees, maxWithdrawal: Rupees }),
});
export type PaymentMethods = Static<typeof PaymentMethods>;
export const PaymentMethodsAnswer = Envelope(PaymentMethods);

const RequestId = OptText('request_id', "the client's idempotency key: a retry answers with the first request");
/** Rupees, a number or its text; required (the route says 'Amount is required', then checks the value). */
const Amount = Needed(
  Type.Unsafe<number | string>({ type: ['number', 'string'], description: 'required: rupees with at most 2 decimals (a number or its text)', errorMessage: { type: 'amount must be an amount in rupees with at most 2 decimals' } }),
);

/** POST /payments/deposit {amount, utr, method, request_id?} */
export const DepositBody = Body({
  amount: Amount,
  utr: Text('utr', '12-digit bank reference'),
  method: Type.Optional(Type.Unsafe<'upi' | 'bank' | null>({ enum: ['upi', 'bank', null], description: "'upi' (default) or 'bank'", errorMessage: 'method must be upi or bank' })),
  request_id: RequestId,
});
export type DepositRequest = Static<typeof DepositBody>;

export const PaymentTransaction = Type.Object({
  /** the reference number shown on transactions-details/{type}/{refrenceNo} */
  referenceNo: Type.String(),
  type: Type.Union([Type.Literal('deposit'), Type.Literal('withdrawal')]),
  amount: Rupees,
  status: Type.Union(['pending', 'approved', 'paid', 'rejected', 'cancelled'].map((s) => Type.Literal(s as 'pending' | 'approved' | 'paid' | 'rejected' | 'cancelled'))),
  method: Type.Union([Type.Literal('upi'), Type.Literal('bank')]),
  utr: orNull(Type.String()),
  destination: orNull(Type.Record(Type.String(), Type.Unknown())),
  note: orNull(Type.String()),
  createdAt: Type.String(),
  decidedAt: orNull(Type.String()),
});
export type PaymentTransaction = Static<typeof PaymentTransaction>;
export const PaymentTransactionAnswer = Envelope(PaymentTransaction);
export const PaymentTransactionsAnswer = Envelope(Type.Object({ page: Type.Integer(), limit: Type.Integer(), items: Type.Array(PaymentTransaction) }));

/** GET /payments/transactions?type=deposit|withdrawal&page=&limit= */
export const PaymentTransactionsQuery = Type.Object({
  type: Type.Optional(Type.String({ description: 'deposit or withdrawal; both when absent' })),
  ...queryPageFields(150),
});
export const TransactionParams = Type.Object({ type: Type.String({ description: 'deposit or withdrawal' }), referenceNo: Type.String({ description: 'D… or W…' }) });
export const WithdrawalParams = Type.Object({ referenceNo: Type.String({ description: 'W…' }) });
export const PayoutAccountParams = Type.Object({ id: Type.String() });

/**
 * POST /payments/payout-accounts {type:'upi', upi_id} | {type:'bank', account_name, account_number, ifsc, bank_name?}.
 * The schema checks every field's type; the route reads the type and then the fields it needs, with
 * their messages. Its type is the two forms a client sends.
 */
const PayoutType = <T extends 'upi' | 'bank'>(type: T) =>
  Needed(Type.Unsafe<T>({ type: 'string', enum: ['upi', 'bank'], description: "required: 'upi' or 'bank'", errorMessage: 'type must be upi or bank' }));
const UpiAccount = Type.Object({ type: PayoutType('upi'), upi_id: Text('upi_id') });
const BankAccount = Type.Object({
  type: PayoutType('bank'),
  account_name: Text('account_name'),
  account_number: Text('account_number', '9 to 18 digits'),
  ifsc: Text('ifsc'),
  bank_name: OptText('bank_name'),
});
export const PayoutAccountBody = Type.Unsafe<Static<typeof UpiAccount> | Static<typeof BankAccount>>(
  Body({
    type: PayoutType('upi'),
    upi_id: OptText('upi_id', 'required for upi'),
    account_name: OptText('account_name', 'required for bank'),
    account_number: OptText('account_number', 'required for bank: 9 to 18 digits'),
    ifsc: OptText('ifsc', 'required for bank'),
    bank_name: OptText('bank_name'),
  }),
);
export type PayoutAccountRequest = Static<typeof PayoutAccountBody>;

export const PayoutAccount = Type.Object({
  id: Type.Number(),
  type: Type.Union([Type.Literal('upi'), Type.Literal('bank')]),
  upi_id: orNull(Type.String()),
  account_name: orNull(Type.String()),
  /** all but the last 4 digits masked */
  account_number: orNull(Type.String()),
  ifsc: orNull(Type.String()),
  bank_name: orNull(Type.String()),
});
export type PayoutAccount = Static<typeof PayoutAccount>;
export const PayoutAccountAnswer = Envelope(PayoutAccount);
export const PayoutAccountsAnswer = Envelope(Type.Array(PayoutAccount));

/** POST /payments/withdraw {amount, payout_account_id, request_id?} */
export const WithdrawBody = Body({
  amount: Amount,
  payout_account_id: Needed(NumberOrText('required: a saved payout account', 'Please choose a saved UPI id or bank account')),
  request_id: RequestId,
});
export type WithdrawRequest = Static<typeof WithdrawBody>;
