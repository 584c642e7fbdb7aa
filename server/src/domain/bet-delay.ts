// The in-play delay a bet on an odds or bookmaker market waits (§9), one rule for the exchange and
// the wire's betDelay (the slip's countdown): the larger of the host's delay for the market's type
// and sport and the feed's own delay for the market (Betfair's betDelay; null: the feed gives none).
// Not in play: no delay.
import { betDelaySeconds, type BetDelays } from '@khel/shared-kernel/betting';

export interface DelayedMarket {
  inplay: boolean;
  kind: string;
  market_type: string;
  sport_id: number;
  feed_bet_delay_seconds?: number | null;
}

export function marketDelaySeconds(delays: BetDelays, m: DelayedMarket): number {
  if (!m.inplay) return 0;
  const host = betDelaySeconds(delays, m.kind === 'bookmaker' || m.market_type === 'BOOKMAKER' ? 'BOOKMAKER' : m.market_type, m.sport_id);
  return Math.max(host, m.feed_bet_delay_seconds ?? 0);
}
