// WhatsApp Cloud API (Meta's Graph API): POST {graph}/{version}/{phone-number-id}/messages with the
// operator's bearer token. A one-time code goes in the operator's authentication-category template
// (copy-code button): the code is the body's one parameter and the button's (sub_type url, index 0)
// parameter, as Meta documents the send. Anything else (a login link) goes as a text message, which
// WhatsApp delivers only inside a 24-hour customer service window (131047 otherwise).
//
// Error answers are Graph errors {error: {code, message, error_data: {details}, fbtrace_id}}; what the
// relay does with each code follows Meta's error-code reference:
//   throttled, try again later: HTTP 429; 4 (app call limit), 80007 (WABA rate limit), 130429 (Cloud API
//     throughput reached), 131056 (too many messages to the same number: pair rate limit), 131048
//     (spam rate limit); with the Retry-After header when one is sent
//   passing faults, try again: 1, 2 (service unavailable), 131000 (something went wrong), 131016
//     (service overloaded), 133004 (server temporarily unavailable), any HTTP 5xx, a timeout or a
//     broken connection
//   permanent for this message: 131026 (undeliverable: not on WhatsApp, old app, blocked), 131047
//     (outside the 24-hour window), 131051 (unsupported type), 131009/100 (bad parameter),
//     132000/132001/132012 (template params, missing or unapproved template, format), 131030
//     (recipient not allowed on a test number), 131031 (account locked), 368 (policy block), 130497
//   the operator's credentials: 190 (access token expired or invalid), 0, 10, 200–299 (permission):
//     permanent, with a message telling the operator to renew the token
// Any other 4xx is permanent, any other answer worth one more try.
import { type ChannelAdapter, type RelayMessage, type SendOutcome, describe, retryAfterMs } from './adapter';
import type { WhatsAppSettings } from '../channels';

export const GRAPH_URL = 'https://graph.facebook.com';

const THROTTLED = new Set([4, 80007, 130429, 131056, 131048]);
const TRANSIENT = new Set([1, 2, 131000, 131016, 133004]);
const CREDENTIALS = new Set([0, 10, 190]);

interface GraphError {
  code?: number;
  message?: string;
  error_data?: { details?: string };
}

/** The request body of one message, exactly as the Cloud API takes it. */
export function whatsappRequestBody(m: RelayMessage, s: Pick<WhatsAppSettings, 'template' | 'language'>): Record<string, unknown> {
  const to = m.recipient.replace(/^\+/, '');
  if (m.code) {
    return {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'template',
      template: {
        name: s.template,
        language: { code: s.language },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: m.code }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: m.code }] },
        ],
      },
    };
  }
  return { messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'text', text: { preview_url: false, body: m.body } };
}

export function classifyGraphError(httpStatus: number, error: GraphError | undefined, retryAfter: number | undefined): SendOutcome {
  const code = error?.code;
  const detail = [error?.message, error?.error_data?.details].filter(Boolean).join(': ') || `HTTP ${httpStatus}`;
  const errorCode = code === undefined ? `http_${httpStatus}` : String(code);
  const later = retryAfter === undefined ? {} : { retryAfterMs: retryAfter };
  if (httpStatus === 429 || (code !== undefined && THROTTLED.has(code))) return { kind: 'retry', errorCode, error: `throttled: ${detail}`, ...later };
  if (code !== undefined && (CREDENTIALS.has(code) || (code >= 200 && code <= 299))) {
    return { kind: 'failed', errorCode, error: `the operator's WhatsApp access token was refused (renew it in the console): ${detail}` };
  }
  if ((code !== undefined && TRANSIENT.has(code)) || httpStatus >= 500) return { kind: 'retry', errorCode, error: detail, ...later };
  if (httpStatus >= 400 && httpStatus < 500) return { kind: 'failed', errorCode, error: detail };
  return { kind: 'retry', errorCode, error: detail, ...later };
}

export function whatsappAdapter(settings: WhatsAppSettings, opts: { graphUrl?: string; timeoutMs?: number } = {}): ChannelAdapter {
  const base = (opts.graphUrl ?? GRAPH_URL).replace(/\/$/, '');
  return {
    name: 'whatsapp',
    async send(m) {
      let res: Response;
      try {
        res = await fetch(`${base}/${settings.apiVersion}/${encodeURIComponent(settings.phoneNumberId)}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${settings.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(whatsappRequestBody(m, settings)),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        });
      } catch (err) {
        return { kind: 'retry', errorCode: (err as Error).name === 'TimeoutError' ? 'timeout' : 'network', error: describe(err) };
      }
      const answer = (await res.json().catch(() => ({}))) as { messages?: Array<{ id?: string }>; error?: GraphError };
      if (res.ok && answer.messages?.[0]?.id) return { kind: 'sent', providerId: answer.messages[0].id };
      if (res.ok) return { kind: 'retry', errorCode: 'no_message_id', error: 'the Cloud API answered without a message id' };
      return classifyGraphError(res.status, answer.error, retryAfterMs(res.headers.get('retry-after')));
    },
  };
}
