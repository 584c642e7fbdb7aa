// The private stream tells a player's new balance the moment money moves outside a bet: an operator
// approving a deposit, a withdrawal request, a casino debit. Each reaches the socket after its
// transaction commits (the message carries the committed balance), with no polling by the client.
import WebSocket from 'ws';
import type { StreamMessage } from '@khel/shared-kernel/contract';
import { get, post, startTestApp, type TestApp } from '../support/app';
import { createPlayer, type TestPlayer } from '../support/players';
import { debitBody, openSession, qtWallet } from '../support/qt-wallet';
import { createOperatorUser } from '../../src/operator/operators';
import { assertLedgerBalanced } from '../../src/wallet/ledger';

let t: TestApp;
let url: string;
let operatorToken: string;

beforeAll(async () => {
  t = await startTestApp({ KHEL_STREAM_HEARTBEAT_MS: '60000' });
  await createOperatorUser(t.db, { operatorId: 1, userName: 'ops_money', name: 'Ops Money', password: 'operator-pass-1' });
  operatorToken = (await post(t.app, 'operator/login', { user_name: 'ops_money', password: 'operator-pass-1' })).body.data.accessToken;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1/stream`;
});
afterAll(() => t.close());
afterEach(() => assertLedgerBalanced(t.db));

type PlayerMessage = Extract<StreamMessage, { type: 'player' }>;

/**
 * The player's socket, authenticated and past its first balance (and any flush of the player's
 * seeding still under way); `next` waits for the next balance message.
 */
async function playerStream(p: TestPlayer) {
  const ws = new WebSocket(url);
  const balances: PlayerMessage[] = [];
  ws.on('message', (raw) => {
    const m = JSON.parse(raw.toString()) as StreamMessage;
    if (m.type === 'player') balances.push(m);
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  ws.send(JSON.stringify({ op: 'auth', token: p.token }));
  const next = async (timeoutMs = 3000): Promise<PlayerMessage> => {
    const deadline = Date.now() + timeoutMs;
    while (balances.length === 0) {
      if (Date.now() > deadline) throw new Error('no balance message on the stream');
      await new Promise((r) => setTimeout(r, 10));
    }
    return balances.shift()!;
  };
  const first = await next();
  await new Promise((r) => setTimeout(r, 300));
  balances.length = 0;
  return { ws, first, next, pending: () => balances.length };
}

it('puts an operator-approved deposit on the player\'s stream at once', async () => {
  const p = await createPlayer(t.db, { balanceRupees: 0 });
  const stream = await playerStream(p);
  expect(stream.first).toEqual({ type: 'player', balance: 0, liability: 0 });
  const utr = `${Date.now()}`.slice(-12).padStart(12, '7');
  expect((await post(t.app, 'payments/deposit', { amount: 250.5, utr, method: 'upi' }, { token: p.token })).statusCode).toBe(200);
  const row = (await get(t.app, 'operator/deposits?status=pending', { token: operatorToken })).body.data.find((d: { utr: string }) => d.utr === utr);
  await new Promise((r) => setTimeout(r, 200));
  expect(stream.pending()).toBe(0); // a pending deposit moves nothing

  const approvedAt = Date.now();
  expect((await post(t.app, `operator/deposits/${row.id}/approve`, {}, { token: operatorToken })).body.data.status).toBe('approved');
  expect(await stream.next()).toEqual({ type: 'player', balance: 250.5, liability: 0 });
  expect(Date.now() - approvedAt).toBeLessThan(3000);

  // a withdrawal request takes the money out of the balance, told the same way
  const account = (await post(t.app, 'payments/payout-accounts', { type: 'upi', upi_id: 'money.stream@okaxis' }, { token: p.token })).body.data.id;
  expect((await post(t.app, 'payments/withdraw', { amount: 200, payout_account_id: account }, { token: p.token })).statusCode).toBe(200);
  expect(await stream.next()).toEqual({ type: 'player', balance: 50.5, liability: 0 });
  stream.ws.terminate();
});

it('puts a casino debit on the player\'s stream at once, and not a refused one', async () => {
  const p = await createPlayer(t.db, { balanceRupees: 100 });
  const session = await openSession(t.app, p);
  const stream = await playerStream(p);
  expect(stream.first).toEqual({ type: 'player', balance: 100, liability: 0 });
  const qt = qtWallet(t.app);
  expect((await qt.transaction(debitBody(p, 500), session)).statusCode).not.toBe(200); // more than the balance: nothing moved
  await new Promise((r) => setTimeout(r, 300));
  expect(stream.pending()).toBe(0);
  expect((await qt.transaction(debitBody(p, 30.25), session)).body.balance).toBe(69.75);
  expect(await stream.next()).toEqual({ type: 'player', balance: 69.75, liability: 0 });
  stream.ws.terminate();
});
