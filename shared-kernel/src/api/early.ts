// Calls started before the code that reads them has loaded (issue #20), with the browser's fetch: the
// first screen's calls (the host's settings, logo, promotions, app config, support contact, the menu,
// the home page's match list) start from the shell's entry at once, and the kernel's `api` answers
// its reader from them (client.ts), so neither the sports remote nor axios is waited for. They follow
// the client's rules (rules.ts: headers, pending counter, token and logout); an early call that failed
// or answered an error status is made again through axios by its reader, which then applies §8.
// An early answer is taken once, and only while fresh: later polls make their own calls.
import type { AxiosResponse } from 'axios';
import { afterAnswer, API_BASE, authorizationForRequest, countRequest, settleRequest } from './rules';

/** A call the page may start early: as its reader will make it through `api`. */
export interface EarlyCall {
  method: 'get' | 'post';
  path: string;
  /** the POST body (JSON) */
  body?: unknown;
  /** the GET query */
  params?: Record<string, string>;
}

/** The home page's call (spec §7.2): all sports' open matches, as the sports remote asks it. */
export const HOME_MATCHES_CALL = { method: 'post', path: 'match/homeMatchesOpen', body: { combine: true } } as const satisfies EarlyCall;
/** The menu (§4.1: sport/getSports at start, kernel's loadMenu). */
export const MENU_CALL = { method: 'post', path: 'sport/getSports', body: {} } as const satisfies EarlyCall;

/** How long an early answer may wait for its reader. */
export const EARLY_CALL_MAX_AGE_MS = 15_000;

const started = new Map<string, { at: number; answer: Promise<AxiosResponse<unknown> | null> }>();
const relative = (path: string) => path.replace(/^\//, '');
const keyOf = (method: string, path: string, sent: unknown) => `${method} ${relative(path)} ${JSON.stringify(sent ?? {})}`;

/** Starts a call now with fetch; its answer waits for the `api` call with the same method, path and body or query. */
export function startEarlyCall(call: EarlyCall, fetchImpl: typeof fetch = fetch, now = Date.now()): void {
  const sent = call.method === 'post' ? call.body : call.params;
  const key = keyOf(call.method, call.path, sent);
  if (started.has(key)) return;
  let authorization: string;
  try {
    authorization = authorizationForRequest();
  } catch {
    return; // logged in without a token: the reader's own call refuses, as §4.1 says
  }
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: authorization };
  if (call.method === 'post') headers['Content-Type'] = 'application/json';
  const query = call.params ? `?${new URLSearchParams(call.params).toString()}` : '';
  countRequest();
  const answer = fetchImpl(`${API_BASE}${relative(call.path)}${query}`, {
    method: call.method.toUpperCase(),
    headers,
    body: call.method === 'post' ? JSON.stringify(call.body ?? {}) : undefined,
  })
    .then(async (res): Promise<AxiosResponse<unknown> | null> => {
      if (!res.ok) return null;
      const data: unknown = await res.json();
      const answerHeaders: Record<string, string> = {};
      res.headers.forEach((value, name) => (answerHeaders[name.toLowerCase()] = value));
      const response = { data, status: res.status, statusText: res.statusText, headers: answerHeaders, config: {} };
      afterAnswer(response);
      return response as AxiosResponse<unknown>;
    })
    .catch(() => null)
    .finally(settleRequest);
  started.set(key, { at: now, answer });
}

/**
 * The answer of a call started early with this method, path and body (POST) or query (GET), once;
 * undefined when none is fresh. It resolves null when the early call failed: the reader calls again.
 */
export function takeEarlyCall(method: 'get' | 'post', path: string, sent: unknown, now = Date.now()): Promise<AxiosResponse<unknown> | null> | undefined {
  const key = keyOf(method, path, sent);
  const early = started.get(key);
  if (!early) return undefined;
  started.delete(key);
  return now - early.at <= EARLY_CALL_MAX_AGE_MS ? early.answer : undefined;
}
