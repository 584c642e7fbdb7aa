// The risk figures as the server pushes them (GET /operator/risk/stream, server-sent events read
// with fetch so the bearer token stays in a header): the current figures at once, then each change.
// A dropped connection is opened again after a pause that grows to 30 s; a closed session sends the
// console back to its login.
import { useEffect, useState } from 'react';
import type { OperatorRisk } from '@khel/shared-kernel/contract';
import { api, getToken } from '../app/api';
import { i18n } from '../i18n/i18n';

export function useRiskStream(): { data: OperatorRisk | null; error: string | null; live: boolean } {
  const [data, setData] = useState<OperatorRisk | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [live, setLive] = useState(false);

  useEffect(() => {
    const stop = new AbortController();
    let pause = 1000;
    const connect = async (): Promise<void> => {
      try {
        const res = await fetch('/api/v1/operator/risk/stream', { headers: { authorization: `Bearer ${getToken() ?? ''}`, accept: 'text/event-stream' }, signal: stop.signal });
        if (res.status === 401) {
          await api('GET', 'operator/me').catch(() => undefined); // the console's own logout path
          return;
        }
        if (!res.ok || !res.body) throw new Error(i18n.t('risk.unavailable', { status: res.status }));
        setLive(true);
        setError(null);
        pause = 1000;
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const event = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const json = event
              .split('\n')
              .filter((line) => line.startsWith('data: '))
              .map((line) => line.slice(6))
              .join('\n');
            if (json) setData(JSON.parse(json) as OperatorRisk);
          }
        }
        throw new Error(i18n.t('risk.stopped'));
      } catch (err) {
        if (stop.signal.aborted) return;
        setLive(false);
        setError((err as Error).message);
        await new Promise((resolve) => setTimeout(resolve, pause));
        pause = Math.min(pause * 2, 30_000);
        if (!stop.signal.aborted) return connect();
      }
    };
    void connect();
    return () => stop.abort();
  }, []);

  return { data, error, live };
}
