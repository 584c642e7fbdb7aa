// Issue 34: the bets sent before a reload are reported from the stream's order changes, else from the
// open bets; one found in neither was not placed.
import { BehaviorSubject } from 'rxjs';
import { betOutcomes$, betSent, betsInFlight, type BetOutcome, type OpenBetWire, type OrderChanges, type OrderChangeWire } from '@khel/shared-kernel';
import { FLIGHT_LOOKUP_MS, watchBetsInFlight } from './bets-in-flight-watch';

const T0 = Date.parse('2026-12-07T10:00:00Z');
/** a back of ₹500 on market 1.77, sent at T0 */
const sendBet = () => betSent('bet/saveBet', { is_back: 1, market_id: '1.77', odds: 2.5, selection_id: 3, stack: 500, client_ref: 'k-1' }, T0);
const line = (over: Partial<OpenBetWire> = {}): OpenBetWire =>
  ({ bet_id: 9, is_back: 1, is_fancy: 0, market_id: '1.77', fancy_id: null, stack: 500, matched: 500, unmatched: 0, selection_name: 'Mumbai', createdAt: new Date(T0 + 3_000).toISOString(), ...over }) as OpenBetWire;

const seen: BetOutcome[] = [];
const reported = betOutcomes$.subscribe((o) => seen.push(o));
afterAll(() => reported.unsubscribe());
beforeEach(() => {
  sessionStorage.clear();
  seen.length = 0;
});
afterEach(() => jest.useRealTimers());

describe('the watch over bets in flight', () => {
  it('after a reload, the stream’s order change for the bet reports it once', () => {
    sendBet();
    const changes = new BehaviorSubject<OrderChanges>({ version: 0, orders: [] });
    const stop = watchBetsInFlight(changes, () => Promise.resolve([]), () => T0 + 2_000);
    // another bet of the player's: not this one
    changes.next({ version: 1, orders: [{ ...line({ stack: 100 }), change: 'placed' } as OrderChangeWire] });
    expect(seen).toEqual([]);
    changes.next({ version: 2, orders: [{ ...line({ matched: 0, unmatched: 500 }), change: 'placed' } as OrderChangeWire] });
    changes.next({ version: 3, orders: [{ ...line(), change: 'matched' } as OrderChangeWire] });
    stop();
    expect(seen).toEqual([{ kind: 'unmatched', selection: 'Mumbai', reason: null }]);
    expect(betsInFlight()).toEqual([]);
  });

  it('when the stream said nothing, the open bets tell; a bet found in neither was not placed', async () => {
    jest.useFakeTimers({ now: T0 });
    sendBet();
    betSent('bet/saveFancyBet', { is_back: 0, fancy_id: 44, run: 120, size: 100, stack: 200, client_ref: 'k-2' }, T0);
    const openBets = jest.fn(() => Promise.resolve([line({ matched: 300, unmatched: 200 })]));
    const stop = watchBetsInFlight(new BehaviorSubject<OrderChanges>({ version: 0, orders: [] }), openBets);
    await jest.advanceTimersByTimeAsync(FLIGHT_LOOKUP_MS - 1_000);
    expect(openBets).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1_000);
    stop();
    expect(seen).toEqual([
      { kind: 'partlyMatched', selection: 'Mumbai', reason: null },
      { kind: 'refused', selection: null, reason: null },
    ]);
    expect(betsInFlight()).toEqual([]);
  });

  it('a bet older than its send time by more than 5 s is not the bet sent', () => {
    sendBet();
    const changes = new BehaviorSubject<OrderChanges>({ version: 0, orders: [] });
    const stop = watchBetsInFlight(changes, () => Promise.resolve([]), () => T0);
    changes.next({ version: 1, orders: [{ ...line({ createdAt: new Date(T0 - 60_000).toISOString() }), change: 'matched' } as OrderChangeWire] });
    stop();
    expect(seen).toEqual([]);
  });
});
