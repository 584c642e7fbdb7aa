// Blackjack's rules, pure (no I/O, integer paise): six decks shuffled for every round (shoe.ts),
// dealer stands on all 17s and peeks for blackjack under an ace or a ten (a dealer blackjack ends the
// round at once: only the first stake is lost, a player blackjack pushes), blackjack pays 3 to 2,
// double on any first two cards (after a split too), one split of two cards of the same value (split
// aces take one card each; an ace and a ten after a split is 21, not blackjack), no insurance, no
// surrender. Cards come out in this order: player, dealer (up), player, dealer (hole), then each draw
// as it is asked for — the player's hands first, then the dealer's.
import type { RandomSource } from '../../fair/random';
import { rankOf, type Card } from '../cards/card';
import { Shoe } from './shoe';

export const BLACKJACK_DECKS = 6;
export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split';

export interface BlackjackHand {
  cards: Card[];
  /** this hand's stake in paise (doubled when doubled) */
  stakePaise: number;
  doubled: boolean;
  /** one of a split pair (no blackjack; split aces take one card) */
  split: boolean;
  done: boolean;
}

export interface BlackjackRound {
  dealer: Card[];
  hands: BlackjackHand[];
  /** the hand being played; hands.length once the player is done */
  active: number;
  /** the dealer has played (or the round ended on a blackjack) */
  over: boolean;
}

/** A card's points: aces 1 (counted 11 by `total` where that does not bust), faces 10. */
export const points = (c: Card): number => {
  const r = rankOf(c);
  return r === 'A' ? 1 : 'TJQK'.includes(r) ? 10 : Number(r);
};

/** A hand's best total and whether an ace counts 11 in it (a soft total). */
export function total(cards: readonly Card[]): { total: number; soft: boolean } {
  const hard = cards.reduce((n, c) => n + points(c), 0);
  const soft = cards.some((c) => rankOf(c) === 'A') && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}

const natural = (cards: readonly Card[]) => cards.length === 2 && total(cards).total === 21;
export const isBlackjack = (hand: BlackjackHand): boolean => !hand.split && natural(hand.cards);

/** The round's play: the state and the shoe it draws from. */
export class BlackjackGame {
  readonly round: BlackjackRound;
  readonly shoe: Shoe;

  constructor(random: RandomSource, stakePaise: number) {
    this.shoe = new Shoe(random, BLACKJACK_DECKS);
    const [p1, d1, p2, d2] = [this.shoe.draw(), this.shoe.draw(), this.shoe.draw(), this.shoe.draw()];
    this.round = { dealer: [d1, d2], hands: [{ cards: [p1, p2], stakePaise, doubled: false, split: false, done: false }], active: 0, over: false };
    // the dealer peeks: a dealer blackjack, or the player's, ends the round now
    if (natural(this.round.dealer) || natural(this.round.hands[0]!.cards)) this.finishPlayer();
  }

  /** What the player may do now. */
  actions(): BlackjackAction[] {
    const hand = this.round.hands[this.round.active];
    if (!hand || this.round.over) return [];
    const out: BlackjackAction[] = ['hit', 'stand'];
    if (hand.cards.length === 2) out.push('double');
    if (hand.cards.length === 2 && this.round.hands.length === 1 && points(hand.cards[0]!) === points(hand.cards[1]!)) out.push('split');
    return out;
  }

  /** Plays an action; the further stake it takes (a double or a split: the hand's stake), else 0. */
  act(action: BlackjackAction): number {
    if (!this.actions().includes(action)) throw new RangeError(`${action} is not allowed now`);
    const hand = this.round.hands[this.round.active]!;
    let further = 0;
    if (action === 'hit') hand.cards.push(this.shoe.draw());
    else if (action === 'stand') hand.done = true;
    else if (action === 'double') {
      further = hand.stakePaise;
      hand.stakePaise *= 2;
      hand.doubled = true;
      hand.cards.push(this.shoe.draw());
      hand.done = true;
    } else {
      further = hand.stakePaise;
      const second: BlackjackHand = { cards: [hand.cards.pop()!], stakePaise: hand.stakePaise, doubled: false, split: true, done: false };
      hand.split = true;
      this.round.hands.push(second);
      hand.cards.push(this.shoe.draw());
      second.cards.push(this.shoe.draw());
      // split aces take one card each
      if (rankOf(hand.cards[0]!) === 'A') for (const h of this.round.hands) h.done = true;
    }
    if (total(hand.cards).total >= 21) hand.done = true;
    this.advance();
    return further;
  }

  private advance(): void {
    while (this.round.active < this.round.hands.length && this.round.hands[this.round.active]!.done) this.round.active++;
    if (this.round.active >= this.round.hands.length) this.finishPlayer();
  }

  /** The player is done: the dealer draws to 17 (unless every hand is bust or it was a blackjack round). */
  private finishPlayer(): void {
    const { round } = this;
    for (const h of round.hands) h.done = true;
    round.active = round.hands.length;
    const blackjackRound = natural(round.dealer) || (round.hands.length === 1 && isBlackjack(round.hands[0]!));
    const live = round.hands.some((h) => total(h.cards).total <= 21);
    if (!blackjackRound && live) while (total(round.dealer).total < 17) round.dealer.push(this.shoe.draw());
    round.over = true;
  }
}

/** What each hand returns, in paise (stake included: 0 lost, the stake a push, twice it a win, 2.5× a blackjack). */
export function blackjackReturns(round: BlackjackRound): number[] {
  if (!round.over) throw new Error('the round is not over');
  const dealer = total(round.dealer).total;
  const dealerBlackjack = natural(round.dealer);
  return round.hands.map((hand) => {
    const mine = total(hand.cards).total;
    if (isBlackjack(hand)) return dealerBlackjack ? hand.stakePaise : (hand.stakePaise * 5) / 2;
    if (dealerBlackjack || mine > 21) return 0;
    if (dealer > 21 || mine > dealer) return hand.stakePaise * 2;
    return mine === dealer ? hand.stakePaise : 0;
  });
}

/** The basic strategy the RTP is measured with (six decks, dealer stands on soft 17, double after split, no surrender). */
export function basicStrategy(game: BlackjackGame): BlackjackAction {
  const allowed = game.actions();
  const hand = game.round.hands[game.round.active]!;
  const up = points(game.round.dealer[0]!) === 1 ? 11 : points(game.round.dealer[0]!);
  const can = (a: BlackjackAction) => allowed.includes(a);
  if (can('split')) {
    const p = points(hand.cards[0]!);
    const split =
      p === 1 || p === 8 || (p === 9 && up !== 7 && up !== 10 && up !== 11) || ((p === 7 || p === 2 || p === 3) && up <= 7) || (p === 6 && up <= 6) || (p === 4 && (up === 5 || up === 6));
    if (split) return 'split';
  }
  const { total: t, soft } = total(hand.cards);
  const double = (yes: boolean, otherwise: BlackjackAction): BlackjackAction => (yes && can('double') ? 'double' : otherwise);
  if (soft) {
    if (t >= 19) return 'stand';
    if (t === 18) return up >= 3 && up <= 6 ? double(true, 'stand') : up <= 8 ? 'stand' : 'hit';
    if (t === 17) return double(up >= 3 && up <= 6, 'hit');
    if (t >= 15) return double(up >= 4 && up <= 6, 'hit');
    return double(up === 5 || up === 6, 'hit');
  }
  if (t >= 17) return 'stand';
  if (t >= 13) return up <= 6 ? 'stand' : 'hit';
  if (t === 12) return up >= 4 && up <= 6 ? 'stand' : 'hit';
  if (t === 11) return double(up <= 10, 'hit');
  if (t === 10) return double(up <= 9, 'hit');
  if (t === 9) return double(up >= 3 && up <= 6, 'hit');
  return 'hit';
}

/** One whole round played by `strategy`: staked and returned paise (the RTP simulation runs this). */
export function playBlackjackRound(random: RandomSource, stakePaise: number, strategy = basicStrategy): { stakedPaise: number; returnedPaise: number } {
  const game = new BlackjackGame(random, stakePaise);
  let staked = stakePaise;
  while (!game.round.over) staked += game.act(strategy(game));
  return { stakedPaise: staked, returnedPaise: blackjackReturns(game.round).reduce((a, b) => a + b, 0) };
}
