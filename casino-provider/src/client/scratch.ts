// The scratch card's page (its markup: src/games/instant/scratch-game.ts): a bought card's nine cells
// are scratched one by one (or all at once); three alike light up and the win is counted. 'Check last
// round' reruns the provider's own scratchCard over the revealed seeds with Web Crypto (./fair.ts) and
// compares the card it gives with the symbols scratched open, cell by cell.
import { scratchCard } from '../games/instant/scratch-card';
import { byId } from './dom';
import { replayFair } from './fair';
import { startInstant, type InstantRound } from './instant';
import type { Khel } from './runtime';

/** What the page's data gives (src/games/instant/scratch-game.ts): each symbol's glyph and colour. */
export interface ScratchData {
  id: string;
  glyphs: string[];
  colours: string[];
  stakePaise: number;
}
interface ScratchRound extends InstantRound {
  cells: number[];
  prizeHundredths: number;
}

export function startScratch(khel: Khel, data: ScratchData): () => void {
  const cells = [...document.querySelectorAll<HTMLButtonElement>('.scratch-cell')];
  const revealAll = byId<HTMLButtonElement>('reveal-all');
  // the symbols in the pay table, in their colours (through the CSSOM: no style attributes)
  document.querySelectorAll<HTMLElement>('.sym[data-symbol]').forEach((el) => (el.style.color = data.colours[Number(el.dataset.symbol)] ?? ''));
  let card: number[] = [];
  let allShown: (() => void) | null = null;
  const reveal = (i: number) => {
    const cell = cells[i]!;
    if (!allShown || cell.classList.contains('open')) return;
    const s = card[i]!;
    cell.textContent = data.glyphs[s] ?? '';
    cell.style.color = data.colours[s] ?? '';
    cell.dataset.symbol = String(s);
    cell.classList.add('open');
    cell.disabled = true;
    if (cells.every((c) => c.classList.contains('open'))) {
      const three = card.filter((c) => card.filter((d) => d === c).length >= 3);
      cells.forEach((c, j) => three.includes(card[j]!) && c.classList.add('win'));
      revealAll.disabled = true;
      const done = allShown;
      allShown = null;
      done();
    }
  };
  cells.forEach((cell, i) => cell.addEventListener('click', () => reveal(i)));
  revealAll.addEventListener('click', () => cells.forEach((_, i) => reveal(i)));
  return startInstant<ScratchRound>(khel, {
    id: data.id,
    play: 'buy',
    stakePaise: data.stakePaise,
    checkOk: 'scratch.checkOk',
    reset: () =>
      cells.forEach((c) => {
        c.classList.remove('open', 'win');
        c.textContent = '';
        delete c.dataset.symbol;
      }),
    show: (r) =>
      new Promise<void>((done) => {
        card = r.cells;
        allShown = done;
        cells.forEach((c) => (c.disabled = false));
        revealAll.disabled = false;
      }),
    check: async (f) => {
      const again = await replayFair(f.serverSeed, f.clientSeed, f.nonce, scratchCard);
      return again.every((s, i) => cells[i]!.dataset.symbol === String(s));
    },
  });
}
