// The operator API (designed): staff login, deposit and withdrawal decisions, bonuses, the audit
// log. Rows are the store's, with the amount in rupees beside its paise.
import { Envelope, Rupees, Type } from './common';
import { BodyOf, Field, NumberOrText } from './fields';

export const OperatorLoginRequest = BodyOf(
  Type.Object({ user_name: Type.Optional(Field<string>(['text'], "the staff member's user name (required)")), password: Type.Optional(Field<string>(['text'], 'required')) }),
);
export const OperatorUser = Type.Object({ id: Type.Integer(), operatorId: Type.Integer(), userName: Type.String(), name: Type.String() });
export const OperatorLoginAnswer = Envelope(Type.Object({ accessToken: Type.String(), expiresIn: Type.Integer({ description: 'seconds' }), operator: OperatorUser }));
export const NullAnswer = Envelope(Type.Null());

/** ?status=&page=&limit= of the deposit and withdrawal queues (the route checks the status). */
export const QueueQuery = Type.Object({
  status: Type.Optional(Field<string>(['text'], 'deposits: pending, approved, rejected; withdrawals: pending, paid, rejected')),
  page: Type.Optional(Field<string>(['text'], 'from 1')),
  limit: Type.Optional(Field<string>(['text'], 'page size')),
});
export const IdParams = Type.Object({ id: Type.String({ description: 'the id' }) });
export const NoteRequest = BodyOf(Type.Object({ note: Type.Optional(Field<string>(['text'], 'why (up to 500 characters)')) }));

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
    user_id: Type.Optional(NumberOrText('the player (required)')),
    amount: Type.Optional(NumberOrText('rupees, up to 2 decimals (required)')),
    wallet_type: Type.Optional(Field<'sports' | 'casino'>(['text'], 'sports (default) or casino')),
    wagering_multiplier: Type.Optional(NumberOrText('0 to 100 (default 10)')),
    valid_days: Type.Optional(NumberOrText('1 to 365 (default 30)')),
    grant_id: Type.Optional(Field<string>(['text'], 'makes a retry safe: the same id grants once')),
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

export const AuditQuery = Type.Object({ limit: Type.Optional(Field<string>(['text'], '1 to 500 (default 100)')) });
export const AuditAnswer = Envelope(
  Type.Array(
    Type.Object({
      id: Type.Integer(),
      operator_user_id: Type.Union([Type.Integer(), Type.Null()]),
      operator_user_name: Type.Union([Type.String(), Type.Null()]),
      via: Type.String({ description: 'api or cli' }),
      action: Type.String(),
      entity_id: Type.Union([Type.Integer(), Type.String(), Type.Null()]),
      detail: Type.Unknown(),
      created_at: Type.String(),
    }),
  ),
);
