// The odds-changed notice (§4.5): the live price of the slip's runner comes through the shared
// bet-slip contract (the sports rows and the racing table report it), compared here with the slip's.
import type { LivePrice } from '@khel/shared-kernel';

export { reportLivePrice, slipLivePrice$, type LivePrice } from '@khel/shared-kernel';

/** The notice's i18n key, or null while the live price still equals the slip's. */
export function oddsChangedNotice(slip: { marketId: string; selectionId: number; isBack: boolean; line?: number }, slipPrice: number, livePrice: LivePrice | null): string | null {
  if (!livePrice || livePrice.marketId !== slip.marketId || livePrice.selectionId !== slip.selectionId || livePrice.isBack !== slip.isBack) return null;
  if (livePrice.price === null) return 'sportsSlip.priceGone';
  // a fancy's line moves without its rate: that is a change too (the server would refuse the bet)
  const lineMoved = slip.line !== undefined && livePrice.line !== undefined && livePrice.line !== null && livePrice.line !== slip.line;
  return livePrice.price === slipPrice && !lineMoved ? null : 'sportsSlip.oddsChanged';
}
