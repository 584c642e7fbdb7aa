// The scratch card's round engine (outcome only; its page and wallet calls come with the page
// rewrite): nine cells, each one of six prize symbols; a card pays when one symbol shows three times
// (a card has at most one such symbol), the stake times that symbol's prize. The round draws the
// prize tier first (its weight out of 100,000), then lays out a card that shows it, all from one
// FairRandom(serverSeed, clientSeed, nonce) stream: the revealed seed rebuilds the very card.
import type { RandomSource } from '../../fair/random';

export interface ScratchSymbol {
  key: string;
  /** the stake times this, in hundredths, for three of it */
  prizeHundredths: number;
  /** chances in TIER_TOTAL that a card shows three of it */
  weight: number;
}

export const SCRATCH_SYMBOLS: readonly ScratchSymbol[] = [
  { key: 'diya', prizeHundredths: 100, weight: 30_000 },
  { key: 'lotus', prizeHundredths: 200, weight: 15_000 },
  { key: 'peacock', prizeHundredths: 500, weight: 3_000 },
  { key: 'elephant', prizeHundredths: 1_000, weight: 1_200 },
  { key: 'crown', prizeHundredths: 2_000, weight: 300 },
  { key: 'jewel', prizeHundredths: 5_000, weight: 60 },
];
export const TIER_TOTAL = 100_000;
export const CELLS = 9;

/** Return to player in basis points, exactly: Σ weight × prize / total. */
export const SCRATCH_RTP_BASIS_POINTS = SCRATCH_SYMBOLS.reduce((sum, s) => sum + s.weight * s.prizeHundredths, 0) / (TIER_TOTAL / 100);

/** The tier a draw in [0, TIER_TOTAL) falls in: a symbol's index, or -1 for a losing card. */
function tierOf(draw: number): number {
  let edge = 0;
  for (let i = 0; i < SCRATCH_SYMBOLS.length; i++) {
    edge += SCRATCH_SYMBOLS[i]!.weight;
    if (draw < edge) return i;
  }
  return -1;
}

/** A card: the symbol index in each of the nine cells. */
export function scratchCard(random: RandomSource): number[] {
  const winner = tierOf(random.nextInt(TIER_TOTAL));
  const cells: number[] = [];
  const count = new Array<number>(SCRATCH_SYMBOLS.length).fill(0);
  if (winner >= 0) {
    cells.push(winner, winner, winner);
    count[winner] = 3;
  }
  // the other cells: any symbol but the winner, none more than twice (so no second three)
  while (cells.length < CELLS) {
    const open = SCRATCH_SYMBOLS.map((_, i) => i).filter((i) => i !== winner && count[i]! < 2);
    const pick = open[random.nextInt(open.length)]!;
    cells.push(pick);
    count[pick]!++;
  }
  // Fisher-Yates: where the symbols lie on the card
  for (let i = CELLS - 1; i > 0; i--) {
    const j = random.nextInt(i + 1);
    [cells[i], cells[j]] = [cells[j]!, cells[i]!];
  }
  return cells;
}

/** What a card pays, in hundredths of the stake: the one function that decides it. */
export function scratchPrizeHundredths(cells: readonly number[]): number {
  const count = new Array<number>(SCRATCH_SYMBOLS.length).fill(0);
  for (const c of cells) count[c]!++;
  const three = count.findIndex((n) => n >= 3);
  return three < 0 ? 0 : SCRATCH_SYMBOLS[three]!.prizeHundredths;
}
