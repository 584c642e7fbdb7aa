// The public market stream's fan-out (stream/hub.ts, frame.ts): a market's delta is encoded once for
// all the watchers that hold the same last image, not once a subscriber, and framed once (its bytes a
// valid WebSocket text frame); a change after a quiet spell goes out at once, and the changes within
// conflateMs of a flush wait for the next one (the rate bound). The sends go in slices, and a change
// committed during a flush reaches the rest of that flush at once while the sockets already passed
// get it in the next; every subscriber sees each sequence once and in order, and a slow socket is
// closed without holding the others back.
import WebSocket from 'ws';
import { Catalog } from '../../src/exchange/catalog';
import { Exchange } from '../../src/exchange/exchange';
import { SharedMessage, textFrame } from '../../src/stream/frame';
import { SLICE_SOCKETS, StreamHub, type StreamSocket } from '../../src/stream/hub';
import { marketMakerUserId } from '../../src/wallet/ledger';
import { seedEvent, type TestMarket } from '../support/catalog';
import { createTestDb, type TestDatabase } from '../support/test-db';

const CONFLATE_MS = 600;

let db: TestDatabase;
let exchange: Exchange;
let hub: StreamHub;
let m: TestMarket;

beforeAll(async () => {
  db = await createTestDb();
  exchange = await Exchange.start({ db });
  m = await seedEvent(db);
  hub = new StreamHub(db, exchange, new Catalog(db, exchange), { conflateMs: CONFLATE_MS, heartbeatMs: 60_000 });
});
afterAll(async () => {
  await hub.close();
  await exchange.idle();
  await db.drop();
});

function socket(): StreamSocket & { sent: Array<{ data: string; at: number }> } {
  const sent: Array<{ data: string; at: number }> = [];
  return { sent, bufferedAmount: 0, send: (data) => void sent.push({ data, at: Date.now() }), close: () => undefined };
}

const until = async (done: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((r) => setTimeout(r, 5));
};

it('encodes a market delta once for every watcher, sends a change after a quiet spell at once, and holds the next to the conflation bound', async () => {
  const sockets = Array.from({ length: 50 }, socket);
  for (const s of sockets) await hub.subscribeMarkets(hub.add(s), [m.marketId]);
  expect(sockets.every((s) => s.sent.length === 1 && s.sent[0]!.data.startsWith('{"type":"image"'))).toBe(true);

  // the first change: every watcher had its own image, so this delta is encoded per distinct image
  const price = { marketId: m.marketId, selectionId: m.runners[0], isBack: true, price: 250, stakePaise: 10_000, houseOrder: true };
  const makerId = await marketMakerUserId(db);
  await exchange.placeBet(makerId, price);
  await until(() => sockets.every((s) => s.sent.length === 2));
  expect(new Set(sockets.map((s) => s.sent[1]!.data)).size).toBe(1);

  // quiet for longer than the bound: the next change goes out well within it, encoded once for all
  await new Promise((r) => setTimeout(r, CONFLATE_MS + 50));
  const stringify = jest.spyOn(JSON, 'stringify');
  const touched = Date.now();
  await exchange.placeBet(makerId, { ...price, price: 260 });
  await until(() => sockets.every((s) => s.sent.length === 3));
  const deltas = stringify.mock.calls.filter(([v]) => (v as { type?: string } | null)?.type === 'delta').length;
  stringify.mockRestore();
  expect(deltas).toBe(1);
  expect(sockets.every((s) => s.sent.length === 3)).toBe(true);
  expect(sockets[0]!.sent[2]!.at - touched).toBeLessThan(CONFLATE_MS / 2);
  expect(JSON.parse(sockets[0]!.sent[2]!.data)).toMatchObject({ type: 'delta', marketId: m.marketId });

  // a change right after that flush waits for the bound: the next flush starts one conflateMs after
  // the last one started, which was after the change at \`touched\` (measured from there, not from a
  // socket's send, which a loaded machine can hold back from the flush's start by ~100 ms)
  await exchange.placeBet(makerId, { ...price, price: 270 });
  await until(() => sockets.every((s) => s.sent.length === 4));
  expect(sockets[0]!.sent[3]!.at - touched).toBeGreaterThanOrEqual(CONFLATE_MS - 5);
});

/** ws's frame reader, as a client (a browser) reads a server's frames; @types/ws does not declare it */
const Receiver = (WebSocket as unknown as { Receiver: new (o: { isServer: boolean; maxPayload?: number }) => NodeJS.EventEmitter & { write(b: Buffer): void } }).Receiver;

type Fake = StreamSocket & { frames: string[]; closed: number | null; buffered: number; onSend?: () => void };

/** A socket that takes raw frames (as the HTTP route's does) and decodes them as a browser would. */
function framedSocket(): Fake {
  const receiver = new Receiver({ isServer: false });
  const s: Fake = {
    frames: [],
    closed: null,
    buffered: 0,
    get bufferedAmount() {
      return s.buffered;
    },
    send: (data) => void s.frames.push(data),
    sendFrame: (frame) => {
      s.onSend?.();
      receiver.write(frame);
    },
    close: (code) => void (s.closed = code ?? 1000),
  };
  receiver.on('message', (data: Buffer, isBinary: boolean) => void s.frames.push(isBinary ? '(binary)' : data.toString()));
  return s;
}

const deltas = (s: Fake) => s.frames.map((f) => JSON.parse(f) as { type: string; seq: number }).filter((x) => x.type === 'delta');

it('frames a text message as RFC 6455 says, whatever its length', () => {
  for (const text of ['{"type":"delta"}', 'é'.repeat(200), 'x'.repeat(70_000)]) {
    const frame = textFrame(text);
    const got: string[] = [];
    const receiver = new Receiver({ isServer: false, maxPayload: 1 << 20 });
    receiver.on('message', (data: Buffer) => void got.push(data.toString()));
    receiver.write(frame);
    expect(got).toEqual([text]);
  }
  const shared = new SharedMessage('{"a":1}');
  expect(shared.frame).toBe(shared.frame); // built once
});

it('sends in slices: a change during a flush reaches the rest of it, the others next, each sequence once and in order', async () => {
  const sockets = Array.from({ length: SLICE_SOCKETS * 6 }, framedSocket);
  const subs = sockets.map((s) => hub.add(s));
  for (const sub of subs) await hub.subscribeMarkets(sub, [m.marketId]);
  const imageSeq = (JSON.parse(sockets[0]!.frames[0]!) as { seq: number }).seq;

  // while the first slice is sent, the market changes again (as a re-quote's commit would); the later
  // slices' sends take a while (as 400 socket writes do), so the re-read (a few round trips, one a
  // yield between slices) is in before the last slice
  let touched = 0;
  const busy = () => {
    const end = performance.now() + 0.1;
    while (performance.now() < end);
  };
  sockets.slice(SLICE_SOCKETS).forEach((s) => (s.onSend = busy));
  sockets[1]!.onSend = () => {
    sockets[1]!.onSend = undefined;
    touched = exchange.touchMarket(m.marketId);
  };
  const makerId = await marketMakerUserId(db);
  await exchange.placeBet(makerId, { marketId: m.marketId, selectionId: m.runners[0], isBack: true, price: 250, stakePaise: 10_000, houseOrder: true });
  await until(() => subs.every((sub) => sub.markets.get(m.marketId)?.seq === touched) && touched > 0);
  await exchange.placeBet(makerId, { marketId: m.marketId, selectionId: m.runners[0], isBack: true, price: 260, stakePaise: 10_000, houseOrder: true });
  const last = exchange.marketSeq(m.marketId);
  await until(() => sockets.every((s) => deltas(s).at(-1)?.seq === last));

  for (const s of sockets) {
    const seqs = deltas(s).map((d) => d.seq);
    expect(seqs.at(-1)).toBe(last);
    // strictly after the image and increasing: nothing twice, nothing out of order
    expect(seqs.every((seq, i) => seq > (i === 0 ? imageSeq : seqs[i - 1]!))).toBe(true);
    expect(seqs).toHaveLength(2);
  }
  // the first slice had the change before the touch; the last slice had the touch's read already
  expect(deltas(sockets[0]!)[0]!.seq).toBeLessThan(touched);
  expect(deltas(sockets.at(-1)!)[0]!.seq).toBe(touched);
  subs.forEach((sub) => hub.remove(sub));
});

it('closes a socket that does not read what it is sent and goes on with the others', async () => {
  const sockets = Array.from({ length: 5 }, framedSocket);
  const subs = sockets.map((s) => hub.add(s));
  for (const sub of subs) await hub.subscribeMarkets(sub, [m.marketId]);
  sockets[2]!.buffered = 5 * 1024 * 1024;
  const makerId = await marketMakerUserId(db);
  await exchange.placeBet(makerId, { marketId: m.marketId, selectionId: m.runners[1], isBack: true, price: 300, stakePaise: 10_000, houseOrder: true });
  const seq = exchange.marketSeq(m.marketId);
  await until(() => [0, 1, 3, 4].every((i) => deltas(sockets[i]!).at(-1)?.seq === seq));
  expect([0, 1, 3, 4].map((i) => deltas(sockets[i]!).length)).toEqual([1, 1, 1, 1]);
  expect(sockets[2]!.closed).toBe(1013);
  expect(deltas(sockets[2]!)).toHaveLength(0);
  subs.forEach((sub) => hub.remove(sub));
});
