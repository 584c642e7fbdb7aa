// The fortune wheel's and the scratch card's outcome code: the stated RTP is the exact one of their
// tables, a round is rebuilt from its revealed seed, and a card never shows two prizes. Their RTP
// over millions of simulated rounds is measured by bench/instant-rtp.mjs (BENCHMARKS.md).
import { FairRandom, SimulationRandom } from '../../fair/seeds';
import { spinWheel, WHEEL_RTP_BASIS_POINTS, WHEEL_SEGMENTS, wheelWinPaise } from './fortune-wheel';
import { CELLS, SCRATCH_RTP_BASIS_POINTS, SCRATCH_SYMBOLS, scratchCard, scratchPrizeHundredths, TIER_TOTAL } from './scratch-card';

describe('the fortune wheel', () => {
  it('has 54 segments returning 96.30 % in all, the multipliers spread round it', () => {
    expect(WHEEL_SEGMENTS).toHaveLength(54);
    expect(WHEEL_SEGMENTS.every((m) => m >= 0)).toBe(true);
    expect(WHEEL_RTP_BASIS_POINTS.toFixed(2)).toBe('9629.63');
    // never three losing segments in a row
    const losingRuns = WHEEL_SEGMENTS.map((m, i) => m === 0 && WHEEL_SEGMENTS[(i + 1) % 54] === 0 && WHEEL_SEGMENTS[(i + 2) % 54] === 0);
    expect(losingRuns.some(Boolean)).toBe(false);
  });

  it('spins from the fair stream: the revealed seed gives the same segment, and wins are whole paise', () => {
    const a = spinWheel(new FairRandom('server-seed', 'client', 7));
    expect(spinWheel(new FairRandom('server-seed', 'client', 7))).toEqual(a);
    expect(a.multiplierHundredths).toBe(WHEEL_SEGMENTS[a.segment]);
    const segments = new Set(Array.from({ length: 400 }, (_, n) => spinWheel(new FairRandom('server-seed', 'client', n)).segment));
    expect(segments.size).toBeGreaterThan(45);
    for (const m of new Set(WHEEL_SEGMENTS)) expect(Number.isInteger(wheelWinPaise(10_00, { segment: 0, multiplierHundredths: m }))).toBe(true);
  });
});

describe('the scratch card', () => {
  it('pays 96.00 % by its tier table', () => {
    expect(SCRATCH_RTP_BASIS_POINTS).toBe(9600);
    expect(SCRATCH_SYMBOLS.reduce((n, s) => n + s.weight, 0)).toBeLessThan(TIER_TOTAL);
  });

  it('lays out nine cells with at most one symbol three times, whose prize is the card\'s', () => {
    const random = new SimulationRandom(42);
    const seen = new Map<number, number>();
    for (let i = 0; i < 5_000; i++) {
      const cells = scratchCard(random);
      expect(cells).toHaveLength(CELLS);
      const counts = SCRATCH_SYMBOLS.map((_, s) => cells.filter((c) => c === s).length);
      expect(counts.filter((n) => n >= 3).length).toBeLessThanOrEqual(1);
      expect(Math.max(...counts)).toBeLessThanOrEqual(3);
      const prize = scratchPrizeHundredths(cells);
      seen.set(prize, (seen.get(prize) ?? 0) + 1);
    }
    // losing cards are about half, and the small prizes come up
    expect(seen.get(0)! / 5_000).toBeGreaterThan(0.47);
    expect(seen.get(0)! / 5_000).toBeLessThan(0.54);
    expect(seen.get(100)).toBeGreaterThan(0);
    expect(seen.get(500)).toBeGreaterThan(0);
  });

  it('is rebuilt from its revealed seed', () => {
    expect(scratchCard(new FairRandom('s', 'c', 3))).toEqual(scratchCard(new FairRandom('s', 'c', 3)));
    expect(scratchCard(new FairRandom('s', 'c', 3))).not.toEqual(scratchCard(new FairRandom('s', 'c', 4)));
  });
});
