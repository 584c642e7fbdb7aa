// Cards and the committed shuffle. A round's deck order is a pure function of its seed: a
// Fisher-Yates shuffle drawing from the provider's FairRandom (HMAC-SHA256 of the seed over
// 'deck:0:{block}', 32-bit words, rejection sampling, so no modulo bias). The hash of the seed is shown before the round; the seed
// is revealed after, and anyone can rebuild the same deck from it.
import { FairRandom, sha256Hex, type RandomSource } from '../../fair/seeds';

export { RANKS, SUITS, FULL_DECK, rankOf, suitOf, valueOf, isRed, type Rank, type Suit, type Card } from './card';
import type { Card } from './card';

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
