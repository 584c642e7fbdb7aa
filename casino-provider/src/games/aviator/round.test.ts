import { msToReach, multiplierAt } from './curve';
import { makeSeedChain } from './fairness';
import { advance, AviatorError, cashOut, checkBet, currentMultiplier, openRound, placeBet, type AviatorRound } from './round';

const chain = makeSeedChain('aa'.repeat(32), 400);

function bet(round: AviatorRound, playerId: string, panel: number, stakeRupees: number, autoCashOut: number | null, now = 0) {
  return placeBet(round, { betId: `${playerId}-${panel}`, playerId, panel, stakePaise: stakeRupees * 100, autoCashOut, clientSeed: `seed-${playerId}` }, now);
}

/** A round of the chain whose crash point (with the given bettors) is at least `min`. */
function roundCrashingAbove(min: number): AviatorRound {
  for (let i = 0; i < chain.seeds.length; i += 1) {
    const round = openRound(i + 1, chain.seeds[i]!, 0);
    bet(round, 'p1', 0, 100, 150);
    bet(round, 'p1', 1, 50, null);
    bet(round, 'p2', 0, 200, null);
    advance(round, round.takeOffAt);
    if (round.crashPoint! >= min) return round;
  }
  throw new Error('no such round in the test chain');
}

describe('multiplier curve', () => {
  it('starts at 1.00x and is reached exactly at msToReach', () => {
    expect(multiplierAt(0)).toBe(100);
    for (const m of [101, 150, 200, 1000, 12345]) {
      const t = msToReach(m);
      expect(multiplierAt(t)).toBeGreaterThanOrEqual(m);
      expect(multiplierAt(t - 1)).toBeLessThan(m);
    }
  });
});

describe('Aviator round', () => {
  it('takes bets on two panels during the betting window only', () => {
    const round = openRound(1, chain.seeds[0]!, 1_000);
    bet(round, 'p1', 0, 100, 150, 1_000);
    bet(round, 'p1', 1, 100, null, 1_000);
    expect(() => bet(round, 'p1', 1, 100, null, 1_000)).toThrow(AviatorError);
    expect(() => checkBet(round, { betId: 'x', playerId: 'p2', panel: 2, stakePaise: 10_000, autoCashOut: null, clientSeed: 'seed-x' }, 1_000)).toThrow('panel');
    expect(() => checkBet(round, { betId: 'x', playerId: 'p2', panel: 0, stakePaise: 10_050, autoCashOut: null, clientSeed: 'seed-x' }, 1_000)).toThrow('whole number');
    expect(() => checkBet(round, { betId: 'x', playerId: 'p2', panel: 0, stakePaise: 10_000, autoCashOut: 100, clientSeed: 'seed-x' }, 1_000)).toThrow('Auto cash-out');
    expect(() => checkBet(round, { betId: 'x', playerId: 'p2', panel: 0, stakePaise: 10_000, autoCashOut: null, clientSeed: 'seed-x' }, round.takeOffAt)).toThrow('Betting is closed');
    // a client seed other players will see: plain letters, digits, _ and - only, 1 to 64 of them
    for (const clientSeed of ['', '<img src=x onerror=alert(1)>', 'a b', 'x'.repeat(65), 'seed:two']) {
      expect(() => checkBet(round, { betId: 'x', playerId: 'p2', panel: 0, stakePaise: 10_000, autoCashOut: null, clientSeed }, 1_000)).toThrow(expect.objectContaining({ code: 'BAD_CLIENT_SEED' }));
    }
    expect(() => checkBet(round, { betId: 'x', playerId: 'p2', panel: 0, stakePaise: 10_000, autoCashOut: null, clientSeed: `A-z_0${'9'.repeat(59)}` }, 1_000)).not.toThrow();
  });

  it('pays an auto cash-out at its target and a manual one at the multiplier when it arrives', () => {
    const round = roundCrashingAbove(250);
    const autoAt = round.takeOffAt + msToReach(150);
    expect(advance(round, autoAt - 1).filter((e) => e.type === 'cashout')).toHaveLength(0);
    const autoEvents = advance(round, autoAt);
    expect(autoEvents).toEqual([expect.objectContaining({ type: 'cashout', auto: true })]);
    expect(round.bets.get('p1-0')!.payoutPaise).toBe(150_00);

    const at = round.takeOffAt + msToReach(200) + 3;
    const manual = cashOut(round, 'p2-0', 'p2', at);
    expect(manual.type).toBe('cashout');
    expect(round.bets.get('p2-0')!.cashedOutAt).toBe(multiplierAt(at - round.takeOffAt));
    expect(round.bets.get('p2-0')!.payoutPaise).toBe(Math.floor((200_00 * multiplierAt(at - round.takeOffAt)) / 100));
    expect(() => cashOut(round, 'p2-0', 'p2', at + 10)).toThrow('already cashed out');
    expect(() => cashOut(round, 'p1-1', 'p2', at)).toThrow('No such bet');
  });

  it('refuses a cash-out that arrives at or after the crash, and loses bets not cashed out', () => {
    const round = roundCrashingAbove(101);
    const events = advance(round, round.crashAt!);
    expect(events.at(-1)).toEqual(expect.objectContaining({ type: 'crash', crashPoint: round.crashPoint }));
    expect(currentMultiplier(round, round.crashAt! + 5_000)).toBe(round.crashPoint);
    expect(() => cashOut(round, 'p1-1', 'p1', round.crashAt!)).toThrow('flown away');
    expect(round.bets.get('p1-1')!.payoutPaise).toBe(0);
  });

  it('refuses a cash-out the instant the curve reaches the crash point even before advance notices', () => {
    const round = roundCrashingAbove(101);
    expect(() => cashOut(round, 'p2-0', 'p2', round.crashAt!)).toThrow('flown away');
    expect(() => cashOut(round, 'p2-0', 'p2', round.crashAt! - 1)).not.toThrow();
  });

  it('does not pay an auto cash-out above the crash point', () => {
    for (let i = 0; i < chain.seeds.length; i += 1) {
      const round = openRound(i + 1, chain.seeds[i]!, 0);
      bet(round, 'p1', 0, 100, 150);
      const events = advance(round, 10_000_000);
      const paid = events.some((e) => e.type === 'cashout');
      expect(paid).toBe(round.crashPoint! >= 150);
    }
  });
});
