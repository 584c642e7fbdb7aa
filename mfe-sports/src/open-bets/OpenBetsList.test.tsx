import { act, fireEvent, render, screen } from '@testing-library/react';
import { announceBetsChanged, clearOpenBets } from '@khel/shared-kernel';
import { NOTICE_MS, OpenBetsList } from './OpenBetsList';
import { fakeServer, logInForTest, logOutForTest } from '../test-support/fake-server';
import { matchedBetLines, type OpenBet } from './open-bets';

const bet = (overrides: Partial<OpenBet>): OpenBet => ({
  bet_id: 1, is_back: 1, is_fancy: 0, market_name: 'Match Odds', match_name: 'India v Australia', selection_name: 'India',
  odds: 2, size: null, stack: 100, matched: 100, unmatched: 0, liability: 100, profit: 100, createdAt: '2026-11-22T10:00:00Z', sport_id: 4, match_id: 11,
  market_id: '1.1', fancy_id: null, series_name: null, event_type: 'MATCH_ODDS', marketType: 'MATCH_ODDS', status: 'OPEN', ...overrides,
});

beforeEach(() => {
  logOutForTest();
  clearOpenBets();
});
afterEach(() => jest.useRealTimers());

const answering = (bets: OpenBet[]) => fakeServer({ 'bet/openBets': { body: { status: true, msg: '', data: bets } } });

describe('open bets', () => {
  it("asks a visitor to log in: 'Please login to see your open bets.'", () => {
    const seen = answering([]);
    render(<OpenBetsList layout="rows" />);
    expect(screen.getByTestId('open-bets-login').textContent).toBe('Please login to see your open bets.');
    expect(seen).toHaveLength(0);
  });

  it("says 'You have no Matched Bets.' when there are none", async () => {
    logInForTest();
    answering([]);
    render(<OpenBetsList layout="rows" />);
    expect((await screen.findByTestId('open-bets-empty')).textContent).toBe('You have no Matched Bets.');
  });

  it('asks the shared open-bets list when shown and after a bet, and never polls on its own (the shell does, §4.1)', async () => {
    jest.useFakeTimers();
    logInForTest();
    const seen = answering([bet({})]);
    render(<OpenBetsList layout="rows" />);
    await act(async () => void (await jest.advanceTimersByTimeAsync(0)));
    expect(seen.filter((r) => r.path === 'bet/openBets')).toHaveLength(1);
    expect(screen.getAllByTestId('open-bet')).toHaveLength(1);
    await act(async () => void (await jest.advanceTimersByTimeAsync(90_000)));
    expect(seen.filter((r) => r.path === 'bet/openBets')).toHaveLength(1);
    await act(async () => {
      announceBetsChanged();
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(seen.filter((r) => r.path === 'bet/openBets')).toHaveLength(2);
  });

  it('lists matched bets and offers cancel for unmatched ones', async () => {
    logInForTest();
    const bets = [bet({}), bet({ bet_id: 2, is_back: 0, odds: 3, matched: 0, unmatched: 50 })];
    answering(bets);
    render(<OpenBetsList layout="cards" />);
    expect((await screen.findAllByTestId('open-bet')).length).toBe(1);
    expect(screen.getByTestId('cancel-bet-2')).toBeTruthy();
    expect(screen.getByTestId('cancel-all-1.1')).toBeTruthy();
    // the unmatched bet: side, runner, odds and stake apart, and a Cancel button
    expect(screen.getByTestId('unmatched-bet-2').textContent).toContain('Lay India');
    expect(screen.getByTestId('unmatched-odds').textContent).toBe('3.00');
    expect(screen.getByTestId('unmatched-stake').textContent).toBe('50.00');
    fireEvent.click(screen.getByTestId('open-bets-view-average'));
    expect((screen.getByTestId('open-bets-view-average') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('open-bets-view-date') as HTMLInputElement).checked).toBe(false);
  });
});

describe('a matched bet', () => {
  it('shows the matched price, the asked price where it differs, the time placed, and labelled profit and liability', async () => {
    logInForTest();
    answering([bet({ odds: 20, matched_odds: 42, stack: 200000, matched: 200000, matched_profit: 8200000, matched_liability: 200000, createdAt: '2026-11-22T10:00:00Z' })]);
    render(<OpenBetsList layout="rows" />);
    const line = await screen.findByTestId('open-bet');
    expect(screen.getByTestId('open-bet-odds').textContent).toBe('42.00');
    expect(screen.getByTestId('open-bet-asked').textContent).toBe('Asked 20.00');
    expect(screen.getByTestId('open-bet-stake').textContent).toBe('2,00,000.00');
    expect(screen.getByTestId('open-bet-profit').textContent).toBe('82,00,000.00');
    expect(screen.getByTestId('open-bet-liability').textContent).toBe('2,00,000.00');
    // India time (the default setting): 10:00 UTC is 15:30
    expect(screen.getByTestId('open-bet-time').textContent).toBe('Placed 22/11/2026 15:30');
    for (const label of ['Matched odds', 'Stake', 'Profit', 'Liability']) expect(line.textContent).toContain(label);
  });

  it('shows no asked price when the bet matched at it', async () => {
    logInForTest();
    answering([bet({ odds: 2, matched_odds: 2 })]);
    render(<OpenBetsList layout="cards" />);
    await screen.findByTestId('open-bet');
    expect(screen.queryByTestId('open-bet-asked')).toBeNull();
  });
});

describe('matched bets views', () => {
  const bets = [
    bet({ bet_id: 1, odds: 2, matched: 100, createdAt: '2026-11-22T10:00:00Z' }),
    bet({ bet_id: 2, odds: 3, matched: 100, createdAt: '2026-11-22T11:00:00Z' }),
    bet({ bet_id: 3, odds: 2, matched: 300, createdAt: '2026-11-22T09:00:00Z' }),
    bet({ bet_id: 4, odds: 2, matched: 0, unmatched: 10 }),
  ];
  it('orders by date, newest first, matched only', () => {
    expect(matchedBetLines(bets, 'date').map((l) => l.betIds[0])).toEqual([2, 1, 3]);
  });
  it('consolidates the same selection, side and price', () => {
    const lines = matchedBetLines(bets, 'consolidated');
    expect(lines.map((l) => [l.odds, l.stake])).toEqual([[2, 400], [3, 100]]);
  });
  it('averages the odds weighted by stake', () => {
    expect(matchedBetLines(bets, 'average').map((l) => [l.odds, l.stake])).toEqual([[2.2, 500]]);
  });
  it('uses the matched price, not the asked one, and adds profit and liability', () => {
    const matched = [
      bet({ bet_id: 5, odds: 20, matched_odds: 42, matched: 200, matched_profit: 8200, matched_liability: 200 }),
      bet({ bet_id: 6, odds: 40, matched_odds: 40, matched: 200, matched_profit: 7800, matched_liability: 200 }),
    ];
    expect(matchedBetLines(matched, 'average').map((l) => [l.odds, l.askedOdds, l.stake, l.profit, l.liability])).toEqual([[41, null, 400, 16000, 400]]);
    expect(matchedBetLines(matched, 'date').map((l) => [l.odds, l.askedOdds])).toEqual([[42, 20], [40, null]]);
  });
});

describe("the event page's bets and the Open Bets page (issue 34 item 8)", () => {
  it("lists this match's matched bets and its unmatched ones from bet/unmatchedBets, with match and market names and Cancel; nothing where there are none", async () => {
    logInForTest();
    const seen = fakeServer({
      'bet/openBets': { body: { status: true, msg: '', data: [bet({}), bet({ bet_id: 9, match_id: 12, match_name: 'Other match' })] } },
      'bet/unmatchedBets': { body: { status: true, msg: '', data: [bet({ bet_id: 2, is_back: 0, odds: 1.01, matched: 0, unmatched: 100 })] } },
      'bet/cancelUnmatchedBet': { body: { status: true, msg: 'Bet cancelled', data: { bet_id: 2, cancelled: 100 } } },
    });
    render(<OpenBetsList layout="rows" matchId={11} />);
    const list = await screen.findByTestId('event-bets');
    expect(list.textContent).toContain('My bets on this match');
    expect(await screen.findByTestId('unmatched-bet-2')).toBeTruthy();
    expect(screen.getAllByTestId('open-bet')).toHaveLength(1); // not the other match's
    expect(screen.getByTestId('unmatched-event').textContent).toBe('India v Australia · Match Odds');
    expect(seen.find((r) => r.path === 'bet/unmatchedBets')?.body).toEqual({ limit: 100, page: 1, search: { match_id: 11 } });
    await act(async () => fireEvent.click(screen.getByTestId('cancel-bet-2')));
    expect(seen.some((r) => r.path === 'bet/cancelUnmatchedBet')).toBe(true);
    expect(screen.getByTestId('open-bets-notice').textContent).toBe('Bet cancelled');
  });

  it("keeps 'Bet cancelled' in view when the cancelled bet was the event's last, then shows nothing (issue 34 item 8)", async () => {
    logInForTest();
    const unmatched = bet({ bet_id: 2, is_back: 0, odds: 1.01, matched: 0, unmatched: 100 });
    fakeServer({
      'bet/openBets': { body: { status: true, msg: '', data: [] } },
      // the list asked again after the cancel has no bet left
      'bet/unmatchedBets': [{ body: { status: true, msg: '', data: [unmatched] } }, { body: { status: true, msg: '', data: [] } }],
      'bet/cancelUnmatchedBet': { body: { status: true, msg: 'Bet cancelled', data: { bet_id: 2, cancelled: 100 } } },
    });
    const { container } = render(<OpenBetsList layout="rows" matchId={11} />);
    expect(await screen.findByTestId('unmatched-bet-2')).toBeTruthy();
    jest.useFakeTimers();
    await act(async () => fireEvent.click(screen.getByTestId('cancel-bet-2')));
    await act(async () => undefined);
    expect(screen.queryByTestId('unmatched-bets')).toBeNull();
    expect(screen.getByTestId('open-bets-notice').textContent).toBe('Bet cancelled');
    await act(async () => jest.advanceTimersByTime(NOTICE_MS - 100));
    expect(screen.getByTestId('open-bets-notice').textContent).toBe('Bet cancelled');
    await act(async () => jest.advanceTimersByTime(200));
    expect(container.textContent).toBe('');
  });

  it('shows nothing on an event where the player has no bets', async () => {
    logInForTest();
    const seen = fakeServer({ 'bet/openBets': { body: { status: true, msg: '', data: [] } }, 'bet/unmatchedBets': { body: { status: true, msg: '', data: [] } } });
    const { container } = render(<OpenBetsList layout="rows" matchId={11} />);
    await act(async () => undefined);
    expect(seen.some((r) => r.path === 'bet/unmatchedBets')).toBe(true);
    expect(container.textContent).toBe('');
  });

  it("the Open Bets page names the match and market of an unmatched bet, and asks openBets with its from_date, to_date and search", async () => {
    logInForTest();
    const seen = answering([bet({ bet_id: 2, matched: 0, unmatched: 50, market_name: 'Bookmaker' })]);
    render(<OpenBetsList layout="cards" withDates />);
    expect((await screen.findByTestId('unmatched-event')).textContent).toBe('India v Australia · Bookmaker');
    expect(seen.filter((r) => r.path === 'bet/openBets').at(-1)?.body).toEqual({ limit: 100, page: 1, search: {}, from_date: '', to_date: '' });
    fireEvent.change(screen.getByTestId('open-bets-from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByTestId('open-bets-to'), { target: { value: '2026-11-30' } });
    await act(async () => undefined);
    // the range ends with its last day
    expect(seen.filter((r) => r.path === 'bet/openBets').at(-1)?.body).toEqual({ limit: 100, page: 1, search: {}, from_date: '2026-11-01', to_date: '2026-12-01' });
  });
});
