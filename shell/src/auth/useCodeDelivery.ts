// Whether an OTP code went out (issue 33): after a code is asked for, the shell asks the server
// (GET messages/code-status?orderId=) every few seconds until the relay has sent it, or has given up;
// then the form says 'We could not send your code' with a way to ask again.
import { useEffect, useState } from 'react';
import { api, type CodeDeliveryStatus, type Envelope } from '@khel/shared-kernel';

/** How often, and for how long, the status is asked for (the relay retries with back-off for about a minute). */
export const CODE_STATUS_EVERY_MS = 3_000;
export const CODE_STATUS_FOR_MS = 120_000;

/** true once the code of `orderId` could not be sent; `attempt` changes with each send, so a new send is watched again. */
export function useCodeNotSent(orderId: string | null, attempt: number): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setFailed(false);
    if (!orderId) return undefined;
    let live = true;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const { data } = await api.get<Envelope<CodeDeliveryStatus>>('messages/code-status', { params: { orderId } });
        if (!live) return;
        if (data.data.status === 'failed') return setFailed(true);
        if (data.data.status !== 'pending') return undefined; // sent, delivered or read: nothing more to say
      } catch {
        // an unknown order or a passing fault: ask again until the time is up
      }
      if (live && Date.now() - started < CODE_STATUS_FOR_MS) timer = setTimeout(() => void ask(), CODE_STATUS_EVERY_MS);
      return undefined;
    };
    timer = setTimeout(() => void ask(), CODE_STATUS_EVERY_MS);
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [orderId, attempt]);
  return failed;
}
