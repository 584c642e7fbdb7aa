// Small hooks every account page uses: the session, the time setting, and a loaded resource.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';
import { currentSession, currentTimeSetting, session$, timeSetting$, type SessionState, type TimeZoneSetting } from '@khel/shared-kernel';
import { messageOf } from './http';

function useObservable<T>(source: Observable<T>, current: () => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const sub = source.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    [source],
  );
  return useSyncExternalStore(subscribe, current, current);
}

export const useSession = (): SessionState => useObservable(session$, currentSession);
export const useTimeSetting = (): TimeZoneSetting => useObservable(timeSetting$, currentTimeSetting);

export interface Loaded<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/** Loads `load()` when `key` changes (null key: nothing to load, e.g. logged out). */
export function useLoad<T>(key: string | null, load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({ data: null, error: null, loading: key !== null });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    load().then(
      (data) => live && setState({ data, error: null, loading: false }),
      (err) => live && setState((s) => ({ data: s.data, error: messageOf(err), loading: false })),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  return { ...state, reload: () => setRound((r) => r + 1) };
}
