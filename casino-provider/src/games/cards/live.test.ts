import { MemoryWallet } from '../../../test/memory-wallet';
import type { GameInfo } from '../registry';
import { dragonTiger } from './dragon-tiger';
import { CardTableLive } from './live';
import { teenPatti2020 } from './teen-patti';
import type { CardGame } from './game';

const flush = () => new Promise((r) => setTimeout(r, 5));

async function setup(game: CardGame) {
  let now = 5_000_000;
  const wallet = new MemoryWallet();
  wallet.balances.set('p1', 10_000_00);
  const info: GameInfo = { id: game.id, name: game.name, section: 'live', categories: [], rtpBasisPoints: 9700, blurb: '' };
  const live = new CardTableLive(game, info, () => now, 10_000);
  (live as unknown as { wallet: unknown }).wallet = await wallet.client();
  live.step(now);
  const round = () => (live as unknown as { round: { closesAt: number; settlesAt: number; endsAt: number; placements: Array<{ card: string }> } }).round;
  return { wallet, live, round, at: (t: number) => (now = t), now: () => now };
}

describe('card table live: money through the seamless wallet', () => {
  it('debits a bet once however often it is replayed, and settles it once', async () => {
    const s = await setup(dragonTiger);
    const body = { requestId: 'dt-bet-0001', marketId: 'winner', selectionId: 'dragon', side: 'back', odds: 200, stakePaise: 100_00 };
    await Promise.all([1, 2, 3, 4, 5].map(() => s.live.placeBet('p1', body)));
    expect(s.wallet.balanceOf('p1')).toBe(9_900_00);
    expect(s.wallet.executed('debit')).toBe(1);
    expect(s.live.mine('p1').exposurePaise).toBe(100_00);

    const [d, t] = s.round().placements.map((p) => 'A23456789TJQK'.indexOf(p.card[0]!));
    s.at(s.round().settlesAt);
    s.live.step();
    s.live.step();
    await flush();
    const expected = d! > t! ? 10_100_00 : d === t ? 9_950_00 : 9_900_00;
    expect(s.wallet.balanceOf('p1')).toBe(expected);
    expect(s.wallet.executed('credit')).toBe(d! < t! ? 0 : 1);
    expect(s.live.mine('p1').rounds[0]!.profitPaise).toBe(expected - 10_000_00);
  });

  it('takes a lay at its liability and refuses bets after betting closes', async () => {
    const s = await setup(teenPatti2020);
    await s.live.placeBet('p1', { requestId: 'tp-lay-0001', marketId: 'winner', selectionId: 'A', side: 'lay', odds: 202, stakePaise: 100_00 });
    expect(s.wallet.balanceOf('p1')).toBe(10_000_00 - 102_00);
    await expect(s.live.placeBet('p1', { requestId: 'tp-lay-0002', marketId: 'pairPlusA', selectionId: 'pairPlusA', side: 'lay', odds: 200, stakePaise: 100_00 })).rejects.toThrow('cannot be laid');
    s.at(s.round().closesAt);
    await expect(s.live.placeBet('p1', { requestId: 'tp-late-0001', marketId: 'winner', selectionId: 'A', side: 'back', odds: 198, stakePaise: 100_00 })).rejects.toThrow('Betting is closed');
    expect(s.wallet.executed('debit')).toBe(1);
  });

  it('returns the stake when the wallet answers after betting closed', async () => {
    const s = await setup(dragonTiger);
    s.wallet.delayMs = 20;
    const pending = s.live.placeBet('p1', { requestId: 'dt-slow-0001', marketId: 'winner', selectionId: 'tiger', side: 'back', odds: 200, stakePaise: 100_00 });
    s.at(s.round().closesAt + 1);
    await expect(pending).rejects.toThrow('stake is returned');
    expect(s.wallet.balanceOf('p1')).toBe(10_000_00);
    expect(s.live.mine('p1').bets).toHaveLength(0);
  });
});
