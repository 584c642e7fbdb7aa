// The durable writer's pipeline (exchange/sequencer/sequencer.ts): on PostgreSQL several batches are
// in flight on the writer's connection. A batch that fails there (a player's cash taken elsewhere
// behind the core's back, so the hold move breaks the accounts' CHECK) stops the writer: the batches
// sent after it fail with it (store/journal.ts), the core is rebuilt from the database, and their
// commands run once more from fresh reads — the player short of cash is refused, every other bet is
// placed once, and nothing is answered before its batch is on disk.

import { Exchange } from '../../src/exchange/exchange';
import type { PlacedBet } from '../../src/exchange/core/commands';
import { playerAccounts, systemAccount, transfer } from '../../src/wallet/ledger';
import { seedEvent, type TestMarket } from '../support/catalog';
import { assertHoldsConsistent, rupees, useTestExchange } from '../support/exchange';
import { createPlayer } from '../support/players';
import type { TestDatabase } from '../support/test-db';

let db: TestDatabase;
let exchange: Exchange;
useTestExchange((t) => ({ db, exchange } = t));

let m: TestMarket;
beforeAll(async () => {
  m = await seedEvent(db);
});

it('a failed batch fails the batches sent after it; their bets run again from fresh reads, each placed once', async () => {
  const short = await createPlayer(db, { balanceRupees: 100 });
  const others = await Promise.all([0, 1, 2].map(() => createPlayer(db, { balanceRupees: 10_000 })));
  const bet = (isBack: boolean, stake: number, clientRef: string) => ({ marketId: m.marketId, selectionId: m.runners[0]!, isBack, price: 200, stakePaise: rupees(stake), clientRef });
  // the core learns the short player's cash (₹100) with a first bet
  await exchange.placeBet(short.userId, bet(true, 10, 'short-0'));
  // ₹80 of it goes elsewhere, behind the core's back (the core still thinks ₹90 is free)
  const accounts = await playerAccounts(db, short.userId);
  await transfer(db, { idempotencyKey: `elsewhere:${short.userId}`, fromAccountId: accounts.cash, toAccountId: await systemAccount(db, 'house', 1), amountPaise: rupees(80), kind: 'test_funding' });

  // many bets at once (so batches are in flight together), the short player's ₹50 among them
  const placing: Array<Promise<PlacedBet | Error>> = [];
  for (let i = 0; i < 60; i++) {
    const p = others[i % 3]!;
    placing.push(exchange.placeBet(p.userId, bet(i % 2 === 0, 5 + (i % 7), `o-${p.userId}-${i}`)).catch((e: Error) => e));
    if (i === 20) placing.push(exchange.placeBet(short.userId, bet(true, 50, 'short-1')).catch((e: Error) => e));
  }
  const results = await Promise.all(placing);
  const refused = results.filter((r): r is Error => r instanceof Error);
  // only the short player's bet is refused, for want of cash (read again from the database)
  expect(refused).toHaveLength(1);
  expect(refused[0]).toMatchObject({ code: 'insufficient_funds' });
  // every other bet is there once
  const rows = await db.query<{ client_ref: string; n: number }>(`SELECT client_ref, count(*)::int AS n FROM bets WHERE client_ref LIKE 'o-%' GROUP BY client_ref`);
  expect(rows).toHaveLength(60);
  expect(rows.every((r) => r.n === 1)).toBe(true);
  expect(await db.query(`SELECT id FROM bets WHERE client_ref = 'short-1'`)).toEqual([]);
  await exchange.idle();
  await assertHoldsConsistent(db, [short.userId, ...others.map((p) => p.userId)]);
  // the books equal a rebuild from the database
  expect((await Exchange.start({ db })).books.stateHash()).toBe(exchange.books.stateHash());
});
