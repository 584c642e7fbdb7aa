// A slot's page (its markup: src/games/slots/slot-page.ts): reels, stake, spin, animated wins,
// paytable, and the check of the last round (the revealed seed against its hash, and the reels the
// provider's own outcome code gives for it). Stakes, balance and the fairness panel: ./instant.ts.
import { startInstant, type Fairness, type InstantRound } from './instant';
import type { Khel } from './runtime';

/** The machine as the page's data gives it (src/games/slots/slot-page.ts). */
export interface SlotData {
  id: string;
  glyphs: string[];
  colours: string[];
  lines: number[][];
  reels: number;
  rows: number;
  stakePaise: number;
}
interface Spin extends InstantRound {
  window: number[][];
  wins: Array<{ line: number; run: number }>;
}

/** Starts the page of the machine `m`; returns what stops it (nothing runs between spins). */
export function startSlot(khel: Khel, m: SlotData): () => void {
  const cells = [...document.querySelectorAll<HTMLElement>('.cell')];
  // Colours are set through the CSSOM (allowed by the page's CSP), not as style attributes.
  const paint = (el: HTMLElement, s: number) => {
    el.style.color = m.colours[s] ?? '';
  };
  document.querySelectorAll<HTMLElement>('[data-symbol]').forEach((el) => paint(el, Number(el.dataset.symbol)));
  const show1 = (cell: HTMLElement, s: number) => {
    cell.textContent = m.glyphs[s] ?? '';
    paint(cell, s);
  };
  let timer: ReturnType<typeof setInterval> | undefined;
  const animateReels = (grid: number[][]) =>
    new Promise<void>((done) => {
      let tick = 0;
      const stopAt = (c: number) => 6 + c * 3;
      timer = setInterval(() => {
        tick++;
        for (let c = 0; c < m.reels; c++) {
          for (let r = 0; r < m.rows; r++) {
            const cell = cells[r * m.reels + c]!;
            if (tick < stopAt(c)) {
              cell.classList.add('spinning');
              show1(cell, (tick + r + c * 2) % m.glyphs.length);
            } else {
              cell.classList.remove('spinning');
              show1(cell, grid[r]![c]!);
            }
          }
        }
        if (tick >= stopAt(m.reels - 1)) {
          clearInterval(timer);
          done();
        }
      }, 60);
    });
  const stop = startInstant<Spin>(khel, {
    id: m.id,
    play: 'spin',
    stakePaise: m.stakePaise,
    checkOk: 'slots.checkOk',
    reset: () => cells.forEach((c) => c.classList.remove('win')),
    show: async (r) => {
      await animateReels(r.window);
      for (const w of r.wins) for (let c = 0; c < w.run; c++) cells[m.lines[w.line]![c]! * m.reels + c]!.classList.add('win');
    },
    check: async (last: Fairness) => {
      const again = await khel.call<{ window: number[][] }>(`/api/games/${m.id}/verify`, last);
      const shown = Array.from({ length: m.rows }, (_, r) => Array.from({ length: m.reels }, (_, c) => m.glyphs.indexOf(cells[r * m.reels + c]!.textContent ?? '')));
      return JSON.stringify(again.window) === JSON.stringify(shown);
    },
  });
  return () => {
    clearInterval(timer);
    stop();
  };
}
