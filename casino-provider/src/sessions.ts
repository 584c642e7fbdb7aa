// Player sessions on the provider: made when a launch's Wallet-Session is verified by Khel, addressed by
// an unguessable id the game page sends with each call. Kept in memory (a restart sends players
// back through the launch call), bounded in number and age.
import { randomBytes } from 'node:crypto';
import type { Lang } from './i18n';

export interface PlayerSession {
  id: string;
  playerId: string;
  name: string;
  /** the game the launch was for ('' = lobby) */
  gameId: string;
  /** provably-fair client seed (the player may change it) and the count of rounds played with it */
  clientSeed: string;
  nonce: number;
  lastSeenMs: number;
  /** the origin of the operator's page that framed the launch ('' = unknown): where page messages go */
  parentOrigin: string;
  /** the player's language on the operator's site, passed at launch: every page is in it */
  lang: Lang;
  /** the host's coin label on a play-money host, passed at launch ('' = rupees): every amount reads in it */
  coinLabel: string;
}

const MAX_SESSIONS = 50_000;
const IDLE_MS = 6 * 60 * 60 * 1000;

export class SessionStore {
  private readonly sessions = new Map<string, PlayerSession>();

  create(playerId: string, name: string, gameId: string, parentOrigin = '', nowMs = Date.now(), lang: Lang = 'en', coinLabel = ''): PlayerSession {
    this.prune(nowMs);
    const session: PlayerSession = {
      id: randomBytes(24).toString('base64url'),
      playerId,
      name,
      gameId,
      clientSeed: randomBytes(8).toString('hex'),
      nonce: 0,
      lastSeenMs: nowMs,
      parentOrigin,
      lang,
      coinLabel,
    };
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string | undefined, nowMs = Date.now()): PlayerSession | undefined {
    if (!id) return undefined;
    const s = this.sessions.get(id);
    if (!s || nowMs - s.lastSeenMs > IDLE_MS) return undefined;
    s.lastSeenMs = nowMs;
    return s;
  }

  /** Ends every session of a player (Khel ended their Wallet-Session: a lock, logout or password change). */
  endPlayer(playerId: string): void {
    for (const [id, s] of this.sessions) if (s.playerId === playerId) this.sessions.delete(id);
  }

  private prune(nowMs: number): void {
    if (this.sessions.size < MAX_SESSIONS) return;
    for (const [id, s] of this.sessions) if (nowMs - s.lastSeenMs > IDLE_MS) this.sessions.delete(id);
    // Still full: drop the oldest (Map keeps insertion order).
    while (this.sessions.size >= MAX_SESSIONS) this.sessions.delete(this.sessions.keys().next().value!);
  }
}
