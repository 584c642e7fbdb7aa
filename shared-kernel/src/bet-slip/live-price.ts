// The live price of the runner on the slip, reported by whichever page shows its market (the sports
// rows, the racing table), so the slip can say when the price moved away from its own (§4.5
// odds-changed notice). Only the slip's runner is tracked: one entry, not a copy of every book.
import { BehaviorSubject, type Observable } from 'rxjs';
import { betSlip$, currentSlipSelection } from './bet-slip-bus';

export interface LivePrice {
  marketId: string;
  selectionId: number;
  isBack: boolean;
  /** same units as the slip's price (hundredths, percentage, or fancy rate); null when none is offered */
  price: number | null;
  /** a fancy's run line beside its rate (a line that moves is a changed price too) */
  line?: number | null;
}

const live = new BehaviorSubject<LivePrice | null>(null);
export const slipLivePrice$: Observable<LivePrice | null> = live.asObservable();

// A new selection starts at the price its cell showed, so an older report never leaks into it.
betSlip$.subscribe((slip) =>
  live.next(slip ? { marketId: slip.marketId, selectionId: slip.selectionId, isBack: slip.isBack, price: slip.price, line: slip.line ?? null } : null),
);

/** A page reports a runner's current best price on a side; ignored unless it is the slip's runner and side. */
export function reportLivePrice(report: LivePrice): void {
  const slip = currentSlipSelection();
  if (!slip || slip.marketId !== report.marketId || slip.selectionId !== report.selectionId || slip.isBack !== report.isBack) return;
  const last = live.getValue();
  if (last && last.marketId === report.marketId && last.selectionId === report.selectionId && last.isBack === report.isBack && last.price === report.price && (last.line ?? null) === (report.line ?? null)) return;
  live.next({ ...report });
}
