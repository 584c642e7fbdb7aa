// The balance bus (spec §3, §4.1): fetched after login, then polled; a balance answer that says
// logout ends the session after 2 s (§9).
import { BehaviorSubject, type Observable } from 'rxjs';
import type { ApiClient } from '../api/client';
import type { BalanceData } from '../contract/account';
import type { Envelope } from '../contract/envelope';
import { api } from '../api/client';
import { endSession } from '../session/session';

export const BALANCE_LOGOUT_DELAY_MS = 2000;
/** The spec leaves the interval open; 15 s keeps exposure fresh without loading the server. */
export const BALANCE_POLL_MS = 15000;

const balance = new BehaviorSubject<BalanceData | null>(null);

/** The last known balance, null when logged out or not fetched yet. */
export const balance$: Observable<BalanceData | null> = balance.asObservable();
export const currentBalance = (): BalanceData | null => balance.getValue();

/** POST user/getBalanceCRef; failures are logged only (§8). */
export async function refreshBalance(client: ApiClient = api): Promise<BalanceData | null> {
  try {
    const { data: body } = await client.post<Envelope<BalanceData>>('user/getBalanceCRef');
    if (body.logout) {
      setTimeout(endSession, BALANCE_LOGOUT_DELAY_MS);
      return balance.getValue();
    }
    if (body.status && body.data) balance.next(body.data);
  } catch (err) {
    console.warn('balance fetch failed', err);
  }
  return balance.getValue();
}

/** Fetches now and every `intervalMs`; returns the stop function. */
export function startBalancePolling(intervalMs: number = BALANCE_POLL_MS, client: ApiClient = api): () => void {
  void refreshBalance(client);
  const timer = setInterval(() => void refreshBalance(client), intervalMs);
  return () => clearInterval(timer);
}

/**
 * The balance and exposure the live stream reported (its private `player` message, rupees): applied at
 * once, so the header follows a bet as soon as the server has written it. Before the first fetch there
 * is nothing to merge into: the stream's figures wait for it.
 */
export function applyStreamBalance(figures: Pick<BalanceData, 'balance' | 'liability'>): void {
  const current = balance.getValue();
  if (!current || (current.balance === figures.balance && current.liability === figures.liability)) return;
  balance.next({ ...current, balance: figures.balance, liability: figures.liability });
}

/** Forgets the balance (logout). */
export function clearBalance(): void {
  if (balance.getValue() !== null) balance.next(null);
}
