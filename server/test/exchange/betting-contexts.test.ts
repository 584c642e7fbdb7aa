import { BettingContexts } from '../../src/exchange/sequencer/betting-contexts';
import type { Sql } from '../../src/store/db';
import { heldReads } from '../support/held-read';

/** A database that answers the betting-context read, counting reads; one read can be held mid-way. */
function fakeDb() {
  const row = {
    id: '1.1', event_id: 1, sport_id: 4, market_type: 'MATCH_ODDS', kind: 'odds', status: 'OPEN', inplay: false,
    min_stake_paise: 100, max_stake_paise: 100_000_00, max_profit_paise: 100_000_00, settled_at: null,
    bet_settings: null, runners: { '11': 'ACTIVE' }, replay: null,
  };
  const held = heldReads();
  // the row as it stands when read
  const sql = { query: () => held.read(() => [{ ...row }]) } as unknown as Sql;
  return {
    sql,
    row,
    get reads() {
      return held.reads;
    },
    holdNext: () => held.holdNext(),
  };
}

describe('BettingContexts: what a bet reads before it queues, kept by the sequencer', () => {
  it('reads a market once, again after a forget, and always when the bet has a client reference', async () => {
    const db = fakeDb();
    const contexts = new BettingContexts(db.sql);
    await contexts.read('1.1', 7);
    await contexts.read('1.1', 7);
    expect(db.reads).toBe(1);
    await contexts.read('1.1', 7, 'ref-1');
    expect(db.reads).toBe(2);
    contexts.forgetMarket('1.1');
    await contexts.read('1.1', 7);
    expect(db.reads).toBe(3);
    contexts.forgetMarkets();
    await contexts.read('1.1', 7);
    expect(db.reads).toBe(4);
  });

  it('does not keep a read that raced a change of the market (suspended meanwhile)', async () => {
    const db = fakeDb();
    const contexts = new BettingContexts(db.sql);
    const release = db.holdNext();
    const racing = contexts.read('1.1', 7); // reads the market as OPEN
    db.row.status = 'SUSPENDED';
    contexts.forgetMarket('1.1'); // the suspension committed meanwhile
    release();
    expect((await racing).market.status).toBe('OPEN');
    expect((await contexts.read('1.1', 7)).market.status).toBe('SUSPENDED');
    expect(db.reads).toBe(2);
  });
});
