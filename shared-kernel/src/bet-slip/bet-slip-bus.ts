// The bet-slip bus: the one selection shared by the pages that show odds cells and the shell's
// right panel (and mobile modal) that shows the slip. Read-only Observable plus commands, so no
// part can push an arbitrary value into it (STYLE: never export a Subject).
import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';
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
  /** the market's own in-play delay from its feed (Betfair's betDelay): the bet waits at least this */
  feedDelaySeconds?: number;
  minStake?: number;
  maxStake?: number;
  /**
   * Racing (§3 isHrBet): the bet goes to bet/saveHrBet. One runner is a single bet at `price`; 2–4
   * runners are the combined market, `price` their combined odds and the stake split across them.
   */
  isHrBet?: boolean;
  hrRunners?: HrRunner[];
}

/** A racing runner on the slip, with its §3 metadata as the race table shows it. */
export interface HrRunner {
  selectionId: number;
  runnerName: string;
  /** this runner's own odds, hundredths */
  price: number;
  clothNumber?: string;
  jockeyName?: string;
  trainerName?: string;
}

const selection = new BehaviorSubject<SlipSelection | null>(null);

/**
 * Whether the slip is showing, for a host that shows it in a modal (below 1024px, §2.12): open from
 * an odds click until Cancel Bet, or, after a placing attempt, until the player dismisses the
 * attempt's outcome. A clear followed in the same turn by announceBetsChanged() is the end of a
 * placing attempt (the slip clears its fields, then asks for a refresh): the slip stays open.
 */
const open = new BehaviorSubject<boolean>(false);
let closePending = false;

/** The slip's current selection; null when the slip is empty. Emits on subscribe. */
export const betSlip$: Observable<SlipSelection | null> = selection.asObservable().pipe(distinctUntilChanged());

export function currentSlipSelection(): SlipSelection | null {
  return selection.getValue();
}

/** An odds cell was clicked: the slip now holds this selection (replacing any previous one). */
export function selectOdds(next: SlipSelection): void {
  closePending = false;
  selection.next({ ...next });
  if (!open.getValue()) open.next(true);
}

/** Empty the slip (Cancel Bet, after a placing attempt, on logout). */
export function clearSlip(): void {
  if (selection.getValue() !== null) selection.next(null);
  if (!open.getValue() || closePending) return;
  closePending = true;
  queueMicrotask(() => {
    if (!closePending) return;
    closePending = false;
    open.next(false);
  });
}

/** True while the slip is showing (see `open` above). Emits on subscribe. */
export const slipOpen$: Observable<boolean> = open.asObservable().pipe(distinctUntilChanged());

/** The player closes the slip's modal: the selection and any shown outcome are gone. */
export function dismissSlip(): void {
  closePending = false;
  if (selection.getValue() !== null) selection.next(null);
  if (open.getValue()) open.next(false);
}

/** The slip asks the pages to refresh open bets and positions after a placing attempt. */
const placed = new BehaviorSubject<number>(0);
export const betsChanged$: Observable<number> = placed.asObservable();
export function announceBetsChanged(): void {
  // the end of a placing attempt: the slip stays open to show its outcome
  closePending = false;
  placed.next(placed.getValue() + 1);
}
