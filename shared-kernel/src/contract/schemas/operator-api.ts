// The operator API (designed): staff login, deposit and withdrawal decisions, bonuses, the audit
// log. Rows are the store's, with the amount in rupees beside its paise.
import { Envelope, QueryWhole, Rupees, Type, queryPageFields } from './common';
import { BodyOf, NumberOrText, OneOfOrNull, TextOrNull } from './fields';
import { OperatorAuditEntry } from './operator-console';

export const OperatorLoginRequest = BodyOf(
  Type.Object({ user_name: Type.Optional(TextOrNull('user_name', "the staff member's user name (required)")), password: Type.Optional(TextOrNull('password', 'required')) }),
);
export const OperatorUser = Type.Object({ id: Type.Integer(), operatorId: Type.Integer(), userName: Type.String(), name: Type.String() });
export const OperatorLoginAnswer = Envelope(Type.Object({ accessToken: Type.String(), expiresIn: Type.Integer({ description: 'seconds' }), operator: OperatorUser }));
export const NullAnswer = Envelope(Type.Null());

/** ?status=&page=&limit= of a queue (deposits or withdrawals) whose requests take these statuses; empty: all. */
export const queueQuery = (statuses: readonly string[]) =>
  Type.Object({
    status: Type.Optional(Type.String({ enum: [...statuses, ''], description: `${statuses.join(', ')}; empty: all`, errorMessage: `status must be one of ${statuses.join(', ')}` })),
    ...queryPageFields(150),
  });
export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected'] as const;
export const IdParams = Type.Object({ id: Type.String({ description: 'the id' }) });
export const NoteRequest = BodyOf(Type.Object({ note: Type.Optional(TextOrNull('note', 'why (up to 500 characters)')) }));

const Decision = {
  id: Type.Integer(),
  user_id: Type.Integer(),
  operator_id: Type.Integer(),
  amount_paise: Type.Integer(),
  amount: Rupees,
  status: Type.String(),
  created_at: Type.String(),
  decided_at: Type.Union([Type.String(), Type.Null()]),
  decided_by: Type.Union([Type.Integer(), Type.Null()]),
  note: Type.Union([Type.String(), Type.Null()]),
};
export const DepositRow = Type.Object({ ...Decision, method: Type.String({ description: 'upi or bank' }), utr: Type.String() });
export const WithdrawalRow = Type.Object({ ...Decision, payout_account_id: Type.Integer(), destination: Type.Record(Type.String(), Type.Unknown()) });
export const DepositAnswer = Envelope(DepositRow);
export const DepositsAnswer = Envelope(Type.Array(DepositRow));
export const WithdrawalAnswer = Envelope(WithdrawalRow);
export const WithdrawalsAnswer = Envelope(Type.Array(WithdrawalRow));

export const GrantBonusRequest = BodyOf(
  Type.Object({
    user_id: Type.Optional(NumberOrText('the player (required)', 'user_id must be a whole number')),
    amount: Type.Optional(NumberOrText('rupees, up to 2 decimals (required)', 'amount must be an amount in rupees with at most 2 decimals')),
    wallet_type: Type.Optional(OneOfOrNull(['sports', 'casino'] as const, 'sports (default) or casino', 'wallet_type must be sports or casino')),
    wagering_multiplier: Type.Optional(NumberOrText('0 to 100 (default 10)', 'wagering_multiplier must be a whole number')),
    valid_days: Type.Optional(NumberOrText('1 to 365 (default 30)', 'valid_days must be a whole number')),
    grant_id: Type.Optional(TextOrNull('grant_id', 'makes a retry safe: the same id grants once')),
  }),
);
export const GrantBonusAnswer = Envelope(
  Type.Object({
    id: Type.Integer(),
    wallet_type: Type.String(),
    amount_paise: Type.Integer(),
    amount: Rupees,
    wagering_required_paise: Type.Integer(),
    wagered_paise: Type.Integer(),
    status: Type.String(),
    expires_at: Type.String(),
    created_at: Type.String(),
  }),
);

export const AuditQuery = Type.Object({ limit: QueryWhole(1, 500, 'limit must be a whole number', '1 to 500 (default 100)') });
export const AuditAnswer = Envelope(Type.Array(OperatorAuditEntry));
