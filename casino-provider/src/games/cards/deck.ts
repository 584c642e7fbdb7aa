// Cards and the committed shuffle. A round's deck order is a pure function of its seed: a
// Fisher-Yates shuffle whose random numbers are HMAC-SHA256(seed, "counter") read 32 bits at a time
// with rejection sampling (no modulo bias). The hash of the seed is shown before the round; the seed
// is revealed after, and anyone can rebuild the same deck from it.
import { createHash, createHmac } from 'node:crypto';

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];
/** A card as rank then suit: 'AS' is the ace of spades, 'TD' the ten of diamonds. */
export type Card = `${Rank}${Suit}`;

export const FULL_DECK: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}` as Card));

export function rankOf(card: Card): Rank {
  return card[0] as Rank;
}
export function suitOf(card: Card): Suit {
  return card[1] as Suit;
}
/** A = 1, 2 … 10, J = 11, Q = 12, K = 13. */
export function valueOf(card: Card): number {
  return RANKS.indexOf(rankOf(card)) + 1;
}
export function isRed(card: Card): boolean {
  return suitOf(card) === 'H' || suitOf(card) === 'D';
}

export function seedHash(seed: string): string {
  return createHash('sha256').update(seed).digest('hex');
}

/** An endless stream of uniform 32-bit numbers from the seed. */
function* uint32Stream(seed: string): Generator<number> {
  for (let counter = 0; counter < 1_000_000; counter += 1) {
    const block = createHmac('sha256', seed).update(String(counter)).digest();
    for (let i = 0; i < block.length; i += 4) yield block.readUInt32BE(i);
  }
  throw new Error('random stream exhausted');
}

/** The deck in dealing order for this seed (index 0 is dealt first). */
export function shuffle(seed: string, deck: readonly Card[]): Card[] {
  const out = [...deck];
  const random = uint32Stream(seed);
  for (let i = out.length - 1; i > 0; i -= 1) {
    const bound = i + 1;
    const limit = 2 ** 32 - (2 ** 32 % bound);
    let r = random.next().value as number;
    while (r >= limit) r = random.next().value as number;
    const j = r % bound;
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
