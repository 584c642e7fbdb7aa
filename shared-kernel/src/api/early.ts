// Calls started before the remote that reads them has loaded (issue #20). The home page's match list
// used to wait for the shell, the host's registry, the sports remote's manifest, remoteEntry and
// chunks, one after another; the shell now starts it at once and the sports page takes the answer.
// An early answer is taken once, and only while fresh: later polls make their own calls.
import type { AxiosInstance, AxiosResponse } from 'axios';

/** The home page's call (spec §7.2): all sports' open matches, as the sports remote asks it. */
export const HOME_MATCHES_CALL = { path: 'match/homeMatchesOpen', body: { combine: true } } as const;

/** How long an early answer may wait for its reader. */
export const EARLY_CALL_MAX_AGE_MS = 15_000;

const started = new Map<string, { at: number; answer: Promise<AxiosResponse<unknown>> }>();
const keyOf = (path: string, body: unknown) => `${path.replace(/^\//, '')} ${JSON.stringify(body ?? {})}`;

/** Starts a POST now; its answer waits for takeEarlyPost with the same path and body. */
export function startEarlyPost(client: AxiosInstance, path: string, body: unknown, now = Date.now()): void {
  const key = keyOf(path, body);
  if (started.has(key)) return;
  const answer = client.post<unknown>(path.replace(/^\//, ''), body);
  answer.catch(() => undefined); // a failure is the reader's to see, or nobody's
  started.set(key, { at: now, answer });
}

/** The answer of a call started early with this path and body, once; undefined when none is fresh. */
export function takeEarlyPost(path: string, body: unknown, now = Date.now()): Promise<AxiosResponse<unknown>> | undefined {
  const key = keyOf(path, body);
  const early = started.get(key);
  if (!early) return undefined;
  started.delete(key);
  return now - early.at <= EARLY_CALL_MAX_AGE_MS ? early.answer : undefined;
}
