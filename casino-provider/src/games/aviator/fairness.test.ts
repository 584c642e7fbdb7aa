import { createHmac } from 'node:crypto';
import {
  crashPointFromDigest,
  crashPointHundredths,
  firstBrokenLink,
  makeSeedChain,
  sha256Hex,
} from './fairness';

const ROOT = 'b7f3c1d2e4a5968778695a4b3c2d1e0f00112233445566778899aabbccddeeff';

describe('Aviator seed chain', () => {
  it('verifies end to end over a million rounds: each seed hashes to the one before, round 1 to the published hash', () => {
    const chain = makeSeedChain(ROOT, 1_000_000);
    expect(chain.seeds).toHaveLength(1_000_000);
    expect(sha256Hex(chain.seeds[0]!)).toBe(chain.terminalHash);
    expect(firstBrokenLink(chain.terminalHash, chain.seeds)).toBe(0);
    // The last round played is the secret root itself.
    expect(chain.seeds[999_999]).toBe(ROOT);
  });

  it('finds a swapped seed', () => {
    const chain = makeSeedChain(ROOT, 50);
    const tampered = [...chain.seeds];
    tampered[20] = sha256Hex('another seed');
    expect(firstBrokenLink(chain.terminalHash, tampered)).toBe(21);
    expect(firstBrokenLink(sha256Hex('x'), chain.seeds)).toBe(1);
  });
});

describe('Aviator crash point', () => {
  it('is HMAC-SHA512 of the first three client seeds keyed by the round seed, read as floor(97 / (1 - X))', () => {
    const seed = sha256Hex('round');
    const digest = createHmac('sha512', seed).update('a:b:c').digest('hex');
    expect(crashPointHundredths(seed, ['a', 'b', 'c', 'ignored'])).toBe(crashPointFromDigest(digest));
    expect(crashPointHundredths(seed, ['a', 'b', 'c'])).not.toBe(crashPointHundredths(seed, ['a', 'b', 'd']));
  });

  it('maps the extremes of the 52-bit draw', () => {
    expect(crashPointFromDigest('0000000000000' + 'f'.repeat(115))).toBe(100); // X = 0 → 0.97x, shown as 1.00x
    expect(crashPointFromDigest('8000000000000' + '0'.repeat(115))).toBe(194); // X = 1/2 → 1.94x
    expect(crashPointFromDigest('fffffffffffff' + '0'.repeat(115))).toBe(100_000_000); // capped
  });

  it('returns 97% ± 0.5% over 10^6 simulated rounds, for cash-out targets 1.5x, 2x and a mix', () => {
    const chain = makeSeedChain(ROOT, 1_000_000);
    const targets = [150, 200];
    const paid = new Map<number, number>(targets.map((t) => [t, 0]));
    let mixedPaid = 0;
    let crashedAtOne = 0;
    chain.seeds.forEach((seed, i) => {
      const crash = crashPointHundredths(seed, [`c${i % 7}`, `d${i % 11}`, 'e']);
      if (crash === 100) crashedAtOne += 1;
      for (const t of targets) if (crash >= t) paid.set(t, paid.get(t)! + t);
      const mixed = 101 + (i % 400); // 1.01x … 5.00x, cycling
      if (crash >= mixed) mixedPaid += mixed;
    });
    const rounds = chain.seeds.length;
    const rtp = (sumHundredths: number) => sumHundredths / rounds; // per 100 staked
    for (const t of targets) {
      expect(rtp(paid.get(t)!)).toBeGreaterThan(96.5);
      expect(rtp(paid.get(t)!)).toBeLessThan(97.5);
    }
    expect(rtp(mixedPaid)).toBeGreaterThan(96.5);
    expect(rtp(mixedPaid)).toBeLessThan(97.5);
    // 1 − 0.97 / 1.01 ≈ 3.96% of rounds end at 1.00x, below the lowest target, where every bet loses.
    expect(crashedAtOne / rounds).toBeGreaterThan(0.0386);
    expect(crashedAtOne / rounds).toBeLessThan(0.0406);
    // eslint-disable-next-line no-console
    console.log(`Aviator RTP over ${rounds} rounds: 1.5x ${rtp(paid.get(150)!).toFixed(3)}%, 2x ${rtp(paid.get(200)!).toFixed(3)}%, mixed ${rtp(mixedPaid).toFixed(3)}%; 1.00x crashes ${(100 * crashedAtOne / rounds).toFixed(2)}%`);
  });
});
