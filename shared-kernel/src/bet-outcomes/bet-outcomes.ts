// The outcome of every bet the player sent, whatever they did meanwhile (issue 34): a reload or a
// navigation during a bet's countdown must not leave it to resolve silently. The API client records
// each bet it sends (bet/saveBet, saveFancyBet, saveHrBet) in sessionStorage until its answer is read;
// an answer read on the page that sent it is the slip's to show, one read after the player went
// elsewhere is published here. A bet whose answer this page never read (the page reloaded, or no
// response came) is resolved from the private stream's order changes (`orderChanges$`) or, when the
// stream has said nothing by FLIGHT_LOOKUP_MS after it was sent, from the player's open bets; a bet
// found in neither was not placed. The shell shows a toast per outcome.
import { Subject, type Observable } from 'rxjs';
import type { OpenBetWire } from '../contract/betting';
import type { OrderChanges } from '../player-stream/player-stream';

export const BETS_IN_FLIGHT_KEY = 'khel.betsInFlight';
/** When a bet the stream said nothing of is looked up in the open bets (its delay is at most ~10 s). */
export const FLIGHT_LOOKUP_MS = 20_000;
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

function settle(entry: BetInFlight, outcome: BetOutcome | null): void {
  writeAll(readAll().filter((e) => e.ref !== entry.ref));
  if (outcome) outcomes.next(outcome);
}

const kindOf = (matched: number, unmatched: number): BetOutcomeKind => (unmatched <= 0 ? 'matched' : matched > 0 ? 'partlyMatched' : 'unmatched');

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
  settle(entry, currentPage() === entry.page ? null : outcome);
}

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
  const watched = new Set(readAll().map((e) => e.ref));
  const timers: ReturnType<typeof setTimeout>[] = [];
  const pending = () => readAll().filter((e) => watched.has(e.ref));
  const subscription = changes$.subscribe(({ version, orders }) => {
    if (version === 0) return;
    for (const entry of pending()) {
      const line = orders.find((o) => o.change !== 'settled' && isBetSent(entry, o));
      if (line) settle(entry, outcomeOfLine(line));
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
      if (!watched.has(entry.ref) || !readAll().some((e) => e.ref === entry.ref)) continue;
      const line = lines.find((l) => isBetSent(entry, l));
      settle(entry, line ? outcomeOfLine(line) : { kind: 'refused', selection: null, reason: null });
    }
  };
  for (const entry of pending()) timers.push(setTimeout(() => void lookUp(), Math.max(0, entry.sentAt + FLIGHT_LOOKUP_MS - now())));
  return () => {
    subscription.unsubscribe();
    timers.forEach(clearTimeout);
  };
}

/** Forgets every bet in flight (logout). */
export function forgetBetsInFlight(): void {
  writeAll([]);
}
