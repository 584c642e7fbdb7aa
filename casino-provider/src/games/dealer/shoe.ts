// A round's cards for the games played against the dealer (blackjack, Three Card Poker): the decks
// are shuffled by the cards' Fisher-Yates (cards/deck.ts shuffleWith) from the round's fair stream,
// FairRandom(serverSeed, clientSeed, nonce), and dealt from the end of the shuffle as each step fixes
// a card — so a hand draws only the words it needs, and the full shuffle of the same stream, read
// backwards, is the order the cards came out. Pure: the pages' checks run this very code in the browser.
import type { RandomSource } from '../../fair/random';
import { FULL_DECK, type Card } from '../cards/card';

/** Unshuffled shoes by their number of decks. */
const SHOES: Record<number, Card[]> = {};

export class Shoe {
  private readonly cards: Card[];
  private left: number;
  /** every card dealt so far, in order */
  readonly order: Card[] = [];

  constructor(
    private readonly random: RandomSource,
    decks = 1,
  ) {
    this.cards = (SHOES[decks] ??= Array.from({ length: decks }, () => FULL_DECK).flat()).slice();
    this.left = this.cards.length;
  }

  /** The next card: the shuffle's step at position left-1 (j drawn in [0, left)), that position's card. */
  draw(): Card {
    if (this.left === 0) throw new Error('the shoe is empty');
    const i = --this.left;
    const j = this.random.nextInt(i + 1);
    [this.cards[i], this.cards[j]] = [this.cards[j]!, this.cards[i]!];
    this.order.push(this.cards[i]!);
    return this.cards[i]!;
  }

}

/** The first `count` cards a shoe of these seeds deals (a player's check reruns this). */
export function dealtCards(random: RandomSource, decks: number, count: number): Card[] {
  const shoe = new Shoe(random, decks);
  return Array.from({ length: count }, () => shoe.draw());
}
