// 32 Cards: a deck of the 6s to Ks (32 cards, worth 6 to 13). Players 8, 9, 10 and 11 start with that
// many points and each draws a card, adding its value; the highest total wins, and players tied for
// the highest draw again until one is ahead. Back and lay on every player; the odds give the house
// about 3 % on either side (see the probabilities measured in cards.test.ts).
import { FULL_DECK, valueOf, type Card } from './deck';
import { oneWinner, type CardGame, type Placement } from './game';
import type { MarketDef } from './markets';

const DECK_32: readonly Card[] = FULL_DECK.filter((c) => valueOf(c) >= 6);
const PLAYERS = [
  { id: 'p8', name: 'Player 8', base: 8, back: 1235, lay: 1315 },
  { id: 'p9', name: 'Player 9', base: 9, back: 590, lay: 630 },
  { id: 'p10', name: 'Player 10', base: 10, back: 330, lay: 352 },
  { id: 'p11', name: 'Player 11', base: 11, back: 208, lay: 222 },
] as const;

const winnerMarket: MarketDef = {
  id: 'winner',
  name: 'Winner',
  selections: PLAYERS.map(({ id, name, back, lay }) => ({ id, name, back, lay })),
};

export const cards32: CardGame = {
  id: 'card32',
  name: '32 Cards',
  slots: PLAYERS.map(({ id, name }) => ({ id, name })),
  deck: DECK_32,
  markets: [winnerMarket],
  bettingMs: 15_000,
  dealMs: 800,
  deal(shuffled) {
    const totals = new Map<string, number>(PLAYERS.map((p) => [p.id, p.base]));
    let contenders: string[] = PLAYERS.map((p) => p.id);
    const out: Placement[] = [];
    let next = 0;
    while (contenders.length > 1 && next + contenders.length <= shuffled.length) {
      for (const id of contenders) {
        const card = shuffled[next++]!;
        out.push({ slot: id, card });
        totals.set(id, totals.get(id)! + valueOf(card));
      }
      const best = Math.max(...contenders.map((id) => totals.get(id)!));
      contenders = contenders.filter((id) => totals.get(id) === best);
    }
    return out;
  },
  settle(placements) {
    const totals = new Map<string, number>(PLAYERS.map((p) => [p.id, p.base]));
    for (const p of placements) totals.set(p.slot, totals.get(p.slot)! + valueOf(p.card));
    // The deal stops with one leader; were the deck ever to run out with a tie, the round is void.
    const best = Math.max(...totals.values());
    const leaders = [...totals.entries()].filter(([, t]) => t === best).map(([id]) => id);
    const winner = leaders.length === 1 ? leaders[0]! : null;
    return { winner: winner ? winner.slice(1) : 'V', results: { winner: oneWinner(winnerMarket, winner) } };
  },
  rules: [
    'Played with 32 cards: the 6s to the Ks of every suit, worth 6 to 13 points (J 11, Q 12, K 13).',
    'Players 8, 9, 10 and 11 start with that many points. Each draws a card and adds its value; the highest total wins.',
    'Players tied for the highest total draw again until one is ahead.',
    'Back: Player 8 12.35, Player 9 5.90, Player 10 3.30, Player 11 2.08. Lay: 13.15, 6.30, 3.52, 2.22.',
  ],
};
