// The one HTTP client of the front end (spec §4.1, §7, §8, §9): base /api/v1/, Accept and Bearer
// headers, the token rules, and the session-ending rules for 401/403/logout and a dead server
// (rules.ts). It is axios (axios-client.ts), loaded on the first call that needs it: a call the page
// started early with the browser's fetch (early.ts: the first screen's calls) is answered from that
// fetch, so the first screen renders before axios has loaded (issue #20).
import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { API_BASE, ApiError, SERVER_NOT_RESPONDING } from './rules';
import { takeEarlyCall } from './early';

export * from './rules';

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
    throw new ApiError(SERVER_NOT_RESPONDING, null, null);
  }));

/**
 * Starts loading axios now, without a call: the shell's entry does it on a page whose first calls
 * were not started early (every page but a visitor's home), so they do not wait for it.
 */
export function warmApiClient(): void {
  loadAxios().catch(() => undefined);
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
  return {
    defaults,
    get<T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
      return earlyOr('get', url, config?.params, () => axiosClient().then((c) => c.get<T>(url, withDefaults(config))));
    },
    post<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
      return earlyOr('post', url, data, () => axiosClient().then((c) => c.post<T>(url, data, withDefaults(config))));
    },
    put<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
      return axiosClient().then((c) => c.put<T>(url, data, withDefaults(config)));
    },
    delete<T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
      return axiosClient().then((c) => c.delete<T>(url, withDefaults(config)));
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
