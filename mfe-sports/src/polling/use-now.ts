// The current time for start labels, refreshed every `everyMs` (labels are minute-grained).
import { startTransition, useEffect, useState } from 'react';

export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // every list row's label follows: a transition, rendered in slices (issue #20)
    const timer = setInterval(() => startTransition(() => setNow(Date.now())), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
