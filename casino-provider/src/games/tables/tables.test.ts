// Live tables: outcome odds by simulation, fairness (a revealed seed reproduces the result), and
// the timed round: stakes debited when placed, winners paid at the result, betting closed after.
import type { WalletAnswer, WalletOk } from '../../wallet/protocol';
import { SimulationRandom, newServerSeed, seedMatchesCommitment } from '../../fair/seeds';
import type { WalletClient } from '../../wallet/client';
import type { PlayerSession } from '../../sessions';
import { baccaratRules, dealBaccarat } from './baccarat';
import { rouletteRules } from './roulette';
import { TimedTable, tableOutcome } from './timed-table';

describe('European roulette', () => {
  it('pays 36/37 on every bet (exactly, over all 37 pockets)', () => {
    for (const spot of ['n0', 'n17', 'red', 'black', 'odd', 'even', 'low', 'high', 'dozen1', 'dozen3', 'col1', 'col3']) {
      let returned = 0;
      for (let n = 0; n <= 36; n++) returned += rouletteRules.returnOf(spot, 100, n);
      expect(returned).toBe(3600);
    }
    expect(rouletteRules.isSpot('n37')).toBe(false);
    expect(rouletteRules.isSpot('toString')).toBe(false);
  });
});

describe('baccarat', () => {
  it('deals the known odds (banker 45.86%, player 44.62%, tie 9.52%) and returns ~98.9% on banker', () => {
    const random = new SimulationRandom(42);
    const wins = { player: 0, banker: 0, tie: 0 };
    let bankerReturn = 0;
    const N = 200_000;
    for (let i = 0; i < N; i++) {
      const r = dealBaccarat(random);
      wins[r.winner]++;
      bankerReturn += baccaratRules.returnOf('banker', 100, r);
    }
    expect(Math.abs(wins.banker / N - 0.4586)).toBeLessThan(0.004);
    expect(Math.abs(wins.player / N - 0.4462)).toBeLessThan(0.004);
    expect(Math.abs(wins.tie / N - 0.0952)).toBeLessThan(0.003);
    expect(Math.abs(bankerReturn / (N * 100) - 0.9894)).toBeLessThan(0.006);
  });

  it('reproduces a deal from the revealed seed and round id', () => {
    const { serverSeed, hash } = newServerSeed();
    expect(seedMatchesCommitment(serverSeed, hash)).toBe(true);
    expect(tableOutcome(baccaratRules, serverSeed, 'round-1')).toEqual(tableOutcome(baccaratRules, serverSeed, 'round-1'));
    const deals = Array.from({ length: 10 }, (_, i) => tableOutcome(baccaratRules, serverSeed, `round-${i}`));
    expect(new Set(deals.map((d) => JSON.stringify(d))).size).toBeGreaterThan(1);
  });
});

/** A wallet in memory: what Khel's seamless wallet does, for the table's unit test. */
function memoryWallet(balancePaise: number) {
  const calls: string[] = [];
  let balance = balancePaise;
  const ok = (): WalletOk => ({ status: 'OK', balancePaise: balance });
  const wallet = {
    debit: async (r: { amountPaise: number }): Promise<WalletAnswer> => {
      calls.push(`debit ${r.amountPaise}`);
      if (r.amountPaise > balance) return { status: 'ERROR', code: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance' };
      balance -= r.amountPaise;
      return ok();
    },
    credit: async (r: { amountPaise: number }) => {
      calls.push(`credit ${r.amountPaise}`);
      balance += r.amountPaise;
      return ok();
    },
    rollback: async () => {
      calls.push('rollback');
      return ok();
    },
  } as unknown as WalletClient;
  return { wallet, calls, balance: () => balance };
}

describe('TimedTable', () => {
  const session = { id: 's', playerId: '7', name: 'P', gameId: '', clientSeed: 'c', nonce: 0, lastSeenMs: 0, parentOrigin: '', lang: 'en' as const, coinLabel: '' } satisfies PlayerSession;
  const info = { id: 'roulette-european', name: 'European Roulette', section: 'live' as const, categories: [], rtpBasisPoints: 9730, blurb: '' };

  it('takes stakes in the window, pays the result, refuses bets after the window', async () => {
    let now = 1_000_000;
    const table = new TimedTable(info, rouletteRules, { bettingMs: 10_000, resultMs: 5_000 }, () => now);
    const { wallet, calls, balance } = memoryWallet(1000_00);
    const state = (await table.actions.state!({ session, wallet }, {})) as { roundId: string; commitment: string };
    await table.actions.bet!({ session, wallet }, { bets: Array.from({ length: 37 }, (_, n) => ({ spot: `n${n}`, stakePaise: 1000 })) });
    expect(balance()).toBe(1000_00 - 37000);
    await expect(table.actions.bet!({ session, wallet }, { bets: [{ spot: 'n99', stakePaise: 1000 }] })).rejects.toThrow('No such bet');
    await expect(table.actions.bet!({ session, wallet }, { bets: [{ spot: 'red', stakePaise: 1050 }] })).rejects.toThrow('whole rupees');
    await expect(table.actions.bet!({ session, wallet }, { bets: [{ spot: 'red', stakePaise: 1_000_00 }] })).rejects.toThrow('Insufficient balance');
    now += 10_000;
    table['wallet'] = wallet;
    await table.advance();
    // Exactly one of the 37 straight bets wins 36×.
    expect(balance()).toBe(1000_00 - 37000 + 36000);
    expect(calls).toEqual(['debit 37000', 'debit 100000', 'credit 36000']);
    const after = (await table.actions.state!({ session, wallet }, {})) as { phase: string; result: number; history: Array<{ serverSeed: string; hash: string; roundId: string; result: number }> };
    expect(after.phase).toBe('result');
    expect(after.history[0]!.hash).toBe(state.commitment);
    expect(tableOutcome(rouletteRules, after.history[0]!.serverSeed, state.roundId)).toBe(after.result);
    await expect(table.actions.bet!({ session, wallet }, { bets: [{ spot: 'red', stakePaise: 1000 }] })).rejects.toThrow('Betting is closed');
    now += 5_000;
    await table.advance();
    expect(((await table.actions.state!({ session, wallet }, {})) as { phase: string }).phase).toBe('betting');
    table.stop();
  });
});
