import { act, renderHook } from '@testing-library/react';
import { priceStore } from '../market-rows/price-store';
import { inThreadChannel } from './live-channel';
import { CONFLATION_MS, type SocketFactory, type StreamSocket } from './stream-core';
import { useLiveEvent } from './use-live-event';

class FakeSocket {
  static last: FakeSocket | null = null;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

const factory: SocketFactory = (url) => new FakeSocket(url) as unknown as StreamSocket;
const channel = inThreadChannel(factory);

describe('live event stream', () => {
  afterEach(() => jest.useRealTimers());

  it('subscribes to the markets and match, applies messages, and resumes after a drop', () => {
    jest.useFakeTimers();
    const { result, unmount } = renderHook(() => useLiveEvent(11, ['1.1'], channel));
    const first = FakeSocket.last!;
    expect(first.url).toBe('ws://localhost/api/v1/stream');
    act(() => first.open());
    expect(result.current.connected).toBe(true);
    expect(first.sent).toEqual([{ op: 'subscribe', marketIds: ['1.1'], matchIds: [11] }]);
    act(() => first.receive({ type: 'image', marketId: '1.1', seq: 1, market: { market_id: '1.1', status: 'OPEN', runners: [] } }));
    act(() => first.receive({ type: 'heartbeat', ts: 1, resumeToken: 'r-1' }));
    expect(result.current.book.markets.get('1.1')?.seq).toBe(1);
    act(() => first.drop());
    expect(result.current.connected).toBe(false);
    act(() => jest.advanceTimersByTime(1000));
    const second = FakeSocket.last!;
    expect(second).not.toBe(first);
    act(() => second.open());
    expect(second.sent).toEqual([{ op: 'resume', resumeToken: 'r-1' }]);
    unmount();
  });

  it('sends a price-only delta to the price store without a render, and a status change to React', () => {
    jest.useFakeTimers();
    const { result, unmount } = renderHook(() => useLiveEvent(11, ['1.5'], channel));
    const socket = FakeSocket.last!;
    act(() => socket.open());
    const runner = (price: number) => ({ selectionId: 1, status: 'ACTIVE', ex: { availableToBack: [{ price, size: 10 }], availableToLay: [] } });
    act(() => socket.receive({ type: 'image', marketId: '1.5', seq: 1, market: { market_id: '1.5', status: 'OPEN', runners: [runner(2)] } }));
    const imaged = result.current.book;
    act(() => socket.receive({ type: 'delta', marketId: '1.5', seq: 2, runners: [runner(2.5)] }));
    act(() => jest.advanceTimersByTime(CONFLATION_MS));
    expect(result.current.book).toBe(imaged);
    expect(priceStore.get('1.5', 1, 'back', 0).price).toBe(2.5);
    act(() => socket.receive({ type: 'delta', marketId: '1.5', seq: 3, status: 'SUSPENDED' }));
    expect(result.current.book).not.toBe(imaged);
    expect(result.current.book.markets.get('1.5')?.market.runners![0]!.ex!.availableToBack![0]!.price).toBe(2.5);
    unmount();
  });
});
