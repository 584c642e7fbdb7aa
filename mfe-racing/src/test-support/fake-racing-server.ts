// Answers the racing calls from a table, through an axios adapter on the kernel's client.
import { createApiClient } from '@khel/shared-kernel';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { configureRacingApi } from '../api/racing-api';

export function fakeRacingServer(data: Record<string, unknown | ((body: unknown) => unknown)>): Array<{ path: string; body: unknown }> {
  const seen: Array<{ path: string; body: unknown }> = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const path = String(config.url ?? '');
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
    seen.push({ path, body });
    const entry = data[path];
    const value = typeof entry === 'function' ? (entry as (b: unknown) => unknown)(body) : entry;
    return { data: { status: true, msg: '', data: value ?? [] }, status: 200, statusText: 'OK', headers: {}, config };
  };
  configureRacingApi(createApiClient({ adapter }));
  return seen;
}
