// Wallet-Sessions (QT Platform's `Wallet-Session` header): what a launch hands a provider for one
// player. Made at launch, bound to the player, the provider's code and the Khel session that
// launched; only its SHA-256 is stored.
//   - It is verified (GET …/accounts/{playerId}/session) once, within LAUNCH_TOKEN_TTL_SECONDS of
//     the launch: a launch URL opens one game session and a copied or reloaded URL opens none.
//   - After that it authenticates the player's balance and debits while the launching Khel session
//     lives (a logout, password change or reset, or an operator's lock revokes it: revokeUserSessions)
//     and it is used at least every WALLET_SESSION_IDLE_SECONDS.
import { randomBytes } from 'node:crypto';
import type { Sql } from '../store/db';
import { hashToken } from '../identity/sessions';

/** How long a launch URL can be opened: 2 minutes (it is opened at once, in the frame that asked for it). */
export const LAUNCH_TOKEN_TTL_SECONDS = 2 * 60;
/** A Wallet-Session unused this long ends (the provider's own sessions idle out after 6 hours). */
export const WALLET_SESSION_IDLE_SECONDS = 6 * 60 * 60;
const SESSION_VALUE = /^[A-Za-z0-9_-]{43}$/;

export async function issueWalletSession(tx: Sql, s: { userId: number; khelSessionId: number; provider: string; gameId: string }): Promise<string> {
  const value = randomBytes(32).toString('base64url');
  await tx.query(
    `INSERT INTO casino_wallet_sessions (session_hash, provider, user_id, khel_session_id, game_id, launch_expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [hashToken(value), s.provider, s.userId, s.khelSessionId, s.gameId, LAUNCH_TOKEN_TTL_SECONDS],
  );
  // Ended sessions go as new ones are made (bounded: a few rows at a time).
  await tx.query(
    `DELETE FROM casino_wallet_sessions WHERE session_hash IN (
       SELECT session_hash FROM casino_wallet_sessions WHERE last_used_at < now() - make_interval(secs => $1) LIMIT 20)`,
    [WALLET_SESSION_IDLE_SECONDS + 3600],
  );
  return value;
}

export type SessionCheck = 'ok' | 'invalid';

/**
 * Whether `value` is a live Wallet-Session of this provider for this player. `open` verifies it (the
 * first and only time: within the launch time); otherwise it must have been opened and not idled out.
 * A live one is touched (its idle time starts again).
 */
export async function walletSessionValid(tx: Sql, value: unknown, provider: string, userId: number, open = false): Promise<SessionCheck> {
  if (typeof value !== 'string' || !SESSION_VALUE.test(value)) return 'invalid';
  const rows = await tx.query<{ session_hash: Buffer }>(
    `UPDATE casino_wallet_sessions w SET last_used_at = now(), opened_at = COALESCE(w.opened_at, now())
     FROM sessions s
     WHERE w.session_hash = $1 AND w.provider = $2 AND w.user_id = $3 AND s.id = w.khel_session_id
       AND s.revoked_at IS NULL AND s.expires_at > now()
       AND (CASE WHEN $4::boolean THEN w.opened_at IS NULL AND w.launch_expires_at > now()
                 ELSE w.opened_at IS NOT NULL AND w.last_used_at > now() - make_interval(secs => $5) END)
     RETURNING w.session_hash`,
    [hashToken(value), provider, userId, open, WALLET_SESSION_IDLE_SECONDS],
  );
  return rows.length > 0 ? 'ok' : 'invalid';
}
