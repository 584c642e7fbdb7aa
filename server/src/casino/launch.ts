// Launch calls (spec §7.4): a short-lived, unguessable token bound to the player (only its hash is
// stored) in the provider's launch URL. The provider trades it for the player through the wallet's
// `authenticate`.
import { randomBytes } from 'node:crypto';
import type { Sql } from '../store/db';
import { hashToken } from '../identity/sessions';

export const LAUNCH_TOKEN_TTL_SECONDS = 10 * 60;
const GAME_ID = /^[\w.:-]{0,100}$/;

export class UnknownGameError extends Error {}

export async function issueLaunchToken(tx: Sql, userId: number, gameId: string): Promise<string> {
  if (!GAME_ID.test(gameId)) throw new UnknownGameError('No such game');
  const token = randomBytes(32).toString('base64url');
  await tx.query(
    `INSERT INTO casino_launch_tokens (token_hash, user_id, game_id, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hashToken(token), userId, gameId, LAUNCH_TOKEN_TTL_SECONDS],
  );
  // Expired tokens go as new ones are made (bounded: a few rows at a time).
  await tx.query(
    `DELETE FROM casino_launch_tokens WHERE token_hash IN (SELECT token_hash FROM casino_launch_tokens WHERE expires_at < now() - interval '1 hour' LIMIT 20)`,
  );
  return token;
}

/** The provider's launch address for a token: its /launch page with the game and lobby filters. */
export function launchUrl(providerBase: string, token: string, q: { gameId?: string; section?: string; category?: string }): string {
  const params = new URLSearchParams({ token });
  if (q.gameId) params.set('game', q.gameId);
  if (q.section) params.set('section', q.section);
  if (q.category) params.set('category', q.category);
  return `${providerBase.replace(/\/$/, '')}/launch?${params}`;
}
