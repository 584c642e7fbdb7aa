// Blackjack's and Three Card Poker's rules on chosen cards, their shoes rebuilt from revealed seeds,
// and their RTP by simulating rounds of the real outcome code. The ≥10^6-round measurements, within
// ±0.5 points, are bench/instant-rtp.mjs's (BENCHMARKS.md §10): here 200,000 rounds each, where one
// standard error is about 0.26 points for blackjack and 0.3 for poker, so the stated tolerance is ±1.2.
import { FairRandom, SimulationRandom } from '../../fair/seeds';
import type { RandomSource } from '../../fair/random';
import type { Card } from '../cards/card';
import { FULL_DECK, shuffleWith } from '../cards/deck';
import { basicStrategy, BlackjackGame, blackjackReturns, playBlackjackRound, total } from './blackjack';
import { blackjackGame } from './blackjack-game';
import { compareHands, dealerQualifies, playPokerRound, playsHand, pokerReturn, rankHand } from './three-card-poker';
import { threeCardPokerGame } from './poker-game';
import { dealtCards, Shoe } from './shoe';

/** A source that deals `cards` in this order from a shoe of `decks` decks (the draw that picks each). */
function stacked(cards: Card[], decks = 6): RandomSource {
  const pool = Array.from({ length: decks }, () => FULL_DECK).flat();
  let left = pool.length;
  let k = 0;
  return {
    nextInt(n: number) {
      const want = cards[k++];
      const i = --left;
      const j = want ? pool.lastIndexOf(want, i) : 0;
      if (j < 0 || n !== i + 1) throw new Error('cannot stack that card');
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      return j;
    },
  };
}

/** Returned ÷ staked, in per cent, over `rounds` simulated rounds of `play`. */
function measuredRtp(play: (random: RandomSource, stakePaise: number) => { stakedPaise: number; returnedPaise: number }, seed: number, rounds = 200_000): number {
  const random = new SimulationRandom(seed);
  let staked = 0;
  let returned = 0;
  for (let i = 0; i < rounds; i++) {
    const r = play(random, 100_00);
    staked += r.stakedPaise;
    returned += r.returnedPaise;
  }
  return (returned * 100) / staked;
}

describe('the shoe', () => {
  it('deals the Fisher-Yates shuffle of the same stream, read from its end', () => {
    const full = shuffleWith(new FairRandom('seed', 'client', 9), FULL_DECK);
    expect(dealtCards(new FairRandom('seed', 'client', 9), 1, 52)).toEqual([...full].reverse());
    const six = new Shoe(new FairRandom('s', 'c', 1), 6);
    const cards = Array.from({ length: 312 }, () => six.draw());
    expect(new Set(FULL_DECK.map((c) => cards.filter((d) => d === c).length))).toEqual(new Set([6]));
  });
});

describe('blackjack', () => {
  it('counts aces soft or hard', () => {
    expect(total(['AS', '6H'])).toEqual({ total: 17, soft: true });
    expect(total(['AS', '6H', 'TD'])).toEqual({ total: 17, soft: false });
    expect(total(['AS', 'AD', '9C'])).toEqual({ total: 21, soft: true });
  });

  it('pays a blackjack 3 to 2 at once, and a dealer blackjack ends the round', () => {
    const bj = new BlackjackGame(stacked(['AS', '9H', 'KD', '7C']), 100_00);
    expect(bj.round.over).toBe(true);
    expect(blackjackReturns(bj.round)).toEqual([250_00]);
    const dealer = new BlackjackGame(stacked(['TS', 'AH', '9D', 'QC']), 100_00);
    expect([dealer.round.over, dealer.actions(), blackjackReturns(dealer.round)]).toEqual([true, [], [0]]);
  });

  it('doubles for one card at twice the stake, the dealer drawing to 17', () => {
    const g = new BlackjackGame(stacked(['6S', '6H', '5D', 'TC', 'KD', '5S']), 100_00);
    expect(g.actions()).toEqual(['hit', 'stand', 'double']);
    expect(g.act('double')).toBe(100_00);
    expect(g.round.hands[0]!.cards).toEqual(['6S', '5D', 'KD']);
    expect(g.round.dealer).toEqual(['6H', 'TC', '5S']);
    expect(blackjackReturns(g.round)).toEqual([200_00]); // 21 against the dealer's 21: the doubled stake back
  });

  it('splits a pair into two hands, each its own stake; split aces take one card', () => {
    const g = new BlackjackGame(stacked(['8S', 'TH', '8D', '7C', '3H', 'TD', 'KS']), 100_00);
    expect(g.actions()).toContain('split');
    expect(g.act('split')).toBe(100_00);
    expect(g.round.hands.map((h) => h.cards)).toEqual([['8S', '3H'], ['8D', 'TD']]);
    expect(g.act('double')).toBe(100_00); // 11: double after a split
    expect(g.round.active).toBe(1);
    g.act('stand');
    expect(g.round.over).toBe(true);
    expect(blackjackReturns(g.round)).toEqual([400_00, 200_00]); // 21 (doubled) and 18 against the dealer's 17
    const aces = new BlackjackGame(stacked(['AS', 'TH', 'AD', '7C', 'KH', '2D']), 100_00);
    aces.act('split');
    expect(aces.round.over).toBe(true); // one card each: A-K is 21 but not a blackjack, A-2 is 13
    expect(aces.round.dealer).toEqual(['TH', '7C']);
    expect(blackjackReturns(aces.round)).toEqual([200_00, 0]);
  });

  it('returns 99.50 % of all stakes with the basic strategy (200,000 rounds, ±1.2 points)', () => {
    expect(Math.abs(measuredRtp(playBlackjackRound, 20261207) - blackjackGame().rtpBasisPoints / 100)).toBeLessThanOrEqual(1.2);
    expect(basicStrategy(new BlackjackGame(stacked(['TS', '6H', '6D', '9C']), 100_00))).toBe('stand');
  });
});

describe('Three Card Poker', () => {
  it('ranks three-card hands: a straight beats a flush, A-2-3 is the lowest straight', () => {
    expect(rankHand(['AS', '2D', '3C']).cls).toBe('straight');
    expect(compareHands(['AS', '2D', '3C'], ['2S', '3D', '4C'])).toBe(-1);
    expect(compareHands(['4S', '5D', '6C'], ['2H', '7H', 'KH'])).toBe(1);
    expect(compareHands(['QS', 'QD', '2C'], ['QH', 'QC', '3D'])).toBe(-1);
    expect(rankHand(['9H', 'TH', 'JH']).cls).toBe('straightFlush');
    expect([dealerQualifies(['QS', '5D', '3C']), dealerQualifies(['JS', '9D', '3C'])]).toEqual([true, false]);
    expect([playsHand(['QS', '6D', '4C']), playsHand(['QS', '6D', '3C'])]).toEqual([true, false]);
  });

  it('pays ante and play, the ante alone when the dealer does not qualify, and the ante bonus', () => {
    const deal = (player: Card[], dealer: Card[]) => ({ player, dealer });
    expect(pokerReturn(deal(['KS', 'KD', '2C'], ['QS', '5D', '3C']), 100_00, true)).toBe(400_00);
    expect(pokerReturn(deal(['KS', 'KD', '2C'], ['JS', '5D', '3C']), 100_00, true)).toBe(300_00);
    expect(pokerReturn(deal(['5S', '6D', '7C'], ['AS', 'AD', '3C']), 100_00, true)).toBe(500_00); // a straight beats a pair, and its bonus
    expect(pokerReturn(deal(['5S', '6D', '7C'], ['AS', 'AD', 'AC']), 100_00, true)).toBe(100_00); // lost to trips, the straight's bonus still paid
    expect(pokerReturn(deal(['5S', '6D', '7C'], ['AS', 'AD', '3C']), 100_00, false)).toBe(0);
  });

  it('returns 97.99 % of all stakes playing queen-six-four or better (200,000 rounds, ±1.2 points)', () => {
    expect(Math.abs(measuredRtp(playPokerRound, 7) - threeCardPokerGame().rtpBasisPoints / 100)).toBeLessThanOrEqual(1.2);
  });
});
