// The one HTTP client of the front end (spec §4.1, §7, §8, §9): base /api/v1/, Accept and Bearer
// headers, the token rules, and the session-ending rules for 401/403/logout and a dead server.
import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { BehaviorSubject, type Observable } from 'rxjs';
import { currentSession, endSession, isTokenExpired, replaceToken } from '../session/session';
import { toastError } from '../toasts/toasts';

export const API_BASE = '/api/v1/';
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

/** What the client does when a session ends or the server is gone; the shell supplies router navigation. */
export interface ApiEnvironment {
  /** go to '/' (§4.1) */
  goHome(): void;
  /** run `clear` when the page unloads (§4.1: token missing or expired) */
  onPageUnload(clear: () => void): void;
  now(): number;
}

const browserEnvironment: ApiEnvironment = {
  goHome: () => {
    if (typeof window !== 'undefined' && window.location.pathname !== '/') window.location.assign('/');
  },
  onPageUnload: (clear) => {
    if (typeof window !== 'undefined') window.addEventListener('beforeunload', clear, { once: true });
  },
  now: () => Date.now(),
};

let environment: ApiEnvironment = browserEnvironment;

/** The shell replaces the defaults (router navigation instead of a full page load). */
export function configureApi(overrides: Partial<ApiEnvironment>): void {
  environment = { ...environment, ...overrides };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** §8: the response's error, else message, else data, else the status text (our server says `msg`). */
export function errorTextOf(response: Pick<AxiosResponse, 'data' | 'statusText'>): string {
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
export function tokenOf(response: Pick<AxiosResponse, 'data' | 'headers'>): string | null {
  if (isRecord(response.data) && typeof response.data.token === 'string' && response.data.token) return response.data.token;
  const header = response.headers?.['authorization'] as unknown;
  if (typeof header === 'string' && header.trim()) return header.replace(/^Bearer\s+/i, '').trim();
  return null;
}

function endSessionAndGoHome(): void {
  endSession();
  environment.goHome();
}

const pending = new BehaviorSubject<number>(0);

/**
 * §4.1: the pending-requests counter. It rises when a request starts and falls when it succeeds;
 * a failed request also takes its count back, so a failure cannot leave the site looking busy.
 */
export const pendingRequests$: Observable<number> = pending.asObservable();
const settle = () => pending.next(Math.max(0, pending.getValue() - 1));

function beforeRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const session = currentSession();
  if (session.isLogin && !session.token) {
    environment.onPageUnload(endSession);
    throw new ApiError(NO_TOKEN_MESSAGE, null, null);
  }
  if (session.isLogin && isTokenExpired(session, environment.now())) environment.onPageUnload(endSession);
  const headers = AxiosHeaders.from(config.headers);
  headers.set('Accept', 'application/json');
  if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${session.token}`);
  config.headers = headers;
  pending.next(pending.getValue() + 1);
  return config;
}

function afterResponse(response: AxiosResponse): AxiosResponse {
  settle();
  const token = tokenOf(response);
  if (token && currentSession().isLogin) replaceToken(token);
  if (isRecord(response.data) && response.data.logout === true) endSessionAndGoHome();
  return response;
}

function afterFailure(error: unknown): Promise<never> {
  // a request refused before it started (no token) never counted
  if (error instanceof ApiError) return Promise.reject(error);
  settle();
  if (error instanceof AxiosError && error.response) {
    const { response } = error;
    if (response.status === 401 || response.status === 403 || (isRecord(response.data) && response.data.logout === true)) {
      endSessionAndGoHome();
    }
    return Promise.reject(new ApiError(errorTextOf(response), response.status, response.data));
  }
  if (axios.isCancel(error)) return Promise.reject(error);
  // No response at all (§4.1, §8).
  endSessionAndGoHome();
  toastError(SERVER_NOT_RESPONDING);
  return Promise.reject(new ApiError(SERVER_NOT_RESPONDING, null, null));
}

/** Builds a client with the rules; `adapter` lets tests answer without a network. */
export function createApiClient(options: { baseURL?: string; adapter?: AxiosAdapter } = {}): AxiosInstance {
  // §9: no HTTP timeout.
  const client = axios.create({ baseURL: options.baseURL ?? API_BASE, timeout: 0, adapter: options.adapter });
  client.interceptors.request.use(beforeRequest);
  client.interceptors.response.use(afterResponse, afterFailure);
  return client;
}

/** The client the shell and every remote use. */
export const api: AxiosInstance = createApiClient();

/** Form-encoded POST (the login call, §7.1). */
export function postForm<T>(client: AxiosInstance, url: string, fields: Record<string, string>): Promise<AxiosResponse<T>> {
  return client.post<T>(url, new URLSearchParams(fields).toString(), {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}
