// The casino calls (spec §7.4): the player's launch calls and casino P&L, and the seamless wallet the
// providers call (signed bodies; its refusals are the wallet's own `{status:'ERROR', code, message}`).
import { Envelope, ErrorAnswer, Rupees, Type } from './common';
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

/** The wallet's body is checked by the wallet after its signature: the schema lets every body through. */
export const WalletCallRequest = Type.Unsafe<Record<string, unknown>>({
  description:
    'authenticate {token}; balance {playerId}; debit and credit {playerId, gameId, gameName, roundId, transactionId, amountPaise}; rollback {playerId, gameId, roundId, transactionId}. Amounts are integer paise; signed with HMAC-SHA256 (x-khel-signature, x-khel-provider)',
});
export const WalletCallParams = Type.Object({ call: Type.String({ description: 'authenticate, balance, debit, credit or rollback' }) });
const WalletRefusal = Type.Object({ status: Type.Literal('ERROR'), code: Type.String(), message: Type.String() });
export const WalletCallAnswer = Type.Union([
  Type.Object(
    {
      status: Type.Literal('OK'),
      balancePaise: Type.Integer(),
      playerId: Type.Optional(Type.String()),
      name: Type.Optional(Type.String()),
      currency: Type.Optional(Type.Literal('INR')),
      gameId: Type.Optional(Type.String()),
    },
    { description: 'done (authenticate adds the player and the game)' },
  ),
  WalletRefusal,
]);
/** a refusal: the wallet's own, or the API's envelope where the request never reached the wallet */
export const WalletRefusalAnswer = Type.Union([WalletRefusal, ErrorAnswer]);
