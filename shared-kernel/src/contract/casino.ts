// Casino calls (spec §7.4) and the seamless-wallet protocol between a casino provider and Khel.
//
// Launch (player → Khel):
//   POST /lotus/lobbyUrl  {} → the lobby; {game_type} → the lobby on that category; {game_id, game_type} → one game
//   POST /qtech/launchUrl {gameId, providerCode}
// Wallet (provider → Khel), POST /casino/wallet/{authenticate|balance|debit|credit|rollback}:
//   JSON body signed with HMAC-SHA256 under the provider's secret: hex in `x-khel-signature`,
//   the provider's code in `x-khel-provider`. Amounts are integer paise. Every money call carries
//   the provider's transaction id; Khel executes it once and answers replays with the first answer.

export interface LobbyUrlRequest {
  game_id?: string;
  game_type?: string;
}
export interface LobbyUrlResponse {
  status: boolean;
  launchUrl: string;
}
export interface QtechLaunchRequest {
  gameId: string;
  providerCode: string;
}
export interface QtechLaunchResponse {
  status: boolean;
  /** the launch URL */
  data: string;
}

export type WalletCall = 'authenticate' | 'balance' | 'debit' | 'credit' | 'rollback';

export interface WalletAuthenticateRequest {
  /** the launch token from the launch URL */
  token: string;
}
export interface WalletBalanceRequest {
  playerId: string;
}
export interface WalletDebitRequest {
  playerId: string;
  gameId: string;
  /** shown in the player's account statement */
  gameName: string;
  roundId: string;
  transactionId: string;
  amountPaise: number;
}
export type WalletCreditRequest = WalletDebitRequest;
export interface WalletRollbackRequest {
  playerId: string;
  gameId: string;
  roundId: string;
  /** the transaction id of the debit to undo */
  transactionId: string;
}

export interface WalletOk {
  status: 'OK';
  balancePaise: number;
}
export interface WalletAuthenticateOk extends WalletOk {
  playerId: string;
  name: string;
  currency: 'INR';
  /** the game the launch token was issued for ('' = the lobby) */
  gameId: string;
}
export type WalletErrorCode =
  | 'INVALID_SIGNATURE'
  | 'INVALID_TOKEN'
  | 'PLAYER_BLOCKED'
  | 'UNKNOWN_PLAYER'
  | 'INSUFFICIENT_FUNDS'
  | 'INVALID_AMOUNT'
  | 'INVALID_REQUEST'
  | 'UNKNOWN_ROUND'
  | 'TRANSACTION_ROLLED_BACK'
  | 'TRANSACTION_CONFLICT';
export interface WalletError {
  status: 'ERROR';
  code: WalletErrorCode;
  message: string;
}
export type WalletAnswer<T extends WalletOk = WalletOk> = T | WalletError;

export const WALLET_SIGNATURE_HEADER = 'x-khel-signature';
export const WALLET_PROVIDER_HEADER = 'x-khel-provider';
