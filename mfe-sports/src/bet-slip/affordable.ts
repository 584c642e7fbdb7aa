// A stake the player cannot afford is refused at once, before the bet delay (issue 34, item 6): the
// slip knows the available balance and the open bets. Where the player has no open bet on the
// market (or fancy) yet, a bet adds its whole liability to their exposure, so a liability above
// the available balance cannot go through; with bets there already it may hedge them, and the
// server decides (it checks again before it waits).
import { openBets$, rupeesToPaise, type BalanceData, type OpenBetWire, type SlipSelection } from '@khel/shared-kernel';
import { slipAmounts } from './slip-rules';

// the kernel's open bets as last fetched (the bus replays them on subscribing)
let latestOpenBets: readonly OpenBetWire[] | null = null;
openBets$.subscribe((bets) => {
  latestOpenBets = bets;
});
export const currentOpenBets = () => latestOpenBets;

export interface Shortfall {
  /** what the bet risks, paise */
  needPaise: number;
  /** the available balance, paise */
  availablePaise: number;
}

/** Whether the player holds an open bet where this selection would add to it. */
function hasBetThere(selection: Pick<SlipSelection, 'kind' | 'marketId' | 'fancyId'>, openBets: readonly OpenBetWire[]): boolean {
  return openBets.some((b) => (selection.kind === 'fancy' ? b.fancy_id === selection.fancyId : b.market_id === selection.marketId));
}

/**
 * The shortfall that refuses this bet now, or null when it may go (or the slip cannot tell: no
 * balance read yet, open bets unknown while some exposure is held, a combined racing lay).
 */
export function shortfall(
  selection: Pick<SlipSelection, 'kind' | 'isBack' | 'marketId' | 'fancyId' | 'hrRunners'>,
  price: number,
  stakeRupees: number,
  balance: Pick<BalanceData, 'balance' | 'liability'> | null,
  openBets: readonly OpenBetWire[] | null,
): Shortfall | null {
  if (!balance || stakeRupees <= 0) return null;
  // a combined lay's legs win and lose against each other: its worst case is the server's to say
  if ((selection.hrRunners?.length ?? 0) > 1 && !selection.isBack) return null;
  const nothingHeld = balance.liability === 0;
  if (!nothingHeld && (openBets === null || hasBetThere(selection, openBets))) return null;
  const needPaise = slipAmounts(selection, price, stakeRupees).liabilityPaise;
  const availablePaise = rupeesToPaise(balance.balance);
  return needPaise > availablePaise ? { needPaise, availablePaise } : null;
}
