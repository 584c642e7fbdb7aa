// The outcome of every bet the player sent, whatever they did meanwhile (issue 34): a reload or a
// navigation during a bet's countdown must not leave it to resolve silently. The API client records
// each bet it sends (bet/saveBet, saveFancyBet, saveHrBet) in sessionStorage until its answer is read;
// an answer read on the page that sent it is the slip's to show, one read after the player went
// elsewhere is published here. A bet whose answer this page never read (the page reloaded, or no
// response came) is resolved from the private stream's order changes (`orderChanges$`) or, when the
// stream has said nothing 20 s after it was sent, from the player's open bets; a bet found in neither
// was not placed (the shell's watch, shell/src/session/bets-in-flight-watch.ts, loaded once a player is
// logged in). The shell shows a toast per outcome.
import { Subject, type Observable } from 'rxjs';

export const BETS_IN_FLIGHT_KEY = 'khel.betsInFlight';
/** An entry older than this is forgotten unread (the player came back to the tab much later). */
const FLIGHT_MAX_AGE_MS = 10 * 60_000;

const BET_PATHS = /^\/?(api\/v1\/)?bet\/(saveBet|saveFancyBet|saveHrBet)$/;

export type BetOutcomeKind = 'matched' | 'partlyMatched' | 'unmatched' | 'refused';

export interface BetOutcome {
  kind: BetOutcomeKind;
  /** the runner or line, where known */
  selection: string | null;
  /** the server's reason for a refusal, where it gave one */
  reason: string | null;
}

/** A bet sent and not yet reported. */
export interface BetInFlight {
  ref: string;
  sentAt: number;
  /** the page it was sent from (an answer read there is the slip's to show) */
  page: string;
  marketId: string | null;
  fancyId: number | null;
  isBack: number;
  /** rupees (a combined racing bet: the total its legs split) */
  stake: number;
  /** how many runners (a combined racing bet: 2–4) */
  legs: number;
}

const outcomes = new Subject<BetOutcome>();
/** One outcome per bet sent, as it becomes known after a navigation or reload. */
export const betOutcomes$: Observable<BetOutcome> = outcomes.asObservable();

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const numberOf = (v: unknown): number => (typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN);

function readAll(): BetInFlight[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(BETS_IN_FLIGHT_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as BetInFlight[]) : [];
  } catch {
    return [];
  }
}

function writeAll(entries: readonly BetInFlight[]): void {
  try {
    if (entries.length === 0) sessionStorage.removeItem(BETS_IN_FLIGHT_KEY);
    else sessionStorage.setItem(BETS_IN_FLIGHT_KEY, JSON.stringify(entries));
  } catch {
    // storage refused: the bet's answer on this page still reports it
  }
}

/** The bets sent and not yet reported. */
export const betsInFlight = (): BetInFlight[] => readAll();

const currentPage = (): string => (typeof location === 'undefined' ? '' : location.pathname);
let counter = 0;

/** Records a bet the client is about to send; null when `url` is not a bet. */
export function betSent(url: string, body: unknown, now: number = Date.now()): BetInFlight | null {
  if (!BET_PATHS.test(url)) return null;
  const first = Array.isArray(body) ? body[0] : body;
  if (!isRecord(first)) return null;
  const stake = Array.isArray(body) ? body.reduce((sum: number, leg: unknown) => sum + (isRecord(leg) ? numberOf(leg.stack) : 0), 0) : numberOf(first.stack);
  const entry: BetInFlight = {
    ref: typeof first.client_ref === 'string' && first.client_ref ? first.client_ref : `${now}-${(counter += 1)}`,
    sentAt: now,
    page: currentPage(),
    marketId: typeof first.market_id === 'string' ? first.market_id : null,
    fancyId: first.fancy_id === undefined ? null : numberOf(first.fancy_id),
    isBack: numberOf(first.is_back) ? 1 : 0,
    stake: Array.isArray(body) ? Math.round(stake) : stake,
    legs: Array.isArray(body) ? body.length : 1,
  };
  writeAll([...readAll().filter((e) => now - e.sentAt < FLIGHT_MAX_AGE_MS), entry]);
  return entry;
}

/** The bet is reported (`outcome`, published) or needs no report (null): it is forgotten. */
export function settleBetInFlight(entry: BetInFlight, outcome: BetOutcome | null): void {
  writeAll(readAll().filter((e) => e.ref !== entry.ref));
  if (outcome) outcomes.next(outcome);
}

/** matched, partly matched or unmatched, by the amounts. */
export const kindOf = (matched: number, unmatched: number): BetOutcomeKind => (unmatched <= 0 ? 'matched' : matched > 0 ? 'partlyMatched' : 'unmatched');

/**
 * The bet's answer, read on this page: the entry is settled; its outcome is published only when the
 * player has left the page that sent it (there the slip shows it).
 */
export function betAnswered(entry: BetInFlight, body: unknown): void {
  let outcome: BetOutcome;
  if (isRecord(body) && body.status === true) {
    const placed = (Array.isArray(body.data) ? body.data : [body.data]).filter(isRecord);
    const matched = placed.reduce((s, p) => s + numberOf(p.matched), 0);
    const unmatched = placed.reduce((s, p) => s + numberOf(p.unmatched), 0);
    outcome = { kind: kindOf(matched, unmatched), selection: null, reason: null };
  } else {
    const reason = isRecord(body) && typeof body.msg === 'string' && body.msg ? body.msg : null;
    outcome = { kind: 'refused', selection: null, reason };
  }
  settleBetInFlight(entry, currentPage() === entry.page ? null : outcome);
}

/** Forgets every bet in flight (logout). */
export function forgetBetsInFlight(): void {
  writeAll([]);
}
