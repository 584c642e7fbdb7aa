// Benchmark worker (not a test): the network side and the stream's worker in one. It plays the
// server — 60 markets × 3 runners, every tick (60 a second) N random cells change and one delta per
// touched market goes out as JSON, each message its own task as a WebSocket delivers them — and runs
// the product's StreamCore on those messages exactly as stream.worker.ts does, posting its batches
// to the page. So the page's main thread pays only what a real page pays: applying batches.
import { CELL_FIELDS, StreamCore, type StreamEvent, type StreamOptions, type StreamSocket } from '../src/stream/stream-core';
import { benchMarkets } from './bench-markets';

interface Scope {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown, transfer?: Transferable[]): void;
}
const scope = self as unknown as Scope;

const markets = benchMarkets();
const server = markets.map((m) => ({ seq: 1, runners: m.runners.map((r) => ({ ...r })) }));

const socket: StreamSocket = { readyState: 0, onopen: null, onmessage: null, onclose: null, send() {}, close() {} };
const wire = new MessageChannel();
let coreMs = 0;
wire.port1.onmessage = (e: MessageEvent<string>) => {
  const t0 = performance.now();
  socket.onmessage?.({ data: e.data });
  coreMs += performance.now() - t0;
};
const deliver = (data: string) => wire.port2.postMessage(data);

let batches = 0;
let batchCells = 0;
const post = (event: StreamEvent) => {
  if (event.type !== 'batch') return scope.postMessage(event);
  batches += 1;
  batchCells += event.batch.cells.length / CELL_FIELDS;
  scope.postMessage(event, [event.batch.cells.buffer]);
};

let ticker: ReturnType<typeof setInterval> | null = null;
let updates = 0;
let producerMs = 0;
let startedAt = 0;

function changeCells(count: number): void {
  const t0 = performance.now();
  const touched = new Map<number, Set<number>>();
  for (let i = 0; i < count; i++) {
    const m = Math.floor(Math.random() * markets.length);
    const runners = server[m]!.runners;
    const r = Math.floor(Math.random() * runners.length);
    const runner = runners[r]!;
    const side = Math.random() < 0.5 ? 'availableToBack' : 'availableToLay';
    const levels = [...runner.ex[side]];
    const l = Math.floor(Math.random() * 3);
    levels[l] = { price: levels[l]!.price, size: 1 + Math.floor(Math.random() * 100000) };
    runners[r] = { ...runner, ex: { ...runner.ex, [side]: levels } };
    let set = touched.get(m);
    if (!set) touched.set(m, (set = new Set()));
    set.add(r);
  }
  for (const [m, rs] of touched) {
    const market = server[m]!;
    market.seq += 1;
    deliver(JSON.stringify({ type: 'delta', marketId: markets[m]!.market_id, seq: market.seq, runners: [...rs].map((r) => market.runners[r]) }));
  }
  updates += count;
  producerMs += performance.now() - t0;
}

scope.onmessage = ({ data }) => {
  if (data.op === 'open') {
    // BENCH_WINDOW_MS: another conflation window than the product's, to compare
    new StreamCore(data as StreamOptions, () => socket, post, data.windowMs).start();
    setTimeout(() => {
      socket.readyState = 1;
      socket.onopen?.();
      markets.forEach((market, m) => deliver(JSON.stringify({ type: 'image', marketId: market.market_id, seq: 1, market: { ...market, runners: server[m]!.runners } })));
    }, 0);
  } else if (data.op === 'bench-start') {
    updates = producerMs = coreMs = batches = batchCells = 0;
    startedAt = performance.now();
    ticker = setInterval(() => changeCells(data.cellsPerTick), 1000 / 60);
  } else if (data.op === 'bench-stop') {
    if (ticker) clearInterval(ticker);
    ticker = null;
    scope.postMessage({ type: 'bench-stats', updates, ms: performance.now() - startedAt, producerMs, coreMs, batches, batchCells });
  }
};
