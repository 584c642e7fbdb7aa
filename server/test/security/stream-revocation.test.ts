// Finding 5 of the security review: a WebSocket authenticated with a token kept receiving the
// player's balance and orders after the token was revoked. Now every revocation (logout, password
// change, an operator's lock through revokeUserSessions, or one written by another server instance)
// closes the socket's private channel within a second, and a resume re-checks the session.
import WebSocket from 'ws';
import type { StreamMessage } from '@khel/shared-kernel/contract';
import { revokeUserSessions } from '../../src/identity/sessions';
import { SESSION_ENDED } from '../../src/stream/hub';
import { createPlayer, type TestPlayer } from '../support/players';
import { startLiveServer, type LiveServer } from '../support/live-server';

let s: LiveServer;
beforeAll(async () => {
  s = await startLiveServer();
});
afterAll(() => s.close());

async function authedSocket(p: TestPlayer) {
  const ws = new WebSocket(`ws://127.0.0.1:${s.port}/api/v1/stream`);
  const messages: StreamMessage[] = [];
  ws.on('message', (raw) => messages.push(JSON.parse(raw.toString()) as StreamMessage));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  ws.send(JSON.stringify({ op: 'auth', token: p.token }));
  await until(() => messages.some((m) => m.type === 'player'), 3000);
  return { ws, messages };
}

async function until(done: () => boolean, ms: number): Promise<number> {
  const start = Date.now();
  while (!done()) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - start;
}

const ended = (messages: StreamMessage[]) => messages.some((m) => m.type === 'error' && m.msg === SESSION_ENDED);

/** After the channel closed, a balance change of the player no longer reaches the socket. */
async function expectNoPrivateMessages(p: TestPlayer, messages: StreamMessage[]): Promise<void> {
  messages.length = 0;
  s.app.exchange.events.emit('player', p.userId);
  await new Promise((r) => setTimeout(r, 400));
  expect(messages.filter((m) => m.type === 'player' || m.type === 'orders')).toEqual([]);
}

describe('finding 5: revocation reaches the stream', () => {
  it('the channel of a live session still gets balance changes (the attack would work without the fix)', async () => {
    const p = await createPlayer(s.db);
    const { ws, messages } = await authedSocket(p);
    messages.length = 0;
    s.app.exchange.events.emit('player', p.userId);
    await until(() => messages.some((m) => m.type === 'player'), 2000);
    ws.close();
  });

  it('logout closes the private channel within a second', async () => {
    const p = await createPlayer(s.db);
    const { ws, messages } = await authedSocket(p);
    expect((await s.call('user/logout', { method: 'POST', token: p.token })).status).toBe(200);
    expect(await until(() => ended(messages), 1000)).toBeLessThan(1000);
    await expectNoPrivateMessages(p, messages);
    ws.close();
  });

  it('a password change closes the channels of the player\'s other sessions', async () => {
    const p = await createPlayer(s.db);
    const { ws, messages } = await authedSocket(p);
    const other = await s.call('user/userLogin', { body: { user_name: p.userName, password: p.password }, form: true });
    const otherToken = other.body.data.token.accessToken as string;
    const changed = await s.call('user/selfChangePassword', { token: otherToken, body: { oldPassword: p.password, newPassword: 'changed-pw-1', confirmPassword: 'changed-pw-1' } });
    expect(changed.status).toBe(200);
    await until(() => ended(messages), 1000);
    await expectNoPrivateMessages(p, messages);
    ws.close();
  });

  it('an operator\'s lock (revokeUserSessions, the hook every revocation calls) closes every channel of the player', async () => {
    const p = await createPlayer(s.db);
    const a = await authedSocket(p);
    const b = await authedSocket(p);
    await revokeUserSessions(s.db, p.userId);
    await until(() => ended(a.messages) && ended(b.messages), 1000);
    a.ws.close();
    b.ws.close();
  });

  it('a revocation written elsewhere (another server instance) is seen within a second or so', async () => {
    const p = await createPlayer(s.db);
    const { ws, messages } = await authedSocket(p);
    await s.db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [p.userId]);
    // the re-check runs every second: at most one period plus its query
    expect(await until(() => ended(messages), 2000)).toBeLessThan(2000);
    await expectNoPrivateMessages(p, messages);
    ws.close();
  });
});
