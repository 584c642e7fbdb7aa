// A local stand-in for WhatsApp's Cloud API (Graph API POST /{version}/{phone-number-id}/messages) that
// misbehaves on purpose: each recipient's answers are scripted (throttled with HTTP 429 or 130429, pair
// rate limit 131056, undeliverable 131026, token expired 190, a server error, no answer at all), then ok.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type CloudBehaviour = 'ok' | 'http429' | 'throughput' | 'pair' | 'undeliverable' | 'token' | 'server_error' | 'timeout';

export interface CloudRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface FakeCloudApi {
  url: string;
  received: CloudRequest[];
  /** the next answers for messages to `to` (digits, no '+'); after them, ok */
  script(to: string, ...answers: CloudBehaviour[]): void;
  /** answers ok only after this many milliseconds */
  delayMs: number;
  sentTo(to: string): CloudRequest[];
  close(): Promise<void>;
}

const graphError = (code: number, message: string, details: string) => ({
  error: { message: `(#${code}) ${message}`, type: 'OAuthException', code, error_data: { messaging_product: 'whatsapp', details }, fbtrace_id: 'AbCdEf123' },
});

export async function startFakeCloudApi(expectedToken: string): Promise<FakeCloudApi> {
  const scripts = new Map<string, CloudBehaviour[]>();
  const received: CloudRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  let seq = 0;
  const fake: Partial<FakeCloudApi> = { delayMs: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      const send = (status: number, answer: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(answer));
      };
      if (!/^\/v\d+\.\d\/\d+\/messages$/.test(req.url ?? '') || req.method !== 'POST') return send(404, graphError(100, 'Invalid parameter', 'unknown path'));
      if (req.headers.authorization !== `Bearer ${expectedToken}`) return send(401, graphError(190, 'Access token has expired', 'Error validating access token'));
      const to = String(body.to);
      const next = scripts.get(to)?.shift() ?? 'ok';
      if (next === 'timeout') {
        hanging.add(res);
        return;
      }
      received.push({ path: req.url!, authorization: req.headers.authorization, body });
      switch (next) {
        case 'http429':
          return send(429, graphError(4, 'Application request limit reached', 'Too many calls'), { 'retry-after': '0' });
        case 'throughput':
          return send(400, graphError(130429, 'Rate limit hit', 'Cloud API message throughput has been reached.'));
        case 'pair':
          return send(400, graphError(131056, '(Business Account, Consumer Account) pair rate limit hit', 'Too many messages sent from this phone number to the same phone number in a short period of time'));
        case 'undeliverable':
          return send(400, graphError(131026, 'Message undeliverable', 'Unable to deliver message.'));
        case 'token':
          return send(401, graphError(190, 'Access token has expired', 'Session has expired'));
        case 'server_error':
          return send(500, graphError(2, 'Service temporarily unavailable', 'Try again later'));
        default: {
          const id = `wamid.FAKE${(seq += 1)}`;
          setTimeout(() => send(200, { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id }] }), fake.delayMs ?? 0);
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    script: (to: string, ...answers: CloudBehaviour[]) => scripts.set(to, answers),
    sentTo: (to: string) => received.filter((r) => r.body.to === to && r.path.endsWith('/messages')),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  }) as FakeCloudApi;
}
