import { fireEvent, render, screen } from '@testing-library/react';
import { OpenBetsList } from './OpenBetsList';
import { logInForTest, logOutForTest } from '../test-support/fake-server';
import { matchedBetLines, type OpenBet } from './open-bets';

const bet = (overrides: Partial<OpenBet>): OpenBet => ({
  bet_id: 1, is_back: 1, is_fancy: 0, market_name: 'Match Odds', match_name: 'India v Australia', selection_name: 'India',
  odds: 2, size: null, stack: 100, matched: 100, unmatched: 0, liability: 100, profit: 100, createdAt: '2026-11-22T10:00:00Z', sport_id: 4, match_id: 11,
  market_id: '1.1', fancy_id: null, series_name: null, event_type: 'MATCH_ODDS', marketType: 'MATCH_ODDS', status: 'OPEN', ...overrides,
});

beforeEach(() => logOutForTest());

describe('open bets', () => {
  it("asks a visitor to log in: 'Please login to see your open bets.'", () => {
    render(<OpenBetsList layout="rows" load={jest.fn()} />);
    expect(screen.getByTestId('open-bets-login').textContent).toBe('Please login to see your open bets.');
  });

  it("says 'You have no Matched Bets.' when there are none", async () => {
    logInForTest();
    render(<OpenBetsList layout="rows" load={async () => []} />);
    expect((await screen.findByTestId('open-bets-empty')).textContent).toBe('You have no Matched Bets.');
  });

  it('lists matched bets and offers cancel for unmatched ones', async () => {
    logInForTest();
    const bets = [bet({}), bet({ bet_id: 2, is_back: 0, odds: 3, matched: 0, unmatched: 50 })];
    render(<OpenBetsList layout="cards" load={async () => bets} />);
    expect((await screen.findAllByTestId('open-bet')).length).toBe(1);
    expect(screen.getByTestId('cancel-bet-2')).toBeTruthy();
    expect(screen.getByTestId('cancel-all-1.1')).toBeTruthy();
    fireEvent.click(screen.getByTestId('open-bets-view-average'));
    expect((screen.getByTestId('open-bets-view-average') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('open-bets-view-date') as HTMLInputElement).checked).toBe(false);
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
});
