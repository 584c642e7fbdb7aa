// The OTP resend countdown (§4.3, §9): counts whole seconds down to zero.
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(): { remaining: number; start(seconds: number): void; reset(): void } {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  const start = useCallback((seconds: number) => setRemaining(Math.max(0, Math.floor(seconds))), []);
  const reset = useCallback(() => setRemaining(0), []);
  return { remaining, start, reset };
}

/** 75 → '01:15' */
export const mmss = (seconds: number): string =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
