// An event page's live stream (stream-core.ts, in a Web Worker where one starts): subscribes to the
// page's markets and the match's fancy lines, resumes after a drop, and reconnects with a bounded
// back-off. While it is down the page keeps polling (§9 intervals). Each batch the stream hands over
// (one per conflation window) goes two ways: its changed cells straight to the price store (the cells
// write them themselves on the next frame, no React render), and its changes of structure (market
// status, in-play, runners; fancy lines added, removed or renamed) to React through the book.
import { startTransition, useEffect, useState } from 'react';
import { streamUrl } from '@khel/shared-kernel';
import { priceStore } from '../market-rows/price-store';
import { EMPTY_BOOK, type LiveBook } from './live-book';
import { inThreadChannel, workerChannel, type OpenChannel } from './live-channel';
import { startStreamWorker } from './start-worker';
import type { StreamEvent } from './stream-core';

export interface LiveEvent {
  book: LiveBook;
  connected: boolean;
}

const canWork = () => typeof Worker !== 'undefined';
const noStream: OpenChannel = () => ({ close() {} });

/** The product's channel: a worker, or the page's own thread; nothing where WebSocket is missing. */
export const defaultChannel: OpenChannel = (options, emit) => {
  if (typeof WebSocket === 'undefined') return noStream(options, emit);
  return workerChannel(() => (canWork() ? startStreamWorker() : null), inThreadChannel())(options, emit);
};

export function useLiveEvent(matchId: number | null, marketIds: readonly string[], openChannel: OpenChannel = defaultChannel): LiveEvent {
  const [book, setBook] = useState<LiveBook>(EMPTY_BOOK);
  const [connected, setConnected] = useState(false);
  const marketKey = [...marketIds].sort().join(',');

  useEffect(() => {
    if (matchId === null) return;
    // The markets and fancy lines as of their last change of structure; React gets a new book at each.
    let current: LiveBook = EMPTY_BOOK;
    startTransition(() => setBook(EMPTY_BOOK));
    const onEvent = (event: StreamEvent) => {
      // React's share of the stream (structure, the connection's state) renders as transitions, in
      // slices (issue #20); a batch's prices go straight to the store below and reach the cells on the next frame
      if (event.type === 'connected') {
        startTransition(() => setConnected(event.connected));
        return;
      }
      if (event.type !== 'batch') return;
      const { batch } = event;
      // the cells first: a market rendered from this batch then publishes a sequence already held
      if (batch.cells.length > 0) priceStore.applyCells(batch);
      if (batch.markets.length === 0 && batch.fancies.length === 0) return;
      const markets = batch.markets.length > 0 ? new Map([...current.markets, ...batch.markets]) : current.markets;
      const fancies = batch.fancies.length > 0 ? new Map([...current.fancies, ...batch.fancies]) : current.fancies;
      current = { markets, fancies };
      const book = current;
      startTransition(() => setBook(book));
    };
    const ids = marketKey ? marketKey.split(',') : [];
    const channel = openChannel({ url: streamUrl(), matchId, marketIds: ids }, onEvent);
    return () => {
      channel.close();
      startTransition(() => setConnected(false));
      priceStore.forgetUnshown(ids);
    };
  }, [matchId, marketKey, openChannel]);

  return { book, connected };
}
