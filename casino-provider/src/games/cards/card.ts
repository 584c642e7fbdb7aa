// Cards: ranks, suits, a 52-card deck. Pure (no node modules): the pages' checks use it in the browser.
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
