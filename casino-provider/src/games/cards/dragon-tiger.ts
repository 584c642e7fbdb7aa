// Dragon Tiger: one card to Dragon, one to Tiger; the higher card wins (A low, K high). On a tie,
// Dragon and Tiger bets lose half their stake; Tie pays 16.50. RTP: Dragon/Tiger 97.1 %, Tie 97.1 %.
import { FULL_DECK, valueOf } from './deck';
import { cardsIn, oneWinner, type CardGame } from './game';
import type { MarketDef, SelectionResult } from './markets';
import { colourMarket, parityMarket, settleColour, settleParity } from './single-card-markets';

const winnerMarket: MarketDef = {
  id: 'winner',
  name: 'Dragon / Tiger / Tie',
  selections: [
    { id: 'dragon', name: 'Dragon', back: 200 },
    { id: 'tie', name: 'Tie', back: 1650 },
    { id: 'tiger', name: 'Tiger', back: 200 },
  ],
};
const sideMarkets = {
  dragonColour: colourMarket('dragonColour', 'Dragon colour'),
  dragonParity: parityMarket('dragonParity', 'Dragon odd / even'),
  tigerColour: colourMarket('tigerColour', 'Tiger colour'),
  tigerParity: parityMarket('tigerParity', 'Tiger odd / even'),
};

function winnerResults(dragon: number, tiger: number): Record<string, SelectionResult> {
  if (dragon === tiger) return { dragon: { kind: 'half' }, tiger: { kind: 'half' }, tie: { kind: 'won' } };
  return oneWinner(winnerMarket, dragon > tiger ? 'dragon' : 'tiger');
}

export const dragonTiger: CardGame = {
  id: 'dt20',
  name: 'Dragon Tiger',
  slots: [
    { id: 'dragon', name: 'Dragon' },
    { id: 'tiger', name: 'Tiger' },
  ],
  deck: FULL_DECK,
  markets: [winnerMarket, ...Object.values(sideMarkets)],
  bettingMs: 12_000,
  dealMs: 1000,
  deal: (shuffled) => [
    { slot: 'dragon', card: shuffled[0]! },
    { slot: 'tiger', card: shuffled[1]! },
  ],
  settle(placements) {
    const [dragon] = cardsIn(placements, 'dragon');
    const [tiger] = cardsIn(placements, 'tiger');
    const d = valueOf(dragon!);
    const t = valueOf(tiger!);
    return {
      winner: d === t ? 'T' : d > t ? 'D' : 'G',
      results: {
        winner: winnerResults(d, t),
        dragonColour: settleColour(sideMarkets.dragonColour, dragon!),
        dragonParity: settleParity(sideMarkets.dragonParity, dragon!),
        tigerColour: settleColour(sideMarkets.tigerColour, tiger!),
        tigerParity: settleParity(sideMarkets.tigerParity, tiger!),
      },
    };
  },
  rules: [
    'One card is dealt to Dragon and one to Tiger. The higher card wins: A is lowest, K highest; suits do not count.',
    'Dragon and Tiger pay 2.00. If the cards are equal, Tie pays 16.50 and bets on Dragon or Tiger lose half their stake.',
    'Colour: Red or Black 1.95. Odd / even (A = 1, J = 11, Q = 12, K = 13): Even 2.10, Odd 1.80.',
  ],
};
