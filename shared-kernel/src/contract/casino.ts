// Casino calls (spec §7.4) and the seamless-wallet protocol between a casino provider and Khel.
//
// Launch (player → Khel):
//   POST /lotus/lobbyUrl  {} → the lobby; {game_type} → the lobby on that category; {game_id, game_type} → one game
//   POST /qtech/launchUrl {gameId, providerCode}
// Wallet (provider → Khel): QT Platform's seamless-wallet shape, under
//   /api/v1/casino/qt/{providerCode}   (QT_WALLET_BASE)
//   GET  /accounts/{playerId}/session?gameId=   verify the Wallet-Session → {balance, currency}
//   GET  /accounts/{playerId}/balance?gameId=   → {balance, currency}
//   POST /transactions            {txnType: DEBIT|CREDIT, …} → {balance, referenceId}
//   POST /transactions/rollback   {betId, txnId, …}          → {balance, referenceId}
//   POST /bonus/rewards           {rewardType, rewardTitle, txnId, …} → {balance, referenceId}
// Headers: `Pass-Key` (the provider's shared secret) on every call, `Wallet-Session` (the player's
// session from the launch) on session, balance and DEBIT (optional on CREDIT and rollback, which may
// come after the session ended). Amounts are rupees with at most 2 decimals; errors are
// {code, message} with the HTTP status of QT_ERROR_STATUS. Every txnId is unique per provider
// across call kinds: a replay (same call, player, round, amount) gets the first answer with the
// player's current balance; anything else under a known txnId is REQUEST_DECLINED and moves nothing.

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

export const QT_PASS_KEY_HEADER = 'pass-key';
export const QT_WALLET_SESSION_HEADER = 'wallet-session';
/** Where the wallet is mounted under the API base (/api/v1): the provider's code follows. */
export const QT_WALLET_BASE = '/casino/qt';

export interface QtBalanceAnswer {
  /** rupees, 2 decimals */
  balance: number;
  currency: 'INR';
}
export interface QtTransactionRequest {
  txnType: 'DEBIT' | 'CREDIT';
  txnId: string;
  playerId: string;
  roundId: string;
  /** rupees, at most 2 decimals */
  amount: number;
  currency: 'INR';
  gameId: string;
  clientRoundId?: string;
  /** ISO time the provider made the transaction */
  created?: string;
  /** true on the round's last transaction */
  completed?: boolean;
  /** Khel's extension (optional): the game's name for the player's statement; the gameId otherwise */
  gameName?: string;
}
export interface QtRollbackRequest {
  /** the txnId of the DEBIT to undo */
  betId: string;
  txnId: string;
  playerId: string;
  roundId: string;
  amount: number;
  currency: 'INR';
  gameId: string;
}
export interface QtBonusRewardRequest {
  rewardType: string;
  rewardTitle: string;
  txnId: string;
  playerId: string;
  amount: number;
  currency: 'INR';
}
export interface QtTransactionAnswer {
  balance: number;
  /** Khel's reference of the transaction */
  referenceId: string;
}
export type QtErrorCode = 'LOGIN_FAILED' | 'INVALID_TOKEN' | 'ACCOUNT_BLOCKED' | 'INSUFFICIENT_FUNDS' | 'REQUEST_DECLINED' | 'UNKNOWN_ERROR';
export interface QtError {
  code: QtErrorCode;
  message: string;
}
/** The HTTP status of each error, as QT's wallet API uses them. */
export const QT_ERROR_STATUS: Record<QtErrorCode, number> = {
  LOGIN_FAILED: 401,
  INVALID_TOKEN: 400,
  ACCOUNT_BLOCKED: 403,
  INSUFFICIENT_FUNDS: 400,
  REQUEST_DECLINED: 400,
  UNKNOWN_ERROR: 500,
};
