// Benchmark harness (not a test): an event page's worth of live markets whose prices change at a
// set rate, through the page's real path. The messages are made where a network would make them:
// in a worker (stream-source.worker.ts) that also runs the product's stream core on them, as the
// product's stream worker does, and posts one batch of changed cells per conflation window →
// useLiveEvent → the price store → the real MarketTable's cells. run.mjs drives it in Chromium with
// CPU throttling.
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { initI18n } from '@khel/shared-kernel';
import { MarketTable } from '../src/market-rows/MarketTable';
import { priceStore } from '../src/market-rows/price-store';
import { withLiveMarkets } from '../src/stream/live-book';
import { workerChannel, type OpenChannel } from '../src/stream/live-channel';
import { useLiveEvent } from '../src/stream/use-live-event';
import { MATCH_ID, benchMarkets } from './bench-markets';

interface WorkerStats { updates: number; ms: number; producerMs: number; coreMs: number; batches: number; batchCells: number }

declare global {
  interface Window {
    bench: { start(cellsPerTick: number): void; stop(): Promise<WorkerStats & { pageMs: number; cellsMs: number }> };
  }
}

const polled = benchMarkets();
const marketIds = polled.map((m) => m.market_id);

// the stream source's code, inlined by run.mjs (a file:// page cannot start a worker from a file)
const source = new Worker(URL.createObjectURL(new Blob([document.getElementById('stream-source')!.textContent!], { type: 'text/javascript' })));
let pageMs = 0;
let onStats: (stats: WorkerStats) => void = () => undefined;
source.addEventListener('message', (e: MessageEvent) => {
  if (e.data.type === 'bench-stats') onStats(e.data);
});
const channel: OpenChannel = (options, emit) =>
  workerChannel(() => source, () => {
    throw new Error('the stream source did not start');
  })({ ...options, windowMs: Number(document.body.dataset.windowMs) || undefined } as typeof options, (event) => {
    const t0 = performance.now();
    emit(event);
    pageMs += performance.now() - t0;
  });

// the cells' own work: writing their text and flashes, once per frame with changes
let cellsMs = 0;
const flush = priceStore.flush.bind(priceStore);
priceStore.flush = () => {
  const t0 = performance.now();
  flush();
  cellsMs += performance.now() - t0;
};

// A stable callback, as on the real page (MarketTable is memoised on its props).
const ignorePick = () => undefined;

function Page() {
  const live = useLiveEvent(MATCH_ID, marketIds, channel);
  const markets = live.connected ? withLiveMarkets(polled, live.book) : polled;
  return (
    <>
      {markets.map((m) => (
        <MarketTable key={m.market_id} market={m} pick={ignorePick} />
      ))}
    </>
  );
}

window.bench = {
  start(cellsPerTick) {
    pageMs = cellsMs = 0;
    source.postMessage({ op: 'bench-start', cellsPerTick });
  },
  stop() {
    return new Promise((resolve) => {
      onStats = (stats) => resolve({ ...stats, pageMs, cellsMs });
      source.postMessage({ op: 'bench-stop' });
    });
  },
};

// English texts, as the shell starts i18next
void initI18n(i18next.use(initReactI18next), 'en').then(() => createRoot(document.getElementById('root')!).render(<Page />));
