// A small fetch wrapper for the sports calls until the shell's shared API client (shared-kernel
// api/session) lands; swap `postApi` for it then. Same contract: /api/v1/ base, JSON, the
// stored bearer token (spec §3 key id_token), envelope `{status, msg, data}`.
import type { Envelope } from '@khel/shared-kernel';

export const API_BASE = '/api/v1/';
export const TOKEN_KEY = 'id_token';
export const SOMETHING_WENT_WRONG = 'Something went wrong';

export function storedToken(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function isLoggedIn(): boolean {
  return Boolean(storedToken());
}

/** A reply the caller can read: the parsed body even for 4xx answers (they carry msg). */
export type ApiReply<T> = Envelope<T> & { errors?: unknown };

export async function postApi<T>(path: string, body: unknown = {}, signal?: AbortSignal): Promise<ApiReply<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  const token = storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(API_BASE + path.replace(/^\//, ''), { method: 'POST', headers, body: JSON.stringify(body), signal });
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    parsed = null;
  }
  if (parsed && typeof parsed === 'object') return parsed as ApiReply<T>;
  return { status: false, msg: response.statusText || SOMETHING_WENT_WRONG, data: null as T };
}

/**
 * §8 bet errors: the response msg, else the first nested description in the returned error
 * list, else 'Something went wrong'.
 */
export function betErrorText(reply: unknown): string {
  if (reply && typeof reply === 'object') {
    const r = reply as { msg?: unknown; errors?: unknown; data?: unknown; error?: unknown };
    if (typeof r.msg === 'string' && r.msg.trim() !== '') return r.msg;
    const description = firstDescription(r.errors) ?? firstDescription(r.error) ?? firstDescription(r.data);
    if (description) return description;
  }
  return SOMETHING_WENT_WRONG;
}

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
