// The first two of the three failure layers around a remote (the third is RemoteBoundary):
//  1. retry: a manifest fetch or a remoteEntry script that fails is tried again, with back-off;
//  2. fallback: when a remote still cannot be loaded, errorLoadRemote answers with a module whose
//     page says the section is unavailable, so the rest of the site keeps working.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const RETRY_DELAYS_MS = [300, 1000] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A marker the slot recognises: this module stands in for a remote that did not load. */
export const UNAVAILABLE = Symbol.for('khel.remote-unavailable');

export interface UnavailableModule {
  [UNAVAILABLE]: true;
  remote: string;
  error: string;
}

export const isUnavailable = (m: unknown): m is UnavailableModule =>
  typeof m === 'object' && m !== null && (m as Record<symbol, unknown>)[UNAVAILABLE] === true;

export function retryPlugin(delays: readonly number[] = RETRY_DELAYS_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'khel-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= delays.length; attempt += 1) {
        try {
          const res = await globalThis.fetch(url, init);
          if (res.ok || res.status < 500) return res;
          lastError = new Error(`${url} answered ${res.status}`);
        } catch (err) {
          lastError = err;
        }
        const delay = delays[attempt];
        if (delay !== undefined) await sleep(delay);
      }
      throw lastError;
    },
    loadEntryError(args) {
      // The hook is typed as resolving to a promise of the entry; promises flatten, and the runtime
      // awaits what it gets, so the retried load itself is the answer.
      return retryEntry(args, delays) as unknown as ReturnType<LoadEntryErrorHook>;
    },
  };
}

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryErrorHook>[0];
type RemoteEntryExports = NonNullable<Awaited<ReturnType<LoadEntryErrorArgs['getRemoteEntry']>>>;

async function retryEntry(
  { getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: LoadEntryErrorArgs,
  delays: readonly number[],
): Promise<RemoteEntryExports | undefined> {
  for (const delay of delays) {
    await sleep(delay);
    // A failed script load is cached by its key; forget it so the next try really loads again.
    delete globalLoading[uniqueKey];
    try {
      const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (exports) return exports;
    } catch {
      // try again after the next delay
    }
  }
  return undefined;
}

export function fallbackPlugin(onFailure?: (remote: string, error: unknown) => void): ModuleFederationRuntimePlugin {
  return {
    name: 'khel-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Only a module load can be answered with a stand-in module; other lifecycles rethrow into it.
      if (lifecycle !== 'onLoad') return undefined;
      const remote = id.split('/')[0] ?? id;
      onFailure?.(remote, error);
      const module: UnavailableModule = {
        [UNAVAILABLE]: true,
        remote,
        error: error instanceof Error ? error.message : String(error),
      };
      return module;
    },
  };
}
