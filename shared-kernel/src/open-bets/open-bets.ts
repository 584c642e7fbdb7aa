// The open-bets bus (spec §4.1, §9): the logged-in player's open bets (the first page of 100),
// reloaded on login and polled every 30 s by the shell, except on the home and event pages whose
// own lists already refresh. Read-only Observable plus commands.
import { BehaviorSubject, type Observable } from 'rxjs';
import type { ApiClient } from '../api/client';
import type { OpenBetWire } from '../contract/betting';
import type { Envelope } from '../contract/envelope';
import { api } from '../api/client';

export const OPEN_BETS_POLL_MS = 30_000;
/** §9: open and unmatched list page size. */
export const OPEN_BETS_PAGE_SIZE = 100;

const openBets = new BehaviorSubject<readonly OpenBetWire[] | null>(null);

/** The open bets last fetched; null when logged out or not fetched yet. */
export const openBets$: Observable<readonly OpenBetWire[] | null> = openBets.asObservable();

/** POST bet/openBets {limit, page, search}; failures are logged only and keep the last list. */
export async function refreshOpenBets(client: ApiClient = api): Promise<readonly OpenBetWire[] | null> {
  try {
    const { data: body } = await client.post<Envelope<OpenBetWire[]>>('bet/openBets', { limit: OPEN_BETS_PAGE_SIZE, page: 1, search: {} });
    if (body.status && Array.isArray(body.data)) openBets.next(body.data);
  } catch (err) {
    console.warn('open bets fetch failed', err);
  }
  return openBets.getValue();
}

/** Fetches every `intervalMs` (not at once: the caller reloads on login); returns the stop function. */
export function startOpenBetsPolling(intervalMs: number = OPEN_BETS_POLL_MS, client: ApiClient = api): () => void {
  const timer = setInterval(() => void refreshOpenBets(client), intervalMs);
  return () => clearInterval(timer);
}

/** Forgets the list (logout). */
export function clearOpenBets(): void {
  if (openBets.getValue() !== null) openBets.next(null);
}

/** §4.1: the pages where the shell does not poll open bets (home and the event page). */
export function pollsOpenBetsOn(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return !(first === '' || first === 'default-page' || first === 'event-page');
}
