// The session bus (spec §3, §4.1): who is logged in, with which token, until when.
// Owned by the shell; remotes read `session$` and call the commands, never push into the stream.
import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { LoginUser } from '../contract/auth';
import { SESSION_KEYS } from './keys';

export { SESSION_KEYS };

/** Seconds before the stored expiry at which a token already counts as expired (§9). */
export const TOKEN_EXPIRY_MARGIN_SECONDS = 5;

export interface SessionState {
  isLogin: boolean;
  /** true once a session ended (logout, 401/403, logout flag) until the next login */
  isLogedOut: boolean;
  token: string | null;
  /** unix seconds */
  tokenExp: number | null;
  user: LoginUser | null;
  /** 'DD/MM/YYYY HH:mm:ss' of the last successful login, kept locally */
  lastVisitTime: string | null;
}

export const LOGGED_OUT: SessionState = {
  isLogin: false,
  isLogedOut: false,
  token: null,
  tokenExp: null,
  user: null,
  lastVisitTime: null,
};

/** The part of Web Storage the session needs; tests pass their own. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const memoryStore = (): KeyValueStore => {
  const values = new Map<string, string>();
  return {
    getItem: (k) => values.get(k) ?? null,
    setItem: (k, v) => void values.set(k, v),
    removeItem: (k) => void values.delete(k),
  };
};

let store: KeyValueStore = typeof localStorage === 'undefined' ? memoryStore() : localStorage;
const state = new BehaviorSubject<SessionState>(LOGGED_OUT);

/** Every change of the session. */
export const session$: Observable<SessionState> = state.asObservable();
/** Logged in or not, emitted only on change. */
export const isLoggedIn$: Observable<boolean> = session$.pipe(
  map((s) => s.isLogin),
  distinctUntilChanged(),
);

export const currentSession = (): SessionState => state.getValue();

/** Points the session at another store (tests; a host without localStorage). */
export function useSessionStore(next: KeyValueStore): void {
  store = next;
}

/** Restores a stored session at start (§4.1); a stored session that cannot be read logs the user out. */
export function restoreSession(): SessionState {
  const token = store.getItem(SESSION_KEYS.token);
  const rawUser = store.getItem(SESSION_KEYS.user);
  const rawExp = store.getItem(SESSION_KEYS.tokenExp);
  const lastVisitTime = store.getItem(SESSION_KEYS.lastVisitTime);
  if (!token || !rawUser) {
    state.next({ ...LOGGED_OUT, lastVisitTime });
    return state.getValue();
  }
  try {
    const user = JSON.parse(rawUser) as LoginUser;
    if (!user || typeof user !== 'object' || typeof user.user_name !== 'string') throw new Error('user_data is not a user');
    const tokenExp = rawExp === null ? null : Number(rawExp);
    if (tokenExp !== null && !Number.isFinite(tokenExp)) throw new Error('token_exp is not a number');
    state.next({ isLogin: true, isLogedOut: false, token, tokenExp, user, lastVisitTime });
  } catch {
    endSession();
  }
  return state.getValue();
}

/** Login success (§4.1): stores user, token and expiry. `lastVisitTime` is the moment of this login. */
export function startSession(user: LoginUser, lastVisitTime: string): void {
  store.setItem(SESSION_KEYS.token, user.token.accessToken);
  store.setItem(SESSION_KEYS.tokenExp, String(user.token.exp));
  store.setItem(SESSION_KEYS.user, JSON.stringify(user));
  store.setItem(SESSION_KEYS.userId, String(user.id));
  store.setItem(SESSION_KEYS.operatorId, String(user.operatorId));
  store.setItem(SESSION_KEYS.lastVisitTime, lastVisitTime);
  state.next({
    isLogin: true,
    isLogedOut: false,
    token: user.token.accessToken,
    tokenExp: user.token.exp,
    user,
    lastVisitTime,
  });
}

/** A new token seen in any response replaces the stored one (§4.1). */
export function replaceToken(token: string, tokenExp?: number): void {
  const current = state.getValue();
  if (token === current.token && (tokenExp === undefined || tokenExp === current.tokenExp)) return;
  store.setItem(SESSION_KEYS.token, token);
  if (tokenExp !== undefined) store.setItem(SESSION_KEYS.tokenExp, String(tokenExp));
  state.next({ ...current, token, tokenExp: tokenExp ?? current.tokenExp });
}

/** Updates the stored user record (settings saved, name changed) without touching the token. */
export function updateSessionUser(patch: Partial<LoginUser>): void {
  const current = state.getValue();
  if (!current.user) return;
  const user = { ...current.user, ...patch };
  store.setItem(SESSION_KEYS.user, JSON.stringify(user));
  state.next({ ...current, user });
}

/**
 * Ends the session (§4.1): removes token, user data and expiry (and the ids kept beside them),
 * sets isLogin false and isLogedOut true. Navigation is the caller's (the API client's) business.
 */
export function endSession(): void {
  for (const key of [SESSION_KEYS.token, SESSION_KEYS.user, SESSION_KEYS.tokenExp, SESSION_KEYS.userId, SESSION_KEYS.operatorId]) {
    store.removeItem(key);
  }
  const { lastVisitTime } = state.getValue();
  state.next({ ...LOGGED_OUT, isLogedOut: true, lastVisitTime });
}

/** Values a social or WhatsApp login may leave behind, cleared on sign out (§4.1). */
export const SOCIAL_LOGIN_KEYS = ['B2C', 'waId'] as const;

export function clearSocialLoginValues(): void {
  for (const key of SOCIAL_LOGIN_KEYS) store.removeItem(key);
}

/** True when the stored expiry minus the 5 s margin is already past. */
export function isTokenExpired(session: SessionState, nowMs: number = Date.now()): boolean {
  return session.tokenExp !== null && (session.tokenExp - TOKEN_EXPIRY_MARGIN_SECONDS) * 1000 <= nowMs;
}
