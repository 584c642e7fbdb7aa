// Andar Bahar: the joker card is turned up, then cards go to Andar and Bahar alternately, Andar
// first, until one matches the joker's rank; that side wins. Andar, dealt first, wins 51.5 % of
// rounds: it pays 1.88 (RTP 96.8 %) and Bahar 2.00 (RTP 97.0 %). Side markets on the joker card.
import { FULL_DECK, rankOf } from './deck';
import { oneWinner, type CardGame } from './game';
import type { MarketDef } from './markets';
import { colourMarket, parityMarket, settleColour, settleParity } from './single-card-markets';

const winnerMarket: MarketDef = {
  id: 'winner',
  name: 'Andar / Bahar',
  selections: [
    { id: 'andar', name: 'Andar', back: 188 },
    { id: 'bahar', name: 'Bahar', back: 200 },
  ],
};
const jokerColour = colourMarket('jokerColour', 'Joker colour');
const jokerParity = parityMarket('jokerParity', 'Joker odd / even');

export const andarBahar: CardGame = {
  id: 'ab',
  name: 'Andar Bahar',
  slots: [
    { id: 'joker', name: 'Joker' },
    { id: 'andar', name: 'Andar' },
    { id: 'bahar', name: 'Bahar' },
  ],
  deck: FULL_DECK,
  markets: [winnerMarket, jokerColour, jokerParity],
  bettingMs: 15_000,
  dealMs: 500,
  deal(shuffled) {
    const joker = shuffled[0]!;
    const out = [{ slot: 'joker', card: joker }];
    for (let i = 1; i < shuffled.length; i += 1) {
      const card = shuffled[i]!;
      out.push({ slot: i % 2 === 1 ? 'andar' : 'bahar', card });
      if (rankOf(card) === rankOf(joker)) break;
    }
    return out;
  },
  settle(placements) {
    const joker = placements[0]!.card;
    const last = placements[placements.length - 1]!;
    const winner = last.slot === 'joker' ? null : last.slot;
    return {
      winner: winner === 'andar' ? 'A' : 'B',
      results: {
        winner: oneWinner(winnerMarket, winner),
        jokerColour: settleColour(jokerColour, joker),
        jokerParity: settleParity(jokerParity, joker),
      },
    };
  },
  rules: [
    'The joker card is shown first. Then cards are dealt one at a time to Andar and Bahar, Andar first.',
    'The side that receives the first card of the same rank as the joker wins.',
    'Andar pays 1.88, Bahar 2.00.',
    'Joker colour: Red or Black 1.95. Joker odd / even (A = 1, J = 11, Q = 12, K = 13): Even 2.10, Odd 1.80.',
  ],
};
