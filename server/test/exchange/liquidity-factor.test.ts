// A host's liquidity factor (issue 36) end to end: the house's orders sit once in the shared book;
// the platform operator sets the second host to 50 %; each host's ladder (match details and the
// stream) shows the players' size plus its share of the house's, rounded down; a bet from the 50 %
// host matches at most half of what the house still offers at each level, goes on to the next
// level, and what would cross the house's orders it could not take is not placed; a bet from the
// full host takes all. The ledger stays balanced.
import WebSocket from 'ws';
import type { StreamMessage } from '@khel/shared-kernel/contract';
import { get, post, startTestApp, type TestApp } from '../support/app';
import { seedEvent, type TestMarket } from '../support/catalog';
import { createPlayer, type TestPlayer } from '../support/players';
import { assertLedgerBalanced, marketMakerUserId } from '../../src/wallet/ledger';
import { updateHost } from '../../src/operator/hosts-admin';
import { ConsoleError } from '../../src/operator/scope';
import { Catalog } from '../../src/exchange/catalog';

let t: TestApp;
let m: TestMarket;
let full: TestPlayer; // a player of the default host (factor 1.0)
let half: TestPlayer; // a player of the second host (factor 0.5)
let maker: TestPlayer;
let url: string;
const SECOND = 'second.localhost';

beforeAll(async () => {
  t = await startTestApp({ KHEL_STREAM_HEARTBEAT_MS: '200' });
  m = await seedEvent(t.db);
  full = await createPlayer(t.db, { balanceRupees: 10_000 });
  half = await createPlayer(t.db, { balanceRupees: 10_000, operatorId: 2 });
  maker = await createPlayer(t.db, { balanceRupees: 10_000 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1/stream`;
});
afterAll(async () => {
  await t.close();
});

/** The best three levels a backer of runner 0 sees on this host: [price, rupees]. */
async function toBack(host: string): Promise<Array<[number, number]>> {
  const details = await post(t.app, 'match/matchDetailsOpen', { match_id: m.eventId, market_id: m.marketId }, { host });
  const runner = details.body.data[0].runners[0];
  return runner.ex.availableToBack.map((l: { price: number; size: number }) => [l.price, l.size]);
}

async function streamOn(host: string) {
  const ws = new WebSocket(url, { headers: { host } });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const messages: StreamMessage[] = [];
  ws.on('message', (raw) => messages.push(JSON.parse(raw.toString()) as StreamMessage));
  ws.send(JSON.stringify({ op: 'subscribe', marketIds: [m.marketId] }));
  /** the runner's availableToBack as last told (image, then deltas), once it equals `want` */
  const ladder = async (want: Array<[number, number]>) => {
    let last: Array<[number, number]> = [];
    for (const deadline = Date.now() + 3000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 25))) {
      for (const msg of messages.splice(0)) {
        const runners = msg.type === 'image' ? msg.market.runners : msg.type === 'delta' ? msg.runners : undefined;
        const r = runners?.find((x) => x.selectionId === m.runners[0]);
        if (r) last = r.ex.availableToBack.map((l) => [l.price, l.size]);
      }
      if (JSON.stringify(last) === JSON.stringify(want)) return last;
    }
    return last;
  };
  return { ws, ladder };
}

const betRows = (userId: number) =>
  t.db.query<{ price: number; matched_paise: number; unmatched_paise: number; cancelled_paise: number }>(
    'SELECT price, matched_paise, unmatched_paise, cancelled_paise FROM bets WHERE user_id = $1 ORDER BY id',
    [userId],
  );

describe("a host's liquidity factor", () => {
  it('only the platform operator sets it, within 0–100 %, audited as a host change', async () => {
    const [second] = await t.db.query<{ id: number }>("SELECT id FROM hosts WHERE code = 'second'");
    const hostOperator = { operatorUserId: null, operatorId: 2, via: 'cli' as const };
    await expect(updateHost(t.db, hostOperator, second!.id, { liquidityBps: 5000 })).rejects.toThrow(ConsoleError);
    const after = await updateHost(t.db, { operatorUserId: null, operatorId: 1, via: 'cli' }, second!.id, { liquidityBps: 5000 });
    expect(after.liquidityBps).toBe(5000);
    const [audit] = await t.db.query<{ action: string; detail: { before: { liquidityBps: number }; after: { liquidityBps: number } } }>(
      "SELECT action, detail FROM operator_audit WHERE entity_id = $1 AND action = 'host.update' ORDER BY id DESC LIMIT 1",
      [second!.id],
    );
    expect(audit).toMatchObject({ detail: { before: { liquidityBps: 10_000 }, after: { liquidityBps: 5000 } } });
    await expect(t.db.query('UPDATE hosts SET liquidity_bps = 10001 WHERE id = $1', [second!.id])).rejects.toThrow();
  });

  it("shows each host its share of the house's size, caps a bet from the 50 % host, and lets the full host take the rest", async () => {
    const mm = await marketMakerUserId(t.db);
    const [sel] = m.runners;
    // the house lays ₹401 at 2.0 and ₹400 at 1.9; a player lays ₹100 at 2.0 behind the house's order
    await t.app.exchange.placeBet(mm, { marketId: m.marketId, selectionId: sel, isBack: false, price: 200, stakePaise: 401_00, houseOrder: true });
    await t.app.exchange.placeBet(mm, { marketId: m.marketId, selectionId: sel, isBack: false, price: 190, stakePaise: 400_00, houseOrder: true });
    await post(t.app, 'bet/saveBet', { is_back: 0, market_id: m.marketId, odds: 2, selection_id: sel, stack: 100 }, { token: maker.token });

    const fullStream = await streamOn('localhost');
    const halfStream = await streamOn(SECOND);
    expect(await toBack('localhost')).toEqual([[2, 501], [1.9, 400]]);
    // half of the house's ₹401 is ₹200.50 exactly; the player's ₹100 in full
    expect(await toBack(SECOND)).toEqual([[2, 300.5], [1.9, 200]]);
    expect(await fullStream.ladder([[2, 501], [1.9, 400]])).toEqual([[2, 501], [1.9, 400]]);
    expect(await halfStream.ladder([[2, 300.5], [1.9, 200]])).toEqual([[2, 300.5], [1.9, 200]]);

    // ₹600 at 1.9 from the 50 % host: ₹300.50 at 2.0 (the player's ₹100 and half the house's), ₹200 at 1.9,
    // and the ₹99.50 left would cross the house's orders it may not take: not placed
    const capped = await post(t.app, 'bet/saveBet', { is_back: 1, market_id: m.marketId, odds: 1.9, selection_id: sel, stack: 600 }, { token: half.token, host: SECOND });
    expect(capped.statusCode).toBe(200);
    expect(capped.body.data).toMatchObject({ matched: 500.5, unmatched: 0 });
    expect(capped.body.msg).toMatch(/₹99\.50 not placed/);
    expect(await betRows(half.userId)).toEqual([{ price: 190, matched_paise: 500_50, unmatched_paise: 0, cancelled_paise: 99_50 }]);
    const fills = await t.db.query<{ price: number; stake_paise: number; maker_user: number }>(
      `SELECT f.price, f.stake_paise, b.user_id AS maker_user FROM bet_fills f JOIN bets b ON b.id = f.maker_bet_id
       JOIN bets tk ON tk.id = f.taker_bet_id WHERE tk.user_id = $1 ORDER BY f.id`,
      [half.userId],
    );
    expect(fills).toEqual([
      { price: 200, stake_paise: 200_50, maker_user: mm },
      { price: 200, stake_paise: 100_00, maker_user: maker.userId },
      { price: 190, stake_paise: 200_00, maker_user: mm },
    ]);

    // what the house still offers: ₹200.50 at 2.0 and ₹200 at 1.9; the 50 % host sees half of it, rounded down
    expect(await toBack('localhost')).toEqual([[2, 200.5], [1.9, 200]]);
    expect(await toBack(SECOND)).toEqual([[2, 100.25], [1.9, 100]]);
    expect(await fullStream.ladder([[2, 200.5], [1.9, 200]])).toEqual([[2, 200.5], [1.9, 200]]);
    expect(await halfStream.ladder([[2, 100.25], [1.9, 100]])).toEqual([[2, 100.25], [1.9, 100]]);

    // a bet from the 50 % host above every lay rests (it crosses nothing)
    const resting = await post(t.app, 'bet/saveBet', { is_back: 1, market_id: m.marketId, odds: 2.1, selection_id: sel, stack: 50 }, { token: half.token, host: SECOND });
    expect(resting.body.data).toMatchObject({ matched: 0, unmatched: 50 });

    // the full host's player takes all the house still offers at 2.0
    const taken = await post(t.app, 'bet/saveBet', { is_back: 1, market_id: m.marketId, odds: 2, selection_id: sel, stack: 300 }, { token: full.token });
    expect(taken.body.data).toMatchObject({ matched: 200.5, unmatched: 99.5 });
    fullStream.ws.terminate();
    halfStream.ws.terminate();
    await t.app.exchange.idle();
    expect(await toBack('localhost')).toEqual([[1.9, 200]]);
    expect(await toBack(SECOND)).toEqual([[1.9, 100]]);
    // rebuilt from the database, the books still know the house's orders
    await t.app.exchange.reloadFromDatabase();
    expect(await toBack(SECOND)).toEqual([[1.9, 100]]);
    expect(await toBack('localhost')).toEqual([[1.9, 200]]);
    await assertLedgerBalanced(t.db);
  });

  it("shows the 50 % host half of a bookmaker market's max stake, in its ladder and its stream, and refuses a bet above it", async () => {
    const bm = m.bookmakerMarketId;
    const [sel] = m.runners;
    await t.db.query('UPDATE markets SET max_stake_paise = $2 WHERE id = $1', [bm, 1_001_00]);
    t.app.exchange.forgetMarket(bm);
    const seen = async (host: string) => {
      const details = await post(t.app, 'match/matchDetailsOpen', { match_id: m.eventId, market_id: bm }, { host });
      const market = details.body.data[0];
      return { max: market.market_max_stack, back: market.runners[0].ex.availableToBack[0].size, lay: market.runners[0].ex.availableToLay[0].size };
    };
    expect(await seen('localhost')).toEqual({ max: 1001, back: 1001, lay: 1001 });
    // half of ₹1,001 is ₹500.50
    expect(await seen(SECOND)).toEqual({ max: 500.5, back: 500.5, lay: 500.5 });
    const ws = new WebSocket(url, { headers: { host: SECOND } });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    // the market's image, or a refusal (the test's 200 ms heartbeat can come first on a loaded machine)
    const image = new Promise<StreamMessage>((resolve) =>
      ws.on('message', (raw) => {
        const msg = JSON.parse(raw.toString()) as StreamMessage;
        if (msg.type === 'image' || msg.type === 'error') resolve(msg);
      }),
    );
    ws.send(JSON.stringify({ op: 'subscribe', marketIds: [bm] }));
    const first = await image;
    expect(first.type === 'image' && first.market.market_max_stack).toBe(500.5);
    ws.terminate();

    const bookmakerBet = (stack: number, p: TestPlayer, host?: string) =>
      post(t.app, 'bet/saveBet', { is_back: 1, market_id: bm, odds: 45, selection_id: sel, stack }, { token: p.token, ...(host ? { host } : {}) });
    const refused = await bookmakerBet(501, half, SECOND);
    expect(refused.body.msg).toBe('Maximum stake is 500.5');
    expect((await bookmakerBet(500, half, SECOND)).body.msg).toBe('Bet placed successfully');
    // the full host's player may stake the whole max
    expect((await bookmakerBet(1001, full)).body.msg).toBe('Bet placed successfully');
  });

  it("tells the 50 % host a match's max stake as its markets show it: a bookmaker market's halved, rounded down", async () => {
    const ev = await seedEvent(t.db);
    await t.db.query("UPDATE markets SET max_stake_paise = CASE WHEN kind = 'bookmaker' THEN 100101 ELSE 40000 END WHERE event_id = $1", [ev.eventId]);
    const limits = async (host: string) => (await post(t.app, 'event/getEventsLimit', { match_id: ev.eventId }, { host })).body.data.market_max_stack;
    const slip = async (host: string) => (await post(t.app, 'match/matchDetailsOpen', { match_id: ev.eventId, market_id: ev.bookmakerMarketId }, { host })).body.data[0].market_max_stack;
    expect(await limits('localhost')).toBe(1001.01);
    // half of ₹1,001.01 is ₹500.505: ₹500.50, as the bookmaker market's own max stake on that host
    expect(await slip(SECOND)).toBe(500.5);
    expect(await limits(SECOND)).toBe(500.5);
    // an exchange market's max stake is not scaled: the largest stands
    await t.db.query("UPDATE markets SET max_stake_paise = 60000 WHERE event_id = $1 AND kind <> 'bookmaker'", [ev.eventId]);
    expect(await limits(SECOND)).toBe(600);
  });

  it('works out no other ladder while every watcher of a market is at the full factor, and one per factor otherwise', async () => {
    const relevel = jest.spyOn(Catalog.prototype, 'relevel');
    const [, other] = m.runners;
    const a = await streamOn('localhost');
    const b = await streamOn('localhost');
    await a.ladder([[2, 0]]); // the images arrive (no ladder equals this one: it waits them out)
    relevel.mockClear();
    await post(t.app, 'bet/saveBet', { is_back: 0, market_id: m.marketId, odds: 3, selection_id: other, stack: 10 }, { token: full.token });
    await new Promise((r) => setTimeout(r, 400));
    expect(relevel).not.toHaveBeenCalled();
    const c = await streamOn(SECOND);
    const d = await streamOn(SECOND);
    await c.ladder([[2, 0]]);
    relevel.mockClear();
    await post(t.app, 'bet/saveBet', { is_back: 0, market_id: m.marketId, odds: 3.05, selection_id: other, stack: 10 }, { token: full.token });
    await new Promise((r) => setTimeout(r, 400));
    // two watchers at 50 %: each flush of the market works out their ladder once
    expect(relevel.mock.calls.length).toBeGreaterThan(0);
    expect(new Set(relevel.mock.calls.map(([detail]) => detail)).size).toBe(relevel.mock.calls.length);
    relevel.mockRestore();
    for (const x of [a, b, c, d]) x.ws.terminate();
  });

  it("hedges a cash-out from the 50 % host with at most half of the house's size", async () => {
    const mm = await marketMakerUserId(t.db);
    const [sel] = m.runners;
    // the house backs ₹600 at 2.2: a 50 % host's player may lay into ₹300 of it
    await t.app.exchange.placeBet(mm, { marketId: m.marketId, selectionId: sel, isBack: true, price: 220, stakePaise: 600_00, houseOrder: true });
    const quote = await get(t.app, `exchange/order/cashoutQuote?marketId=${m.marketId}`, { token: half.token, host: SECOND });
    expect(quote.statusCode).toBe(200);
    const houseLeg = quote.body.data.legs.find((l: { price: number }) => l.price === 2.2);
    expect(houseLeg.stake).toBeLessThanOrEqual(300);
    const lastBet = async () => (await t.db.query<{ id: number }>('SELECT max(id)::int AS id FROM bets WHERE user_id = $1', [half.userId]))[0]!.id;
    const before = await lastBet();
    const cashed = await get(t.app, `exchange/order/cashout?marketId=${m.marketId}`, { token: half.token, host: SECOND });
    expect(cashed.statusCode).toBe(200);
    const hedge = await lastBet();
    expect(hedge).toBeGreaterThan(before);
    const [took] = await t.db.query<{ paise: number }>(
      `SELECT COALESCE(sum(f.stake_paise), 0)::bigint AS paise FROM bet_fills f JOIN bets b ON b.id = f.maker_bet_id WHERE f.taker_bet_id = $1 AND b.user_id = $2`,
      [hedge, mm],
    );
    expect(Number(took!.paise)).toBeGreaterThan(0);
    expect(Number(took!.paise)).toBeLessThanOrEqual(300_00);
    // the full host still sees the house's rest
    const details = await post(t.app, 'match/matchDetailsOpen', { match_id: m.eventId, market_id: m.marketId });
    const lays = details.body.data[0].runners[0].ex.availableToLay as Array<{ price: number; size: number }>;
    expect(lays.find((l) => l.price === 2.2)!.size).toBeGreaterThanOrEqual(300);
    await t.app.exchange.idle();
    await assertLedgerBalanced(t.db);
  });
  it("lets a house order take a 50 % host's resting back only up to half of the house order, each re-quote again, and after a restart", async () => {
    const mm = await marketMakerUserId(t.db);
    const fresh = await seedEvent(t.db);
    const [sel] = fresh.runners;
    const rested = await post(t.app, 'bet/saveBet', { is_back: 1, market_id: fresh.marketId, odds: 3, selection_id: sel, stack: 1000 }, { token: half.token, host: SECOND });
    expect(rested.body.data).toMatchObject({ matched: 0, unmatched: 1000 });
    // the resting back keeps its host's share
    const [back] = await t.db.query<{ id: number; house_share_bps: number }>('SELECT id, house_share_bps FROM bets WHERE user_id = $1 AND market_id = $2', [half.userId, fresh.marketId]);
    expect(back!.house_share_bps).toBe(5000);
    const backId = back!.id;
    const houseLays = () => t.app.exchange.placeBet(mm, { marketId: fresh.marketId, selectionId: sel, isBack: false, price: 300, stakePaise: 400_00, houseOrder: true });
    const houseRow = (id: number) => t.db.query('SELECT matched_paise, unmatched_paise, cancelled_paise FROM bets WHERE id = $1', [id]);
    const playerRow = () => t.db.query('SELECT matched_paise, unmatched_paise FROM bets WHERE id = $1', [backId]);
    // the house lays ₹400 at 3.0: the player gets ₹200 (half of it); the other ₹200 would cross the player's back: not placed
    const first = await houseLays();
    expect(first).toMatchObject({ matchedPaise: 200_00, unmatchedPaise: 0 });
    await t.app.exchange.idle();
    expect(await houseRow(first.betId)).toEqual([{ matched_paise: 200_00, unmatched_paise: 0, cancelled_paise: 200_00 }]);
    expect(await playerRow()).toEqual([{ matched_paise: 200_00, unmatched_paise: 800_00 }]);
    // no cumulative cap: the next re-quote fills another half of its own stake
    expect(await houseLays()).toMatchObject({ matchedPaise: 200_00, unmatchedPaise: 0 });
    // rebuilt from the database, the resting back keeps its host's share
    await t.app.exchange.idle();
    await t.app.exchange.reloadFromDatabase();
    expect(await houseLays()).toMatchObject({ matchedPaise: 200_00, unmatchedPaise: 0 });
    await t.app.exchange.idle();
    expect(await playerRow()).toEqual([{ matched_paise: 600_00, unmatched_paise: 400_00 }]);
    // a full-factor player lays into all of it
    const taken = await post(t.app, 'bet/saveBet', { is_back: 0, market_id: fresh.marketId, odds: 3, selection_id: sel, stack: 300 }, { token: full.token });
    expect(taken.body.data).toMatchObject({ matched: 300, unmatched: 0 });
    await t.app.exchange.idle();
    expect(await playerRow()).toEqual([{ matched_paise: 900_00, unmatched_paise: 100_00 }]);
    await assertLedgerBalanced(t.db);
  });
});
