// The axios client behind the kernel's API client (client.ts), loaded on the first call that was not
// started early (issue #20: the first screen's calls are fetched before the app loads, so axios, 20 KiB
// of the shell's first load, waits until a call needs it). The interceptors apply rules.ts.
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterAnswer, afterRefusal, ApiError, authorizationForRequest, countRequest, NoResponseError, settleRequest } from './rules';

function beforeRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const authorization = authorizationForRequest();
  const headers = AxiosHeaders.from(config.headers);
  headers.set('Accept', 'application/json');
  if (!headers.has('Authorization')) headers.set('Authorization', authorization);
  config.headers = headers;
  countRequest();
  return config;
}

function afterResponse(response: AxiosResponse): AxiosResponse {
  settleRequest();
  afterAnswer(response);
  return response;
}

function afterFailure(error: unknown): Promise<never> {
  // a request refused before it started (no token) never counted
  if (error instanceof ApiError) return Promise.reject(error);
  settleRequest();
  if (error instanceof AxiosError && error.response) return Promise.reject(afterRefusal(error.response));
  if (axios.isCancel(error)) return Promise.reject(error);
  // No response at all: the client tries again or waits, and applies §4.1/§8 only after its bound (client.ts, reconnect.ts).
  return Promise.reject(new NoResponseError());
}

/** An axios instance with the rules; `adapter` lets tests answer without a network. */
export function createAxiosClient(options: { baseURL: string; adapter?: AxiosAdapter }): AxiosInstance {
  // §9: no HTTP timeout.
  const client = axios.create({ baseURL: options.baseURL, timeout: 0, adapter: options.adapter });
  client.interceptors.request.use(beforeRequest);
  client.interceptors.response.use(afterResponse, afterFailure);
  return client;
}
