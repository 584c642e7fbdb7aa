// Calls started before the code that reads them has loaded (issue #20), with the browser's fetch: the
// first screen's calls (the host's settings, logo, promotions, app config, support contact, the menu,
// the home page's match list) start from the shell's entry (early-fetch.ts: at once for a visitor;
// through startEarlyCall, once the kernel has loaded, for a stored session), and the kernel's `api`
// answers its reader from them (client.ts), so neither the sports remote nor axios is waited for. They
// follow the client's rules (rules.ts: headers, pending counter, token and logout); an early call that
// failed or answered an error status is made again through axios by its reader, which then applies §8.
// An early answer is taken once, and only while fresh: later polls make their own calls.
import type { AxiosResponse } from 'axios';
import { afterAnswer, authorizationForRequest, countRequest, settleRequest } from './rules';
import { fetchEarly, takeEarlyFetch, type EarlyCall } from './early-fetch';

export { EARLY_CALL_MAX_AGE_MS, HOME_MATCHES_CALL, MENU_CALL, PLAYER_HOME_MATCHES_CALL, PLAYER_MENU_CALL, type EarlyCall } from './early-fetch';

/** Starts a call now with fetch, with the client's Authorization; its answer waits for the `api` call that asks the same. */
export function startEarlyCall(call: EarlyCall, fetchImpl: typeof fetch = fetch, now = Date.now()): void {
  let authorization: string;
  try {
    authorization = authorizationForRequest();
  } catch {
    return; // logged in without a token: the reader's own call refuses, as §4.1 says
  }
  fetchEarly(call, authorization, fetchImpl, now);
}

/**
 * The answer of a call started early with this method, path and body (POST) or query (GET), once;
 * undefined when none is fresh. It resolves null when the early call failed: the reader calls again.
 * It counts as pending (§4.1) from here until its answer has been read.
 */
export function takeEarlyCall(method: 'get' | 'post', path: string, sent: unknown, now = Date.now()): Promise<AxiosResponse<unknown> | null> | undefined {
  const response = takeEarlyFetch(method, path, sent, now);
  if (!response) return undefined;
  countRequest();
  return response
    .then(async (res): Promise<AxiosResponse<unknown> | null> => {
      if (!res.ok) return null;
      const data: unknown = await res.json();
      const headers: Record<string, string> = {};
      res.headers.forEach((value, name) => (headers[name.toLowerCase()] = value));
      const answer = { data, status: res.status, statusText: res.statusText, headers, config: {} };
      afterAnswer(answer);
      return answer as AxiosResponse<unknown>;
    })
    .catch(() => null)
    .finally(settleRequest);
}
