// The operator's result calls (designed): settle a market or a fancy the feed does not settle, or void it.
import { Envelope, Type } from './common';
import { Field, NumberOrText } from './fields';

const VoidReason = Type.Optional(Field<string>(['text', 'number'], 'why the result is void (up to 200 characters); give it instead of the result'));

export const SettleMarketRequest = Type.Object({
  market_id: Field<string>(['text', 'number'], "the market's id, e.g. '1.234567'"),
  winner_selection_id: Type.Optional(NumberOrText('the winning runner')),
  void_reason: VoidReason,
});

export const SettleFancyRequest = Type.Object({
  fancy_id: NumberOrText("the fancy's id"),
  runs: Type.Optional(NumberOrText('the result: runs scored')),
  void_reason: VoidReason,
});

export const SettleMarketAnswer = Envelope(Type.Object({ market_id: Type.String(), settled_bets: Type.Integer(), already_settled: Type.Boolean() }));
export const SettleFancyAnswer = Envelope(Type.Object({ fancy_id: Type.Integer(), settled_bets: Type.Integer(), already_settled: Type.Boolean() }));
