// A race's odds for the page: the racingOdds call first, then the stream's image and deltas; while
// the stream is down, racingOdds again every 15 s (§9's anonymous match-details interval).
import { useEffect, useState } from 'react';
import type { MarketWire } from '@khel/shared-kernel';
import { fetchRaceOdds } from '../api/racing-api';
import { applyRaceMessage, browserSocket, openRaceStream, streamUrl, type HeldRace, type RaceSocketFactory } from './race-stream';

export const POLL_WHILE_DOWN_MS = 15_000;

export interface RaceOdds {
  market: MarketWire | null;
  loading: boolean;
  live: boolean;
}

export function useRaceOdds(matchId: number | null, marketId: string | null, socketOf: RaceSocketFactory | null = typeof WebSocket === 'undefined' ? null : browserSocket): RaceOdds {
  const [held, setHeld] = useState<HeldRace | null>(null);
  const [loading, setLoading] = useState(false);
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (matchId === null || marketId === null) return;
    let current: HeldRace | null = null;
    let connected = false;
    const abort = new AbortController();
    setHeld(null);
    setLoading(true);
    const take = (next: HeldRace | null) => {
      if (next) setHeld((current = next));
    };
    const poll = async () => {
      const market = await fetchRaceOdds(matchId, marketId, abort.signal);
      if (abort.signal.aborted) return;
      setLoading(false);
      if (market) take(applyRaceMessage(current, { type: 'image', marketId, seq: market.seq, market }));
    };
    void poll();
    const timer = setInterval(() => {
      if (!connected) void poll();
    }, POLL_WHILE_DOWN_MS);
    const stream = socketOf
      ? openRaceStream(streamUrl(), marketId, {
          onMessage: (message) => {
            setLoading(false);
            take(applyRaceMessage(current, message));
          },
          onConnected: (up) => {
            connected = up;
            setLive(up);
          },
        }, socketOf)
      : null;
    return () => {
      abort.abort();
      clearInterval(timer);
      stream?.close();
      setLive(false);
    };
  }, [matchId, marketId, socketOf]);

  return { market: held?.market ?? null, loading: loading && held === null, live };
}
