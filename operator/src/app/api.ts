// The console's calls to the Khel server, on its own origin under /api/v1 (the console's static
// server forwards /api). The operator's bearer token lives in this tab's session storage.
import { i18n } from '../i18n/i18n';

const TOKEN_KEY = 'khel.operator.token';

export const getToken = () => sessionStorage.getItem(TOKEN_KEY);
export const setToken = (token: string | null) => (token ? sessionStorage.setItem(TOKEN_KEY, token) : sessionStorage.removeItem(TOKEN_KEY));

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Called when the server says the session is over (401): the console returns to its login. */
let onLoggedOut: () => void = () => undefined;
export const whenLoggedOut = (fn: () => void) => {
  onLoggedOut = fn;
};

export async function api<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`/api/v1/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await res.json().catch(() => ({}))) as { status?: boolean; msg?: string; data?: T };
  if (res.status === 401 && path !== 'operator/login') {
    setToken(null);
    onLoggedOut();
  }
  if (!res.ok || json.status === false) throw new ApiError(res.status, json.msg ?? i18n.t('frame.requestFailed', { status: res.status }));
  return json.data as T;
}
