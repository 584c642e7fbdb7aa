// A slot's page (its markup: src/games/slots/slot-page.ts): reels, stake, spin, animated wins,
// paytable, and the check of the last round (the revealed seed against its hash, and the reels the
// provider's own outcome code gives for it).
import { byId, h } from './dom';
import { sha256Hex } from './fair';
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
interface Fairness {
  serverSeed: string;
  hash: string;
  clientSeed: string;
  nonce: number;
}
interface Spin {
  roundId: string;
  winPaise: number;
  balancePaise: number;
  window: number[][];
  wins: Array<{ line: number; run: number }>;
  fairness: Fairness;
  commitment: string;
}

/** Starts the page of the machine `m`; returns what stops it (nothing runs between spins). */
export function startSlot(khel: Khel, m: SlotData): () => void {
  const { t: T, inr } = khel;
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
  let stake = m.stakePaise;
  let last: Fairness | null = null;
  let spinning = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  const stakes = document.querySelectorAll<HTMLButtonElement>('[data-stake]');
  stakes.forEach((b) =>
    b.addEventListener('click', () => {
      stake = Number(b.dataset.stake);
      stakes.forEach((o) => o.setAttribute('aria-pressed', String(o === b)));
    }),
  );
  const show = (state: { commitment: string; clientSeed: string; nonce: number }) => {
    byId('commitment').textContent = state.commitment;
    byId('client-seed').textContent = state.clientSeed;
    byId('nonce').textContent = String(state.nonce);
  };
  khel
    .call<{ commitment: string; clientSeed: string; nonce: number }>(`/api/games/${m.id}/state`, {})
    .then(show)
    .catch((e: Error) => (byId('error').textContent = e.message));
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
  const countUp = (paise: number) =>
    new Promise<void>((done) => {
      const steps = 20;
      let i = 0;
      timer = setInterval(() => {
        i++;
        byId('result').replaceChildren(`${T('slots.win')} `, h('b', null, `₹ ${inr(Math.round((paise * i) / steps))}`));
        if (i >= steps) {
          clearInterval(timer);
          done();
        }
      }, 30);
    });
  byId('spin').addEventListener('click', async () => {
    if (spinning) return;
    spinning = true;
    const button = byId<HTMLButtonElement>('spin');
    button.disabled = true;
    byId('error').textContent = '';
    byId('result').textContent = '';
    cells.forEach((c) => c.classList.remove('win'));
    try {
      const r = await khel.call<Spin>(`/api/games/${m.id}/spin`, { stakePaise: stake });
      khel.setBalance(r.balancePaise - (r.winPaise > 0 ? r.winPaise : 0));
      await animateReels(r.window);
      for (const w of r.wins) for (let c = 0; c < w.run; c++) cells[m.lines[w.line]![c]! * m.reels + c]!.classList.add('win');
      if (r.winPaise > 0) await countUp(r.winPaise);
      else byId('result').textContent = T('slots.noWin');
      khel.setBalance(r.balancePaise);
      last = r.fairness;
      byId('last-round').textContent = T('slots.lastRoundLine', { seed: last.serverSeed, hash: last.hash, nonce: last.nonce });
      byId<HTMLButtonElement>('check').disabled = false;
      byId('check-result').textContent = '';
      show({ commitment: r.commitment, clientSeed: last.clientSeed, nonce: last.nonce + 1 });
      document.body.dataset.lastRound = r.roundId;
    } catch (e) {
      byId('error').textContent = (e as Error).message;
    } finally {
      spinning = false;
      button.disabled = false;
    }
  });
  byId('check').addEventListener('click', async () => {
    if (!last) return;
    const hashOk = (await sha256Hex(last.serverSeed)) === last.hash;
    const again = await khel.call<{ window: number[][] }>(`/api/games/${m.id}/verify`, last);
    const shown = Array.from({ length: m.rows }, (_, r) => Array.from({ length: m.reels }, (_, c) => m.glyphs.indexOf(cells[r * m.reels + c]!.textContent ?? '')));
    byId('check-result').textContent = T(hashOk && JSON.stringify(again.window) === JSON.stringify(shown) ? 'slots.checkOk' : 'slots.checkBad');
  });
  return () => clearInterval(timer);
}
