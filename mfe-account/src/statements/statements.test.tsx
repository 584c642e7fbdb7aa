import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { groupPnl, MarketBetsPage } from './StatementPage';
import { fakeApi, logInForTest, ok } from '../test-support/fake-api';

describe('profit and loss', () => {
  it('groups by a key in first-seen order with exact paise subtotals', () => {
    const rows = [
      { sport: 'Cricket', net: 0.1 },
      { sport: 'Football', net: -5 },
      { sport: 'Cricket', net: 0.2 },
    ];
    const groups = groupPnl(rows, (r) => r.sport, (r) => r.sport);
    expect(groups.map((g) => [g.name, g.netPaise, g.items.length])).toEqual([
      ['Cricket', 30, 2],
      ['Football', -500, 1],
    ]);
  });

  it("a session line's details list only that line's bets of the match", async () => {
    logInForTest();
    const bet = (id: number, fancy: number | null, selection: string) => ({ bet_id: id, is_back: 1, fancy_id: fancy, selection_name: selection, match_name: 'Mumbai v Chennai', market_name: 'Session', odds: 45, stack: 100, pnl: 100, createdAt: '2026-01-01T00:00:00Z' });
    const seen = fakeApi({ 'POST bet/settledBets': ok([bet(1, 9, '6 over runs'), bet(2, 10, '10 over runs'), bet(3, null, 'Mumbai')]) });
    render(
      <MemoryRouter initialEntries={['/betting-profit-loss-details?match=5&fancy=9']}>
        <MarketBetsPage titleKey="accountPages.profitLossDetails" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('6 over runs')).toBeTruthy();
    expect(screen.queryByText('10 over runs')).toBeNull();
    expect(screen.queryByText('Mumbai')).toBeNull();
    expect(seen[0]!.body).toMatchObject({ search: { match_id: 5 } });
  });
});
