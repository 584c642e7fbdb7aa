// Teen Patti 20-20: Player A and Player B get three cards each, dealt alternately A, B, A, B, A, B;
// the better three-card hand wins. Hands, best first: trail (three of a kind), pure sequence
// (straight flush), sequence (straight), colour (flush), pair, high card; A-K-Q is the best sequence
// and A-2-3 the second. Equal hands void the winner market.
import { FULL_DECK, rankOf, suitOf, type Card } from './deck';
import { cardsIn, oneWinner, type CardGame, type Placement } from './game';
import type { MarketDef, SelectionResult } from './markets';

export enum HandClass {
  HighCard = 0,
  Pair = 1,
  Colour = 2,
  Sequence = 3,
  PureSequence = 4,
  Trail = 5,
}

const HIGH_VALUE: Record<string, number> = { A: 14, K: 13, Q: 12, J: 11, T: 10 };
const highValue = (card: Card) => HIGH_VALUE[rankOf(card)] ?? Number(rankOf(card));

/** A comparable strength: the class, then the ranks that break ties, highest first. */
export function handStrength(hand: readonly Card[]): { readonly cls: HandClass; readonly score: number } {
  const v = hand.map(highValue).sort((a, b) => b - a) as [number, number, number];
  const flush = suitOf(hand[0]!) === suitOf(hand[1]!) && suitOf(hand[1]!) === suitOf(hand[2]!);
  const isA23 = v[0] === 14 && v[1] === 3 && v[2] === 2;
  const straight = (v[0] - v[1] === 1 && v[1] - v[2] === 1) || isA23;
  // A-K-Q ranks 15, A-2-3 ranks 14.5 (second best), others by their top card.
  const sequenceTop = isA23 ? 14.5 : v[0] === 14 && v[1] === 13 ? 15 : v[0];
  const pack = (cls: HandClass, a: number, b = 0, c = 0) => ({ cls, score: cls * 1e6 + a * 1e4 + b * 1e2 + c });
  if (v[0] === v[2]) return pack(HandClass.Trail, v[0]);
  if (straight && flush) return pack(HandClass.PureSequence, sequenceTop * 2);
  if (straight) return pack(HandClass.Sequence, sequenceTop * 2);
  if (flush) return pack(HandClass.Colour, v[0], v[1], v[2]);
  if (v[0] === v[1]) return pack(HandClass.Pair, v[0], v[2]);
  if (v[1] === v[2]) return pack(HandClass.Pair, v[1], v[0]);
  return pack(HandClass.HighCard, v[0], v[1], v[2]);
}

/** Pair Plus pays on the player's own hand, whoever wins: pair 1:1 … pure sequence 40:1 (RTP 97.7 %). */
export const PAIR_PLUS_ODDS: Readonly<Record<HandClass, number>> = {
  [HandClass.HighCard]: 0,
  [HandClass.Pair]: 200,
  [HandClass.Colour]: 500,
  [HandClass.Sequence]: 700,
  [HandClass.PureSequence]: 4100,
  [HandClass.Trail]: 3100,
};

const paytable = [
  { label: 'Pair', odds: PAIR_PLUS_ODDS[HandClass.Pair] },
  { label: 'Colour', odds: PAIR_PLUS_ODDS[HandClass.Colour] },
  { label: 'Sequence', odds: PAIR_PLUS_ODDS[HandClass.Sequence] },
  { label: 'Trail', odds: PAIR_PLUS_ODDS[HandClass.Trail] },
  { label: 'Pure sequence', odds: PAIR_PLUS_ODDS[HandClass.PureSequence] },
];

const winnerMarket: MarketDef = {
  id: 'winner',
  name: 'Winner',
  selections: [
    { id: 'A', name: 'Player A', back: 198, lay: 202 },
    { id: 'B', name: 'Player B', back: 198, lay: 202 },
  ],
};
const pairPlus = (player: 'A' | 'B'): MarketDef => ({
  id: `pairPlus${player}`,
  name: `Pair Plus ${player}`,
  selections: [{ id: `pairPlus${player}`, name: `Pair Plus ${player}`, back: 200 }],
  paytable,
});

function pairPlusResult(hand: readonly Card[], selectionId: string): Record<string, SelectionResult> {
  const odds = PAIR_PLUS_ODDS[handStrength(hand).cls];
  return { [selectionId]: odds > 0 ? { kind: 'won', odds } : { kind: 'lost' } };
}

export const teenPatti2020: CardGame = {
  id: 'teen20',
  name: 'Teen Patti 20-20',
  slots: [
    { id: 'A', name: 'Player A' },
    { id: 'B', name: 'Player B' },
  ],
  deck: FULL_DECK,
  markets: [winnerMarket, pairPlus('A'), pairPlus('B')],
  bettingMs: 15_000,
  dealMs: 1000,
  deal: (shuffled) => shuffled.slice(0, 6).map((card, i) => ({ slot: i % 2 === 0 ? 'A' : 'B', card })),
  settle(placements: readonly Placement[]) {
    const a = cardsIn(placements, 'A');
    const b = cardsIn(placements, 'B');
    const sa = handStrength(a).score;
    const sb = handStrength(b).score;
    const winner = sa === sb ? null : sa > sb ? 'A' : 'B';
    return {
      winner: winner ?? 'T',
      results: {
        winner: oneWinner(winnerMarket, winner),
        pairPlusA: pairPlusResult(a, 'pairPlusA'),
        pairPlusB: pairPlusResult(b, 'pairPlusB'),
      },
    };
  },
  rules: [
    'Player A and Player B get three cards each, dealt alternately; the better Teen Patti hand wins.',
    'Hands, best first: Trail (three of a kind), Pure sequence, Sequence, Colour, Pair, High card. A-K-Q is the best sequence, A-2-3 the second.',
    'Equal hands: bets on the winner are void and returned.',
    'Back Player A or B at 1.98, or lay at 2.02.',
    'Pair Plus pays on that player\'s hand whoever wins: Pair 1:1, Colour 4:1, Sequence 6:1, Trail 30:1, Pure sequence 40:1.',
  ],
};
