// The bet-slip bus: the one selection shared by the pages that show odds cells and the shell's
// right panel (and mobile modal) that shows the slip. Read-only Observable plus commands, so no
// part can push an arbitrary value into it (STYLE: never export a Subject).
import { BehaviorSubject, type Observable } from 'rxjs';
import { distinctUntilChanged } from 'rxjs/operators';
import type { MarketKind } from '../betting/profit';

/** What clicking an odds cell puts on the slip (spec §3 "Bet slip state", the parts a cell knows). */
export interface SlipSelection {
  eventTypeId: number;
  eventId: number;
  eventName: string;
  marketId: string;
  marketName: string;
  /** the wire market_type: MATCH_ODDS, BOOKMAKER, SESSION, ... */
  marketType: string;
  /** which profit rule applies (§5): odds, bookmaker (price as %) or fancy (stake × rate / 100) */
  kind: MarketKind;
  selectionId: number;
  runnerName: string;
  isBack: boolean;
  /**
   * The clicked price: hundredths odds for 'odds' (1.01 → 101), the percentage for 'bookmaker',
   * the rate for 'fancy' (100 = evens).
   */
  price: number;
  /** fancy only: the run line (RUNS column) and the fancy id saveFancyBet needs */
  line?: number;
  fancyId?: number;
  /** bet delay in seconds (§9), shown on Place Bet and counted down while processing */
  delaySeconds: number;
  minStake?: number;
  maxStake?: number;
}

const selection = new BehaviorSubject<SlipSelection | null>(null);

/** The slip's current selection; null when the slip is empty. Emits on subscribe. */
export const betSlip$: Observable<SlipSelection | null> = selection.asObservable().pipe(distinctUntilChanged());

export function currentSlipSelection(): SlipSelection | null {
  return selection.getValue();
}

/** An odds cell was clicked: the slip now holds this selection (replacing any previous one). */
export function selectOdds(next: SlipSelection): void {
  selection.next({ ...next });
}

/** Empty the slip (Cancel Bet, after a placing attempt, on logout). */
export function clearSlip(): void {
  if (selection.getValue() !== null) selection.next(null);
}

/** The slip asks the pages to refresh open bets and positions after a placing attempt. */
const placed = new BehaviorSubject<number>(0);
export const betsChanged$: Observable<number> = placed.asObservable();
export function announceBetsChanged(): void {
  placed.next(placed.getValue() + 1);
}
