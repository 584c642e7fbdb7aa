// A lost request is not a dead server (issue 34): when a call gets no response at all, the client
// tries again with back-off (1, 2, 4, then every 8 s; at once when the browser says it is online again)
// for up to RECONNECT_BOUND_MS, while `reconnecting$` tells the shell to show 'Reconnecting…'. A call
// the server then answers resumes as if nothing had happened. Only when nothing has answered for the
// whole bound does the §4.1/§8 'no server response' rule apply (session cleared, home, 'Server not
// responding'), once for the outage.
//
// Only calls that are safe to repeat are sent again: GETs (but the cash-out, which moves money), the
// reads the spec makes as POSTs, and the bets that carry a `client_ref` (bet/saveBet,
// bet/saveFancyBet, bet/saveHrBet with the same one on every runner: the server answers a repeated
// reference with the bets already placed, and the client gives each bet one when its caller did not).
// Any other call (a deposit, a withdrawal, a login…) is never sent twice: the client waits, within the same bound, until the server answers a
// harmless call (GET server-time), then rejects the call with 'Server not responding' and keeps the
// session; the player's bets tell their outcome on the private stream.
import { BehaviorSubject, combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';

/** How long the client keeps trying before it applies §8's 'no server response' rule. */
export const RECONNECT_BOUND_MS = 30_000;
/** The waits between tries: 1 s, 2 s, 4 s, then 8 s until the bound (one table with the live sockets'). */
export { RETRY_DELAYS_MS, retryDelay } from './retry-delays';

/** The reads the spec's API makes as POSTs: safe to send again. */
const IDEMPOTENT_POSTS: readonly RegExp[] = [
  /^user\/(getBalanceCRef|getUserMatchStack)$/,
  /^bet\/(openBets|settledBets|unmatchedBets|getFancyLiability|getTeamPosition)$/,
  /^(match|market|series|sport|event|fancy)\//,
  /^(getSetting|getUserSetting|getWpNumber|getUserWpNumber|getHomeAllEvents|getFreeHomeAllEvents|verifyRefferalCode|content\/getLogo)$/,
  /^account\/(statement|profit-loss|casino-profit-loss|bonus-statement)$/,
];
/** Bets the server makes idempotent by their `client_ref`. */
const BETS_WITH_CLIENT_REF = /^bet\/(saveBet|saveFancyBet|saveHrBet)$/;
/** GETs that are not reads. */
const GETS_THAT_ACT = /^exchange\/order\/cashout$/;

const pathOf = (url: string): string => url.replace(/^\/?(api\/v1\/)?/, '').replace(/[?#].*$/, '');

/** Whether the client may send this call again after no response. */
export function mayResend(method: string, url: string): boolean {
  const path = pathOf(url);
  const verb = method.toLowerCase();
  if (verb === 'get') return !GETS_THAT_ACT.test(path);
  if (verb !== 'post') return false;
  return BETS_WITH_CLIENT_REF.test(path) || IDEMPOTENT_POSTS.some((read) => read.test(path));
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A reference for one bet: random, up to the server's 64 characters. */
export function newClientRef(random: () => number = Math.random): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  return `k-${uuid ?? `${Date.now().toString(36)}-${random().toString(36).slice(2, 12)}`}`;
}

const ownRef = (data: Record<string, unknown>): string | null => (typeof data.client_ref === 'string' && data.client_ref ? data.client_ref : null);

/**
 * A bet's body with a `client_ref` (its own when it has one), so that sending it again cannot place it
 * twice; a combined racing bet (a list of runners) carries one reference, its first runner's or a new one, on every runner.
 */
export function withClientRef(url: string, data: unknown): unknown {
  if (!BETS_WITH_CLIENT_REF.test(pathOf(url))) return data;
  if (Array.isArray(data)) {
    if (data.length === 0 || !data.every(isRecord)) return data;
    const ref = ownRef(data[0]!) ?? newClientRef();
    return data.map((runner) => ({ ...runner, client_ref: ref }));
  }
  if (!isRecord(data)) return data;
  if (ownRef(data)) return data;
  return { ...data, client_ref: newClientRef() };
}

/**
 * The outage the client is riding out: from the first call with no response until any call is
 * answered (resumed) or the bound has passed with none (gone).
 */
interface Outage {
  since: number;
  gone: boolean;
}
const outage = new BehaviorSubject<Outage | null>(null);
/** Calls waiting to be tried again (or, for one not safe to repeat, the watch for the server). */
const retrying = new BehaviorSubject<number>(0);

/** True while a call that got no response is being tried again (the shell shows 'Reconnecting…'). */
export const reconnecting$: Observable<boolean> = combineLatest([outage, retrying]).pipe(
  map(([o, calls]) => calls > 0 && o?.gone !== true),
  distinctUntilChanged(),
);

/** A call starts trying again; the returned function says it has stopped (answered or given up). */
export function startRetrying(): () => void {
  retrying.next(retrying.getValue() + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    retrying.next(Math.max(0, retrying.getValue() - 1));
  };
}

/** A call was answered: the outage, if any, is over. */
export function connectionAnswered(): void {
  if (outage.getValue() !== null) outage.next(null);
}

/**
 * A call got no response at `now`. Returns the time left before §8 applies (0: it applies now; the
 * first caller to see that gets `declare: true`, so the rule runs once per outage).
 */
export function connectionLost(now: number): { leftMs: number; declare: boolean } {
  let current = outage.getValue();
  if (current === null || current.gone) {
    // the first call with no response, or one after the last outage was declared: a new outage
    current = { since: now, gone: false };
    outage.next(current);
  }
  const leftMs = current.since + RECONNECT_BOUND_MS - now;
  if (leftMs > 0) return { leftMs, declare: false };
  outage.next({ ...current, gone: true });
  return { leftMs: 0, declare: true };
}

/** Whether the outage that made a call wait has been declared gone by another call. */
export const outageDeclared = (): boolean => outage.getValue()?.gone === true;

/** Forgets any outage (tests). */
export function resetConnectionState(): void {
  outage.next(null);
  retrying.next(0);
}

/** Waits `ms`, or less when the browser comes back online. */
export function waitOrOnline(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      if (typeof window !== 'undefined') window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    if (typeof window !== 'undefined') window.addEventListener('online', done);
  });
}
