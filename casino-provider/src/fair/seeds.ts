// Provably fair rounds: before a round, the provider commits to a secret server seed by showing its
// SHA-256; after the round it reveals the seed. The outcome is drawn only from
// HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${block}`), so anyone holding the revealed seed,
// the client seed and the nonce can recompute the outcome and check it against the committed hash.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { RandomSource } from './random';

export type { RandomSource };

export interface SeedCommitment {
  /** hex SHA-256 of the server seed, shown before the round */
  hash: string;
}

export interface RevealedSeed extends SeedCommitment {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

export function newServerSeed(): { serverSeed: string; hash: string } {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, hash: sha256Hex(serverSeed) };
}

/** True when the revealed seed is the one committed to. */
export const seedMatchesCommitment = (serverSeed: string, hash: string): boolean => sha256Hex(serverSeed) === hash;

/** Most draws an outcome may take from one seed (a bound: a bug cannot loop for ever). */
const MAX_BLOCKS = 4096;

/**
 * The fair random stream of one round: 32-bit words from successive HMAC blocks, turned into
 * unbiased integers by rejection (a word in the top, incomplete range of n is drawn again).
 */
export class FairRandom implements RandomSource {
  private words: number[] = [];
  private block = 0;

  constructor(
    private readonly serverSeed: string,
    private readonly clientSeed: string,
    private readonly nonce: number,
  ) {}

  private nextWord(): number {
    if (this.words.length === 0) {
      if (this.block >= MAX_BLOCKS) throw new Error('fair random stream exhausted');
      const digest = createHmac('sha256', this.serverSeed).update(`${this.clientSeed}:${this.nonce}:${this.block}`).digest();
      this.block++;
      for (let i = digest.length - 4; i >= 0; i -= 4) this.words.push(digest.readUInt32BE(i));
    }
    return this.words.pop()!;
  }

  nextInt(n: number): number {
    if (!Number.isSafeInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`nextInt(${n})`);
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const w = this.nextWord();
      if (w < limit) return w % n;
    }
  }
}

/**
 * A fast seeded generator (xorshift128+ on 32-bit halves) with the same interface, used only by the
 * RTP simulation so a million spins of the real outcome code run in about a second.
 */
export class SimulationRandom implements RandomSource {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  constructor(seed: number) {
    // splitmix32 spreads the seed over the state; a zero state would stay zero.
    let z = seed >>> 0 || 1;
    const mix = () => {
      z = (z + 0x9e3779b9) >>> 0;
      let t = z ^ (z >>> 16);
      t = Math.imul(t, 0x21f0aaad);
      t ^= t >>> 15;
      t = Math.imul(t, 0x735a2d97);
      return (t ^ (t >>> 15)) >>> 0;
    };
    this.s0 = mix();
    this.s1 = mix();
    this.s2 = mix();
    this.s3 = mix();
  }

  /** xoshiro128** */
  private nextWord(): number {
    const result = Math.imul(((Math.imul(this.s1, 5) << 7) | (Math.imul(this.s1, 5) >>> 25)) >>> 0, 9) >>> 0;
    const t = this.s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = (this.s3 << 11) | (this.s3 >>> 21);
    return result;
  }

  nextInt(n: number): number {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const w = this.nextWord();
      if (w < limit) return w % n;
    }
  }
}
