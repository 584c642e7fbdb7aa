// The one HTTP client of the front end (spec §4.1, §7, §8, §9): base /api/v1/, Accept and Bearer
// headers, the token rules, and the session-ending rules for 401/403/logout and a dead server
// (rules.ts). It is axios (axios-client.ts), loaded on the first call that needs it: a call the page
// started early with the browser's fetch (early.ts: the first screen's calls) is answered from that
// fetch, so the first screen renders before axios has loaded (issue #20).
import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { API_BASE, ApiError, apiEnvironment, endSessionAndGoHome, NoResponseError, SERVER_NOT_RESPONDING } from './rules';
import { takeEarlyCall } from './early';
import { connectionAnswered, connectionLost, mayResend, outageDeclared, retryDelay, startRetrying, withClientRef } from './reconnect';
import i18next from 'i18next';
import { toastError } from '../toasts/toasts';
import { betAnswered, betSent } from '../bet-outcomes/bet-outcomes';

export * from './rules';
export { RECONNECT_BOUND_MS, reconnecting$, mayResend, newClientRef } from './reconnect';

/** What the front end calls the API with: axios's methods, and the adapter tests answer through. */
export interface ApiClient {
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  delete<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  /** set `adapter` to answer every call without a network (tests) */
  defaults: Pick<AxiosRequestConfig, 'adapter'>;
}

export interface ApiClientOptions {
  baseURL?: string;
  /** answers without a network (tests) */
  adapter?: AxiosAdapter;
  /** takes the answers of calls started early (the kernel's `api` only) */
  early?: boolean;
}

type AxiosModule = typeof import('./axios-client');
let axiosModule: Promise<AxiosModule> | null = null;
const loadAxios = (): Promise<AxiosModule> =>
  (axiosModule ??= import(/* webpackChunkName: "api-client" */ './axios-client').catch(() => {
    axiosModule = null; // the next call tries to load it again
    throw new NoResponseError();
  }));

/**
 * Starts loading axios now, without a call: the shell's entry does it on a page whose first calls
 * were not started early (every page but a visitor's home), so they do not wait for it.
 */
export function warmApiClient(): void {
  loadAxios().catch(() => undefined);
}

/** §4.1/§8 once the bound has passed with no answer: the session ends, home, 'Server not responding'. */
function serverGone(): void {
  endSessionAndGoHome();
  toastError((i18next.isInitialized && i18next.t('connection.serverNotResponding')) || SERVER_NOT_RESPONDING);
}

let watching: Promise<unknown> | null = null;
/** Tries the harmless `probe` until the server answers or the bound has passed (one at a time). */
function watchServer(probe: () => Promise<unknown>): void {
  watching ??= ridingOutages('get', 'server-time', probe, probe)
    .catch(() => undefined)
    .finally(() => (watching = null));
}

/**
 * Sends a call and rides out a loss of connection (reconnect.ts): a call safe to repeat is tried again
 * with back-off until it is answered or the bound has passed; any other is never sent twice: it is
 * refused with 'Server not responding' at once (the session kept), while `probe` (a harmless call)
 * is tried until the server answers or the bound has passed. The outage's last caller to find the
 * bound passed applies §8, once.
 */
async function ridingOutages<R>(method: string, url: string, attempt: () => Promise<R>, probe: () => Promise<unknown>): Promise<R> {
  const resend = mayResend(method, url);
  let stopRetrying: (() => void) | null = null;
  try {
    for (let tries = 0; ; tries++) {
      try {
        const answer = await attempt();
        connectionAnswered();
        return answer;
      } catch (error) {
        if (!(error instanceof NoResponseError)) {
          if (error instanceof ApiError && error.status !== null) connectionAnswered();
          throw error;
        }
        const { leftMs, declare } = connectionLost(apiEnvironment().now());
        if (declare) serverGone();
        if (leftMs <= 0) throw error;
        if (!resend) {
          watchServer(probe);
          throw error;
        }
        stopRetrying ??= startRetrying();
        await apiEnvironment().wait(Math.min(retryDelay(tries), leftMs));
        if (outageDeclared()) throw error;
      }
    }
  } finally {
    stopRetrying?.();
  }
}

/** Builds a client with the rules; axios loads at its first call. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  let instance: Promise<AxiosInstance> | null = null;
  const axiosClient = (): Promise<AxiosInstance> =>
    (instance ??= loadAxios().then(
      (m) => m.createAxiosClient({ baseURL: options.baseURL ?? API_BASE, adapter: options.adapter }),
      (err: unknown) => {
        instance = null;
        throw err;
      },
    ));
  const defaults: Pick<AxiosRequestConfig, 'adapter'> = {};
  const withDefaults = (config?: AxiosRequestConfig): AxiosRequestConfig | undefined =>
    defaults.adapter ? { ...config, adapter: defaults.adapter } : config;
  /** The early answer of this call when there is one, else (or when it failed) the call through axios. */
  const earlyOr = <R>(method: 'get' | 'post', path: string, sent: unknown, viaAxios: () => Promise<R>): Promise<R> => {
    const early = options.early ? takeEarlyCall(method, path, sent) : undefined;
    return early ? early.then((answer) => (answer ? (answer as R) : viaAxios())) : viaAxios();
  };
  const probe = () => axiosClient().then((c) => c.get('server-time', withDefaults()));
  const riding = <R>(method: string, url: string, attempt: () => Promise<R>): Promise<R> => ridingOutages(method, url, attempt, probe);
  return {
    defaults,
    get<T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
      return earlyOr('get', url, config?.params, () => riding('get', url, () => axiosClient().then((c) => c.get<T>(url, withDefaults(config)))));
    },
    post<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
      const body = withClientRef(url, data);
      // a bet is recorded until its answer is read (bet-outcomes.ts: a reload during its countdown still reports it)
      const flight = betSent(url, body);
      const sent = earlyOr('post', url, data, () => riding('post', url, () => axiosClient().then((c) => c.post<T>(url, body, withDefaults(config)))));
      if (!flight) return sent;
      return sent.then(
        (answer) => (betAnswered(flight, answer.data), answer),
        (error: unknown) => {
          if (error instanceof ApiError && error.status !== null) betAnswered(flight, error.body);
          throw error;
        },
      );
    },
    put<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
      return riding('put', url, () => axiosClient().then((c) => c.put<T>(url, data, withDefaults(config))));
    },
    delete<T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
      return riding('delete', url, () => axiosClient().then((c) => c.delete<T>(url, withDefaults(config))));
    },
  };
}

/** The client the shell and every remote use. */
export const api: ApiClient = createApiClient({ early: true });

/** Form-encoded POST (the login call, §7.1). */
export function postForm<T>(client: ApiClient, url: string, fields: Record<string, string>): Promise<AxiosResponse<T>> {
  return client.post<T>(url, new URLSearchParams(fields).toString(), {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}
