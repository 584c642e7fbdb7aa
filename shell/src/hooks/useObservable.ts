// Reads a kernel bus in React. The kernel's buses replay their current value on subscribe.
import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

/** What `source` replays at once on subscribe, else `initial` (the first render shows the bus's value, no second render). */
function replayedOr<T>(source: Observable<T>, initial: T): T {
  let value = initial;
  source.subscribe((v) => (value = v)).unsubscribe();
  return value;
}

export function useObservable<T>(source: Observable<T>, initial: T): T {
  const [value, setValue] = useState<T>(() => replayedOr(source, initial));
  useEffect(() => {
    const sub = source.subscribe(setValue);
    return () => sub.unsubscribe();
  }, [source]);
  return value;
}
