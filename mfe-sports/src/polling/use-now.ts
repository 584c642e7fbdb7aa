// The current time for start labels, refreshed every `everyMs` (labels are minute-grained), by the
// server's clock (the kernel's serverNow: §7.1 GET server-time).
import { startTransition, useEffect, useState } from 'react';
import { serverNow } from '@khel/shared-kernel';

export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    // every list row's label follows: a transition, rendered in slices (issue #20)
    const timer = setInterval(() => startTransition(() => setNow(serverNow())), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
