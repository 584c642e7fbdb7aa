// Lucky 7: one card. Low card (A to 6) or High card (8 to K) pay 2.10, and both lose on a 7, which
// pays 12.60 (RTP 96.9 % each). Colour and odd / even as on Dragon Tiger.
import { FULL_DECK, valueOf } from './deck';
import { oneWinner, type CardGame } from './game';
import type { MarketDef } from './markets';
import { colourMarket, parityMarket, settleColour, settleParity } from './single-card-markets';

const loHi: MarketDef = {
  id: 'lohi',
  name: 'Low / 7 / High',
  selections: [
    { id: 'low', name: 'Low card', back: 210 },
    { id: 'seven', name: 'Lucky 7', back: 1260 },
    { id: 'high', name: 'High card', back: 210 },
  ],
};
const colour = colourMarket('colour', 'Colour');
const parity = parityMarket('parity', 'Odd / even');

export const lucky7: CardGame = {
  id: 'lucky7',
  name: 'Lucky 7',
  slots: [{ id: 'card', name: 'Card' }],
  deck: FULL_DECK,
  markets: [loHi, colour, parity],
  bettingMs: 12_000,
  dealMs: 1000,
  deal: (shuffled) => [{ slot: 'card', card: shuffled[0]! }],
  settle(placements) {
    const card = placements[0]!.card;
    const v = valueOf(card);
    const winner = v < 7 ? 'low' : v === 7 ? 'seven' : 'high';
    return {
      winner: winner === 'low' ? 'L' : winner === 'seven' ? '7' : 'H',
      results: { lohi: oneWinner(loHi, winner), colour: settleColour(colour, card), parity: settleParity(parity, card) },
    };
  },
  rules: [
    'One card is dealt. Low card is A to 6, High card is 8 to K; both pay 2.10 and lose if the card is a 7.',
    'Lucky 7 pays 12.60.',
    'Colour: Red or Black 1.95. Odd / even (A = 1, J = 11, Q = 12, K = 13): Even 2.10, Odd 1.80.',
  ],
};
