// Finding 8 of the security review (issue 31), the server's half: the stream accepted ~3,000
// anonymous WebSockets from one address (+230 MB). Now one address holds at most
// KHEL_STREAM_MAX_PER_ADDRESS sockets: the next upgrade is answered 429 and no socket opens, other
// addresses are not touched, and a closed socket gives its place back. Behind a trusted proxy
// (KHEL_TRUST_PROXY) the address is the client's it forwarded for.
import WebSocket from 'ws';
import { startLiveServer, type LiveServer } from '../support/live-server';

const MAX = 5;
let s: LiveServer;
beforeAll(async () => {
  s = await startLiveServer({ KHEL_STREAM_MAX_PER_ADDRESS: String(MAX), KHEL_TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => s.close());

/** Opens a stream socket (as forwarded for `client` when given): the socket, or the HTTP status that refused it. */
function connect(client?: string): Promise<{ ws: WebSocket } | { status: number; body: string }> {
  const ws = new WebSocket(`ws://127.0.0.1:${s.port}/api/v1/stream`, client ? { headers: { 'x-forwarded-for': client } } : {});
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws }));
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    ws.once('error', reject);
  });
}

const opened = (r: Awaited<ReturnType<typeof connect>>): WebSocket => {
  if (!('ws' in r)) throw new Error(`refused with ${r.status}`);
  return r.ws;
};

async function closeAll(sockets: WebSocket[]): Promise<void> {
  await Promise.all(sockets.map((ws) => new Promise((resolve) => (ws.readyState === ws.CLOSED ? resolve(null) : (ws.once('close', resolve), ws.close())))));
}

describe('finding 8: per-address caps on stream WebSockets', () => {
  it(`the ${MAX + 1}th socket from one address is refused with 429; another address still connects; a closed socket frees a place`, async () => {
    const mine = (await Promise.all(Array.from({ length: MAX }, () => connect()))).map(opened);
    const extra = await Promise.all([connect(), connect(), connect()]);
    for (const r of extra) expect(r).toMatchObject({ status: 429, body: expect.stringContaining('Too many live connections from this address') });

    // another client behind the trusted proxy is a different address
    const other = (await Promise.all(Array.from({ length: MAX }, () => connect('203.0.113.7')))).map(opened);
    expect(await connect('203.0.113.7')).toMatchObject({ status: 429 });
    // a socket that works: it answers a subscribe
    const answer = new Promise((resolve) => other[0]!.once('message', resolve));
    other[0]!.send(JSON.stringify({ op: 'subscribe', marketIds: [], matchIds: [] }));
    other[0]!.send('not json');
    expect(JSON.parse(String(await answer))).toMatchObject({ type: 'error', msg: 'Messages must be JSON' });

    await closeAll([mine[0]!]);
    const again = opened(await connect());
    expect(await connect()).toMatchObject({ status: 429 });
    await closeAll([...mine, ...other, again]);
  });

  it('held sockets are counted per connection, so many opened in parallel never pass the cap', async () => {
    const results = await Promise.all(Array.from({ length: 4 * MAX }, () => connect('198.51.100.20')));
    const sockets = results.filter((r): r is { ws: WebSocket } => 'ws' in r).map((r) => r.ws);
    expect(sockets).toHaveLength(MAX);
    expect(results.filter((r) => 'status' in r && r.status === 429)).toHaveLength(3 * MAX);
    await closeAll(sockets);
  });
});
