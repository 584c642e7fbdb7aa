// Cards and the committed shuffle. A round's deck order is a pure function of its seed: a
// Fisher-Yates shuffle drawing from the provider's FairRandom (HMAC-SHA256 of the seed over
// 'deck:0:{block}', 32-bit words, rejection sampling, so no modulo bias). The hash of the seed is shown before the round; the seed
// is revealed after, and anyone can rebuild the same deck from it.
import { FairRandom, sha256Hex, type RandomSource } from '../../fair/seeds';

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

/** The commitment shown before a round: SHA-256 of its seed. */
export const seedHash = sha256Hex;

/** The deck in dealing order for this seed (index 0 is dealt first). */
export function shuffle(seed: string, deck: readonly Card[]): Card[] {
  return shuffleWith(new FairRandom(seed, 'deck', 0), deck);
}

/** Fisher-Yates with the given source (FairRandom in play, SimulationRandom in RTP simulations). */
export function shuffleWith(random: RandomSource, deck: readonly Card[]): Card[] {
  const out = [...deck];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = random.nextInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
