// Launch calls (spec §7.4) through one adapter per host. Every launch makes a Wallet-Session for the
// player and the provider (wallet-sessions.ts); the adapter turns it into the address the player's
// frame opens:
//   - the built-in provider: its /launch page with the Wallet-Session as a one-time launch token
//     (verified once, within LAUNCH_TOKEN_TTL_SECONDS), the player's id and name, and on a play-money
//     host its coin label (`coins`: the game's pages show amounts in it);
//   - a QT-Platform-shaped aggregator (config KHEL_QT_*): its launch API, server to server, given the
//     Wallet-Session (walletSessionId) and QT's mode: 'real' on a real-money host, 'demo' (the
//     aggregator's own free play, no wallet calls) on a play-coin host — QT knows only those two,
//     and a play host's coins must never be staked as rupees with it; the session never passes
//     through the browser.
import type { Sql } from '../store/db';
import type { AggregatorConfig } from '../config';
import type { MoneyMode } from '../domain/money-mode';
import { issueWalletSession } from './wallet-sessions';

const GAME_ID = /^[\w.:-]{0,100}$/;

export class UnknownGameError extends Error {}
/** The aggregator's launch API failed (unreachable, refused, or answered no URL). */
export class LaunchUnavailableError extends Error {}

export interface LaunchRequest {
  userId: number;
  /** the Khel session launching: its revocation ends the Wallet-Session */
  khelSessionId: number;
  /** the player's name, shown by the game (QT's displayName) */
  playerName: string;
  /** the game ('' = the lobby) */
  gameId: string;
  section?: string;
  category?: string;
  /** the requesting host's name (the provider's URL template and the adapter choice use it) */
  hostname: string;
  /** the requesting host's money mode (issue 33): an aggregator is told whether the round is played for rupees or play coins */
  moneyMode: MoneyMode;
  /** a play-money host's coin label (issue 33): the game's pages show amounts in it; none on a real-money host */
  coinLabel?: string;
}

export interface CasinoLaunchAdapter {
  /** Khel's code for the provider: its Wallet-Sessions and wallet calls carry it */
  readonly providerCode: string;
  launchUrl(walletSession: string, req: LaunchRequest): Promise<string>;
}

/** The built-in provider: its /launch page with the one-time token, the player, the game and the lobby filters. */
export function builtInProvider(providerCode: string, providerUrlTemplate: string): CasinoLaunchAdapter {
  return {
    providerCode,
    async launchUrl(walletSession, req) {
      const base = providerUrlTemplate.replaceAll('{hostname}', req.hostname || 'localhost').replace(/\/$/, '');
      const params = new URLSearchParams({ token: walletSession, player: String(req.userId), name: req.playerName.slice(0, 40) });
      if (req.gameId) params.set('game', req.gameId);
      if (req.section) params.set('section', req.section);
      if (req.category) params.set('category', req.category);
      if (req.coinLabel) params.set('coins', req.coinLabel);
      return `${base}/launch?${params}`;
    },
  };
}

/**
 * A QT-Platform-shaped aggregator's launch: an access token for its API user
 * (POST {apiBase}/v1/auth/token?grant_type=password&response_type=token&username=&password=), then
 * POST {apiBase}/v1/games/{gameId}/launch-url (or /v1/games/lobby-url for the lobby) with the player
 * and the Wallet-Session → {url}. Nothing here is stood in for: without a reachable aggregator the
 * launch fails with LaunchUnavailableError.
 */
export function aggregator(config: AggregatorConfig, fetchImpl: typeof fetch = fetch): CasinoLaunchAdapter {
  let token: { value: string; untilMs: number } | null = null;
  const accessToken = async (): Promise<string> => {
    if (token && token.untilMs > Date.now()) return token.value;
    const q = new URLSearchParams({ grant_type: 'password', response_type: 'token', username: config.username, password: config.password });
    const res = await fetchImpl(`${config.apiBase}/v1/auth/token?${q}`, { method: 'POST', signal: AbortSignal.timeout(10_000) });
    const body = (await res.json().catch(() => ({}))) as { access_token?: unknown; expires_in?: unknown };
    if (!res.ok || typeof body.access_token !== 'string') throw new LaunchUnavailableError(`aggregator login: HTTP ${res.status}`);
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 300;
    token = { value: body.access_token, untilMs: Date.now() + Math.max(0, seconds - 30) * 1000 };
    return token.value;
  };
  return {
    providerCode: config.providerCode,
    async launchUrl(walletSession, req) {
      const path = req.gameId ? `/v1/games/${encodeURIComponent(req.gameId)}/launch-url` : '/v1/games/lobby-url';
      const body = JSON.stringify({ playerId: String(req.userId), displayName: req.playerName, currency: 'INR', country: 'IN', lang: 'en_IN', mode: req.moneyMode === 'play' ? 'demo' : 'real', device: 'desktop', walletSessionId: walletSession });
      try {
        // An access token the aggregator no longer takes (401) is dropped, and the launch tried once more with a new one.
        for (let attempt = 0; ; attempt++) {
          const res = await fetchImpl(`${config.apiBase}${path}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
            body,
            signal: AbortSignal.timeout(10_000),
          });
          if (res.status === 401 && attempt === 0) {
            token = null;
            continue;
          }
          const answer = (await res.json().catch(() => ({}))) as { url?: unknown };
          if (!res.ok || typeof answer.url !== 'string') throw new LaunchUnavailableError(`aggregator launch: HTTP ${res.status}`);
          return answer.url;
        }
      } catch (err) {
        if (err instanceof LaunchUnavailableError) throw err;
        throw new LaunchUnavailableError(`aggregator launch: ${String(err)}`);
      }
    },
  };
}

/** The adapter for a host: the aggregator for the hosts it serves, else the built-in provider. */
export function launchAdapterFor(hostname: string, builtIn: CasinoLaunchAdapter, agg: CasinoLaunchAdapter | null, aggHosts: readonly string[]): CasinoLaunchAdapter {
  return agg && aggHosts.includes(hostname.toLowerCase()) ? agg : builtIn;
}

/** A launch: the Wallet-Session for the player at this provider, then the adapter's URL. */
export async function launch(db: Sql, adapter: CasinoLaunchAdapter, req: LaunchRequest): Promise<string> {
  if (!GAME_ID.test(req.gameId)) throw new UnknownGameError('No such game');
  const walletSession = await issueWalletSession(db, { userId: req.userId, khelSessionId: req.khelSessionId, provider: adapter.providerCode, gameId: req.gameId });
  return adapter.launchUrl(walletSession, req);
}
