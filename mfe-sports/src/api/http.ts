// The sports calls go through the shared API client (shared-kernel api: /api/v1/ base, bearer
// token, §4.1/§8 session rules). Here a reply is always the envelope the server sent, even for a
// 4xx answer, so callers can show its msg (§8 bet errors).
import { ApiError, api, currentSession, type ApiClient, type Envelope } from '@khel/shared-kernel';
import type { AxiosResponse } from 'axios';
import { sayNow } from '../i18n/say';

export const SOMETHING_WENT_WRONG = 'Something went wrong';

let client: ApiClient = api;

/** Points the sports calls at another client (tests answer through an axios adapter). */
export function configureSportsApi(next: ApiClient): void {
  client = next;
}

/** The client the sports calls go through (the kernel's open-bets bus is asked through it too). */
export function sportsApi(): ApiClient {
  return client;
}

export function isLoggedIn(): boolean {
  return currentSession().isLogin;
}

/** A reply the caller can read: the parsed body even for 4xx answers (they carry msg). */
export type ApiReply<T> = Envelope<T> & { errors?: unknown };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads a body as the envelope, whatever else it carries (errors lists are kept for §8). */
function envelopeOf<T>(body: Record<string, unknown>): ApiReply<T> {
  return { ...body, status: body.status === true, msg: typeof body.msg === 'string' ? body.msg : '', data: body.data as T };
}

/** Runs a call and reads its envelope, from a 2xx or a 4xx answer alike. */
async function envelopeFrom<T>(call: () => Promise<AxiosResponse<unknown>>): Promise<ApiReply<T>> {
  try {
    const response = await call();
    if (isRecord(response.data)) return envelopeOf<T>(response.data);
    return { status: false, msg: SOMETHING_WENT_WRONG, data: null as T };
  } catch (error) {
    if (error instanceof ApiError) {
      if (isRecord(error.body)) return envelopeOf<T>(error.body);
      // No answer at all keeps the client's own text ('Server not responding', 'Response has no
      // token'). An answer that is not our envelope (a proxy's error page) carries no msg and no
      // error list, so §8 leaves 'Something went wrong'; its raw text is never shown.
      return { status: false, msg: error.status === null ? error.message : SOMETHING_WENT_WRONG, data: null as T };
    }
    throw error;
  }
}

const relative = (path: string) => path.replace(/^\//, '');

export function postApi<T>(path: string, body: unknown = {}, signal?: AbortSignal): Promise<ApiReply<T>> {
  // the shell may have started this very call before this remote loaded (the home page's matches):
  // the kernel's api answers it from that early call
  return envelopeFrom<T>(() => client.post<unknown>(relative(path), body, { signal }));
}

export function getApi<T>(path: string, params: Record<string, string>, signal?: AbortSignal): Promise<ApiReply<T>> {
  return envelopeFrom<T>(() => client.get<unknown>(relative(path), { params, signal }));
}

/**
 * §8 bet errors: the response msg, else the first nested description in the returned error
 * list, else 'Something went wrong'.
 */
export function betErrorText(reply: unknown): string {
  if (reply && typeof reply === 'object') {
    const r = reply as { msg?: unknown; errors?: unknown; data?: unknown; error?: unknown };
    if (typeof r.msg === 'string' && r.msg.trim() !== '') return inPlayersLanguage(r.msg);
    const description = firstDescription(r.errors) ?? firstDescription(r.error) ?? firstDescription(r.data);
    if (description) return description;
  }
  return inPlayersLanguage(SOMETHING_WENT_WRONG);
}

/** Server texts are shown as received; only our own fallback is said in the player's language. */
const inPlayersLanguage = (text: string) => (text === SOMETHING_WENT_WRONG ? sayNow('sportsSlip.somethingWrong') : text);

/** The first `description` found depth-first in a list (or object) of errors, with a bound on depth. */
function firstDescription(value: unknown, depth = 0): string | null {
  if (depth > 4 || value === null || typeof value !== 'object') return null;
  if (!Array.isArray(value)) {
    const d = (value as { description?: unknown }).description;
    if (typeof d === 'string' && d !== '') return d;
  }
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    const found = firstDescription(item, depth + 1);
    if (found) return found;
  }
  return null;
}
