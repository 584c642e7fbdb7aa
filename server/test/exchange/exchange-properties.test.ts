// Generated command streams through the real exchange (database, ledger, books): after every
// stream the ledger balances, each player's hold equals the exposure recomputed from the bets
// and fills, the book equals one rebuilt from the database, and settlement conserves money.
import fc from 'fast-check';
import { PRICE_LADDER, marketExposurePaise, type RunnerBet } from '@khel/shared-kernel/betting';
import { Exchange } from '../../src/exchange/exchange';
import { DomainError } from '../../src/domain/errors';
import { assertLedgerBalanced, balanceOf, playerBalances, systemAccount } from '../../src/wallet/ledger';
import { seedEvent } from '../support/catalog';
import { createPlayer, type TestPlayer } from '../support/players';
import { useTestExchange } from '../support/exchange';
import type { TestDatabase } from '../support/test-db';

let db: TestDatabase;
let exchange: Exchange;
let players: TestPlayer[];

useTestExchange((t) => ({ db, exchange } = t));
beforeAll(async () => {
  players = [];
  for (let i = 0; i < 3; i++) players.push(await createPlayer(db, { balanceRupees: 2_000 }));
});

type Command =
  | { kind: 'place'; player: number; runner: number; isBack: boolean; rung: number; stakeRupees: number; keep: boolean }
  | { kind: 'cancel'; player: number; pick: number }
  /** the market goes in play, suspends (and reopens) or closes: orders not kept lapse, or all */
  | { kind: 'lapse'; reason: 'inplay' | 'suspended' | 'closed' };

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('place' as const), player: fc.nat(2), runner: fc.nat(1), isBack: fc.boolean(), rung: fc.integer({ min: 95, max: 105 }), stakeRupees: fc.integer({ min: 1, max: 900 }), keep: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), player: fc.nat(2), pick: fc.nat(50) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('lapse' as const), reason: fc.constantFrom('inplay' as const, 'suspended' as const, 'closed' as const) }) },
);

/** Exposure straight from the tables: every fill of the player's bets at its price, plus what rests. */
async function recomputedExposure(userId: number, marketId: string, selectionIds: number[]): Promise<number> {
  const bets = await db.query<{ id: number; selection_id: number; is_back: boolean; price: number; unmatched_paise: number; status: string }>(
    'SELECT id, selection_id, is_back, price, unmatched_paise, status FROM bets WHERE user_id = $1 AND market_id = $2',
    [userId, marketId],
  );
  const fills = await db.query<{ taker_bet_id: number; maker_bet_id: number; price: number; stake_paise: number }>(
    'SELECT taker_bet_id, maker_bet_id, price, stake_paise FROM bet_fills WHERE market_id = $1',
    [marketId],
  );
  const inputs: RunnerBet[] = [];
  for (const b of bets.filter((x) => x.status === 'open')) {
    for (const f of fills.filter((x) => x.taker_bet_id === b.id || x.maker_bet_id === b.id)) {
      inputs.push({ selectionId: b.selection_id, isBack: b.is_back, price: f.price, matchedPaise: f.stake_paise, unmatchedPaise: 0 });
    }
    if (b.unmatched_paise > 0) inputs.push({ selectionId: b.selection_id, isBack: b.is_back, price: b.price, matchedPaise: 0, unmatchedPaise: b.unmatched_paise });
  }
  return marketExposurePaise('odds', inputs, selectionIds);
}

it('keeps holds equal to recomputed exposure, the book equal to its rebuild, and money conserved', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 25 }), fc.nat(1), async (commands, winnerIndex) => {
      const m = await seedEvent(db);
      const selectionIds = [...m.runners];
      const house = await systemAccount(db, 'house', 1);
      const houseBefore = await balanceOf(db, house);
      const totalBefore = await Promise.all(players.map(async (p) => (await playerBalances(db, p.userId)).cash));
      for (const c of commands) {
        const p = players['player' in c ? c.player : 0]!;
        try {
          if (c.kind === 'place') {
            await exchange.placeBet(p.userId, { marketId: m.marketId, selectionId: selectionIds[c.runner]!, isBack: c.isBack, price: PRICE_LADDER[c.rung]!, stakePaise: c.stakeRupees * 100, keep: c.keep });
          } else if (c.kind === 'cancel') {
            const open = await db.query<{ id: number }>('SELECT id FROM bets WHERE user_id = $1 AND market_id = $2 AND unmatched_paise > 0 ORDER BY id', [p.userId, m.marketId]);
            if (open.length > 0) await exchange.cancelBet(p.userId, open[c.pick % open.length]!.id);
          } else if (c.reason === 'suspended') {
            await exchange.suspendMarket(m.marketId);
            expect(exchange.books.ordersOf(m.marketId).every((o) => o.keep)).toBe(true);
            await exchange.reopenMarket(m.marketId);
          } else {
            await exchange.lapseMarket(m.marketId, c.reason);
            expect(exchange.books.ordersOf(m.marketId).every((o) => o.keep && c.reason !== 'closed')).toBe(true);
          }
        } catch (err) {
          if (!(err instanceof DomainError)) throw err; // refusals (insufficient balance) are fine
        }
        const bestLay = exchange.books.book(m.marketId, selectionIds[0]!).availableToBack(1)[0];
        const bestBack = exchange.books.book(m.marketId, selectionIds[0]!).availableToLay(1)[0];
        if (bestLay && bestBack) expect(bestLay.price).toBeLessThan(bestBack.price);
      }
      for (const p of players) {
        const [row] = await db.query<{ exposure_paise: number }>('SELECT exposure_paise FROM exposures WHERE user_id = $1 AND position_key = $2', [p.userId, `m:${m.marketId}`]);
        expect(row?.exposure_paise ?? 0).toBe(await recomputedExposure(p.userId, m.marketId, selectionIds));
      }
      const rebuilt = await Exchange.start({ db });
      expect(rebuilt.books.stateHash()).toBe(exchange.books.stateHash());
      await assertLedgerBalanced(db);

      await exchange.settleMarket(m.marketId, selectionIds[winnerIndex]!, 'property test');
      // Matched bets pay each other: the house ends where it began, and the players' cash sums the same.
      expect(await balanceOf(db, house)).toBe(houseBefore);
      const totalAfter = await Promise.all(players.map(async (p) => playerBalances(db, p.userId)));
      expect(totalAfter.reduce((s, b) => s + b.cash + b.hold, 0)).toBe(totalBefore.reduce((s, c) => s + c, 0));
      totalAfter.forEach((b) => expect(b.hold).toBe(0));
    }),
    { numRuns: 12 },
  );
  // the streams really matched orders against each other (how often depends on the generated runs)
  const [fills] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bet_fills');
  expect(fills!.n).toBeGreaterThan(0);
}, 120_000);
