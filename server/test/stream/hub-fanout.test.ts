// The public market stream's fan-out (stream/hub.ts, frame.ts): a market's delta is encoded once for
// all the watchers that hold the same last image, not once a subscriber, and framed once (its bytes a
// valid WebSocket text frame); a change after a quiet spell goes out at once, and the changes within
// conflateMs of a flush wait for the next one (the rate bound). The sends go in slices, and a change
// committed during a flush reaches the rest of that flush at once while the sockets already passed
// get it in the next; every subscriber sees each sequence once and in order, and a slow socket is
// closed without holding the others back. A socket watching several markets gets the deltas of all
// those that changed in a flush in one write (one system call), each its own frame.
import type { AddressInfo, Socket } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { streamSocket } from '../../src/http/stream';
import { Catalog } from '../../src/exchange/catalog';
import { Exchange } from '../../src/exchange/exchange';
import { SharedMessage, textFrame } from '../../src/stream/frame';
import { SLICE_SOCKETS, StreamHub, Subscriber, type StreamSocket } from '../../src/stream/hub';
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
  // no heartbeat while the file runs (over a minute under npm test's load): a heartbeat's write would
  // set off a test's hook on a socket's send (the slices test touches the market at its second socket's)
  hub = new StreamHub(db, exchange, new Catalog(db, exchange), { conflateMs: CONFLATE_MS, heartbeatMs: 3_600_000 });
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
    sendFrames: (frames) => {
      s.onSend?.();
      for (const frame of frames) receiver.write(frame);
    },
    close: (code) => void (s.closed = code ?? 1000),
  };
  receiver.on('message', (data: Buffer, isBinary: boolean) => void s.frames.push(isBinary ? '(binary)' : data.toString()));
  return s;
}

const deltas = (s: Fake) => s.frames.map((f) => JSON.parse(f) as { type: string; marketId: string; seq: number }).filter((x) => x.type === 'delta');

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
  // (2,400 subscriptions, each a market read: over a minute on PGlite under npm test's load)
}, 180_000);

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

it('gives a socket watching several markets one write a flush for all those that changed, each its own frame in order, the sockets in slices', async () => {
  const markets = [await seedEvent(db), await seedEvent(db), await seedEvent(db)];
  const ids = markets.map((x) => x.marketId);
  // a hub of its own, whose first flush (a change after a quiet spell goes at once) is over before anyone
  // watches: every change after it waits for the conflation bound, so the test's flush has them all
  const own = new StreamHub(db, exchange, new Catalog(db, exchange), { conflateMs: 600_000, heartbeatMs: 600_000 });
  const flushes = jest.spyOn(own, 'flush');
  exchange.touchMarket(ids[0]!);
  await until(() => flushes.mock.results.length > 0);
  await flushes.mock.results[0]!.value;
  // each write a socket is given (frames at once, or one message through ws), with the event loop's turn it came in
  let turn = 0;
  type Counted = Fake & { writes: Array<{ messages: number; turn: number }> };
  const counted = (framed: boolean): Counted => {
    const s = framedSocket() as Counted;
    const { send, sendFrames } = s;
    s.writes = [];
    s.send = (data) => void (s.writes.push({ messages: 1, turn }), send(data));
    if (framed) s.sendFrames = (frames) => void (s.writes.push({ messages: frames.length, turn }), sendFrames!(frames));
    else delete s.sendFrames; // permessage-deflate negotiated: nothing shared, a message at a time through ws
    return s;
  };
  const sockets = Array.from({ length: SLICE_SOCKETS * 2 + 1 }, () => counted(true));
  const deflating = counted(false);
  const subs = [...sockets, deflating].map((s) => own.add(s));
  try {
    // one subscribes (its images), the others start from the same images (as many reads would give them)
    await own.subscribeMarkets(subs[0]!, ids);
    const images = subs[0]!.markets;
    for (const sub of subs.slice(1)) for (const [id, image] of images) sub.markets.set(id, image);
    const imageSeqs = ids.map((id) => images.get(id)!.seq);
    for (const s of [...sockets, deflating]) s.writes = [];

    const makerId = await marketMakerUserId(db);
    await Promise.all(markets.map((x) => exchange.placeBet(makerId, { marketId: x.marketId, selectionId: x.runners[0], isBack: true, price: 250, stakePaise: 10_000, houseOrder: true })));
    await exchange.idle();
    let ticking = true;
    const tick = () => {
      turn++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    await own.flush();
    ticking = false;
    expect(flushes).toHaveBeenCalledTimes(2); // the first, and the test's: no other came between

    const seqs = ids.map((id) => exchange.marketSeq(id));
    ids.forEach((_, i) => expect(seqs[i]!).toBeGreaterThan(imageSeqs[i]!));
    for (const s of sockets) {
      expect(s.writes.map((w) => w.messages)).toEqual([3]);
      // one frame a market, at its sequence now (the markets in the order their changes came)
      expect(deltas(s)).toHaveLength(ids.length);
      expect(new Map(deltas(s).map((d) => [d.marketId, d.seq]))).toEqual(new Map(ids.map((id, i) => [id, seqs[i]])));
    }
    expect(deflating.writes.map((w) => w.messages)).toEqual([1, 1, 1]);
    expect(deltas(deflating)).toEqual(deltas(sockets[0]!));
    // SLICE_SOCKETS sockets a turn of the event loop, whatever the markets they watch
    const turns = [...sockets, deflating].map((s) => s.writes[0]!.turn);
    expect(new Set(turns.slice(0, SLICE_SOCKETS)).size).toBe(1);
    expect(new Set(turns.slice(SLICE_SOCKETS, 2 * SLICE_SOCKETS)).size).toBe(1);
    expect(new Set(turns.slice(2 * SLICE_SOCKETS)).size).toBe(1);
    expect(turns[SLICE_SOCKETS]!).toBeGreaterThan(turns[0]!);
    expect(turns[2 * SLICE_SOCKETS]!).toBeGreaterThan(turns[SLICE_SOCKETS]!);
  } finally {
    subs.forEach((sub) => own.remove(sub));
    await own.close();
  }
  // (2,406 subscriptions, each a market read, as in the slices test)
}, 180_000);

it('writes the frames given at once to the TCP socket in one write, and leaves them to ws where permessage-deflate was negotiated', async () => {
  for (const perMessageDeflate of [false, true]) {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate });
    const accepted = new Promise<[WebSocket, Socket]>((resolve) => server.once('connection', (ws, req) => resolve([ws, req.socket])));
    await new Promise((r) => server.once('listening', r));
    const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`, { perMessageDeflate });
    const got: string[] = [];
    client.on('message', (data: Buffer) => void got.push(data.toString()));
    try {
      const [ws, raw] = await accepted;
      const socket = streamSocket(ws, raw);
      expect(socket.sendFrames === undefined).toBe(perMessageDeflate);
      const writes = jest.spyOn(raw, 'write');
      const texts = ['{"type":"delta","a":1}', '{"type":"delta","b":2}', 'é'.repeat(200)];
      new Subscriber(socket).sendShared(texts.map((t) => new SharedMessage(t)));
      await until(() => got.length === texts.length);
      expect(got).toEqual(texts);
      if (!perMessageDeflate) expect(writes).toHaveBeenCalledTimes(1);
      writes.mockRestore();
    } finally {
      client.terminate();
      await new Promise((r) => server.close(r));
    }
  }
});
