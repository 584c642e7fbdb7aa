import { Exchange } from '../../src/exchange/exchange';
import { balanceOf, playerAccounts, playerBalances, systemAccount } from '../../src/wallet/ledger';
import { profitLossByMarket } from '../../src/wallet/statements';
import { seedEvent, type TestMarket } from '../support/catalog';
import { createPlayer } from '../support/players';
import { assertHoldsConsistent, rupees, useTestExchange } from '../support/exchange';
import type { TestDatabase } from '../support/test-db';

let db: TestDatabase;
let exchange: Exchange;
useTestExchange((t) => ({ db, exchange } = t));

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 2));
  expect(condition()).toBe(true);
}
const balances = (userId: number) => playerBalances(db, userId);

describe('exchange bets', () => {
  let m: TestMarket;
  beforeEach(async () => {
    m = await seedEvent(db);
  });

  it('matches a back against a resting lay, holds exposure, and settles with money conserved', async () => {
    const layer = await createPlayer(db, { balanceRupees: 1000 });
    const backer = await createPlayer(db, { balanceRupees: 1000 });
    const [team1] = m.runners;
    const houseId = await systemAccount(db, 'house', 1);
    const houseBefore = await balanceOf(db, houseId);

    const lay = await exchange.placeBet(layer.userId, { marketId: m.marketId, selectionId: team1, isBack: false, price: 200, stakePaise: rupees(100) });
    expect(lay).toMatchObject({ matchedPaise: 0, unmatchedPaise: rupees(100) });
    expect(await balances(layer.userId)).toMatchObject({ cash: rupees(900), hold: rupees(100) });

    const back = await exchange.placeBet(backer.userId, { marketId: m.marketId, selectionId: team1, isBack: true, price: 190, stakePaise: rupees(60) });
    expect(back).toMatchObject({ matchedPaise: rupees(60), unmatchedPaise: 0 });
    expect(await balances(backer.userId)).toMatchObject({ cash: rupees(940), hold: rupees(60) });
    expect(await balances(layer.userId)).toMatchObject({ cash: rupees(900), hold: rupees(100) });
    await assertHoldsConsistent(db, [layer.userId, backer.userId]);

    const first = await exchange.settleMarket(m.marketId, team1, 'test');
    expect(first).toMatchObject({ alreadySettled: false, settledBets: 2 });
    // matched at the resting price 2.00: backer +60, layer −60; the unmatched 40 lapsed
    expect(await balances(backer.userId)).toMatchObject({ cash: rupees(1060), hold: 0 });
    expect(await balances(layer.userId)).toMatchObject({ cash: rupees(940), hold: 0 });
    expect(await balanceOf(db, houseId)).toBe(houseBefore);
    expect((await exchange.settleMarket(m.marketId, team1, 'test')).alreadySettled).toBe(true);
    await assertHoldsConsistent(db, [layer.userId, backer.userId]);
  });

  it('refuses a bet the player cannot afford and writes nothing', async () => {
    const p = await createPlayer(db, { balanceRupees: 100 });
    await expect(exchange.placeBet(p.userId, { marketId: m.marketId, selectionId: m.runners[0], isBack: true, price: 200, stakePaise: rupees(150) })).rejects.toThrow(
      'Insufficient balance',
    );
    expect(await db.query('SELECT id FROM bets WHERE user_id = $1', [p.userId])).toHaveLength(0);
    expect(await balances(p.userId)).toMatchObject({ cash: rupees(100), hold: 0 });
    expect(exchange.books.book(m.marketId, m.runners[0]).size).toBe(0);
  });

  it('refuses off-ladder odds, suspended markets and stakes outside the limits', async () => {
    const p = await createPlayer(db, { balanceRupees: 1000 });
    const bet = { marketId: m.marketId, selectionId: m.runners[0], isBack: true, price: 201, stakePaise: rupees(10) };
    await expect(exchange.placeBet(p.userId, bet)).rejects.toThrow(/ladder/);
    await expect(exchange.placeBet(p.userId, { ...bet, price: 200, stakePaise: rupees(200_000) })).rejects.toThrow(/Maximum stake/);
    await exchange.suspendMarket(m.marketId);
    await expect(exchange.placeBet(p.userId, { ...bet, price: 200 })).rejects.toThrow('Market is suspended');
    await exchange.reopenMarket(m.marketId);
    await expect(exchange.placeBet(p.userId, { ...bet, price: 200 })).resolves.toMatchObject({ unmatchedPaise: rupees(10) });
  });

  it('reads a market afresh after it goes in play, so in-play bets wait the delay', async () => {
    const sleeps: number[] = [];
    const timed = await Exchange.start({ db, sleep: async (ms) => void sleeps.push(ms) });
    const p = await createPlayer(db, { balanceRupees: 1000 });
    const bet = { marketId: m.marketId, selectionId: m.runners[0], isBack: true, price: 1000, stakePaise: rupees(10) };
    await timed.placeBet(p.userId, bet); // pre-match: no delay, and the market is now remembered
    expect(sleeps).toEqual([]);
    const [row] = await db.query<{ event_id: number }>('SELECT event_id FROM markets WHERE id = $1', [m.marketId]);
    await timed.takeInPlay(row!.event_id);
    await timed.placeBet(p.userId, bet);
    expect(sleeps).toEqual([5000]);
    await timed.cancelAll(p.userId, m.marketId); // this file's other exchange never saw these orders
    await timed.idle();
  });

  it('cancels the unmatched part and releases its exposure; lapses on suspension', async () => {
    const p = await createPlayer(db, { balanceRupees: 1000 });
    const { betId } = await exchange.placeBet(p.userId, { marketId: m.marketId, selectionId: m.runners[0], isBack: true, price: 300, stakePaise: rupees(100) });
    await exchange.placeBet(p.userId, { marketId: m.marketId, selectionId: m.runners[1], isBack: true, price: 300, stakePaise: rupees(50) });
    // only one team can win: the worst case is losing the 100 on team 1
    expect((await balances(p.userId)).hold).toBe(rupees(100));
    expect(await exchange.cancelBet(p.userId, betId)).toEqual({ cancelledPaise: rupees(100) });
    expect((await balances(p.userId)).hold).toBe(rupees(50));
    await expect(exchange.cancelBet(p.userId, betId)).rejects.toThrow(/no unmatched stake/);
    expect(await exchange.lapseMarket(m.marketId)).toBe(1);
    expect(await balances(p.userId)).toMatchObject({ cash: rupees(1000), hold: 0 });
    await assertHoldsConsistent(db, [p.userId]);
  });

  it('lapses unmatched orders not kept when the market suspends or goes in play, keeps the kept ones until it closes', async () => {
    const p = await createPlayer(db, { balanceRupees: 1000 });
    const [team1, team2] = m.runners;
    const plain = await exchange.placeBet(p.userId, { marketId: m.marketId, selectionId: team1, isBack: true, price: 300, stakePaise: rupees(100) });
    const kept = await exchange.placeBet(p.userId, { marketId: m.marketId, selectionId: team2, isBack: false, price: 150, stakePaise: rupees(100), keep: true });
    // worst cases: team 1 wins → the lay on team 2 pays 100 and the back wins 200; team 2 wins → −100 − 50
    expect((await balances(p.userId)).hold).toBe(rupees(150));

    expect(await exchange.suspendMarket(m.marketId)).toBe(1);
    const [row] = await db.query<{ status: string }>('SELECT status FROM markets WHERE id = $1', [m.marketId]);
    expect(row!.status).toBe('SUSPENDED');
    const bets = await db.query<{ id: number; unmatched_paise: number; cancelled_paise: number }>(
      'SELECT id, unmatched_paise, cancelled_paise FROM bets WHERE user_id = $1 ORDER BY id',
      [p.userId],
    );
    expect(bets).toEqual([
      { id: plain.betId, unmatched_paise: 0, cancelled_paise: rupees(100) },
      { id: kept.betId, unmatched_paise: rupees(100), cancelled_paise: 0 },
    ]);
    expect(await balances(p.userId)).toMatchObject({ cash: rupees(950), hold: rupees(50) }); // the kept lay's liability only
    expect(exchange.books.order(kept.betId)).toBeDefined();
    await expect(exchange.placeBet(p.userId, { marketId: m.marketId, selectionId: team1, isBack: true, price: 300, stakePaise: rupees(10) })).rejects.toThrow('Market is suspended');
    await assertHoldsConsistent(db, [p.userId]);

    await exchange.reopenMarket(m.marketId);
    const again = await exchange.placeBet(p.userId, { marketId: m.marketId, selectionId: team1, isBack: true, price: 300, stakePaise: rupees(10) });
    expect(await exchange.lapseMarket(m.marketId, 'inplay')).toBe(1);
    expect(exchange.books.order(again.betId)).toBeUndefined();
    expect(exchange.books.order(kept.betId)).toBeDefined();

    await exchange.settleMarket(m.marketId, team1, 'test'); // closing lapses even the kept order
    expect(exchange.books.order(kept.betId)).toBeUndefined();
    expect(await balances(p.userId)).toMatchObject({ cash: rupees(1000), hold: 0 });
    await assertHoldsConsistent(db, [p.userId]);
  });

  it("takes the host's commission from a player's net winnings on an exchange market, once", async () => {
    await db.query(`UPDATE hosts SET commission_bps = 200 WHERE code = 'second'`);
    try {
      const backer = await createPlayer(db, { balanceRupees: 1000, operatorId: 2 }); // a player of the 2% host
      const layer = await createPlayer(db, { balanceRupees: 1000 }); // the default host charges nothing
      const [team1, team2] = m.runners;
      await exchange.placeBet(layer.userId, { marketId: m.marketId, selectionId: team1, isBack: false, price: 200, stakePaise: rupees(100) });
      await exchange.placeBet(layer.userId, { marketId: m.marketId, selectionId: team2, isBack: false, price: 300, stakePaise: rupees(50) });
      await exchange.placeBet(backer.userId, { marketId: m.marketId, selectionId: team1, isBack: true, price: 200, stakePaise: rupees(100) });
      await exchange.placeBet(backer.userId, { marketId: m.marketId, selectionId: team2, isBack: true, price: 300, stakePaise: rupees(50) });
      const houseId = await systemAccount(db, 'house', 2);
      const houseBefore = await balanceOf(db, houseId);

      await exchange.settleMarket(m.marketId, team1, 'test');
      await exchange.settleMarket(m.marketId, team1, 'test');
      // team 1 won: +100 on one bet, −50 on the other; 2% of the net +50 is ₹1, charged once
      expect(await balances(backer.userId)).toMatchObject({ cash: rupees(1049), hold: 0 });
      expect(await balances(layer.userId)).toMatchObject({ cash: rupees(950), hold: 0 });
      expect(await balanceOf(db, houseId)).toBe(houseBefore - rupees(50) + rupees(1));
      const pnl = await profitLossByMarket(db, backer.userId, 'india', { page: 1, limit: 10 });
      expect(pnl[0]).toMatchObject({ reference: `market:${m.marketId}`, winPaise: rupees(50), commissionPaise: rupees(1), netPaise: rupees(49) });

      // a net loss pays no commission
      const lost = await seedEvent(db);
      await exchange.placeBet(layer.userId, { marketId: lost.marketId, selectionId: lost.runners[0], isBack: false, price: 200, stakePaise: rupees(100) });
      await exchange.placeBet(backer.userId, { marketId: lost.marketId, selectionId: lost.runners[0], isBack: true, price: 200, stakePaise: rupees(100) });
      await exchange.settleMarket(lost.marketId, lost.runners[1], 'test');
      expect(await balances(backer.userId)).toMatchObject({ cash: rupees(949), hold: 0 });
      expect(await db.query(`SELECT id FROM transfers WHERE kind = 'bet_commission'`)).toHaveLength(1);
      await assertHoldsConsistent(db, [backer.userId, layer.userId]);
    } finally {
      await db.query(`UPDATE hosts SET commission_bps = 0 WHERE code = 'second'`);
    }
  });

  it('replays a bet with the same client reference instead of placing it twice', async () => {
    const p = await createPlayer(db, { balanceRupees: 1000 });
    const bet = { marketId: m.marketId, selectionId: m.runners[0], isBack: true, price: 300, stakePaise: rupees(100), clientRef: 'slip-1' };
    const a = await exchange.placeBet(p.userId, bet);
    const b = await exchange.placeBet(p.userId, bet);
    expect(b).toEqual({ ...a, replayed: true });
    expect((await balances(p.userId)).hold).toBe(rupees(100));
  });

  /** A backer who backed team 1 for ₹100 at 3.00 (+200 if it wins, −100 if not), the layer, and a third player. */
  async function backedAtThree() {
    const layer = await createPlayer(db, { balanceRupees: 5000 });
    const backer = await createPlayer(db, { balanceRupees: 1000 });
    const other = await createPlayer(db, { balanceRupees: 5000 });
    const [team1, team2] = m.runners;
    await exchange.placeBet(layer.userId, { marketId: m.marketId, selectionId: team1, isBack: false, price: 300, stakePaise: rupees(100) });
    await exchange.placeBet(backer.userId, { marketId: m.marketId, selectionId: team1, isBack: true, price: 300, stakePaise: rupees(100) });
    return { layer, backer, other, team1, team2 };
  }

  it('cashes out a 2-runner position at the best price, locking the same profit both ways', async () => {
    const { layer, backer, other, team1, team2 } = await backedAtThree();
    // the price shortens: someone offers to back team 1 at 2.00
    await exchange.placeBet(other.userId, { marketId: m.marketId, selectionId: team1, isBack: true, price: 200, stakePaise: rupees(1000) });
    const hedge = await exchange.cashOut(backer.userId, m.marketId);
    expect(hedge.matchedPaise).toBe(rupees(150)); // lay 150 at 2.00: +50 whichever team wins
    await exchange.settleMarket(m.marketId, team2, 'test');
    expect(await balances(backer.userId)).toMatchObject({ cash: rupees(1050), hold: 0 });
    await assertHoldsConsistent(db, [layer.userId, backer.userId, other.userId]);
  });

  it('cashes out across several price levels until both runners pay the same, cancelling the own resting order first', async () => {
    const { layer, backer, other, team1, team2 } = await backedAtThree();
    // +200 if team 1 wins, −100 if not. The book to lay against is thin: 50 at 2.00, 50 at 2.02, 1000 at 2.04
    await exchange.placeBet(other.userId, { marketId: m.marketId, selectionId: team1, isBack: true, price: 200, stakePaise: rupees(50) });
    await exchange.placeBet(other.userId, { marketId: m.marketId, selectionId: team1, isBack: true, price: 202, stakePaise: rupees(50) });
    await exchange.placeBet(other.userId, { marketId: m.marketId, selectionId: team1, isBack: true, price: 204, stakePaise: rupees(1000) });
    // the backer's own back at 1.50 rests at the front of that book: the hedge must not match it
    await exchange.placeBet(backer.userId, { marketId: m.marketId, selectionId: team1, isBack: true, price: 150, stakePaise: rupees(10) });

    const quote = await exchange.cashOutQuote(backer.userId, m.marketId);
    expect(quote).toMatchObject({ isBack: false, complete: true, limitPrice: 204, worstPrice: 210 });
    expect(quote.legs.map((l) => [l.price, l.sizePaise])).toEqual([[200, rupees(50)], [202, rupees(50)], [204, expect.any(Number)]]);

    const result = await exchange.cashOut(backer.userId, m.marketId, quote.worstPrice);
    expect(result.complete).toBe(true);
    expect(result.matchedPaise).toBe(quote.stakePaise);
    const [ifTeam1, ifTeam2] = [result.pnlBySelection.get(team1)!, result.pnlBySelection.get(team2)!];
    expect(Math.abs(ifTeam1 - ifTeam2)).toBeLessThanOrEqual(3);
    expect(result.lockedPnlPaise).toBe(quote.lockedPnlPaise);
    expect(exchange.books.ordersOfPlayer(backer.userId, m.marketId)).toEqual([]);
    // settled either way, the backer ends with the same money (to the paisa's rounding)
    await exchange.settleMarket(m.marketId, team2, 'test');
    const { cash, hold } = await balances(backer.userId);
    expect(hold).toBe(0);
    expect(Math.abs(cash - (rupees(1000) + ifTeam1))).toBeLessThanOrEqual(3);
    await assertHoldsConsistent(db, [layer.userId, backer.userId, other.userId]);
  });

  it('reports a cash-out that the book could fill only in part within the worst price, with what remains', async () => {
    const { layer, backer, other, team1, team2 } = await backedAtThree();
    await exchange.placeBet(other.userId, { marketId: m.marketId, selectionId: team1, isBack: true, price: 200, stakePaise: rupees(50) });
    await exchange.placeBet(other.userId, { marketId: m.marketId, selectionId: team1, isBack: true, price: 240, stakePaise: rupees(1000) });
    const result = await exchange.cashOut(backer.userId, m.marketId, 210);
    expect(result).toMatchObject({ complete: false, matchedPaise: rupees(50) });
    // lay 50 at 2.00: +150 if team 1 wins, −50 if not: 200 apart
    expect(result.pnlBySelection).toEqual(new Map([[team1, rupees(150)], [team2, rupees(-50)]]));
    expect(result.remainingPaise).toBe(rupees(200));
    // nothing left within the bound: refused, nothing moves
    await expect(exchange.cashOut(backer.userId, m.marketId, 210)).rejects.toThrow('Cash-out could not be matched within your worst price');
    await exchange.settleMarket(m.marketId, team1, 'test');
    await assertHoldsConsistent(db, [layer.userId, backer.userId, other.userId]);
  });

  it('takes bookmaker bets only at the standing quote', async () => {
    const p = await createPlayer(db, { balanceRupees: 1000 });
    await expect(exchange.placeBet(p.userId, { marketId: m.bookmakerMarketId, selectionId: m.runners[0], isBack: true, price: 50, stakePaise: rupees(100) })).rejects.toThrow(
      'Odds changed',
    );
    const ok = await exchange.placeBet(p.userId, { marketId: m.bookmakerMarketId, selectionId: m.runners[0], isBack: true, price: 45, stakePaise: rupees(100) });
    expect(ok.matchedPaise).toBe(rupees(100));
    await exchange.settleMarket(m.bookmakerMarketId, m.runners[0], 'test');
    expect(await balances(p.userId)).toMatchObject({ cash: rupees(1045), hold: 0 });
  });

  it('takes fancy bets, holds the run-ladder worst case, and settles on runs', async () => {
    const p = await createPlayer(db, { balanceRupees: 1000 });
    await exchange.placeFancyBet(p.userId, { fancyId: m.fancyId, isBack: true, line: 46, rate: 100, stakePaise: rupees(100) });
    await exchange.placeFancyBet(p.userId, { fancyId: m.fancyId, isBack: false, line: 45, rate: 100, stakePaise: rupees(100) });
    // Yes 46 and No 45: runs ≤ 44 → −100 + 100; 45 → −100 − 100; ≥ 46 → +100 − 100
    expect((await balances(p.userId)).hold).toBe(rupees(200));
    await expect(exchange.placeFancyBet(p.userId, { fancyId: m.fancyId, isBack: true, line: 47, rate: 100, stakePaise: rupees(100) })).rejects.toThrow('Odds changed');
    await exchange.settleFancy(m.fancyId, 50, 'test');
    expect(await balances(p.userId)).toMatchObject({ cash: rupees(1000), hold: 0 });
    expect((await exchange.settleFancy(m.fancyId, 50, 'test')).alreadySettled).toBe(true);
    await assertHoldsConsistent(db, [p.userId]);
  });

  it('200 parallel bets from one account with funds for 100 never overdraw it', async () => {
    const p = await createPlayer(db, { balanceRupees: 10_000 });
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () => exchange.placeBet(p.userId, { marketId: m.marketId, selectionId: m.runners[0], isBack: true, price: 500, stakePaise: rupees(100) })),
    );
    const odd = results.find((r) => r.status === 'rejected' && !/Insufficient balance/.test(String(r.reason)));
    expect(odd && String((odd as PromiseRejectedResult).reason)).toBeUndefined();
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(100);
    expect(results.filter((r) => r.status === 'rejected').every((r) => /Insufficient balance/.test(String((r as PromiseRejectedResult).reason)))).toBe(true);
    expect(await balances(p.userId)).toMatchObject({ cash: 0, hold: rupees(10_000) });
    await assertHoldsConsistent(db, [p.userId]);
  });

  it('rebuilds the same books from the database after a restart', async () => {
    const a = await createPlayer(db, { balanceRupees: 5000 });
    const b = await createPlayer(db, { balanceRupees: 5000 });
    for (let i = 0; i < 20; i++) {
      const who = i % 2 ? a : b;
      await exchange.placeBet(who.userId, { marketId: m.marketId, selectionId: m.runners[i % 2]!, isBack: i % 3 === 0, price: 150 + (i % 5) * 10, stakePaise: rupees(10 + i), keep: i % 4 === 0 });
    }
    expect(exchange.books.ordersOf(m.marketId).length).toBeGreaterThan(0); // something rests to rebuild
    const restarted = await Exchange.start({ db });
    expect(restarted.books.ordersOf(m.marketId).map((o) => [o.betId, o.unmatchedPaise, o.keep])).toEqual(
      exchange.books.ordersOf(m.marketId).map((o) => [o.betId, o.unmatchedPaise, o.keep]),
    );
    expect(restarted.books.stateHash()).toBe(exchange.books.stateHash());
  });

  it("goes on with a market's stream sequence above the last one sent before a restart (a page drops older ones)", async () => {
    for (let i = 0; i < 5; i++) exchange.touchMarket(m.marketId);
    const lastBefore = exchange.marketSeq(m.marketId);
    await new Promise((resolve) => setTimeout(resolve, 2)); // a restart takes longer than a millisecond
    const restarted = await Exchange.start({ db });
    expect(restarted.marketSeq(m.marketId)).toBeGreaterThan(lastBefore); // its first image
    const first = restarted.touchMarket(m.marketId);
    expect(first).toBeGreaterThan(lastBefore);
    expect(Number.isSafeInteger(first)).toBe(true);
    // several instances count from 0 under their lease token (cluster/leases.ts streamSeq)
    const counted = await Exchange.start({ db, seqBase: 0 });
    expect(counted.touchMarket(m.marketId)).toBe(1);
  });

  it("lets a settled market's sequence go without it going back", async () => {
    const last = exchange.touchMarket(m.marketId);
    await exchange.settleMarket(m.marketId, m.runners[0], 'test');
    const settled = exchange.marketSeq(m.marketId);
    expect(settled).toBeGreaterThan(last);
    expect(exchange.touchMarket(m.marketId)).toBeGreaterThan(settled);
  });

  it('answers a bet only once the database says its batch is on disk', async () => {
    let confirm!: () => void;
    const onDisk = new Promise<void>((resolve) => (confirm = resolve));
    const durable = jest.fn(() => onDisk);
    const held = await Exchange.start({ db: { ...db, durable }, sleep: async () => undefined, writerCommitsOnDisk: false });
    const p = await createPlayer(db, { balanceRupees: 1000 });
    let answered = false;
    const placing = held.placeBet(p.userId, { marketId: m.marketId, selectionId: m.runners[0], isBack: false, price: 200, stakePaise: rupees(50) }).then((r) => {
      answered = true;
      return r;
    });
    await waitFor(() => durable.mock.calls.length > 0);
    // committed (the next batch could run on it) but not yet answered
    expect(await db.query('SELECT unmatched_paise FROM bets WHERE user_id = $1', [p.userId])).toEqual([{ unmatched_paise: rupees(50) }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    confirm();
    expect(await placing).toMatchObject({ unmatchedPaise: rupees(50) });
    await held.idle();
  });

  it('answers a bet alone in the pipeline without a flush after it: its own statement committed on disk', async () => {
    const durable = jest.fn(() => db.durable());
    const alone = await Exchange.start({ db: { ...db, durable }, sleep: async () => undefined });
    const p = await createPlayer(db, { balanceRupees: 1000 });
    const placed = await alone.placeBet(p.userId, { marketId: m.marketId, selectionId: m.runners[0], isBack: false, price: 200, stakePaise: rupees(50) });
    expect(placed).toMatchObject({ unmatchedPaise: rupees(50) });
    expect(durable).not.toHaveBeenCalled();
    await alone.idle();
  });

  it('fails the bets of a batch that cannot be confirmed on disk, and reads memory again from the database', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let lose = true;
    const durable = () => (lose ? ((lose = false), Promise.reject(new Error('the database restarted'))) : db.durable());
    const doubtful = await Exchange.start({ db: { ...db, durable }, sleep: async () => undefined, writerCommitsOnDisk: false });
    const layer = await createPlayer(db, { balanceRupees: 1000 });
    const backer = await createPlayer(db, { balanceRupees: 1000 });
    const lay = { marketId: m.marketId, selectionId: m.runners[0], isBack: false, price: 200, stakePaise: rupees(40) };
    await expect(doubtful.placeBet(layer.userId, lay)).rejects.toMatchObject({ code: 'unconfirmed', message: expect.stringMatching(/could not confirm/) });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/could not be confirmed on disk/));
    // The database kept it here, so once memory is read again it rests in the book and matches.
    const back = await doubtful.placeBet(backer.userId, { ...lay, isBack: true, stakePaise: rupees(40) });
    expect(back).toMatchObject({ matchedPaise: rupees(40), unmatchedPaise: 0 });
    expect(await balances(layer.userId)).toMatchObject({ cash: rupees(960), hold: rupees(40) });
    await doubtful.idle();
    expect((await Exchange.start({ db })).books.stateHash()).toBe(doubtful.books.stateHash());
    await assertHoldsConsistent(db, [layer.userId, backer.userId]);
    warn.mockRestore();
  });
});

describe('accounts', () => {
  it('creates player accounts on demand', async () => {
    const p = await createPlayer(db, { balanceRupees: 1 });
    const acc = await playerAccounts(db, p.userId);
    expect(acc.cash).toBeGreaterThan(0);
  });
});
