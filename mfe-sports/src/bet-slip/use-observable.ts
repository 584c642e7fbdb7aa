// The latest value of an Observable as React state (the bet-slip bus, price streams).
import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';
import { replayedOr } from '@khel/shared-kernel';

export function useObservable<T>(source: Observable<T>, initial: T): T {
  const [value, setValue] = useState(() => replayedOr(source, initial));
  useEffect(() => {
    const subscription = source.subscribe(setValue);
    return () => subscription.unsubscribe();
  }, [source]);
  return value;
}
