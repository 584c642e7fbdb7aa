import { AxiosHeaders, type AxiosAdapter } from 'axios';
import { createApiClient } from '../api/client';
import { clearBalance, currentBalance, refreshBalance } from '../balance/balance';
import type { OrderChangeWire } from '../contract/stream';
import { orderChanges$, startPlayerStream, streamUrl, type OrderChanges, type StreamSocket } from './player-stream';

type Fake = StreamSocket & { url: string; sent: string[]; closed: boolean; open(): void; receive(message: unknown): void; drop(): void };

/** A socket the test drives by hand: opened, given messages, dropped. */
function sockets() {
  const made: Fake[] = [];
  const openSocket = (url: string): Fake => {
    const fake: Fake = {
      url, sent: [], closed: false, readyState: 0, onopen: null, onmessage: null, onclose: null,
      send: (text) => void fake.sent.push(text),
      close: () => void (fake.closed = true),
      open: () => ((fake.readyState = 1), fake.onopen?.()),
      receive: (message) => fake.onmessage?.({ data: JSON.stringify(message) }),
      drop: () => ((fake.readyState = 3), fake.onclose?.()),
    };
    made.push(fake);
    return fake;
  };
  return { made, openSocket };
}

const fetched = { balance: 1000, liability: 0, bonus_balance: 50, free_cash: 0, use_bonus_wallet: false };
const answer: AxiosAdapter = async (config) => ({ data: { status: true, msg: '', data: fetched }, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config });

beforeEach(() => clearBalance());
afterEach(() => jest.useRealTimers());

it('opens the private channel with the session token on the page origin', () => {
  const { made, openSocket } = sockets();
  const stop = startPlayerStream('tok-1', { url: streamUrl({ protocol: 'https:', host: 'khel.example' }), openSocket });
  expect(made[0]!.url).toBe('wss://khel.example/api/v1/stream');
  made[0]!.open();
  expect(made[0]!.sent.map((t) => JSON.parse(t))).toEqual([{ op: 'auth', token: 'tok-1' }]);
  stop();
  expect(made[0]!.closed).toBe(true);
});

it("puts the stream's balance and exposure into the balance bus at once, keeping the other fields", async () => {
  await refreshBalance(createApiClient({ adapter: answer }));
  const { made, openSocket } = sockets();
  const stop = startPlayerStream('tok', { url: 'ws://x/api/v1/stream', openSocket });
  made[0]!.open();
  made[0]!.receive({ type: 'player', balance: 800, liability: 200 });
  expect(currentBalance()).toEqual({ ...fetched, balance: 800, liability: 200 });
  stop();
});

it('waits for the first fetch before it shows stream figures (nothing to merge into)', () => {
  const { made, openSocket } = sockets();
  const stop = startPlayerStream('tok', { url: 'ws://x', openSocket });
  made[0]!.open();
  made[0]!.receive({ type: 'player', balance: 800, liability: 200 });
  expect(currentBalance()).toBeNull();
  stop();
});

it('publishes the bets that changed', () => {
  const seen: OrderChanges[] = [];
  const sub = orderChanges$.subscribe((c) => seen.push(c));
  const { made, openSocket } = sockets();
  const stop = startPlayerStream('tok', { url: 'ws://x', openSocket });
  made[0]!.open();
  const order = { bet_id: 7, match_id: 42, change: 'matched' } as unknown as OrderChangeWire;
  made[0]!.receive({ type: 'orders', orders: [order] });
  made[0]!.receive({ type: 'delta', marketId: '1.1', seq: 2 });
  sub.unsubscribe();
  stop();
  expect(seen.length).toBe(2);
  expect(seen[1]!.orders).toEqual([order]);
  expect(seen[1]!.version).toBe(seen[0]!.version + 1);
});

it('reconnects after a drop and authenticates again; not after stop', () => {
  jest.useFakeTimers();
  const { made, openSocket } = sockets();
  const stop = startPlayerStream('tok', { url: 'ws://x', openSocket });
  made[0]!.open();
  made[0]!.drop();
  jest.advanceTimersByTime(1_000);
  expect(made).toHaveLength(2);
  made[1]!.open();
  expect(JSON.parse(made[1]!.sent[0]!)).toEqual({ op: 'auth', token: 'tok' });
  stop();
  made[1]!.drop();
  jest.advanceTimersByTime(60_000);
  expect(made).toHaveLength(2);
});

it('backs off like the API client (1, 2, 4, then 8 s, never 30 s) and reconnects at once when the browser is back online', () => {
  jest.useFakeTimers();
  const { made, openSocket } = sockets();
  const stop = startPlayerStream('tok', { url: 'ws://x', openSocket });
  made[0]!.drop();
  jest.advanceTimersByTime(1_000);
  made[1]!.drop();
  jest.advanceTimersByTime(2_000);
  made[2]!.drop();
  jest.advanceTimersByTime(4_000);
  made[3]!.drop();
  jest.advanceTimersByTime(8_000);
  made[4]!.drop();
  jest.advanceTimersByTime(8_000);
  expect(made).toHaveLength(6);
  made[5]!.drop();
  window.dispatchEvent(new Event('online'));
  expect(made).toHaveLength(7);
  made[6]!.open();
  expect(JSON.parse(made[6]!.sent[0]!)).toEqual({ op: 'auth', token: 'tok' });
  // online while connected opens nothing more
  window.dispatchEvent(new Event('online'));
  expect(made).toHaveLength(7);
  stop();
  window.dispatchEvent(new Event('online'));
  expect(made).toHaveLength(7);
});
