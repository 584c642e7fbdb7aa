// The watch over the bets sent before a reload (issue 34; the kernel's bet-outcomes keeps them): each is
// reported from the private stream's order changes, else from the open bets FLIGHT_LOOKUP_MS after it
// was sent; one found in neither was not placed. Loaded once a player is logged in (not in the first load).
import type { Observable } from 'rxjs';
import { betsInFlight, kindOf, settleBetInFlight, type BetInFlight, type BetOutcome, type OpenBetWire, type OrderChanges } from '@khel/shared-kernel';

/** When a bet the stream said nothing of is looked up in the open bets (its delay is at most ~10 s). */
export const FLIGHT_LOOKUP_MS = 20_000;

/** Whether a bet line (from the stream or the open bets) is the bet sent. */
export function isBetSent(entry: BetInFlight, line: Pick<OpenBetWire, 'market_id' | 'fancy_id' | 'is_back' | 'stack' | 'createdAt'>): boolean {
  const created = Date.parse(line.createdAt);
  const sameMarket = entry.fancyId !== null ? line.fancy_id === entry.fancyId : line.market_id === entry.marketId;
  // a combined racing bet's legs split the stake: its first leg's market and side identify it
  const sameStake = entry.legs > 1 ? line.stack <= entry.stake + 0.005 : Math.abs(line.stack - entry.stake) < 0.005;
  return sameMarket && line.is_back === entry.isBack && sameStake && !(created < entry.sentAt - 5_000);
}

const outcomeOfLine = (line: Pick<OpenBetWire, 'matched' | 'unmatched' | 'selection_name'>): BetOutcome => ({
  kind: kindOf(line.matched, line.unmatched),
  selection: line.selection_name || null,
  reason: null,
});

/**
 * Reports the bets this page did not see answered (sent before a reload, or with no response): from
 * the stream's order changes as they come, else from `openBets()` once FLIGHT_LOOKUP_MS after each was
 * sent; none found there was not placed. Returns the stop function.
 */
export function watchBetsInFlight(changes$: Observable<OrderChanges>, openBets: () => Promise<OpenBetWire[]>, now: () => number = Date.now): () => void {
  const watched = new Set(betsInFlight().map((e) => e.ref));
  const timers: ReturnType<typeof setTimeout>[] = [];
  const pending = () => betsInFlight().filter((e) => watched.has(e.ref));
  const subscription = changes$.subscribe(({ version, orders }) => {
    if (version === 0) return;
    for (const entry of pending()) {
      const line = orders.find((o) => o.change !== 'settled' && isBetSent(entry, o));
      if (line) settleBetInFlight(entry, outcomeOfLine(line));
    }
  });
  const lookUp = async () => {
    const left = pending().filter((e) => now() - e.sentAt >= FLIGHT_LOOKUP_MS - 50);
    if (left.length === 0) return;
    let lines: OpenBetWire[];
    try {
      lines = await openBets();
    } catch {
      return; // not now: the next look-up, or the next page, reports it
    }
    for (const entry of left) {
      if (!watched.has(entry.ref) || !betsInFlight().some((e) => e.ref === entry.ref)) continue;
      const line = lines.find((l) => isBetSent(entry, l));
      settleBetInFlight(entry, line ? outcomeOfLine(line) : { kind: 'refused', selection: null, reason: null });
    }
  };
  for (const entry of pending()) timers.push(setTimeout(() => void lookUp(), Math.max(0, entry.sentAt + FLIGHT_LOOKUP_MS - now())));
  return () => {
    subscription.unsubscribe();
    timers.forEach(clearTimeout);
  };
}

