// The client's rules (spec §4.1, §8, §9) that need no HTTP library: the errors it raises, what it does
// when a session ends or the server is gone, the pending-requests counter and the token and logout
// rules of an answer. The axios client (axios-client.ts, loaded on first use) and the calls started
// early with the browser's fetch (early.ts) both follow them.
import { BehaviorSubject, type Observable } from 'rxjs';
import { currentSession, endSession, isTokenExpired, replaceToken } from '../session/session';
import { waitOrOnline } from './reconnect';

export { API_BASE } from './early-fetch';
export const NO_TOKEN_MESSAGE = 'Response has no token';
export const SERVER_NOT_RESPONDING = 'Server not responding';

/** A failed call, with the text §8 says to show and the HTTP status when there was a response. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A call that got no response at all (the client tries again or waits: reconnect.ts). */
export class NoResponseError extends ApiError {
  constructor() {
    super(SERVER_NOT_RESPONDING, null, null);
    this.name = 'NoResponseError';
  }
}

/** What the client does when a session ends or the server is gone; the shell supplies router navigation. */
export interface ApiEnvironment {
  /** go to '/' (§4.1) */
  goHome(): void;
  /** run `clear` when the page unloads (§4.1: token missing or expired) */
  onPageUnload(clear: () => void): void;
  now(): number;
  /** waits between tries after no response (reconnect.ts: sooner when the browser is back online) */
  wait(ms: number): Promise<void>;
  /** issue 33: the host takes no real-money player from the visitor's country — its page says why */
  showCountryPage(): void;
}

/** The shell's page that says why a real-money host refuses the visitor's country (issue 33). */
export const COUNTRY_PAGE_PATH = '/not-available-in-your-country';

const browserEnvironment: ApiEnvironment = {
  goHome: () => {
    if (typeof window !== 'undefined' && window.location.pathname !== '/') window.location.assign('/');
  },
  onPageUnload: (clear) => {
    if (typeof window !== 'undefined') window.addEventListener('beforeunload', clear, { once: true });
  },
  now: () => Date.now(),
  wait: waitOrOnline,
  showCountryPage: () => {
    if (typeof window !== 'undefined' && window.location.pathname !== COUNTRY_PAGE_PATH) window.location.assign(COUNTRY_PAGE_PATH);
  },
};

let environment: ApiEnvironment = browserEnvironment;

/** The shell replaces the defaults (router navigation instead of a full page load). */
export function configureApi(overrides: Partial<ApiEnvironment>): void {
  environment = { ...environment, ...overrides };
}

/** The environment in force (the clients read it at each call). */
export const apiEnvironment = (): ApiEnvironment => environment;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An answer as the rules read it: its body, status text and headers (lower-case names). */
export interface AnswerParts {
  data: unknown;
  statusText?: string;
  headers?: Record<string, unknown>;
}

/** §8: the response's error, else message, else data, else the status text (our server says `msg`). */
export function errorTextOf(response: Pick<AnswerParts, 'data' | 'statusText'>): string {
  const body = response.data;
  if (isRecord(body)) {
    for (const field of ['error', 'message', 'msg', 'data']) {
      const value = body[field];
      if (typeof value === 'string' && value) return value;
    }
  } else if (typeof body === 'string' && body) {
    return body;
  }
  return response.statusText || 'Something went wrong';
}

/** A token in the body (`token`) or in an `authorization` header; the header may carry 'Bearer '. */
export function tokenOf(response: Pick<AnswerParts, 'data' | 'headers'>): string | null {
  if (isRecord(response.data) && typeof response.data.token === 'string' && response.data.token) return response.data.token;
  const header = response.headers?.['authorization'];
  if (typeof header === 'string' && header.trim()) return header.replace(/^Bearer\s+/i, '').trim();
  return null;
}

export function endSessionAndGoHome(): void {
  endSession();
  environment.goHome();
}

const pending = new BehaviorSubject<number>(0);

/**
 * §4.1: the pending-requests counter. It rises when a request starts and falls when it succeeds;
 * a failed request also takes its count back, so a failure cannot leave the site looking busy.
 */
export const pendingRequests$: Observable<number> = pending.asObservable();
export const countRequest = (): void => pending.next(pending.getValue() + 1);
export const settleRequest = (): void => pending.next(Math.max(0, pending.getValue() - 1));

/**
 * Before a request (§4.1): logged in without a token refuses it (and clears the session on unload);
 * an expired token clears it on unload but still sends. Returns the Authorization header's value
 * ('Bearer null' when logged out, as the spec's client sends).
 */
export function authorizationForRequest(): string {
  const session = currentSession();
  if (session.isLogin && !session.token) {
    environment.onPageUnload(endSession);
    throw new ApiError(NO_TOKEN_MESSAGE, null, null);
  }
  if (session.isLogin && isTokenExpired(session, environment.now())) environment.onPageUnload(endSession);
  return `Bearer ${session.token}`;
}

/** After a successful answer: a new token replaces the stored one; a logout flag ends the session. */
export function afterAnswer(response: Pick<AnswerParts, 'data' | 'headers'>): void {
  const token = tokenOf(response);
  if (token && currentSession().isLogin) replaceToken(token);
  if (isRecord(response.data) && response.data.logout === true) endSessionAndGoHome();
}

/** After an answer with an error status: 401, 403 or a logout flag end the session (§4.1). */
export function afterRefusal(response: Required<Pick<AnswerParts, 'data'>> & { status: number; statusText?: string }): ApiError {
  if (response.status === 401 || response.status === 403 || (isRecord(response.data) && response.data.logout === true)) endSessionAndGoHome();
  // issue 33: a sign-up, deposit, bet or game refused for the visitor's country: the page says why
  else if (isRecord(response.data) && response.data.countryRefused === true) environment.showCountryPage();
  return new ApiError(errorTextOf(response), response.status, response.data);
}
