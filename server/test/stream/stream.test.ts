import WebSocket from 'ws';
import type { StreamMessage } from '@khel/shared-kernel/contract';
import { post, startTestApp, type TestApp } from '../support/app';
import { seedEvent, type TestMarket } from '../support/catalog';
import { createPlayer, type TestPlayer } from '../support/players';

let t: TestApp;
let m: TestMarket;
let player: TestPlayer;
let url: string;

async function connect(): Promise<WebSocket> {
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return ws;
}

beforeAll(async () => {
  t = await startTestApp();
  m = await seedEvent(t.db);
  player = await createPlayer(t.db, { balanceRupees: 1000 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1/stream`;
});
afterAll(async () => {
  await t.close();
});

/** Collects a socket's messages; `next` waits for the first one matching. */
function inbox(ws: WebSocket) {
  const messages: StreamMessage[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (raw) => {
    messages.push(JSON.parse(raw.toString()) as StreamMessage);
    waiters.splice(0).forEach((w) => w());
  });
  const next = async <T extends StreamMessage['type']>(type: T, timeoutMs = 3000): Promise<Extract<StreamMessage, { type: T }>> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = messages.findIndex((x) => x.type === type);
      if (i >= 0) return messages.splice(i, 1)[0] as Extract<StreamMessage, { type: T }>;
      if (Date.now() > deadline) throw new Error(`no ${type} message; got ${JSON.stringify(messages)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  return { messages, next };
}

describe('GET /api/v1/stream', () => {
  it('sends an image, then conflated deltas with a growing sequence, and private balance changes', async () => {
    const ws = await connect();
    const box = inbox(ws);
    ws.send(JSON.stringify({ op: 'auth', token: player.token }));
    expect(await box.next('player')).toEqual({ type: 'player', balance: 1000, liability: 0 });
    ws.send(JSON.stringify({ op: 'subscribe', marketIds: [m.marketId], matchIds: [m.eventId] }));
    const image = await box.next('image');
    expect(image.market).toMatchObject({ market_id: m.marketId, status: 'OPEN' });
    expect((await box.next('fancies')).fancies[0]).toMatchObject({ fancy_id: m.fancyId });

    for (const price of [2, 2.02, 2.04]) {
      await post(t.app, 'bet/saveBet', { is_back: 1, market_id: m.marketId, odds: price, selection_id: m.runners[0], stack: 100 }, { token: player.token });
    }
    // deltas carry only what changed, with the market's growing sequence, until all three rest
    let delta = await box.next('delta');
    while ((delta.runners?.[0]?.ex.availableToLay.length ?? 0) < 3) delta = await box.next('delta');
    expect(delta.seq).toBeGreaterThan(image.seq);
    expect(delta.runners?.map((r) => r.selectionId)).toEqual([m.runners[0]]);
    expect(delta.runners?.[0]?.ex.availableToLay.map((l) => l.price)).toEqual([2, 2.02, 2.04]);
    let balance = await box.next('player');
    while (balance.liability < 300) balance = await box.next('player');
    expect(balance).toEqual({ type: 'player', balance: 700, liability: 300 });
    ws.terminate();
  });

  it('conflates many changes of a market inside one window into one delta', async () => {
    const ws = await connect();
    const box = inbox(ws);
    ws.send(JSON.stringify({ op: 'subscribe', marketIds: [m.marketId] }));
    await box.next('image');
    await t.app.exchange.placeBet(player.userId, { marketId: m.marketId, selectionId: m.runners[1], isBack: false, price: 150, stakePaise: 1000 });
    for (let i = 0; i < 50; i++) t.app.exchange.touchMarket(m.marketId);
    await box.next('delta');
    await new Promise((r) => setTimeout(r, 300));
    expect(box.messages.filter((x) => x.type === 'delta')).toHaveLength(0);
    ws.terminate();
  });

  it('resumes after a reconnect: an image only for markets that changed', async () => {
    const first = await connect();
    const box1 = inbox(first);
    first.send(JSON.stringify({ op: 'subscribe', marketIds: [m.marketId, m.bookmakerMarketId] }));
    await box1.next('image');
    await box1.next('image');
    const sub = [...new Set([m.marketId, m.bookmakerMarketId])];
    const token = Buffer.from(JSON.stringify({ markets: Object.fromEntries(sub.map((id) => [id, t.app.exchange.marketSeq(id)])), matches: [] })).toString('base64url');
    first.terminate();
    await post(t.app, 'bet/saveBet', { is_back: 1, market_id: m.marketId, odds: 3, selection_id: m.runners[1], stack: 100 }, { token: player.token });

    const second = await connect();
    const box2 = inbox(second);
    second.send(JSON.stringify({ op: 'resume', resumeToken: token }));
    const image = await box2.next('image');
    expect(image.marketId).toBe(m.marketId);
    await new Promise((r) => setTimeout(r, 200));
    expect(box2.messages.filter((x) => x.type === 'image')).toHaveLength(0);
    second.send('not json');
    expect((await box2.next('error')).msg).toMatch(/JSON/);
    second.terminate();
  });
});
