// The public market stream's fan-out (stream/hub.ts): a market's delta is encoded once for all the
// watchers that hold the same last image, not once a subscriber; a change after a quiet spell goes
// out at once, and the changes within conflateMs of a flush wait for the next one (the rate bound).
import { Catalog } from '../../src/exchange/catalog';
import { Exchange } from '../../src/exchange/exchange';
import { StreamHub, type StreamSocket } from '../../src/stream/hub';
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

const until = async (done: () => boolean, ms = 5_000) => {
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

  // a change right after that flush waits for the bound: one message a market a conflateMs
  const flushed = sockets[0]!.sent[2]!.at;
  await exchange.placeBet(makerId, { ...price, price: 270 });
  await until(() => sockets.every((s) => s.sent.length === 4));
  expect(sockets[0]!.sent[3]!.at - flushed).toBeGreaterThanOrEqual(CONFLATE_MS - 20);
});
