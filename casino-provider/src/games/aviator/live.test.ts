import { MemoryWallet } from '../../../test/memory-wallet';
import type { GameInfo } from '../registry';
import { msToReach } from './curve';
import { AFTER_CRASH_MS, AviatorLive } from './live';

const info: GameInfo = { id: 'aviator', name: 'Aviator', section: 'live', categories: [], rtpBasisPoints: 9700, blurb: '' };

async function setup(balancePaise = 1_000_00) {
  let now = 1_000_000;
  const wallet = new MemoryWallet();
  wallet.balances.set('p1', balancePaise);
  const live = new AviatorLive(info, () => now);
  live.step(now); // opens round 1 (start() would also run the timer)
  (live as unknown as { wallet: unknown }).wallet = await wallet.client();
  return { wallet, live, at: (t: number) => (now = t), now: () => now };
}
const flush = () => new Promise((r) => setTimeout(r, 5));

/** Plays rounds until one whose crash point satisfies `want`, with a bet placed by `bet`. */
async function playUntil(s: Awaited<ReturnType<typeof setup>>, want: (crash: number) => boolean, bet: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 400; i += 1) {
    const snap = s.live.snapshot();
    const betting = s.now();
    await bet(i);
    s.at(betting + 5_000);
    s.live.step();
    const round = (s.live as unknown as { round: { crashPoint: number; crashAt: number; takeOffAt: number } }).round;
    if (want(round.crashPoint)) return round;
    s.at(round.crashAt);
    s.live.step();
    await flush();
    s.at(round.crashAt + AFTER_CRASH_MS);
    s.live.step();
    void snap;
  }
  throw new Error('no such round');
}

describe('Aviator live: money through the seamless wallet', () => {
  it('debits at the bet, credits the auto cash-out once, and a replayed bet executes once', async () => {
    const s = await setup();
    let betIds: string[] = [];
    const round = await playUntil(
      s,
      (c) => c >= 150,
      async (i) => {
        const body = { requestId: `req-auto-${i}`, panel: 0, stakePaise: 100_00, autoCashOut: 150, clientSeed: 'abc' };
        const answers = (await Promise.all([1, 2, 3].map(() => s.live.placeBet('p1', 'Ravi', body)))) as Array<{ betId: string }>;
        betIds = answers.map((a) => a.betId);
      },
    );
    expect(new Set(betIds).size).toBe(1);
    const before = s.wallet.balanceOf('p1');
    s.at(round.takeOffAt + msToReach(150));
    s.live.step();
    await flush();
    expect(s.wallet.balanceOf('p1')).toBe(before + 150_00);
    // The cash-out is final: a manual one after it is refused and pays nothing more.
    await expect(s.live.cashOut('p1', { betId: betIds[0] })).rejects.toThrow('already cashed out');
    await flush();
    expect(s.wallet.balanceOf('p1')).toBe(before + 150_00);
  });

  it('values a manual cash-out at the server multiplier when it arrives; replays pay once; after the crash it is refused', async () => {
    const s = await setup();
    let betId = '';
    const round = await playUntil(
      s,
      (c) => c >= 200,
      async (i) => {
        betId = ((await s.live.placeBet('p1', 'Ravi', { requestId: `req-man-${i}`, panel: 1, stakePaise: 50_00, autoCashOut: null })) as { betId: string }).betId;
      },
    );
    const start = s.wallet.balanceOf('p1');
    s.at(round.takeOffAt + msToReach(180));
    const answers = (await Promise.all([1, 2, 3, 4].map(() => s.live.cashOut('p1', { betId })))) as Array<{ multiplier: number; payoutPaise: number }>;
    expect(answers.every((a) => a.multiplier === 180 && a.payoutPaise === 90_00)).toBe(true);
    await flush();
    expect(s.wallet.balanceOf('p1')).toBe(start + 90_00);
    expect(s.wallet.executed('credit')).toBe(1);
  });

  it('refuses a cash-out that arrives at the crash, and keeps the lost stake', async () => {
    const s = await setup();
    let betId = '';
    const round = await playUntil(
      s,
      (c) => c >= 101,
      async (i) => {
        betId = ((await s.live.placeBet('p1', 'Ravi', { requestId: `req-late-${i}`, panel: 0, stakePaise: 20_00, autoCashOut: null })) as { betId: string }).betId;
      },
    );
    const start = s.wallet.balanceOf('p1');
    s.at(round.crashAt);
    await expect(s.live.cashOut('p1', { betId })).rejects.toThrow('flown away');
    await flush();
    expect(s.wallet.balanceOf('p1')).toBe(start);
    expect(s.wallet.executed('credit')).toBe(0);
  });

  it('refuses a bet the wallet cannot cover and frees its panel', async () => {
    const s = await setup(5_00);
    await expect(s.live.placeBet('p1', 'Ravi', { requestId: 'req-poor-1', panel: 0, stakePaise: 10_00, autoCashOut: null })).rejects.toThrow('Insufficient balance');
    s.wallet.balances.set('p1', 10_00);
    await expect(s.live.placeBet('p1', 'Ravi', { requestId: 'req-poor-2', panel: 0, stakePaise: 10_00, autoCashOut: null })).resolves.toEqual(expect.objectContaining({ balancePaise: 0 }));
  });
});
