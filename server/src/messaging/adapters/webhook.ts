// The generic webhook: the message as JSON to the operator's (or KHEL_MESSAGE_WEBHOOK_URL's) gateway.
// 2xx taken; 429 and 5xx (and a timeout) tried again; any other 4xx permanent.
import { type ChannelAdapter, describe, retryAfterMs } from './adapter';

export function webhookAdapter(url: string, opts: { timeoutMs?: number } = {}): ChannelAdapter {
  return {
    name: 'webhook',
    async send(m) {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ id: m.id, operatorId: m.operatorId, channel: m.channel, recipient: m.recipient, purpose: m.purpose, body: m.body }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
        });
        await res.body?.cancel();
        if (res.ok) return { kind: 'sent', providerId: null };
        const errorCode = `http_${res.status}`;
        const error = `the message gateway answered ${res.status}`;
        if (res.status === 429 || res.status >= 500) {
          const after = retryAfterMs(res.headers.get('retry-after'));
          return { kind: 'retry', errorCode, error, ...(after === undefined ? {} : { retryAfterMs: after }) };
        }
        return { kind: 'failed', errorCode, error };
      } catch (err) {
        return { kind: 'retry', errorCode: 'network', error: describe(err) };
      }
    },
  };
}
