// Three Card Poker against the dealer, pure (no I/O, integer paise): one deck shuffled for every round
// (shoe.ts), three cards to the player then three to the dealer. The player stakes an ante, sees the
// hand, then plays (a second stake equal to the ante) or folds (the ante lost). The dealer qualifies
// with queen high or better: if not, the ante pays 1 to 1 and the play stake is returned; if so, the
// better hand wins ante and play 1 to 1 each (a tie returns both). The ante bonus pays a player who
// played a straight 1 to 1, three of a kind 4 to 1, a straight flush 5 to 1, whatever the dealer holds.
import type { RandomSource } from '../../fair/random';
import { rankOf, suitOf, type Card } from '../cards/card';
import { Shoe } from './shoe';

/** Hand classes, lowest first. */
export const POKER_CLASSES = ['high', 'pair', 'flush', 'straight', 'trips', 'straightFlush'] as const;
export type PokerClass = (typeof POKER_CLASSES)[number];
/** Ante bonus, times the ante, by class. */
export const ANTE_BONUS: Readonly<Partial<Record<PokerClass, number>>> = { straight: 1, trips: 4, straightFlush: 5 };

const value = (c: Card) => '23456789TJQKA'.indexOf(rankOf(c)) + 2;

/** A three-card hand's class and its ranking key (class first, then card values; compare as arrays). */
export function rankHand(cards: readonly Card[]): { cls: PokerClass; key: number[] } {
  const v = cards.map(value).sort((a, b) => b - a);
  const flush = cards.every((c) => suitOf(c) === suitOf(cards[0]!));
  const wheel = v[0] === 14 && v[1] === 3 && v[2] === 2; // A-2-3, the lowest straight
  const straight = wheel || (v[0]! - v[1]! === 1 && v[1]! - v[2]! === 1);
  const top = wheel ? [3, 2, 1] : v;
  let cls: PokerClass = 'high';
  let key = v;
  if (straight && flush) [cls, key] = ['straightFlush', top];
  else if (v[0] === v[2]) cls = 'trips';
  else if (straight) [cls, key] = ['straight', top];
  else if (flush) cls = 'flush';
  else if (v[0] === v[1] || v[1] === v[2]) [cls, key] = ['pair', v[0] === v[1] ? [v[0]!, v[2]!] : [v[1]!, v[0]!]];
  return { cls, key: [POKER_CLASSES.indexOf(cls), ...key] };
}

/** -1, 0 or 1 as hand a ranks below, level with or above hand b. */
export function compareHands(a: readonly Card[], b: readonly Card[]): number {
  const [x, y] = [rankHand(a).key, rankHand(b).key];
  for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0) ? 1 : -1;
  return 0;
}

/** Queen high or better. */
export const dealerQualifies = (dealer: readonly Card[]): boolean => {
  const { key } = rankHand(dealer);
  return key[0]! > 0 || key[1]! >= 12;
};

export interface PokerDeal {
  player: Card[];
  dealer: Card[];
}

/** The round's six cards: three to the player, three to the dealer. */
export function dealPoker(random: RandomSource): PokerDeal {
  const shoe = new Shoe(random, 1);
  const six = Array.from({ length: 6 }, () => shoe.draw());
  return { player: six.slice(0, 3), dealer: six.slice(3) };
}

/** What the round returns, in paise (stakes included): folded, the ante is lost; played, as the rules above. */
export function pokerReturn(deal: PokerDeal, antePaise: number, played: boolean): number {
  if (!played) return 0;
  const bonus = (ANTE_BONUS[rankHand(deal.player).cls] ?? 0) * antePaise;
  if (!dealerQualifies(deal.dealer)) return antePaise * 2 + antePaise + bonus;
  const result = compareHands(deal.player, deal.dealer);
  return (result > 0 ? antePaise * 4 : result === 0 ? antePaise * 2 : 0) + bonus;
}

/** The strategy the RTP is measured with: play queen-six-four or better, fold anything lower. */
export function playsHand(player: readonly Card[]): boolean {
  const { key } = rankHand(player);
  if (key[0]! > 0) return true;
  const [, a, b, c] = key as [number, number, number, number];
  return a > 12 || (a === 12 && (b > 6 || (b === 6 && c >= 4)));
}

/** One whole round played by the strategy: staked and returned paise (the RTP simulation runs this). */
export function playPokerRound(random: RandomSource, antePaise: number): { stakedPaise: number; returnedPaise: number } {
  const deal = dealPoker(random);
  const played = playsHand(deal.player);
  return { stakedPaise: played ? antePaise * 2 : antePaise, returnedPaise: pokerReturn(deal, antePaise, played) };
}
