import { RETRY_DELAYS_MS } from '../api/reconnect';
import { openReconnectingSocket, type LiveSocket, type ReconnectingSocketOptions } from './reconnecting-socket';

type Fake = LiveSocket & { url: string; sent: string[]; closed: boolean; open(): void; receive(data: unknown): void; drop(): void };

/** Sockets the test drives by hand: opened, given messages, dropped; `refuse` makes the next one throw. */
function sockets() {
  const made: Fake[] = [];
  let refuse = 0;
  const openSocket = (url: string): Fake => {
    if (refuse > 0) {
      refuse -= 1;
      throw new Error('blocked');
    }
    const fake: Fake = {
      url, sent: [], closed: false, readyState: 0, onopen: null, onmessage: null, onclose: null,
      send: (text) => void fake.sent.push(text),
      close: () => void ((fake.closed = true), (fake.readyState = 3)),
      open: () => ((fake.readyState = 1), fake.onopen?.()),
      receive: (data) => fake.onmessage?.({ data }),
      drop: () => ((fake.readyState = 3), fake.onclose?.()),
    };
    made.push(fake);
    return fake;
  };
  return { made, openSocket, refuseNext: (n: number) => void (refuse = n) };
}

/** A live socket on hand-driven sockets, with its own 'online' events. */
function started(options: Partial<ReconnectingSocketOptions> = {}, refuse = 0) {
  const fakes = sockets();
  fakes.refuseNext(refuse);
  const events = new EventTarget();
  const live = openReconnectingSocket({ url: 'ws://x', onOpen: () => {}, onMessage: () => {}, openSocket: fakes.openSocket, onlineEvents: events, ...options });
  return { ...fakes, live, goOnline: () => void events.dispatchEvent(new Event('online')) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('keeps to the API client\'s back-off: 1, 2, 4, then every 8 s', () => {
  expect(RETRY_DELAYS_MS).toEqual([1_000, 2_000, 4_000, 8_000]);
  const { made, live } = started({ url: 'ws://x/api/v1/stream' });
  made[0]!.drop();
  for (const [wait, count] of [[1_000, 2], [2_000, 3], [4_000, 4], [8_000, 5], [8_000, 6], [8_000, 7]] as const) {
    jest.advanceTimersByTime(wait - 1);
    expect(made.length).toBe(count - 1);
    jest.advanceTimersByTime(1);
    expect(made.length).toBe(count);
    made[count - 1]!.drop();
  }
  live.close();
});

it('starts the back-off again after a connection opened', () => {
  const { made, live } = started();
  made[0]!.drop();
  jest.advanceTimersByTime(1_000);
  made[1]!.drop();
  jest.advanceTimersByTime(2_000);
  made[2]!.open();
  made[2]!.drop();
  jest.advanceTimersByTime(1_000);
  expect(made.length).toBe(4);
  live.close();
});

it('reconnects at once when the browser is back online, and only when it is down', () => {
  const { made, live, goOnline } = started();
  made[0]!.open();
  goOnline();
  expect(made.length).toBe(1);
  made[0]!.drop();
  goOnline();
  expect(made.length).toBe(2);
  // the pending retry was dropped with the early reconnect: no third socket at 1 s
  jest.advanceTimersByTime(1_000);
  expect(made.length).toBe(2);
  live.close();
});

it('has each new connection say what it wants, passes every message on and tells up and down', () => {
  const messages: unknown[] = [];
  const states: boolean[] = [];
  let opens = 0;
  const { made, live } = started({
    onOpen: (send) => send(JSON.stringify({ op: 'subscribe', n: ++opens })),
    onMessage: (data) => messages.push(data),
    onConnected: (up) => states.push(up),
  });
  expect(live.send('early')).toBe(false);
  made[0]!.open();
  expect(live.connected).toBe(true);
  made[0]!.receive('{"type":"heartbeat"}');
  expect(live.send('{"op":"resume"}')).toBe(true);
  made[0]!.drop();
  expect(live.connected).toBe(false);
  jest.advanceTimersByTime(1_000);
  made[1]!.open();
  expect(made[0]!.sent).toEqual(['{"op":"subscribe","n":1}', '{"op":"resume"}']);
  expect(made[1]!.sent).toEqual(['{"op":"subscribe","n":2}']);
  expect(messages).toEqual(['{"type":"heartbeat"}']);
  expect(states).toEqual([true, false, true]);
  live.close();
});

it('tries again when the socket cannot even be made', () => {
  const { made, live } = started({}, 2);
  expect(made.length).toBe(0);
  jest.advanceTimersByTime(1_000);
  expect(made.length).toBe(0);
  jest.advanceTimersByTime(2_000);
  expect(made.length).toBe(1);
  live.close();
});

it('closes for good: the socket is closed, no reconnect, not even online, and no event after', () => {
  const states: boolean[] = [];
  const { made, live, goOnline } = started({ onConnected: (up) => states.push(up) });
  made[0]!.open();
  live.close();
  expect(made[0]!.closed).toBe(true);
  made[0]!.drop();
  goOnline();
  jest.advanceTimersByTime(60_000);
  expect(made.length).toBe(1);
  expect(states).toEqual([true]);
  expect(live.send('x')).toBe(false);
});
