// The first screen's calls started with the browser's fetch before the code that reads them has loaded
// (issue #20). No rxjs and no axios here: the shell's entry imports this module (as
// `@khel/shared-kernel/early-fetch`) and starts a visitor's calls at once, before the kernel's shared
// modules have loaded; the kernel (early.ts) starts them for a stored session, with its token rules,
// and hands every answer to the `api` call that asks the same thing (client.ts).
import { SESSION_KEYS } from '../session/keys';

export const API_BASE = '/api/v1/';

/** A call the page may start early: as its reader will make it through `api`. */
export interface EarlyCall {
  method: 'get' | 'post';
  path: string;
  /** the POST body (JSON) */
  body?: unknown;
  /** the GET query */
  params?: Record<string, string>;
}

/** The home page's call (spec §7.2): every match in play and upcoming, a visitor's (getFreeHomeAllEvents), as the sports remote asks it. */
export const HOME_MATCHES_CALL = { method: 'post', path: 'getFreeHomeAllEvents', body: {} } as const satisfies EarlyCall;
/** The same for a logged-in player (getHomeAllEvents). */
export const PLAYER_HOME_MATCHES_CALL = { method: 'post', path: 'getHomeAllEvents', body: {} } as const satisfies EarlyCall;
/** The menu (§4.1: loaded at start, kernel's loadMenu; §7.2: sport/sports is the open call, a visitor's). */
export const MENU_CALL = { method: 'post', path: 'sport/sports', body: {} } as const satisfies EarlyCall;
/** The menu for a logged-in player (sport/getSports). */
export const PLAYER_MENU_CALL = { method: 'post', path: 'sport/getSports', body: {} } as const satisfies EarlyCall;

/** How long an early answer may wait for its reader. */
export const EARLY_CALL_MAX_AGE_MS = 15_000;

const started = new Map<string, { at: number; response: Promise<Response> }>();
const relative = (path: string) => path.replace(/^\//, '');
const keyOf = (method: string, path: string, sent: unknown) => `${method} ${relative(path)} ${JSON.stringify(sent ?? {})}`;

/** Starts `call` now with `authorization` (the client's Authorization header), once per method, path and body or query. */
export function fetchEarly(call: EarlyCall, authorization: string, fetchImpl: typeof fetch = fetch, now = Date.now()): void {
  const key = keyOf(call.method, call.path, call.method === 'post' ? call.body : call.params);
  if (started.has(key)) return;
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: authorization };
  if (call.method === 'post') headers['Content-Type'] = 'application/json';
  const query = call.params ? `?${new URLSearchParams(call.params).toString()}` : '';
  const response = fetchImpl(`${API_BASE}${relative(call.path)}${query}`, {
    method: call.method.toUpperCase(),
    headers,
    body: call.method === 'post' ? JSON.stringify(call.body ?? {}) : undefined,
  });
  response.catch(() => undefined); // a failure is the reader's to see, or nobody's
  started.set(key, { at: now, response });
}

/**
 * A visitor's calls (nothing stored of a session: the client sends 'Bearer null'), started at once;
 * false, and nothing started, when a session is stored (the kernel starts them once loaded, with the
 * token rules of §4.1).
 */
export function fetchEarlyAsVisitor(calls: readonly EarlyCall[], fetchImpl: typeof fetch = fetch): boolean {
  try {
    if (localStorage.getItem(SESSION_KEYS.token) !== null || localStorage.getItem(SESSION_KEYS.user) !== null) return false;
  } catch {
    return false; // storage refused: the kernel decides
  }
  for (const call of calls) fetchEarly(call, 'Bearer null', fetchImpl);
  return true;
}

/** The response of a call started early with this method, path and body (POST) or query (GET), once; undefined when none is fresh. */
export function takeEarlyFetch(method: 'get' | 'post', path: string, sent: unknown, now = Date.now()): Promise<Response> | undefined {
  const key = keyOf(method, path, sent);
  const early = started.get(key);
  if (!early) return undefined;
  started.delete(key);
  return now - early.at <= EARLY_CALL_MAX_AGE_MS ? early.response : undefined;
}
