// The stream's path to the cells: deltas conflated into one batch per window, written by the
// cells themselves with their flash, and fancy prices on the same path.
import { act, render, screen } from '@testing-library/react';
import { FancyTable } from '../market-rows/FancyTable';
import { MarketTable } from '../market-rows/MarketTable';
import { FLASH_GRACE_MS, FLASH_MS } from '../market-rows/price-store';
import { withLiveMarkets } from './live-book';
import { inThreadChannel, type OpenChannel } from './live-channel';
import { CELL_FIELDS, CONFLATION_MS, type LiveBatch, type StreamSocket } from './stream-core';
import { useLiveEvent } from './use-live-event';
import { wireFancy, wireMarket, wireRunner } from '../test-support/wire';

let socket: StreamSocket & { sent: string[] };
const batches: LiveBatch[] = [];
const base = inThreadChannel(() => {
  socket = { readyState: 0, onopen: null, onmessage: null, onclose: null, sent: [], send(text) { this.sent.push(text); }, close() {} };
  return socket;
});
const channel: OpenChannel = (options, emit) => base(options, (event) => {
  if (event.type === 'batch') batches.push(event.batch);
  emit(event);
});
const receive = (message: unknown) => act(() => socket.onmessage!({ data: JSON.stringify(message) }));
const frame = () => act(() => jest.advanceTimersByTime(20));

const market = wireMarket({ market_id: '1.5', match_id: 11, status: 'OPEN', seq: 1, runners: [wireRunner({ selectionId: 1, ex: { availableToBack: [{ price: 2, size: 10 }], availableToLay: [{ price: 2.02, size: 10 }] } })] });
const back = (price: number) => wireRunner({ selectionId: 1, ex: { availableToBack: [{ price, size: 10 }], availableToLay: [{ price: 2.02, size: 10 }] } });

function Page() {
  const live = useLiveEvent(11, ['1.5'], channel);
  const markets = live.connected ? withLiveMarkets([market], live.book) : [market];
  const fancies = live.book.fancies.get(11) ?? [];
  return (
    <>
      {markets.map((m) => <MarketTable key={m.market_id} market={m} pick={() => undefined} />)}
      <FancyTable event={{ sportId: 4, matchId: 11, matchName: 'India v Australia' }} fancies={fancies} pick={() => undefined} />
    </>
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  batches.length = 0;
});
afterEach(() => jest.useRealTimers());

it("applies a window's deltas as one batch of changed cells: the newest price, flashed for 300 ms", () => {
  const { unmount } = render(<Page />);
  act(() => {
    socket.readyState = 1;
    socket.onopen!();
  });
  receive({ type: 'image', marketId: '1.5', seq: 1, market });
  const cell = screen.getByTestId('odds-back-1.5-1-0');
  expect(cell.querySelector('.odds-cell__price')!.textContent).toBe('2');
  batches.length = 0;
  receive({ type: 'delta', marketId: '1.5', seq: 2, runners: [back(2.1)] });
  receive({ type: 'delta', marketId: '1.5', seq: 3, runners: [back(2.2)] });
  receive({ type: 'delta', marketId: '1.5', seq: 4, runners: [back(2.3)] });
  // nothing reaches the page before the window closes
  expect(batches).toHaveLength(0);
  expect(cell.querySelector('.odds-cell__price')!.textContent).toBe('2');
  act(() => jest.advanceTimersByTime(CONFLATION_MS));
  expect(batches).toHaveLength(1);
  expect(batches[0]!.cells.length).toBe(CELL_FIELDS); // one cell: the back price, newest only
  expect(batches[0]!.markets).toEqual([]); // no change of structure: no render
  frame();
  expect(cell.querySelector('.odds-cell__price')!.textContent).toBe('2.3');
  expect(cell.className).toContain('odds-cell--flash');
  act(() => jest.advanceTimersByTime(FLASH_MS - 40));
  expect(cell.className).toContain('odds-cell--flash');
  // no batch follows: a timer ends the flash one grace period after its 300 ms
  act(() => jest.advanceTimersByTime(40 + FLASH_GRACE_MS));
  frame();
  expect(cell.className).not.toContain('odds-cell--flash');
  // a change of structure goes at once
  receive({ type: 'delta', marketId: '1.5', seq: 5, status: 'SUSPENDED' });
  expect(batches).toHaveLength(2);
  expect(screen.getByTestId('status-1.5-1').textContent).toBe('SUSPENDED');
  unmount();
});

it('sends fancy price changes to the cells and a fancy status change to React', () => {
  const { unmount } = render(<Page />);
  act(() => {
    socket.readyState = 1;
    socket.onopen!();
  });
  const line = (fields: object) => wireFancy({ fancy_id: 7, fancy_name: '6 over runs', is_active: 1, LayPrice1: 50, LaySize1: 100, BackPrice1: 51, BackSize1: 90, ...fields });
  receive({ type: 'fancies', matchId: 11, fancies: [line({})] });
  const yes = screen.getByTestId('fancy-back-7');
  expect(yes.textContent).toBe('5190');
  receive({ type: 'fancies', matchId: 11, fancies: [line({ BackPrice1: 52, BackSize1: 85 })] });
  act(() => jest.advanceTimersByTime(CONFLATION_MS));
  expect(batches.at(-1)!.fancies).toEqual([]);
  frame();
  expect(screen.getByTestId('fancy-back-7')).toBe(yes); // the same node: no render
  expect(yes.textContent).toBe('5285');
  expect(yes.className).toContain('odds-cell--flash');
  receive({ type: 'fancies', matchId: 11, fancies: [line({ BackPrice1: 52, BackSize1: 85, GameStatus: 'Ball Running' })] });
  expect(screen.getByTestId('fancy-status-7').textContent).toBe('BALL RUNNING');
  unmount();
});
