import { BETS_IN_FLIGHT_KEY, betAnswered, betOutcomes$, betSent, betsInFlight, forgetBetsInFlight, type BetOutcome } from './bet-outcomes';

const T0 = Date.parse('2026-12-07T10:00:00Z');
const bet = { is_back: 1, market_id: '1.77', odds: 2.5, selection_id: 3, stack: 500, client_ref: 'k-1' };

let seen: BetOutcome[];
let sub: { unsubscribe(): void };
beforeEach(() => {
  sessionStorage.clear();
  seen = [];
  sub = betOutcomes$.subscribe((o) => seen.push(o));
  window.history.replaceState(null, '', '/event-page/4/1');
});
afterEach(() => sub.unsubscribe());

describe('bets in flight (issue 34)', () => {
  it('forgets them all (logout)', () => {
    betSent('bet/saveBet', bet, T0);
    forgetBetsInFlight();
    expect(sessionStorage.getItem(BETS_IN_FLIGHT_KEY)).toBeNull();
  });

  it('records a bet in sessionStorage until its answer is read; only bets', () => {
    expect(betSent('bet/openBets', {}, T0)).toBeNull();
    const entry = betSent('bet/saveBet', bet, T0)!;
    expect(JSON.parse(sessionStorage.getItem(BETS_IN_FLIGHT_KEY)!)).toEqual([{ ref: 'k-1', sentAt: T0, page: '/event-page/4/1', marketId: '1.77', fancyId: null, isBack: 1, stake: 500, legs: 1 }]);
    betAnswered(entry, { status: true, msg: 'Bet placed', data: { bet_id: 1, matched: 500, unmatched: 0 } });
    expect(betsInFlight()).toEqual([]);
    // answered on the page that sent it: the slip shows it, no toast
    expect(seen).toEqual([]);
  });

  it('an answer read after the player went elsewhere is published: matched, partly matched, unmatched, refused with the reason', () => {
    const answers = [
      { status: true, data: { matched: 500, unmatched: 0 } },
      { status: true, data: { matched: 200, unmatched: 300 } },
      { status: true, data: [{ matched: 0, unmatched: 250 }, { matched: 0, unmatched: 250 }] },
      { status: false, msg: 'Insufficient balance' },
    ];
    for (const answer of answers) {
      window.history.replaceState(null, '', '/event-page/4/1');
      const entry = betSent('bet/saveBet', bet, T0)!;
      window.history.replaceState(null, '', '/');
      betAnswered(entry, answer);
    }
    expect(seen.map((o) => [o.kind, o.reason])).toEqual([
      ['matched', null],
      ['partlyMatched', null],
      ['unmatched', null],
      ['refused', 'Insufficient balance'],
    ]);
  });

});
