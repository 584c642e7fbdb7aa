// Test helpers: a signed-in or signed-out session on the shared bus, and the shared API client
// answering from a table of "METHOD path" → body (an axios adapter, no network).
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { api, endSession, restoreSession } from '@khel/shared-kernel';

export function logInForTest(user: Record<string, unknown> = {}): void {
  localStorage.setItem('id_token', 'test-token');
  localStorage.setItem('user_data', JSON.stringify({ user_name: 'player1', id: 7, is_demo: false, settings: {}, ...user }));
  restoreSession();
}

export const logOutForTest = (): void => endSession();

export type Answer = { status?: number; body: unknown };

/** Answers each "METHOD path" (path without query) from the table; returns the requests seen. */
export function fakeApi(answers: Record<string, Answer | ((body: unknown) => Answer)>): Array<{ key: string; body: unknown }> {
  const seen: Array<{ key: string; body: unknown }> = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const key = `${String(config.method).toUpperCase()} ${String(config.url ?? '').split('?')[0]}`;
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
    seen.push({ key, body });
    const entry = answers[key];
    const answer = typeof entry === 'function' ? entry(body) : (entry ?? { body: { status: true, msg: '', data: null } });
    const status = answer.status ?? 200;
    const response = { data: answer.body, status, statusText: status < 400 ? 'OK' : 'Bad Request', headers: {}, config };
    if (status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
  api.defaults.adapter = adapter;
  return seen;
}

export const ok = <T>(data: T, msg = 'Success'): Answer => ({ body: { status: true, msg, data } });
export const refused = (msg: string): Answer => ({ status: 400, body: { status: false, msg, data: null } });
