// The account section's calls: the shared API client, `{status,msg,data}` unwrapped, failures as
// the server's msg (spec §8).
import { api, ApiError, dataOf, type Envelope } from '@khel/shared-kernel';

export async function getData<T>(path: string): Promise<T> {
  const { data } = await api.get<Envelope<T>>(path);
  return dataOf(data);
}

export async function postData<T>(path: string, body?: unknown): Promise<{ data: T; msg: string }> {
  const { data } = await api.post<Envelope<T>>(path, body);
  return { data: dataOf(data), msg: data.msg };
}

export async function deleteData<T>(path: string): Promise<T> {
  const { data } = await api.delete<Envelope<T>>(path);
  return dataOf(data);
}

/** The text to show for a failed call. */
export const messageOf = (err: unknown): string =>
  err instanceof ApiError || err instanceof Error ? err.message || 'Something went wrong' : 'Something went wrong';

/** A fresh idempotency key for one submission (kept across retries of the same form values). */
export const newRequestId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
