import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { groupPnl, MarketBetsPage, StatementPage } from './StatementPage';
import { pages } from '../expose/pages';
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

describe('statements a player can read (issue 34 item 10)', () => {
  it('the detail pages show their titles, not raw keys, and their table scrolls on a phone', async () => {
    logInForTest();
    fakeApi({ 'POST bet/settledBets': ok([{ bet_id: 1, is_back: 1, fancy_id: null, selection_name: 'Mumbai', match_name: 'Mumbai v Chennai', market_name: 'Match Odds', odds: 2, stack: 100, pnl: 100, createdAt: '2026-01-01T00:00:00Z' }]) });
    for (const [path, title] of [['account-statement-details', 'Account Statement Details'], ['betting-profit-loss-details', 'Betting Profit & Loss Details']] as const) {
      const Page = pages[path]!;
      const { unmount } = render(
        <MemoryRouter initialEntries={[`/${path}?market=1.5`]}>
          <Suspense fallback={null}>
            <Page />
          </Suspense>
        </MemoryRouter>,
      );
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
      expect((await screen.findByTestId('market-bets')).parentElement!.className).toBe('account-table-scroll');
      unmount();
    }
  });

  it('names the event and market of every bet line and the game of every casino line', async () => {
    logInForTest();
    const line = (transferId: number, kind: string, description: string, names: Record<string, string | null>) => ({
      transferId, date: '2026-12-07T10:00:00.000+05:30', kind, description, reference: null, credit: 0, debit: 100, balance: 900, eventName: null, marketName: null, gameName: null, ...names,
    });
    fakeApi({
      'POST account/statement': ok({ page: 1, limit: 150, items: [
        line(1, 'bet_hold', 'Exposure held', { eventName: 'India v Australia', marketName: 'Match Odds' }),
        line(2, 'casino_debit', 'European Roulette: stake, round roulette-european-mxcn4m8v-94-13', { gameName: 'European Roulette' }),
        line(3, 'deposit', 'Deposit', {}),
      ] }),
    });
    render(
      <MemoryRouter>
        <StatementPage kind="account" />
      </MemoryRouter>,
    );
    const table = await screen.findByTestId('statement');
    expect(table.textContent).toContain('Exposure held · India v Australia · Match Odds');
    expect(table.textContent).toContain('Casino stake · European Roulette');
    expect(table.textContent).not.toContain('mxcn4m8v');
  });
});
