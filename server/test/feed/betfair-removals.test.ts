// Non-runners from Betfair's stream on the real server: a runner the definition marks REMOVED lapses
// its unmatched orders (and, with a material factor, the lays on the other runners), and the
// closed market settles itself: bets on the removed runner void, fills on the others matched
// before a removal at the price its reduction factor leaves (WIN: the price; PLACE: the winnings,
// rounded down to a hundredth), commission on the net; each hold on the market follows each removal
// (the worst case over the runners left, at the reduced prices). A WIN race the test writes itself runs
// everywhere; the PLACE race recording (three non-runners) needs the shared recordings
// (KHEL_BETFAIR_FIXTURES) and says so plainly when they are absent.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BetfairFeed } from '../../src/feed/betfair/feed';
import { bestLevels } from '../../src/feed/betfair/cache';
import { ReplaySource } from '../../src/feed/betfair/replay';
import { MarketPositions } from '../../src/exchange/core/positions';
import { readMarketSnapshot } from '../../src/exchange/store/core-reads';
import { playerBalances } from '../../src/wallet/ledger';
import { assertHoldsConsistent } from '../support/exchange';
import { post, startTestApp, type Json, type TestApp } from '../support/app';
import { createPlayer, type TestPlayer } from '../support/players';

const FIXTURES = path.resolve(process.env.KHEL_BETFAIR_FIXTURES ?? path.join(__dirname, '../../../../shared/fixtures/betfair'));
const PLACE_RACE = path.join(FIXTURES, 'horse-place-1.205822330.jsonl.gz');
const havePlaceRace = existsSync(PLACE_RACE);
if (!havePlaceRace) console.warn(`Betfair recording ${PLACE_RACE} not found (set KHEL_BETFAIR_FIXTURES): the PLACE race's non-runner test is skipped`);
const withPlaceRace = havePlaceRace ? describe : describe.skip;

const NOW = Date.UTC(2026, 11, 7, 12, 0, 0);
const START_RUPEES = 10_000;
const COMMISSION_BPS = 200;

function replay(t: TestApp, file: string, from: string | null, speed: number): BetfairFeed {
  const source = new ReplaySource({ files: [file], speed, fromMs: from ? Date.parse(from) : null });
  return new BetfairFeed({ db: t.db, exchange: t.app.exchange, source, feed: 'betfair-replay' });
}

/** The recording's best back and lay price (decimal) of a runner at the replay's position. */
function best(feed: BetfairFeed, marketId: string, selectionId: number): { back: number; lay: number } {
  const l = bestLevels(feed.cache.markets.get(marketId)!.runners.get(selectionId)!, 1);
  return { back: l.back[0]!.price / 100, lay: l.lay[0]!.price / 100 };
}

async function bet(t: TestApp, p: TestPlayer, marketId: string, selectionId: number, isBack: boolean, odds: number, stake: number): Promise<Json> {
  const res = await post(t.app, 'bet/saveBet', { market_id: marketId, selection_id: selectionId, is_back: isBack ? 1 : 0, odds, stack: stake }, { token: p.token });
  expect(['Bet placed successfully', 'Bet placed; it is unmatched until someone takes your price']).toContain(res.body.msg);
  return res.body.data as Json;
}

/** A back's winnings (= a lay's liability) in paise at a price in hundredths, as the exchange rounds them. */
const winPaise = (stakePaise: number, price: number) => Math.floor((stakePaise * (price - 100)) / 100);
/** What a player's cash is after a market: its net P&L less the host's commission on a net win. */
const cashAfter = (netPaise: number) => START_RUPEES * 100 + netPaise - (netPaise > 0 ? Math.floor((netPaise * COMMISSION_BPS) / 10_000) : 0);
const toHundredths = (decimal: number) => Math.round(decimal * 100);

async function betRows(t: TestApp, userId: number): Promise<Json[]> {
  return t.db.query<Json>('SELECT selection_id, status, result, pnl_paise, matched_paise FROM bets WHERE user_id = $1 ORDER BY id', [userId]);
}

// ---- a WIN race written by the test ------------------------------------------------------------

const RACE = { eventId: 900000201, alpha: 7001, bravo: 7002, charlie: 7003, delta: 7004 };

/**
 * A WIN race: Delta removed 10 minutes in with a 2.0 % factor (under 2.5 %: no reduction, the lays
 * on the others stand), Charlie 20 minutes in with 25 % (Alpha's 10.0 becomes 7.5), Alpha wins an
 * hour in. Betfair's ladder re-forms after Charlie's removal (Alpha 7.6 / 8.0).
 */
function writeRace(dir: string, marketId: string): { file: string; startPt: number } {
  const startPt = Date.UTC(2025, 2, 1, 12, 0, 0);
  const iso = (pt: number) => new Date(pt).toISOString();
  const runner = (id: number, name: string, status: string, removal?: [number, number]) => ({
    id,
    name,
    sortPriority: id - 7000,
    status,
    ...(removal ? { adjustmentFactor: removal[0], removalDate: iso(removal[1]) } : {}),
  });
  const delta = [2.0, startPt + 10 * 60_000] as [number, number];
  const charlie = [25.0, startPt + 20 * 60_000] as [number, number];
  const definition = (status: string, s: { delta?: boolean; charlie?: boolean; closed?: boolean } = {}) => ({
    eventId: String(RACE.eventId),
    eventTypeId: '7',
    eventName: 'Khel Park 1st Mar',
    venue: 'Khel Park',
    countryCode: 'IN',
    numberOfWinners: 1,
    bettingType: 'ODDS',
    marketType: 'WIN',
    marketTime: iso(startPt + 55 * 60_000),
    inPlay: false,
    betDelay: 0,
    status,
    runners: [
      runner(RACE.alpha, '1. Alpha', s.closed ? 'WINNER' : 'ACTIVE'),
      runner(RACE.bravo, '2. Bravo', s.closed ? 'LOSER' : 'ACTIVE'),
      runner(RACE.charlie, '3. Charlie', s.charlie ? 'REMOVED' : 'ACTIVE', s.charlie ? charlie : undefined),
      runner(RACE.delta, '4. Delta', s.delta ? 'REMOVED' : 'ACTIVE', s.delta ? delta : undefined),
    ],
  });
  let clk = 0;
  const messages: object[] = [];
  const mcm = (pt: number, mc: object) => messages.push({ op: 'mcm', clk: String(++clk), pt, mc: [{ id: marketId, ...mc }] });
  mcm(startPt, {
    img: true,
    marketDefinition: definition('OPEN'),
    rc: [
      { id: RACE.alpha, atb: [[10.0, 100]], atl: [[10.5, 100]] },
      { id: RACE.bravo, atb: [[4.0, 100]], atl: [[4.1, 100]] },
      { id: RACE.charlie, atb: [[3.0, 100]], atl: [[3.05, 100]] },
      { id: RACE.delta, atb: [[20.0, 100]], atl: [[21.0, 100]] },
    ],
  });
  mcm(delta[1] + 1_000, { marketDefinition: definition('OPEN', { delta: true }), rc: [{ id: RACE.delta, atb: [[20.0, 0]], atl: [[21.0, 0]] }] });
  mcm(charlie[1] + 500, { marketDefinition: definition('SUSPENDED', { delta: true }) });
  mcm(charlie[1] + 1_000, {
    marketDefinition: definition('SUSPENDED', { delta: true, charlie: true }),
    rc: [
      { id: RACE.charlie, atb: [[3.0, 0]], atl: [[3.05, 0]] },
      { id: RACE.alpha, atb: [[10.0, 0], [7.6, 100]], atl: [[10.5, 0], [8.0, 100]] },
    ],
  });
  mcm(charlie[1] + 2_000, { marketDefinition: definition('OPEN', { delta: true, charlie: true }) });
  mcm(startPt + 60 * 60_000, { marketDefinition: definition('CLOSED', { delta: true, charlie: true, closed: true }) });
  const file = path.join(dir, `race-${marketId}.jsonl.gz`);
  writeFileSync(file, gzipSync(messages.map((m) => JSON.stringify(m)).join('\n') + '\n'));
  return { file, startPt };
}

describe('Betfair non-runners: a WIN race Khel writes itself (runs without the shared recordings)', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await startTestApp();
    await t.db.query('UPDATE hosts SET commission_bps = $1', [COMMISSION_BPS]);
    dir = mkdtempSync(path.join(tmpdir(), 'khel-removals-'));
  });
  afterAll(async () => {
    await t.app.exchange.idle();
    await t.close();
  });

  it('voids the bets on the non-runners, reduces the fills before a material removal, lapses what Betfair lapses, and settles to the paisa', async () => {
    const marketId = '1.900000201';
    const { file, startPt } = writeRace(dir, marketId);
    const feed = replay(t, file, null, 60); // a wall second is a recorded minute
    await feed.step(NOW);
    await feed.step(NOW + 1_500);

    const backer = await createPlayer(t.db, { balanceRupees: START_RUPEES });
    const layer = await createPlayer(t.db, { balanceRupees: START_RUPEES });
    const onRemoved = await createPlayer(t.db, { balanceRupees: START_RUPEES });
    const resting = await createPlayer(t.db, { balanceRupees: START_RUPEES });
    const late = await createPlayer(t.db, { balanceRupees: START_RUPEES });
    const keeper = await createPlayer(t.db, { balanceRupees: START_RUPEES });
    // before both removals: a back of Alpha at 10.0, a lay of Alpha at 10.5, a back of Charlie (removed later)
    expect(Number((await bet(t, backer, marketId, RACE.alpha, true, 10.0, 100)).matched)).toBe(100);
    expect(Number((await bet(t, layer, marketId, RACE.alpha, false, 10.5, 100)).matched)).toBe(100);
    expect(Number((await bet(t, onRemoved, marketId, RACE.charlie, true, 3.0, 100)).matched)).toBe(100);
    // unmatched: a lay of Bravo at 1.5 and a back of Bravo at 50.0 rest
    expect(Number((await bet(t, resting, marketId, RACE.bravo, false, 1.5, 100)).unmatched)).toBe(100);
    expect(Number((await bet(t, resting, marketId, RACE.bravo, true, 50.0, 100)).unmatched)).toBe(100);
    // a lay of Bravo at 3.0 kept in play ('keep'): ₹200 at risk
    const kept = await post(t.app, 'bet/saveBet', { market_id: marketId, selection_id: RACE.bravo, is_back: 0, odds: 3.0, stack: 100, keep: 1 }, { token: keeper.token });
    expect(Number((kept.body.data as Json).unmatched)).toBe(100);
    const keptLay = async () => {
      const [row] = await t.db.query<Json>('SELECT id, price, unmatched_paise, status FROM bets WHERE user_id = $1', [keeper.userId]);
      const inBook = t.app.exchange.books.book(marketId, RACE.bravo).restingOrders().find((o) => o.orderId === Number(row!.id));
      return { price: row!.price, unmatched: row!.unmatched_paise, status: row!.status, inBook: inBook?.price ?? null, hold: (await playerBalances(t.db, keeper.userId)).hold };
    };
    expect(await keptLay()).toEqual({ price: 300, unmatched: 100_00, status: 'open', inBook: 300, hold: 200_00 });
    const openOn = async (selectionId: number) => t.db.query<Json>('SELECT id FROM bets WHERE market_id = $1 AND selection_id = $2 AND unmatched_paise > 0', [marketId, selectionId]);
    expect((await openOn(RACE.charlie)).length).toBeGreaterThan(0); // the house quotes Charlie
    const restingOrders = async () =>
      (await t.db.query<Json>('SELECT is_back FROM bets WHERE user_id = $1 AND unmatched_paise > 0 ORDER BY id', [resting.userId])).map((r) => r.is_back);

    // Delta removed with 2.0 %: under 2.5 %, the lays on the others stand (and no fill is reduced)
    await feed.step(NOW + 12_000);
    expect(await restingOrders()).toEqual([false, true]);
    expect((await keptLay()).price).toBe(300);
    const [deltaRow] = await t.db.query<Json>('SELECT status, adjustment_bps, removed_at FROM runners WHERE market_id = $1 AND selection_id = $2', [marketId, RACE.delta]);
    expect(deltaRow).toMatchObject({ status: 'REMOVED', adjustment_bps: 200 });
    expect(deltaRow!.removed_at).not.toBeNull();
    // a bet on a removed runner is refused
    const refused = await post(t.app, 'bet/saveBet', { market_id: marketId, selection_id: RACE.delta, is_back: 1, odds: 20, stack: 100 }, { token: late.token });
    expect(refused.body.msg).toBe('Selection is suspended');

    // Charlie removed with 25 %: the unmatched lay on Bravo lapses, the back stands; the house quotes no longer Charlie
    await feed.step(NOW + 22_000);
    await feed.step(NOW + 24_000);
    expect(await restingOrders()).toEqual([true]);
    const [lapsed] = await t.db.query<Json>('SELECT status, cancelled_paise FROM bets WHERE user_id = $1 AND is_back = false', [resting.userId]);
    expect(lapsed).toEqual({ status: 'cancelled', cancelled_paise: 10_000 });
    // the kept lay is not lapsed but reduced as Betfair reduces a 'keep' lay: 3.0 less 25 % is 2.25,
    // rounded down to the ladder's 2.24 (the layer's side); its hold follows (₹124 at risk)
    await t.app.exchange.idle();
    expect(await keptLay()).toEqual({ price: 224, unmatched: 100_00, status: 'open', inBook: 224, hold: 124_00 });
    await t.app.exchange.reloadFromDatabase();
    expect(await keptLay()).toEqual({ price: 224, unmatched: 100_00, status: 'open', inBook: 224, hold: 124_00 });
    await assertHoldsConsistent(t.db, [keeper.userId, resting.userId]);
    expect(await openOn(RACE.charlie)).toEqual([]);
    // the P&L each runner shows is what settlement would pay: Alpha's back at 10.0 wins ₹650 (7.5),
    // the lay at 10.5 loses ₹687 (7.87); a non-runner reads 0 (it cannot win), the bet on Charlie is void
    const pnl = async (p: TestPlayer) => {
      const [m] = (await post(t.app, 'bet/getTeamPosition', { market_id: marketId }, { token: p.token })).body.data as Json[];
      return Object.fromEntries((m!.runners as Json[]).map((r) => [Number(r.selection_id), r.user_pl]));
    };
    expect(await pnl(backer)).toEqual({ [RACE.alpha]: 650, [RACE.bravo]: -100, [RACE.charlie]: 0, [RACE.delta]: 0 });
    expect(await pnl(layer)).toEqual({ [RACE.alpha]: -687, [RACE.bravo]: 100, [RACE.charlie]: 0, [RACE.delta]: 0 });
    expect(await pnl(onRemoved)).toEqual({ [RACE.alpha]: 0, [RACE.bravo]: 0, [RACE.charlie]: 0, [RACE.delta]: 0 });
    // after the removals: a back of Alpha at the re-formed 7.6 is not reduced
    expect(best(feed, marketId, RACE.alpha).back).toBe(7.6);
    expect(Number((await bet(t, late, marketId, RACE.alpha, true, 7.6, 100)).matched)).toBe(100);
    // a restart (or the feed's lease moving) sees the removals again: a lay placed since stands
    expect(Number((await bet(t, resting, marketId, RACE.bravo, false, 1.5, 100)).unmatched)).toBe(100);
    await replay(t, file, new Date(startPt + 25 * 60_000).toISOString(), 60).step(NOW + 25_000);
    expect(await restingOrders()).toEqual([true, false]);

    // Alpha wins: the closed market settles itself
    await feed.step(NOW + 70_000);
    await t.app.exchange.idle();
    const [market] = await t.db.query<Json>('SELECT winner_selection_id, settled_by, void_reason FROM markets WHERE id = $1', [marketId]);
    expect(market).toEqual({ winner_selection_id: RACE.alpha, settled_by: 'feed', void_reason: null });
    const statuses = await t.db.query<Json>('SELECT selection_id, status FROM runners WHERE market_id = $1 ORDER BY selection_id', [marketId]);
    expect(statuses.map((r) => [Number(r.selection_id), r.status])).toEqual([
      [RACE.alpha, 'WINNER'],
      [RACE.bravo, 'LOSER'],
      [RACE.charlie, 'REMOVED'],
      [RACE.delta, 'REMOVED'],
    ]);

    // 10.0 less 25 % = 7.50: ₹650 won; Delta's 2.0 % is not applied
    const backWin = winPaise(100_00, 750);
    expect(backWin).toBe(650_00);
    expect(await betRows(t, backer.userId)).toEqual([{ selection_id: RACE.alpha, status: 'settled', result: 'won', pnl_paise: backWin, matched_paise: 100_00 }]);
    expect(await playerBalances(t.db, backer.userId)).toMatchObject({ cash: cashAfter(backWin), hold: 0 });
    // the lay at 10.5 less 25 % = 7.875, rounded down to 7.87 (the layer's favour): ₹687 lost
    const layLoss = winPaise(100_00, 787);
    expect(await betRows(t, layer.userId)).toEqual([{ selection_id: RACE.alpha, status: 'settled', result: 'lost', pnl_paise: -layLoss, matched_paise: 100_00 }]);
    expect(await playerBalances(t.db, layer.userId)).toMatchObject({ cash: cashAfter(-layLoss), hold: 0 });
    // the back of Charlie is void: the stake back, no commission
    expect(await betRows(t, onRemoved.userId)).toEqual([{ selection_id: RACE.charlie, status: 'void', result: 'void', pnl_paise: 0, matched_paise: 100_00 }]);
    expect(await playerBalances(t.db, onRemoved.userId)).toMatchObject({ cash: START_RUPEES * 100, hold: 0 });
    // matched after the removals: 7.6 as matched
    expect(await playerBalances(t.db, late.userId)).toMatchObject({ cash: cashAfter(winPaise(100_00, 760)), hold: 0 });
    expect(await playerBalances(t.db, resting.userId)).toMatchObject({ cash: START_RUPEES * 100, hold: 0 });
    expect(await playerBalances(t.db, keeper.userId)).toMatchObject({ cash: START_RUPEES * 100, hold: 0 });

    // the bet history shows the price each bet settled at; the void bet's statement line says why
    const settled = async (p: TestPlayer) => (await post(t.app, 'bet/settledBets', { page: 1, limit: 10 }, { token: p.token })).body.data as Json[];
    expect(await settled(backer)).toEqual([expect.objectContaining({ market_id: marketId, status: 'settled', result: 'won', odds: 7.5, matched_odds: 7.5, pnl: 650 })]);
    expect(await settled(layer)).toEqual([expect.objectContaining({ status: 'settled', result: 'lost', odds: 7.87, pnl: -687 })]);
    expect(await settled(late)).toEqual([expect.objectContaining({ status: 'settled', result: 'won', odds: 7.6, pnl: 660 })]);
    expect(await settled(onRemoved)).toEqual([expect.objectContaining({ status: 'void', result: 'void', odds: 3, pnl: 0 })]);
    const lines = (await post(t.app, 'account/statement', {}, { token: onRemoved.token })).body.data.items as Json[];
    expect(JSON.stringify(lines[0])).toContain('Void: Non-runner');
    const backerLines = (await post(t.app, 'account/statement', {}, { token: backer.token })).body.data.items as Json[];
    expect(JSON.stringify(backerLines)).not.toContain('Void:');
  });

  it('moves the hold with each removal, and a back before a removal with a lay after it settles within the hold', async () => {
    const marketId = '1.900000203';
    const { file } = writeRace(dir, marketId);
    const feed = replay(t, file, null, 60);
    await feed.step(NOW);
    await feed.step(NOW + 1_500);
    const layer = await createPlayer(t.db, { balanceRupees: START_RUPEES });
    const onDelta = await createPlayer(t.db, { balanceRupees: START_RUPEES });
    const trader = await createPlayer(t.db, { balanceRupees: START_RUPEES });
    const held = async (p: TestPlayer) => {
      const [row] = await t.db.query<Json>('SELECT exposure_paise FROM exposures WHERE user_id = $1 AND position_key = $2', [p.userId, `m:${marketId}`]);
      const { hold } = await playerBalances(t.db, p.userId);
      expect(hold).toBe(Number(row?.exposure_paise ?? 0)); // the hold account is the exposures row
      return hold;
    };
    // before the removals: a lay of Alpha at 10.5 (₹950 at risk), a back of Delta at 20.0 (₹100), a back of Alpha at 10.0 (₹100)
    expect(Number((await bet(t, layer, marketId, RACE.alpha, false, 10.5, 100)).matched)).toBe(100);
    expect(Number((await bet(t, onDelta, marketId, RACE.delta, true, 20.0, 100)).matched)).toBe(100);
    expect(Number((await bet(t, trader, marketId, RACE.alpha, true, 10.0, 100)).matched)).toBe(100);
    expect([await held(layer), await held(onDelta), await held(trader)]).toEqual([950_00, 100_00, 100_00]);

    // Delta removed (2.0 %: no reduction): the back of Delta is void, its hold released at once; the lay's stands
    await feed.step(NOW + 12_000);
    await t.app.exchange.idle();
    expect([await held(layer), await held(onDelta), await held(trader)]).toEqual([950_00, 0, 100_00]);
    expect(await playerBalances(t.db, onDelta.userId)).toMatchObject({ cash: START_RUPEES * 100, hold: 0 });

    // Charlie removed (25 %): the lay of Alpha at 10.5 now settles at 7.87 at worst, ₹687 (10.5 less 25 %, rounded down)
    await feed.step(NOW + 22_000);
    await feed.step(NOW + 24_000);
    await t.app.exchange.idle();
    expect(await held(layer)).toBe(winPaise(100_00, 787));
    expect(await playerBalances(t.db, layer.userId)).toMatchObject({ cash: START_RUPEES * 100 - winPaise(100_00, 787) });
    expect(await held(trader)).toBe(100_00);

    // the trader lays Alpha at 8.0 after the removal: their back before it wins ₹650 (7.5), not ₹900, so
    // Alpha winning loses them ₹50 (₹650 − ₹700): the hold takes it at once (unreduced it would be 0)
    expect(Number((await bet(t, trader, marketId, RACE.alpha, false, 8.0, 100)).matched)).toBe(100);
    expect(await held(trader)).toBe(50_00);
    // a core read again from the database has the same positions: each exposure row is the worst case it recomputes
    const snapshot = await readMarketSnapshot(t.db, marketId, 'odds');
    expect(snapshot.removals?.map((r) => [r.selectionId, r.factorBps])).toEqual([
      [RACE.delta, 200],
      [RACE.charlie, 2500],
    ]);
    const rebuilt = MarketPositions.restore(snapshot);
    for (const p of [layer, onDelta, trader]) expect(rebuilt.exposureOf(p.userId)).toBe(await held(p));
    await assertHoldsConsistent(t.db, [layer.userId, onDelta.userId, trader.userId]);

    // Alpha wins: each settles within what the hold kept, nothing taken from cash beyond it
    const holdsBefore = { layer: await held(layer), trader: await held(trader) };
    await feed.step(NOW + 70_000);
    await t.app.exchange.idle();
    const [market] = await t.db.query<Json>('SELECT winner_selection_id FROM markets WHERE id = $1', [marketId]);
    expect(market).toEqual({ winner_selection_id: RACE.alpha });
    expect(await playerBalances(t.db, trader.userId)).toMatchObject({ cash: START_RUPEES * 100 - holdsBefore.trader, hold: 0 });
    expect(await playerBalances(t.db, layer.userId)).toMatchObject({ cash: START_RUPEES * 100 - holdsBefore.layer, hold: 0 });
    const fromCash = await t.db.query<Json>(`SELECT idempotency_key FROM transfers WHERE idempotency_key LIKE $1`, [`settle:market:${marketId}:%:loss-cash`]);
    expect(fromCash).toEqual([]);
  });

  it("leaves a race with non-runners that an operator holds to the operator's result, which applies the reductions too", async () => {
    const marketId = '1.900000202';
    const { file } = writeRace(dir, marketId);
    const feed = replay(t, file, null, 60);
    await feed.step(NOW);
    await feed.step(NOW + 1_500);
    const backer = await createPlayer(t.db, { balanceRupees: START_RUPEES });
    expect(Number((await bet(t, backer, marketId, RACE.alpha, true, 10.0, 100)).matched)).toBe(100);
    await t.db.query(`UPDATE markets SET operator_hold = 'operator:1' WHERE id = $1`, [marketId]);
    await feed.step(NOW + 70_000);
    await t.app.exchange.idle();
    const [market] = await t.db.query<Json>('SELECT settled_at FROM markets WHERE id = $1', [marketId]);
    expect(market).toEqual({ settled_at: null });
    // the removals are recorded all the same, and the operator's own result applies them
    const removed = await t.db.query<Json>(`SELECT selection_id, adjustment_bps FROM runners WHERE market_id = $1 AND status = 'REMOVED' ORDER BY selection_id`, [marketId]);
    expect(removed.map((r) => [Number(r.selection_id), r.adjustment_bps])).toEqual([
      [RACE.charlie, 2500],
      [RACE.delta, 200],
    ]);
    await t.app.exchange.settleMarket(marketId, RACE.alpha, 'operator:1');
    expect(await playerBalances(t.db, backer.userId)).toMatchObject({ cash: cashAfter(winPaise(100_00, 750)), hold: 0 });
  });
});

// ---- the PLACE race recording ----------------------------------------------------------------

withPlaceRace('Betfair non-runners: the PLACE race at Sunshine Coast (recording)', () => {
  const MARKET = '1.205822330';
  /** the non-runners, in order: 27.58 % at 07:39:36, 8.37 % at 21:18:59, 2.41 % at 22:52:32 (recording time) */
  const FIRST = 2329545;
  const SECOND = 49808340;
  const THIRD = 42011335;
  const [W1, W2, W3] = [49808334, 49808335, 49808342]; // placed
  const LOSER = 45368013;
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await t.db.query('UPDATE hosts SET commission_bps = $1', [COMMISSION_BPS]);
  });
  afterAll(async () => {
    await t.app.exchange.idle();
    await t.close();
  });

  /** A PLACE market reduces the winnings: 1 + (price − 1) × each factor's remainder, rounded down to a hundredth. */
  const placeReduced = (price: number, factorsBps: number[]) => {
    let num = BigInt(price - 100);
    let den = 1n;
    for (const f of factorsBps) {
      num *= BigInt(10_000 - f);
      den *= 10_000n;
    }
    return 100 + Number(num / den);
  };

  it('voids the bets on its three non-runners and settles each fill at the winnings its later removals leave', async () => {
    // from 07:00 at 1000×: a wall second is 1,000 recorded seconds
    const feed = replay(t, PLACE_RACE, '2022-10-31T07:00:00Z', 1000);
    const at = (recorded: string) => NOW + (Date.parse(recorded) - Date.parse('2022-10-31T07:00:00Z')) / 1000;
    await feed.step(NOW);
    await feed.step(NOW + 1_500); // 07:25, before the first removal

    const p = {
      early: await createPlayer(t.db, { balanceRupees: START_RUPEES }),
      layer: await createPlayer(t.db, { balanceRupees: START_RUPEES }),
      onThird: await createPlayer(t.db, { balanceRupees: START_RUPEES }),
      loser: await createPlayer(t.db, { balanceRupees: START_RUPEES }),
      middle: await createPlayer(t.db, { balanceRupees: START_RUPEES }),
      late: await createPlayer(t.db, { balanceRupees: START_RUPEES }),
    };
    // before every removal: back W1, lay W2, back the third non-runner, back a loser (₹100 each)
    const early = best(feed, MARKET, W1).back;
    const lay = best(feed, MARKET, W2).lay;
    const third = best(feed, MARKET, THIRD).back;
    const loser = best(feed, MARKET, LOSER).back;
    expect(Number((await bet(t, p.early, MARKET, W1, true, early, 100)).matched)).toBe(100);
    expect(Number((await bet(t, p.layer, MARKET, W2, false, lay, 100)).matched)).toBe(100);
    expect(Number((await bet(t, p.onThird, MARKET, THIRD, true, third, 100)).matched)).toBe(100);
    expect(Number((await bet(t, p.loser, MARKET, LOSER, true, loser, 100)).matched)).toBe(100);

    // the first removal (27.58 %, material in a PLACE market: 4 % or more) is applied
    await feed.step(at('2022-10-31T07:45:00Z'));
    await feed.step(at('2022-10-31T08:30:00Z')); // Betfair's back side re-forms by 08:08
    const [first] = await t.db.query<Json>('SELECT status, adjustment_bps FROM runners WHERE market_id = $1 AND selection_id = $2', [MARKET, FIRST]);
    expect(first).toEqual({ status: 'REMOVED', adjustment_bps: 2758 });
    // between the first and the second removal: back W1 again
    const middle = best(feed, MARKET, W1).back;
    expect(Number((await bet(t, p.middle, MARKET, W1, true, middle, 100)).matched)).toBe(100);

    // after the second (8.37 %) and third (2.41 %) removals: back W3
    await feed.step(at('2022-10-31T23:00:00Z'));
    await feed.step(at('2022-10-31T23:01:00Z'));
    const removed = await t.db.query<Json>(`SELECT selection_id, adjustment_bps FROM runners WHERE market_id = $1 AND status = 'REMOVED' ORDER BY removed_at`, [MARKET]);
    expect(removed.map((r) => [Number(r.selection_id), r.adjustment_bps])).toEqual([
      [FIRST, 2758],
      [SECOND, 837],
      [THIRD, 241],
    ]);
    const late = best(feed, MARKET, W3).back;
    expect(Number((await bet(t, p.late, MARKET, W3, true, late, 100)).matched)).toBe(100);

    // closed with three placed runners: it settles itself
    await feed.step(at('2022-11-01T03:00:00Z'));
    await t.app.exchange.idle();
    const [market] = await t.db.query<Json>('SELECT settled_by, settled_at IS NOT NULL AS settled FROM markets WHERE id = $1', [MARKET]);
    expect(market).toEqual({ settled_by: 'feed', settled: true });

    // before every removal: all three factors reduce the winnings (a PLACE market applies even 2.41 %)
    const earlyWin = winPaise(100_00, placeReduced(toHundredths(early), [2758, 837, 241]));
    expect(await betRows(t, p.early.userId)).toEqual([{ selection_id: W1, status: 'settled', result: 'won', pnl_paise: earlyWin, matched_paise: 100_00 }]);
    expect(await playerBalances(t.db, p.early.userId)).toMatchObject({ cash: cashAfter(earlyWin), hold: 0 });
    // the lay of a placed runner loses the reduced liability
    const layLoss = winPaise(100_00, placeReduced(toHundredths(lay), [2758, 837, 241]));
    expect(layLoss).toBeLessThan(winPaise(100_00, toHundredths(lay)));
    expect(await playerBalances(t.db, p.layer.userId)).toMatchObject({ cash: cashAfter(-layLoss), hold: 0 });
    // the back of the third non-runner is void
    expect(await betRows(t, p.onThird.userId)).toEqual([{ selection_id: THIRD, status: 'void', result: 'void', pnl_paise: 0, matched_paise: 100_00 }]);
    expect(await playerBalances(t.db, p.onThird.userId)).toMatchObject({ cash: START_RUPEES * 100, hold: 0 });
    // a losing back loses its stake, reduction or not
    expect(await playerBalances(t.db, p.loser.userId)).toMatchObject({ cash: START_RUPEES * 100 - 100_00, hold: 0 });
    // between the first and the second removal: the second and third reduce it
    const middleWin = winPaise(100_00, placeReduced(toHundredths(middle), [837, 241]));
    expect(await playerBalances(t.db, p.middle.userId)).toMatchObject({ cash: cashAfter(middleWin), hold: 0 });
    // after every removal: as matched
    expect(await playerBalances(t.db, p.late.userId)).toMatchObject({ cash: cashAfter(winPaise(100_00, toHundredths(late))), hold: 0 });
    // the non-runners stay REMOVED, the placed runners won
    const statuses = await t.db.query<Json>(`SELECT selection_id, status FROM runners WHERE market_id = $1 AND selection_id = ANY($2::bigint[]) ORDER BY selection_id`, [
      MARKET,
      [FIRST, SECOND, THIRD],
    ]);
    expect(statuses.every((r) => r.status === 'REMOVED')).toBe(true);
    // every placed runner reads WINNER (as Betfair marks it), not only the first; the others LOSER
    const rows = await t.db.query<Json>(`SELECT selection_id, status FROM runners WHERE market_id = $1 AND selection_id = ANY($2::bigint[])`, [MARKET, [W1, W2, W3, LOSER]]);
    expect(Object.fromEntries(rows.map((r) => [Number(r.selection_id), r.status]))).toEqual({ [W1]: 'WINNER', [W2]: 'WINNER', [W3]: 'WINNER', [LOSER]: 'LOSER' });
  }, 120_000);
});
