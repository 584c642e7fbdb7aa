// Aviator's provably fair source, in the shape the bustabit family made standard.
//
// The provider makes a chain of server seeds in advance: s[0] is random and s[i+1] = SHA-256(s[i]).
// It publishes SHA-256 of the last link (the chain's terminal hash) before the first round and plays
// the chain backwards, so round 1 uses the last link, round 2 the link before it, and so on. Every
// round's seed therefore hashes to the seed of the round before (and round 1's to the terminal hash):
// the hash shown before betting opens is a commitment the player can check, and no seed can be
// swapped once the terminal hash is out. The crash point mixes in the client seeds of the round's
// first three bettors, so the provider cannot choose it either.
import { createHmac } from 'node:crypto';
import { sha256Hex } from '../../fair/seeds';

// SHA-256 of a seed's text as lower-case hex, as the browser's check computes it.
export { sha256Hex };

export interface SeedChain {
  /** The round seeds in play order: seeds[0] is round 1's. */
  readonly seeds: readonly string[];
  /** SHA-256 of round 1's seed; published before round 1. */
  readonly terminalHash: string;
}

/** Builds a chain of `length` seeds from a secret root (hex), in play order. */
export function makeSeedChain(rootSeedHex: string, length: number): SeedChain {
  if (!Number.isInteger(length) || length < 1 || length > 10_000_000) throw new RangeError('chain length out of range');
  const made: string[] = new Array(length);
  let link = rootSeedHex;
  for (let i = 0; i < length; i += 1) {
    made[i] = link;
    link = sha256Hex(link);
  }
  // `link` is now SHA-256 of the last link made, which is round 1's seed.
  return { seeds: made.reverse(), terminalHash: link };
}

/**
 * Checks a run of revealed seeds from round 1 onwards against the published terminal hash: each seed
 * must hash to the one before it. Returns the number of the first round that fails, or 0.
 */
export function firstBrokenLink(terminalHash: string, seedsInPlayOrder: readonly string[]): number {
  let expected = terminalHash;
  for (let i = 0; i < seedsInPlayOrder.length; i += 1) {
    const seed = seedsInPlayOrder[i]!;
    if (sha256Hex(seed) !== expected) return i + 1;
    expected = seed;
  }
  return 0;
}

/** Aviator's house edge: 3 % (RTP 97 %), whatever cash-out target the player picks. */
export const HOUSE_EDGE_PERCENT = 3;
/** The highest crash point paid, in hundredths (1,000,000.00x): keeps the maths in safe integers. */
export const MAX_CRASH_HUNDREDTHS = 100_000_000;
/** How many bettors' client seeds go into a round's crash point. */
export const CLIENT_SEEDS_PER_ROUND = 3;

const TWO_POW_52 = 2n ** 52n;

/** The message the round seed signs: the first three bettors' client seeds joined by ':'. */
export function crashMessage(clientSeeds: readonly string[]): string {
  return clientSeeds.slice(0, CLIENT_SEEDS_PER_ROUND).join(':');
}

/**
 * The crash point in hundredths from the HMAC-SHA512 hex digest of the round: its first 52 bits,
 * read as h, give a uniform X = h / 2^52, and the crash point is floor(97 / (1 − X)) hundredths, at
 * least 1.00x. Then P(crash ≥ m) = 0.97 / m for every m ≥ 1.01x, so any cash-out target returns
 * 97 %. Integers only (BigInt), so the browser's check computes the very same number.
 */
export function crashPointFromDigest(hmacHex: string): number {
  const h = BigInt(`0x${hmacHex.slice(0, 13)}`);
  const hundredths = ((100n - BigInt(HOUSE_EDGE_PERCENT)) * TWO_POW_52) / (TWO_POW_52 - h);
  const capped = hundredths > BigInt(MAX_CRASH_HUNDREDTHS) ? MAX_CRASH_HUNDREDTHS : Number(hundredths);
  return Math.max(100, capped);
}

/** The round's crash point in hundredths: HMAC-SHA512 keyed by the round seed over the client seeds. */
export function crashPointHundredths(roundSeed: string, clientSeeds: readonly string[]): number {
  const digest = createHmac('sha512', roundSeed).update(crashMessage(clientSeeds)).digest('hex');
  return crashPointFromDigest(digest);
}
