// Benchmark harness (not a test): an event page's worth of live markets whose prices change at a
// set rate, through the page's real path: stream messages (JSON, one task each, as a WebSocket
// delivers them) → useLiveEvent → the price store → the real MarketTable's cells. run.mjs drives
// it in Chromium with CPU throttling.
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { initI18n } from '@khel/shared-kernel';
import type { Market, Runner } from '../src/api/catalog';
import { MarketTable } from '../src/market-rows/MarketTable';
import { priceStore } from '../src/market-rows/price-store';
import { withLiveMarkets } from '../src/stream/live-book';
import { useLiveEvent, type SocketFactory } from '../src/stream/use-live-event';
import { wireMarket, wireRunner } from '../src/test-support/wire';

declare global {
  interface Window {
    bench: { start(cellsPerFrame: number): void; stop(): { updates: number; ms: number; producerMs: number; pageMs: number; cellsMs: number } };
  }
}

const MARKETS = 60;
const RUNNERS = 3;
const MATCH_ID = 1;

function initialMarkets(): Market[] {
  return Array.from({ length: MARKETS }, (_, m) =>
    wireMarket({
      market_id: `1.${1000 + m}`, match_id: MATCH_ID, match_name: 'Bench v Mark', market_name: `Market ${m}`, seq: 1,
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

const polled = initialMarkets();
const marketIds = polled.map((m) => m.market_id);
/** the server's side: each market's runners and sequence as last sent */
const server = polled.map((m) => ({ seq: 1, runners: m.runners.map((r) => ({ ...r })) }));

// A socket whose messages arrive as separate tasks, like a WebSocket's.
let deliver: (data: string) => void = () => undefined;
const channel = new MessageChannel();
const factory: SocketFactory = () => {
  const socket = { readyState: 0, onopen: null as null | (() => void), onmessage: null as null | ((e: { data: string }) => void), onclose: null, send() {}, close() {} };
  channel.port1.onmessage = (e: MessageEvent<string>) => {
    const t0 = performance.now();
    socket.onmessage?.({ data: e.data });
    pageMs += performance.now() - t0;
  };
  deliver = (data) => channel.port2.postMessage(data);
  setTimeout(() => {
    socket.readyState = 1;
    socket.onopen?.();
    polled.forEach((market, m) => deliver(JSON.stringify({ type: 'image', marketId: market.market_id, seq: 1, market: { ...market, runners: server[m]!.runners } })));
  }, 0);
  return socket as unknown as WebSocket;
};

// the cells' own work: writing their text and flashes, once per frame
const flush = priceStore.flush.bind(priceStore);
priceStore.flush = () => {
  const t0 = performance.now();
  flush();
  cellsMs += performance.now() - t0;
};
let cellsMs = 0;

let running = false;
let updates = 0;
let startedAt = 0;
let perFrame = 0;
let producerMs = 0;
/** time the page spends on the stream's messages (parse, book, price store) */
let pageMs = 0;

/** Changes `count` random cells' sizes and sends one delta per touched market with its touched runners (the server conflates per market). */
function changeCells(count: number): void {
  const t0 = performance.now();
  const touched = new Map<number, Set<number>>();
  for (let i = 0; i < count; i++) {
    const m = Math.floor(Math.random() * MARKETS);
    const r = Math.floor(Math.random() * RUNNERS);
    const runners = server[m]!.runners;
    const runner = runners[r]!;
    const side = Math.random() < 0.5 ? 'availableToBack' : 'availableToLay';
    const levels = [...runner.ex[side]];
    const l = Math.floor(Math.random() * 3);
    levels[l] = { price: levels[l]!.price, size: 1 + Math.floor(Math.random() * 100000) };
    runners[r] = { ...runner, ex: { ...runner.ex, [side]: levels } } as Runner;
    let set = touched.get(m);
    if (!set) touched.set(m, (set = new Set()));
    set.add(r);
  }
  for (const [m, rs] of touched) {
    const market = server[m]!;
    market.seq += 1;
    deliver(JSON.stringify({ type: 'delta', marketId: marketIds[m], seq: market.seq, runners: [...rs].map((r) => market.runners[r]) }));
  }
  updates += count;
  producerMs += performance.now() - t0;
}

function frame(): void {
  if (!running) return;
  changeCells(perFrame);
  requestAnimationFrame(frame);
}

// A stable callback, as on the real page (MarketTable is memoised on its props).
const ignorePick = () => undefined;

function Page() {
  const live = useLiveEvent(MATCH_ID, marketIds, factory);
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
  start(cellsPerFrame) {
    perFrame = cellsPerFrame;
    updates = 0;
    producerMs = 0;
    pageMs = 0;
    cellsMs = 0;
    startedAt = performance.now();
    running = true;
    requestAnimationFrame(frame);
  },
  stop() {
    running = false;
    return { updates, ms: performance.now() - startedAt, producerMs, pageMs, cellsMs };
  },
};

// English texts, as the shell starts i18next
void initI18n(i18next.use(initReactI18next), 'en').then(() => createRoot(document.getElementById('root')!).render(<Page />));
