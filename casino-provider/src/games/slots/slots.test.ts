// The slots' stated RTPs, checked exactly and by simulating 10^6 spins of the real outcome code;
// and their fairness: a revealed seed reproduces the round.
import { FairRandom, SimulationRandom, newServerSeed, seedMatchesCommitment } from '../../fair/seeds';
import { drawStops, exactRtp, lineWins, payout, simulate } from './engine';
import { MACHINES } from './machines';
import { slotGames } from '.';
import { slotOutcome, SLOT_STAKES_PAISE } from './slot-game';

const SPINS = 1_000_000;
const games = slotGames();

describe.each(games.map((g) => [g.id, g] as const))('%s', (id, game) => {
  const machine = MACHINES[id as keyof typeof MACHINES];

  it('states its exact RTP (to the basis point)', () => {
    expect(Math.abs(exactRtp(machine) * 10_000 - game.rtpBasisPoints)).toBeLessThanOrEqual(0.51);
  });

  it('returns its stated RTP ±1% over a million simulated spins', () => {
    const { wonUnits, stakedUnits } = simulate(machine, SPINS, new SimulationRandom(20261126));
    const measuredBasisPoints = (wonUnits * 10_000) / stakedUnits;
    console.log(`${game.name}: stated RTP ${game.rtpBasisPoints / 100}%, measured ${(measuredBasisPoints / 100).toFixed(3)}% over ${SPINS} spins`);
    expect(Math.abs(measuredBasisPoints - game.rtpBasisPoints)).toBeLessThanOrEqual(100);
  });

  it('pays whole paise for every offered stake, and the shown lines sum to the payout', () => {
    const random = new SimulationRandom(5);
    for (let i = 0; i < 2000; i++) {
      const stops = drawStops(machine, random);
      const units = payout(machine, stops);
      expect(lineWins(machine, stops).reduce((s, w) => s + w.multiplier, 0)).toBe(units);
      for (const stake of SLOT_STAKES_PAISE) expect(Number.isInteger((units * stake) / machine.lines.length)).toBe(true);
    }
  });

  it('reproduces a round from its revealed seed, and a different seed gives different rounds', () => {
    const { serverSeed, hash } = newServerSeed();
    expect(seedMatchesCommitment(serverSeed, hash)).toBe(true);
    expect(seedMatchesCommitment(`${serverSeed}0`, hash)).toBe(false);
    const rounds = Array.from({ length: 20 }, (_, nonce) => slotOutcome(machine, serverSeed, 'player-seed', nonce));
    expect(Array.from({ length: 20 }, (_, nonce) => slotOutcome(machine, serverSeed, 'player-seed', nonce))).toEqual(rounds);
    const other = newServerSeed().serverSeed;
    const otherRounds = Array.from({ length: 20 }, (_, nonce) => slotOutcome(machine, other, 'player-seed', nonce));
    expect(otherRounds).not.toEqual(rounds);
  });
});

describe('FairRandom', () => {
  it('draws uniform integers without bias', () => {
    const counts = new Array(7).fill(0);
    for (let nonce = 0; nonce < 7_000; nonce++) {
      const random = new FairRandom('seed', 'client', nonce);
      for (let i = 0; i < 10; i++) counts[random.nextInt(7)]++;
    }
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
    expect(() => new FairRandom('seed', 'client', 0).nextInt(0)).toThrow(RangeError);
  });
});
