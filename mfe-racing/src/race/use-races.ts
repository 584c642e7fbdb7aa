// The day's races of the page's sport, refreshed every 60 s (§9) and when the menu asks for racing
// again (§2.4), plus the day's results.
import { useCallback, useEffect, useState } from 'react';
import { racingReloads$, type RacingMarketWire, type RacingResultWire } from '@khel/shared-kernel';
import { fetchRaces, fetchResults } from '../api/racing-api';

export const RACE_LIST_REFRESH_MS = 60_000;

export interface Races {
  races: RacingMarketWire[];
  results: RacingResultWire[];
  /** true until the first answer (or failure) */
  loading: boolean;
}

export interface RacesWithReload extends Races {
  /** asks for the list and results again now (a shown race has finished) */
  reload: () => void;
}

export function useRaces(sportId: number): RacesWithReload {
  const [state, setState] = useState<Races>({ races: [], results: [], loading: true });

  const load = useCallback(
    async (signal: AbortSignal) => {
      const [races, results] = await Promise.all([fetchRaces(sportId, signal), fetchResults(sportId, signal)]);
      if (signal.aborted) return;
      // a failed call keeps what was shown (§8: logged only)
      setState((s) => ({ races: races ?? s.races, results: results ?? s.results, loading: false }));
    },
    [sportId],
  );

  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  useEffect(() => {
    if (reloads === 0) return;
    const abort = new AbortController();
    void load(abort.signal);
    return () => abort.abort();
  }, [reloads, load]);

  useEffect(() => {
    const abort = new AbortController();
    setState({ races: [], results: [], loading: true });
    void load(abort.signal);
    const timer = setInterval(() => void load(abort.signal), RACE_LIST_REFRESH_MS);
    const reloads = racingReloads$.subscribe((id) => {
      if (id === sportId) void load(abort.signal);
    });
    return () => {
      abort.abort();
      clearInterval(timer);
      reloads.unsubscribe();
    };
  }, [sportId, load]);

  return { ...state, reload };
}
