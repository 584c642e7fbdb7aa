// The latest value of an Observable as React state (the bet-slip bus, price streams).
import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

/**
 * What `source` replays at once on subscribe (the kernel's buses and BehaviorSubjects do), else
 * `initial`: the first render shows the current value, instead of `initial` followed by a second
 * render when the effect subscribes (every match row rendered twice on home: issue #20).
 */
export function replayedOr<T>(source: Observable<T>, initial: T): T {
  let value = initial;
  source.subscribe((v) => (value = v)).unsubscribe();
  return value;
}

export function useObservable<T>(source: Observable<T>, initial: T): T {
  const [value, setValue] = useState(() => replayedOr(source, initial));
  useEffect(() => {
    const subscription = source.subscribe(setValue);
    return () => subscription.unsubscribe();
  }, [source]);
  return value;
}
