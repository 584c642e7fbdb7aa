// Reads a kernel bus in React. The kernel's buses replay their current value on subscribe.
import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';
import { replayedOr } from '@khel/shared-kernel';

export function useObservable<T>(source: Observable<T>, initial: T): T {
  const [value, setValue] = useState<T>(() => replayedOr(source, initial));
  useEffect(() => {
    const sub = source.subscribe(setValue);
    return () => sub.unsubscribe();
  }, [source]);
  return value;
}
