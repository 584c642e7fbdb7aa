import { Exchange, SUSPENDED_IN_DELAY } from '../../src/exchange/exchange';
import { seedEvent } from '../support/catalog';
import { createPlayer } from '../support/players';
import { createTestDb, type TestDatabase } from '../support/test-db';

let db: TestDatabase;
afterAll(async () => db.drop());
beforeAll(async () => {
  db = await createTestDb();
});

describe('in-play bet delay (§9)', () => {
  it('waits the delay of the market type and sport before the bet reaches the book', async () => {
    const waited: number[] = [];
    const exchange = await Exchange.start({ db, sleep: async (ms) => void waited.push(ms) });
    const pre = await seedEvent(db, { sportId: 1 });
    const live = await seedEvent(db, { sportId: 1, inplay: true });
    const p = await createPlayer(db, { balanceRupees: 1000 });
    await db.query(`UPDATE users SET bet_settings = '{"soccerBetDelay": 7, "fancyBetDelay": 3}' WHERE id = $1`, [p.userId]);
    await exchange.placeBet(p.userId, { marketId: pre.marketId, selectionId: pre.runners[0], isBack: true, price: 200, stakePaise: 10_000 });
    expect(waited).toEqual([]);
    await exchange.placeBet(p.userId, { marketId: live.marketId, selectionId: live.runners[0], isBack: true, price: 200, stakePaise: 10_000 });
    await exchange.placeFancyBet(p.userId, { fancyId: live.fancyId, isBack: true, line: 46, rate: 100, stakePaise: 10_000 });
    expect(waited).toEqual([7000, 3000]);
  });

  it('makes an in-play cash-out wait the delay, then hedges at the prices standing after it', async () => {
    const live = await seedEvent(db, { inplay: true });
    const [team1, team2] = live.runners;
    const backer = await createPlayer(db, { balanceRupees: 1000 });
    const layer = await createPlayer(db, { balanceRupees: 5000 });
    const waited: number[] = [];
    let during: (() => Promise<unknown>) | null = null;
    const exchange = await Exchange.start({
      db,
      sleep: async (ms) => {
        waited.push(ms);
        await during?.();
      },
    });
    await exchange.placeBet(layer.userId, { marketId: live.marketId, selectionId: team1, isBack: false, price: 300, stakePaise: 10_000 });
    await exchange.placeBet(backer.userId, { marketId: live.marketId, selectionId: team1, isBack: true, price: 300, stakePaise: 10_000 });
    await exchange.placeBet(layer.userId, { marketId: live.marketId, selectionId: team1, isBack: true, price: 250, stakePaise: 100_000 });
    waited.length = 0;
    // while the cash-out waits, someone offers a better price to lay against: the hedge takes it
    during = () => exchange.placeBet(layer.userId, { marketId: live.marketId, selectionId: team1, isBack: true, price: 200, stakePaise: 100_000, houseOrder: true });
    const hedge = await exchange.cashOut(backer.userId, live.marketId);
    expect(waited[0]).toBe(5000);
    expect(hedge).toMatchObject({ matchedPaise: 15_000 }); // lay 150 at 2.00, not 120 at 2.50
    await exchange.settleMarket(live.marketId, team2, 'test');
    await exchange.idle();
  });

  it('refuses the bet when the market suspends during the delay', async () => {
    const live = await seedEvent(db, { inplay: true });
    const exchange = await Exchange.start({
      db,
      sleep: async () => {
        await db.query(`UPDATE markets SET status = 'SUSPENDED' WHERE id = $1`, [live.marketId]);
      },
    });
    const p = await createPlayer(db, { balanceRupees: 1000 });
    await expect(exchange.placeBet(p.userId, { marketId: live.marketId, selectionId: live.runners[0], isBack: true, price: 200, stakePaise: 10_000 })).rejects.toMatchObject({
      message: SUSPENDED_IN_DELAY,
      extra: { code: 'suspended_in_delay' },
    });
    expect(await db.query('SELECT id FROM bets WHERE user_id = $1', [p.userId])).toHaveLength(0);
  });

  it('says so plainly when a fancy line suspends during the delay', async () => {
    const live = await seedEvent(db, { inplay: true });
    const exchange = await Exchange.start({
      db,
      sleep: async () => {
        await db.query('UPDATE fancies SET is_active = false WHERE id = $1', [live.fancyId]);
      },
    });
    const p = await createPlayer(db, { balanceRupees: 1000 });
    await expect(exchange.placeFancyBet(p.userId, { fancyId: live.fancyId, isBack: true, line: 46, rate: 100, stakePaise: 10_000 })).rejects.toThrow(SUSPENDED_IN_DELAY);
    // not in play: no delay, the plain refusal
    const pre = await seedEvent(db, {});
    await db.query('UPDATE fancies SET is_active = false WHERE id = $1', [pre.fancyId]);
    await expect(exchange.placeFancyBet(p.userId, { fancyId: pre.fancyId, isBack: true, line: 46, rate: 100, stakePaise: 10_000 })).rejects.toThrow('Fancy is suspended');
  });

  it('refuses a stake the player cannot afford before the delay, not after it', async () => {
    const live = await seedEvent(db, { inplay: true });
    const waited: number[] = [];
    const exchange = await Exchange.start({ db, sleep: async (ms) => void waited.push(ms) });
    const p = await createPlayer(db, { balanceRupees: 4500 });
    const unaffordable = { code: 'insufficient_funds', message: 'Insufficient balance' };
    await expect(exchange.placeBet(p.userId, { marketId: live.marketId, selectionId: live.runners[0], isBack: true, price: 200, stakePaise: 9_999_900 })).rejects.toMatchObject(unaffordable);
    // a lay risks more than its stake: ₹3,000 laid at 160 on the bookmaker risks ₹4,800
    await expect(exchange.placeBet(p.userId, { marketId: live.bookmakerMarketId, selectionId: live.runners[0], isBack: false, price: 160, stakePaise: 300_000 })).rejects.toMatchObject(unaffordable);
    await expect(exchange.placeFancyBet(p.userId, { fancyId: live.fancyId, isBack: false, line: 45, rate: 100, stakePaise: 500_000 })).rejects.toMatchObject(unaffordable);
    expect(waited).toEqual([]);
    // what the balance covers still waits and is placed
    await exchange.placeBet(p.userId, { marketId: live.marketId, selectionId: live.runners[0], isBack: true, price: 200, stakePaise: 450_000 });
    expect(waited).toEqual([5000]);
  });
});
