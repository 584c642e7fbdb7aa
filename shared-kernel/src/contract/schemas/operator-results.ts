// The operator's result calls (designed): settle a market or a fancy the feed does not settle, or void it.
import { Envelope, Type } from './common';
import { NumberOrText, TextOrNull } from './fields';

const VoidReason = Type.Optional(TextOrNull('void_reason', 'why the result is void (up to 200 characters); give it instead of the result'));

export const SettleMarketRequest = Type.Object({
  market_id: TextOrNull('market_id', "the market's id, e.g. '1.234567'"),
  winner_selection_id: Type.Optional(NumberOrText('the winning runner', 'winner_selection_id must be a whole number')),
  void_reason: VoidReason,
});

export const SettleFancyRequest = Type.Object({
  fancy_id: NumberOrText("the fancy's id", 'fancy_id is invalid'),
  runs: Type.Optional(NumberOrText('the result: runs scored', 'runs must be a whole number')),
  void_reason: VoidReason,
});

export const SettleMarketAnswer = Envelope(Type.Object({ market_id: Type.String(), settled_bets: Type.Integer(), already_settled: Type.Boolean() }));
export const SettleFancyAnswer = Envelope(Type.Object({ fancy_id: Type.Integer(), settled_bets: Type.Integer(), already_settled: Type.Boolean() }));
