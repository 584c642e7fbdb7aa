import { Exchange } from '../../src/exchange/exchange';
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

  it('refuses the bet when the market suspends during the delay', async () => {
    const live = await seedEvent(db, { inplay: true });
    const exchange = await Exchange.start({
      db,
      sleep: async () => {
        await db.query(`UPDATE markets SET status = 'SUSPENDED' WHERE id = $1`, [live.marketId]);
      },
    });
    const p = await createPlayer(db, { balanceRupees: 1000 });
    await expect(exchange.placeBet(p.userId, { marketId: live.marketId, selectionId: live.runners[0], isBack: true, price: 200, stakePaise: 10_000 })).rejects.toThrow('Market is suspended');
    expect(await db.query('SELECT id FROM bets WHERE user_id = $1', [p.userId])).toHaveLength(0);
  });
});
