// Benchmark harness (not a test): an event page's worth of live markets whose prices change at a
// set rate, rendered by the real MarketTable. run.mjs drives it in Chromium with CPU throttling.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import type { Market } from '../src/api/catalog';
import { MarketTable } from '../src/market-rows/MarketTable';
import { wireMarket, wireRunner } from '../src/test-support/wire';

declare global {
  interface Window {
    bench: { start(cellsPerFrame: number): void; stop(): { updates: number; ms: number }; renderMs(cells: number): number };
  }
}

const MARKETS = 60;
const RUNNERS = 3;

function initialMarkets(): Market[] {
  return Array.from({ length: MARKETS }, (_, m) =>
    wireMarket({
      market_id: `1.${1000 + m}`, match_id: 1, match_name: 'Bench v Mark', market_name: `Market ${m}`,
      runners: Array.from({ length: RUNNERS }, (_, r) =>
        wireRunner({
          selectionId: r + 1, runnerName: `Runner ${r + 1}`,
          ex: {
            availableToBack: [0, 1, 2].map((l) => ({ price: 2 - l * 0.02, size: 100 })),
            availableToLay: [0, 1, 2].map((l) => ({ price: 2.02 + l * 0.02, size: 100 })),
          },
        }),
      ),
    }),
  );
}

let markets = initialMarkets();
let setView: (m: Market[]) => void = () => undefined;
let running = false;
let updates = 0;
let startedAt = 0;
let perFrame = 0;

/** Changes `count` random cells' sizes; only the touched markets get new objects (as the stream does). */
function changeCells(count: number): void {
  const next = [...markets];
  for (let i = 0; i < count; i++) {
    const m = Math.floor(Math.random() * MARKETS);
    const market = next[m]!;
    const runners = [...market.runners];
    const r = Math.floor(Math.random() * RUNNERS);
    const runner = runners[r]!;
    const side = Math.random() < 0.5 ? 'availableToBack' : 'availableToLay';
    const levels = [...runner.ex[side]];
    const l = Math.floor(Math.random() * 3);
    levels[l] = { price: levels[l]!.price, size: 1 + Math.floor(Math.random() * 100000) };
    runners[r] = { ...runner, ex: { ...runner.ex, [side]: levels } };
    next[m] = { ...market, runners };
  }
  markets = next;
  updates += count;
  setView(markets);
}

function frame(): void {
  if (!running) return;
  changeCells(perFrame);
  requestAnimationFrame(frame);
}

// A stable callback, as on the real page (MarketTable is memoised on its props).
const ignorePick = () => undefined;

function Page() {
  const [view, setState] = useState(markets);
  useEffect(() => {
    setView = setState;
  }, []);
  return (
    <>
      {view.map((m) => (
        <MarketTable key={m.market_id} market={m} pick={ignorePick} />
      ))}
    </>
  );
}

window.bench = {
  /** Time to apply `cells` changes and commit them (script only: no style or layout). */
  renderMs(cells) {
    const t0 = performance.now();
    flushSync(() => changeCells(cells));
    return performance.now() - t0;
  },
  start(cellsPerFrame) {
    perFrame = cellsPerFrame;
    updates = 0;
    startedAt = performance.now();
    running = true;
    requestAnimationFrame(frame);
  },
  stop() {
    running = false;
    return { updates, ms: performance.now() - startedAt };
  },
};

createRoot(document.getElementById('root')!).render(<Page />);
