// Loads one call's answer, again whenever `path` changes or `reload()` is called; optional polling.
// An empty path loads nothing (a view that is not shown).
import { useCallback, useEffect, useState } from 'react';
import { api } from './api';

export function useLoad<T>(path: string, pollMs = 0) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  useEffect(() => {
    if (!path) return undefined;
    let live = true;
    api<T>('GET', path)
      .then((d) => live && (setData(d), setError(null)))
      .catch((e: Error) => live && setError(e.message));
    const timer = pollMs ? setInterval(reload, pollMs) : undefined;
    return () => {
      live = false;
      if (timer) clearInterval(timer);
    };
  }, [path, tick, pollMs, reload]);
  return { data, error, reload };
}
