// Settlement as a command of the exchange core, written in the same group commit as bets: a
// settlement queued among bets, a void with its reason, and a settlement by an exchange whose
// memory was rebuilt from the database (a restart).
import { Exchange } from '../../src/exchange/exchange';
import { playerBalances } from '../../src/wallet/ledger';
import { seedEvent } from '../support/catalog';
import { createPlayer } from '../support/players';
import { assertHoldsConsistent, rupees, useTestExchange } from '../support/exchange';
import type { TestDatabase } from '../support/test-db';

let db: TestDatabase;
let exchange: Exchange;
useTestExchange((t) => ({ db, exchange } = t));

/** the ledger sums to zero, each hold equals the player's exposure rows, and nothing is left open or held on the market */
async function assertSettledCleanly(marketKey: string, userIds: number[]): Promise<void> {
  await assertHoldsConsistent(db, userIds);
  expect(await db.query(`SELECT user_id FROM exposures WHERE position_key = $1 AND exposure_paise <> 0`, [marketKey])).toEqual([]);
}

it('settles a market queued among bets: every bet is settled, lapsed or refused, and each player is paid their net once', async () => {
  const m = await seedEvent(db);
  const [team1, team2] = m.runners;
  const players = await Promise.all([1, 2, 3, 4].map(() => createPlayer(db, { balanceRupees: 1000 })));
  const ids = players.map((p) => p.userId);
  // a resting lay that the first backs match
  await exchange.placeBet(ids[0]!, { marketId: m.marketId, selectionId: team1, isBack: false, price: 200, stakePaise: rupees(300) });
  const bet = (i: number, isBack: boolean, price: number) =>
    exchange.placeBet(ids[i]!, { marketId: m.marketId, selectionId: isBack ? team1 : team2, isBack, price, stakePaise: rupees(50) });
  const results = await Promise.allSettled([
    bet(1, true, 200),
    bet(2, true, 200),
    exchange.settleMarket(m.marketId, team1, 'operator:7'),
    bet(3, true, 200),
    bet(1, false, 300),
    exchange.settleMarket(m.marketId, team1, 'operator:7'),
  ]);
  for (const r of results) if (r.status === 'rejected') expect(String(r.reason)).toMatch(/Market is closed/);
  const outcomes = [results[2], results[5]].map((r) => (r as PromiseFulfilledResult<{ alreadySettled: boolean }>).value);
  expect(outcomes.map((o) => o.alreadySettled).sort()).toEqual([false, true]);

  // nothing on the market is open any more, and each player got exactly the P&L of their settled bets
  expect(await db.query(`SELECT id FROM bets WHERE market_id = $1 AND status = 'open'`, [m.marketId])).toEqual([]);
  for (const userId of ids) {
    const [won] = await db.query<{ pnl: number | null }>(`SELECT sum(pnl_paise)::bigint AS pnl FROM bets WHERE user_id = $1 AND status = 'settled'`, [userId]);
    expect(await playerBalances(db, userId)).toMatchObject({ cash: rupees(1000) + Number(won?.pnl ?? 0), hold: 0 });
  }
  const transfers = await db.query<{ idempotency_key: string }>(`SELECT idempotency_key FROM transfers WHERE reference = $1`, [`market:${m.marketId}`]);
  expect(new Set(transfers.map((t) => t.idempotency_key)).size).toBe(transfers.length);
  const [market] = await db.query<{ status: string; winner_selection_id: number; settled_by: string }>('SELECT status, winner_selection_id, settled_by FROM markets WHERE id = $1', [m.marketId]);
  expect(market).toEqual({ status: 'CLOSED', winner_selection_id: team1, settled_by: 'operator:7' });
  await assertSettledCleanly(`m:${m.marketId}`, ids);
});

it('voids a market and a fancy with the reason on every transfer, the bets void and the holds released', async () => {
  const m = await seedEvent(db);
  const [layer, backer] = await Promise.all([createPlayer(db, { balanceRupees: 1000 }), createPlayer(db, { balanceRupees: 1000 })]);
  await exchange.placeBet(layer.userId, { marketId: m.marketId, selectionId: m.runners[0], isBack: false, price: 250, stakePaise: rupees(100) });
  await exchange.placeBet(backer.userId, { marketId: m.marketId, selectionId: m.runners[0], isBack: true, price: 250, stakePaise: rupees(40) });
  await exchange.placeFancyBet(backer.userId, { fancyId: m.fancyId, isBack: true, line: 46, rate: 100, stakePaise: rupees(100) });

  expect(await exchange.settleMarket(m.marketId, null, 'operator:7', 'Match abandoned')).toEqual({ settledBets: 2, alreadySettled: false });
  expect(await exchange.settleFancy(m.fancyId, null, 'feed', 'Innings abandoned')).toEqual({ settledBets: 1, alreadySettled: false });
  for (const p of [layer, backer]) expect(await playerBalances(db, p.userId)).toMatchObject({ cash: rupees(1000), hold: 0 });
  const bets = await db.query<{ status: string; result: string; pnl_paise: number }>(
    'SELECT status, result, pnl_paise FROM bets WHERE market_id = $1 OR fancy_id = $2',
    [m.marketId, m.fancyId],
  );
  expect(bets).toEqual(Array.from({ length: 3 }, () => ({ status: 'void', result: 'void', pnl_paise: 0 })));
  const memos = await db.query<{ reference: string; memo: string | null }>(`SELECT reference, memo FROM transfers WHERE idempotency_key LIKE 'settle:%' AND reference IN ($1, $2)`, [
    `market:${m.marketId}`,
    `fancy:${m.fancyId}`,
  ]);
  expect(memos.length).toBeGreaterThanOrEqual(3);
  for (const t of memos) expect(t.memo).toBe(t.reference.startsWith('market:') ? 'Void: Match abandoned' : 'Void: Innings abandoned');
  const [market] = await db.query('SELECT status, void_reason, settled_by FROM markets WHERE id = $1', [m.marketId]);
  expect(market).toEqual({ status: 'CLOSED', void_reason: 'Match abandoned', settled_by: 'operator:7' });
  const [fancy] = await db.query('SELECT is_active, game_status, result_runs, void_reason, settled_by FROM fancies WHERE id = $1', [m.fancyId]);
  expect(fancy).toEqual({ is_active: false, game_status: 'CLOSED', result_runs: null, void_reason: 'Innings abandoned', settled_by: 'feed' });
  await assertSettledCleanly(`m:${m.marketId}`, [layer.userId, backer.userId]);
  await assertSettledCleanly(`f:${m.fancyId}`, [layer.userId, backer.userId]);
});

it('settles from a core rebuilt from the database (a restart) as it would have from the live one', async () => {
  const m = await seedEvent(db);
  const [layer, backer] = await Promise.all([createPlayer(db, { balanceRupees: 1000 }), createPlayer(db, { balanceRupees: 1000 })]);
  await exchange.placeBet(layer.userId, { marketId: m.marketId, selectionId: m.runners[0], isBack: false, price: 300, stakePaise: rupees(100) });
  await exchange.placeBet(backer.userId, { marketId: m.marketId, selectionId: m.runners[0], isBack: true, price: 300, stakePaise: rupees(30) });
  await exchange.placeFancyBet(backer.userId, { fancyId: m.fancyId, isBack: false, line: 45, rate: 100, stakePaise: rupees(50) });
  await exchange.idle();

  const restarted = await Exchange.start({ db, sleep: async () => undefined });
  try {
    expect(await restarted.settleMarket(m.marketId, m.runners[0], 'feed')).toEqual({ settledBets: 2, alreadySettled: false });
    expect(await restarted.settleFancy(m.fancyId, 44, 'feed')).toEqual({ settledBets: 1, alreadySettled: false });
    await restarted.idle();
  } finally {
    await restarted.idle();
  }
  // backer: +60 on the market (30 at 3.00), +50 on the No 45 (44 runs); layer: −60
  expect(await playerBalances(db, backer.userId)).toMatchObject({ cash: rupees(1110), hold: 0 });
  expect(await playerBalances(db, layer.userId)).toMatchObject({ cash: rupees(940), hold: 0 });
  await assertSettledCleanly(`m:${m.marketId}`, [layer.userId, backer.userId]);
});
