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
  t = await startTestApp({ KHEL_STREAM_HEARTBEAT_MS: '200' });
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
    box1.messages.splice(0); // a heartbeat sent between the two images knows only the first market
    // the heartbeat carries the resume token: the sequence last sent of each market
    const { resumeToken: token } = await box1.next('heartbeat');
    expect(JSON.parse(Buffer.from(token, 'base64url').toString())).toEqual({
      markets: { [m.marketId]: t.app.exchange.marketSeq(m.marketId), [m.bookmakerMarketId]: t.app.exchange.marketSeq(m.bookmakerMarketId) },
      matches: [],
    });
    first.terminate();
    await post(t.app, 'bet/saveBet', { is_back: 1, market_id: m.marketId, odds: 3, selection_id: m.runners[1], stack: 100 }, { token: player.token });

    const second = await connect();
    const box2 = inbox(second);
    second.send(JSON.stringify({ op: 'resume', resumeToken: token }));
    const image = await box2.next('image');
    expect(image.marketId).toBe(m.marketId);
    await new Promise((r) => setTimeout(r, 200));
    expect(box2.messages.filter((x) => x.type === 'image')).toHaveLength(0);
    expect((await box2.next('heartbeat')).resumeToken).not.toBe(token); // the fresh image's sequence
    second.send('not json');
    expect((await box2.next('error')).msg).toMatch(/JSON/);
    second.terminate();
  });

  it('sends a heartbeat with a timestamp to every connection, subscribed or not', async () => {
    const ws = await connect();
    const box = inbox(ws);
    const first = await box.next('heartbeat');
    const second = await box.next('heartbeat');
    expect(second.ts).toBeGreaterThan(first.ts);
    expect(JSON.parse(Buffer.from(second.resumeToken, 'base64url').toString())).toEqual({ markets: {}, matches: [] });
    ws.terminate();
  });

  it("carries the player's order changes on the private channel: placed, matched, cancelled, lapsed, settled", async () => {
    const ev = await seedEvent(t.db);
    const backer = await createPlayer(t.db, { balanceRupees: 1000 });
    const ws = await connect();
    const box = inbox(ws);
    ws.send(JSON.stringify({ op: 'auth', token: player.token }));
    await box.next('player');
    const changes: Array<{ bet_id: number; change: string; matched: number; unmatched: number; status: string; result?: string | null; pnl?: number | null }> = [];
    const until = async (count: number) => {
      while (changes.length < count) changes.push(...(await box.next('orders')).orders);
    };

    const lay = await post(t.app, 'bet/saveBet', { is_back: 0, market_id: ev.marketId, odds: 2, selection_id: ev.runners[0], stack: 300 }, { token: player.token });
    const layId = lay.body.data.bet_id as number;
    await until(1);
    expect(changes[0]).toMatchObject({ bet_id: layId, change: 'placed', matched: 0, unmatched: 300, market_id: ev.marketId, is_back: 0, odds: 2 });

    await post(t.app, 'bet/saveBet', { is_back: 1, market_id: ev.marketId, odds: 2, selection_id: ev.runners[0], stack: 100 }, { token: backer.token });
    await until(2);
    expect(changes[1]).toMatchObject({ bet_id: layId, change: 'matched', matched: 100, unmatched: 200 });

    await post(t.app, 'bet/cancelUnmatchedBet', { bet_id: layId }, { token: player.token });
    await until(3);
    expect(changes[2]).toMatchObject({ bet_id: layId, change: 'cancelled', matched: 100, unmatched: 0 });

    const resting = await post(t.app, 'bet/saveBet', { is_back: 1, market_id: ev.marketId, odds: 10, selection_id: ev.runners[1], stack: 100 }, { token: player.token });
    await until(4);
    await t.app.exchange.suspendMarket(ev.marketId);
    await until(5);
    expect(changes.slice(3, 5)).toMatchObject([
      { bet_id: resting.body.data.bet_id, change: 'placed', unmatched: 100 },
      { bet_id: resting.body.data.bet_id, change: 'lapsed', unmatched: 0 },
    ]);

    await t.app.exchange.settleMarket(ev.marketId, ev.runners[0], 'test');
    await until(6);
    // the layer lost the 100 matched at 2.00
    expect(changes[5]).toMatchObject({ bet_id: layId, change: 'settled', status: 'settled', result: 'lost', pnl: -100 });
    expect(changes.map((c) => c.bet_id).every((id) => id === layId || id === resting.body.data.bet_id)).toBe(true); // never another player's bets
    ws.terminate();
  });
});
