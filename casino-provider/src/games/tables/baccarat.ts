// Punto banco baccarat from a freshly shuffled 8-deck shoe each round, with the standard
// third-card rules. Returns (stake included): Player 2×, Banker 1.95× (5% commission), Tie 9×;
// on a tie, Player and Banker bets are returned.
import type { RandomSource } from '../../fair/seeds';
import type { TableRules } from './timed-table';

const DECKS = 8;
const SHOE = DECKS * 52;

/** A card as 0..51: rank = card % 13 (0 = ace ... 12 = king), suit = card / 13. */
export interface BaccaratResult {
  player: number[];
  banker: number[];
  playerPoints: number;
  bankerPoints: number;
  winner: 'player' | 'banker' | 'tie';
}

const value = (card: number) => Math.min((card % 13) + 1, 10) % 10;
const points = (cards: readonly number[]) => cards.reduce((s, c) => s + value(c), 0) % 10;

/** Draws cards without replacement from an 8-deck shoe. */
function drawer(random: RandomSource): () => number {
  const used = new Set<number>();
  return () => {
    for (;;) {
      const i = random.nextInt(SHOE);
      if (!used.has(i)) {
        used.add(i);
        return i % 52;
      }
    }
  };
}

export function dealBaccarat(random: RandomSource): BaccaratResult {
  const draw = drawer(random);
  const player = [draw(), draw()];
  const banker = [draw(), draw()];
  const natural = points(player) >= 8 || points(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (points(player) <= 5) {
      playerThird = draw();
      player.push(playerThird);
    }
    const b = points(banker);
    const third = playerThird === null ? null : value(playerThird);
    const bankerDraws =
      third === null
        ? b <= 5
        : b <= 2 || (b === 3 && third !== 8) || (b === 4 && third >= 2 && third <= 7) || (b === 5 && third >= 4 && third <= 7) || (b === 6 && (third === 6 || third === 7));
    if (bankerDraws) banker.push(draw());
  }
  const p = points(player);
  const bk = points(banker);
  return { player, banker, playerPoints: p, bankerPoints: bk, winner: p > bk ? 'player' : bk > p ? 'banker' : 'tie' };
}

export const baccaratRules: TableRules<BaccaratResult> = {
  isSpot: (spot) => spot === 'player' || spot === 'banker' || spot === 'tie',
  outcome: dealBaccarat,
  returnOf: (spot, stakePaise, r) => {
    if (spot === 'tie') return r.winner === 'tie' ? stakePaise * 9 : 0;
    if (r.winner === 'tie') return stakePaise;
    if (spot !== r.winner) return 0;
    // Stakes are whole rupees, so 1.95× is whole paise.
    return spot === 'banker' ? (stakePaise * 195) / 100 : stakePaise * 2;
  },
};
