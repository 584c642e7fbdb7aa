// Test helpers: a signed-in or signed-out session on the shared bus, and an API client whose
// answers come from a table of path → body (through an axios adapter, no network).
import { createApiClient, endSession, forgetMenu, restoreSession } from '@khel/shared-kernel';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { configureSportsApi } from '../api/http';

export function logInForTest(): void {
  localStorage.setItem('id_token', 'test-token');
  localStorage.setItem('user_data', JSON.stringify({ user_name: 'player1', id: 1 }));
  restoreSession();
}

export function logOutForTest(): void {
  endSession();
}

export type Answer = { status?: number; body: unknown } | ((request: { path: string; body: unknown; params?: unknown }) => { status?: number; body: unknown });

/** Answers each path from the table (default: `{status:true, data:[]}`); returns the requests seen. */
export function fakeServer(answers: Record<string, Answer | Answer[]>): Array<{ path: string; body: unknown }> {
  const seen: Array<{ path: string; body: unknown }> = [];
  const queues = new Map(Object.entries(answers).map(([k, v]) => [k, Array.isArray(v) ? [...v] : v]));
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const path = String(config.url ?? '');
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
    seen.push({ path, body });
    const entry = queues.get(path);
    const next = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
    const answer = typeof next === 'function' ? next({ path, body, params: config.params as unknown }) : (next ?? { body: { status: true, msg: '', data: [] } });
    const status = answer.status ?? 200;
    const response = { data: answer.body, status, statusText: status < 400 ? 'OK' : 'Bad Request', headers: {}, config };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, response);
    }
    return response;
  };
  configureSportsApi(createApiClient({ adapter }));
  forgetMenu(); // the menu is asked once per page: each test's server answers it afresh
  return seen;
}
