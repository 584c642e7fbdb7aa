// One WebSocket to /api/v1/stream per event page: subscribes to the page's markets and the match's
// fancy lines, keeps a LiveBook, resumes after a drop with the last heartbeat's token, and
// reconnects with a bounded back-off. While it is down the page keeps polling (§9 intervals).
// A delta that changes only prices goes to the price store (the cells write it themselves, one
// frame later at most); React renders again only for a change of structure (structureChanged).
import { useEffect, useRef, useState } from 'react';
import type { StreamMessage, StreamRequest } from '@khel/shared-kernel';
import { priceStore } from '../market-rows/price-store';
import { EMPTY_BOOK, nextHeldMarket, structureChanged, type HeldMarket, type LiveBook } from './live-book';

export const STREAM_PATH = '/api/v1/stream';
const MAX_RETRY_MS = 30_000;

export interface LiveEvent {
  book: LiveBook;
  connected: boolean;
}

export type SocketFactory = (url: string) => WebSocket;

const browserSocket: SocketFactory = (url) => new WebSocket(url);

export function streamUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${STREAM_PATH}`;
}

export function useLiveEvent(matchId: number | null, marketIds: readonly string[], openSocket: SocketFactory = browserSocket): LiveEvent {
  const [book, setBook] = useState<LiveBook>(EMPTY_BOOK);
  const [connected, setConnected] = useState(false);
  const marketKey = [...marketIds].sort().join(',');
  const resumeToken = useRef<string | null>(null);

  useEffect(() => {
    if (matchId === null || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let retryMs = 1_000;
    let retryTimer: ReturnType<typeof setTimeout> | null = null;
    let closed = false;
    // The newest markets, changed in place (a price tick copies no map); React gets a copy at
    // each change of structure.
    const markets = new Map<string, HeldMarket>();
    let current: LiveBook = EMPTY_BOOK;
    setBook(EMPTY_BOOK);
    resumeToken.current = null;
    const apply = (message: StreamMessage) => {
      if (message.type === 'fancies') {
        const fancies = new Map(current.fancies).set(message.matchId, message.fancies);
        setBook((current = { markets: new Map(markets), fancies }));
        return;
      }
      if (message.type !== 'image' && message.type !== 'delta') return;
      const held = markets.get(message.marketId);
      const next = nextHeldMarket(held, message);
      if (!next) return;
      markets.set(message.marketId, next);
      if (structureChanged(held?.market, next.market)) setBook((current = { markets: new Map(markets), fancies: current.fancies }));
      else priceStore.publish(message.marketId, next.seq, message.type === 'delta' ? message.runners : next.market.runners);
    };
    const send = (request: StreamRequest) => socket?.readyState === 1 && socket.send(JSON.stringify(request));
    const connect = () => {
      try {
        socket = openSocket(streamUrl());
      } catch {
        scheduleRetry();
        return;
      }
      socket.onopen = () => {
        retryMs = 1_000;
        setConnected(true);
        if (resumeToken.current) send({ op: 'resume', resumeToken: resumeToken.current });
        else send({ op: 'subscribe', marketIds: marketKey ? marketKey.split(',') : [], matchIds: [matchId] });
      };
      socket.onmessage = (event: MessageEvent) => {
        let message: StreamMessage;
        try {
          message = JSON.parse(String(event.data)) as StreamMessage;
        } catch {
          return;
        }
        if (message.type === 'heartbeat') resumeToken.current = message.resumeToken;
        else apply(message);
      };
      socket.onclose = () => {
        setConnected(false);
        if (!closed) scheduleRetry();
      };
    };
    const scheduleRetry = () => {
      retryTimer = setTimeout(connect, retryMs);
      retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
    };
    connect();
    return () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      socket?.close();
      setConnected(false);
      priceStore.forgetUnshown(markets.keys());
    };
  }, [matchId, marketKey, openSocket]);

  return { book, connected };
}
