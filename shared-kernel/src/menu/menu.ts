// The menu (spec §2.3, §4.1, §7.2: sport/getSports for a logged-in player, the open sport/sports for a
// visitor; loaded at start): asked once per page load and shared
// by the shell (its links) and the sports pages (sport names and order), so no page waits for a
// second copy of the same call. Read-only Observable plus commands.
import { BehaviorSubject, type Observable } from 'rxjs';
import type { ApiClient } from '../api/client';
import type { MenuSportWire } from '../contract/sports';
import type { Envelope } from '../contract/envelope';
import { api } from '../api/client';
import { currentSession } from '../session/session';
import { MENU_CALL, PLAYER_MENU_CALL } from '../api/early-fetch';

const menu = new BehaviorSubject<readonly MenuSportWire[] | null>(null);
let loading: Promise<readonly MenuSportWire[] | null> | null = null;

/** The menu's sports once loaded; null until then (or after a failure). */
export const menu$: Observable<readonly MenuSportWire[] | null> = menu.asObservable();

/**
 * POST sport/getSports (logged in) or sport/sports (a visitor), once: every caller shares the first
 * request and its answer. A failure is logged only (§8) and answers null; the next caller asks again.
 */
export function loadMenu(client: ApiClient = api): Promise<readonly MenuSportWire[] | null> {
  const call = currentSession().isLogin ? PLAYER_MENU_CALL : MENU_CALL;
  loading ??= client
    .post<Envelope<MenuSportWire[]>>(call.path, call.body)
    .then(({ data }) => {
      if (!data.status || !Array.isArray(data.data)) throw new Error(data.msg || 'no menu in the answer');
      menu.next(data.data);
      return data.data;
    })
    .catch((err: unknown) => {
      console.warn(`${call.path} failed`, err);
      loading = null;
      return null;
    });
  return loading;
}

/** Forgets the loaded menu, so the next loadMenu asks again (tests; a host change). */
export function forgetMenu(): void {
  loading = null;
  if (menu.getValue() !== null) menu.next(null);
}
