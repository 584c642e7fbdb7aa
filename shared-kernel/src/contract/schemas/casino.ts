// The casino calls (spec §7.4): the player's launch calls and casino P&L, and the seamless wallet the
// providers call in QT Platform's shape (its refusals are `{code, message}` with QT's HTTP statuses).
import { Envelope, Rupees, Type } from './common';
import { BodyOf, NumberOrText, TextOrNull } from './fields';

export const LobbyUrlRequest = BodyOf(
  Type.Object({
    game_id: Type.Optional(TextOrNull('game_id', 'one game; absent: the lobby')),
    game_type: Type.Optional(TextOrNull('game_type', "the lobby: 'slots' or 'live', optionally with a tab: 'slots-fishing', 'live-roulette'")),
  }),
);
export const LobbyUrlAnswer = Type.Object({ status: Type.Boolean(), launchUrl: Type.String() });

export const QtechLaunchRequest = BodyOf(
  Type.Object({ gameId: Type.Optional(TextOrNull('gameId', 'the game (required)')), providerCode: Type.Optional(TextOrNull('providerCode', "the game's provider")) }),
);
export const QtechLaunchAnswer = Type.Object({ status: Type.Boolean(), data: Type.String({ description: 'the launch URL' }) });

export const CasinoProfitLossRequest = BodyOf(
  Type.Object({
    page: Type.Optional(NumberOrText('from 1', 'page must be a whole number from 1')),
    limit: Type.Optional(NumberOrText('page size, up to 150', 'limit must be 1 to 150')),
  }),
);
export const CasinoProfitLossAnswer = Envelope(
  Type.Object({
    page: Type.Integer(),
    limit: Type.Integer(),
    items: Type.Array(
      Type.Object({ gameName: Type.String(), gameId: Type.String(), roundId: Type.String(), stake: Rupees, win: Rupees, net: Rupees, date: Type.String() }),
    ),
  }),
);

/** The wallet's bodies are checked by the wallet (after the Pass-Key): the schemas let every body through, described. */
const unchecked = (description: string) => Type.Unsafe<Record<string, unknown>>({ description });
export const QtTransactionBody = unchecked(
  '{txnType: DEBIT|CREDIT, txnId, playerId, roundId, amount (rupees, 2 decimals), currency: INR, gameId, clientRoundId?, created?, completed?, gameName? (Khel: the statement\'s name)}',
);
export const QtRollbackBody = unchecked('{betId (the DEBIT\'s txnId), txnId, playerId, roundId, amount, currency: INR, gameId}');
export const QtBonusRewardBody = unchecked('{rewardType, rewardTitle, txnId, playerId, amount, currency: INR}');
export const QtWalletParams = Type.Object({ providerCode: Type.String({ description: "the provider's code at Khel" }) });
export const QtAccountParams = Type.Object({ providerCode: Type.String(), playerId: Type.String({ description: "Khel's player id" }) });
export const QtAccountQuery = Type.Object({ gameId: Type.Optional(Type.String()) });
export const QtBalanceAnswer = Type.Object({ balance: Type.Number({ description: 'rupees, 2 decimals' }), currency: Type.Literal('INR') });
export const QtTransactionAnswer = Type.Object({ balance: Type.Number({ description: 'rupees, 2 decimals' }), referenceId: Type.String() });
export const QtErrorAnswer = Type.Object({
  code: Type.Union(['LOGIN_FAILED', 'INVALID_TOKEN', 'ACCOUNT_BLOCKED', 'INSUFFICIENT_FUNDS', 'REQUEST_DECLINED', 'UNKNOWN_ERROR'].map((c) => Type.Literal(c))),
  message: Type.String(),
});
