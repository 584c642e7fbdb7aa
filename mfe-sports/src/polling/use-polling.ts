// Loads data now and again every `intervalMs` (§9: anonymous match details every 15 s), dropping
// the answer of a request that a newer one or unmounting has overtaken. A failed fetch is logged
// only and keeps the last data (§8 silent failures).
import { startTransition, useEffect, useRef, useState } from 'react';

export const VISITOR_POLL_MS = 15_000;
/** The signed-in interval is ours to choose (§9 "not shown"). */
export const PLAYER_POLL_MS = 5_000;

export interface Polled<T> {
  data: T | null;
  /** true once the first answer (or failure) is in */
  settled: boolean;
}

/**
 * `key` names what is loaded (a new key starts empty); a new `refresh` value reloads at once and
 * keeps showing the current data meanwhile (after a bet is placed).
 */
export function usePolling<T>(load: (signal: AbortSignal) => Promise<T>, intervalMs: number, key: string, refresh: unknown = null): Polled<T> {
  const [state, setState] = useState<Polled<T>>({ data: null, settled: false });
  const loadedKey = useRef(key);
  useEffect(() => {
    let controller: AbortController | null = null;
    let live = true;
    if (loadedKey.current !== key) {
      loadedKey.current = key;
      setState({ data: null, settled: false });
    }
    const run = () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      // An answer renders as a transition: React renders it in slices between the browser's other
      // work (a default update from a fetch renders in one task; issue #20). Prices reach the cells
      // in the same commit (the rows publish them as they render).
      load(current.signal).then(
        (data) => live && !current.signal.aborted && startTransition(() => setState({ data, settled: true })),
        (err: unknown) => {
          if (!live || current.signal.aborted) return;
          console.warn('sports: fetch failed', err);
          startTransition(() => setState((s) => ({ data: s.data, settled: true })));
        },
      );
    };
    run();
    const timer = setInterval(run, intervalMs);
    return () => {
      live = false;
      clearInterval(timer);
      controller?.abort();
    };
    // `key` names what is loaded; `load` is a new closure on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, intervalMs, refresh]);
  return state;
}
