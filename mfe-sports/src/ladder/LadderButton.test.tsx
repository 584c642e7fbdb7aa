import { act, fireEvent, render, screen } from '@testing-library/react';
import type { FancyItem, Market } from '../api/catalog';
import { FancyTable } from '../market-rows/FancyTable';
import { MarketTable } from '../market-rows/MarketTable';
import { fakeServer } from '../test-support/fake-server';
import { rungLabel } from './LadderButton';
import { wireFancy, wireMarket, wireRunner } from '../test-support/wire';

const market: Market = wireMarket({
  market_id: '1.1', match_id: 11, match_name: 'A v B', market_name: 'Match Odds', market_type: 'MATCH_ODDS', status: 'OPEN', sport_id: 4,
  runners: [wireRunner({ selectionId: 1, runnerName: 'A', status: 'ACTIVE' }), wireRunner({ selectionId: 2, runnerName: 'B', status: 'ACTIVE' })],
});
const fancy: FancyItem = wireFancy({ fancy_id: 7, fancy_name: '6 over runs', is_active: 1, LayPrice1: 50, LaySize1: 100, BackPrice1: 51, BackSize1: 100 });
const event = { sportId: 4, matchId: 11, matchName: 'A v B' };

describe('P&L ladder (§2.14, §5)', () => {
  it('is disabled without open bets on the market', () => {
    render(<MarketTable market={market} />);
    expect((screen.getByTestId('ladder-1.1') as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens the market position with open bets', () => {
    render(<MarketTable market={market} position={new Map([[1, 100], [2, -80]])} />);
    fireEvent.click(screen.getByTestId('ladder-1.1'));
    expect(screen.getAllByTestId('ladder-row').map((r) => r.textContent)).toEqual(['A100.00', 'B-80.00']);
    fireEvent.click(screen.getByTestId('ladder-close'));
    expect(screen.queryByTestId('ladder-popup')).toBeNull();
  });

  it('opens the fancy run ladder for a fancy the player has bets on', async () => {
    const seen = fakeServer({
      'fancy/getRunTimeFancyPosition': { body: { status: true, msg: '', data: { fancy_id: 7, liability: 100, ladder: [{ run: 0, user_pl: -100 }, { run: 50, user_pl: -100 }, { run: 51, user_pl: 90 }] } } },
    });
    render(<FancyTable event={event} fancies={[fancy, { ...fancy, fancy_id: 8 }]} liabilities={new Map([[7, 100]])} />);
    expect((screen.getByTestId('fancy-ladder-8') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('fancy-liability-7').textContent).toBe('-100.00');
    await act(async () => fireEvent.click(screen.getByTestId('fancy-ladder-7')));
    expect(seen).toEqual([{ path: 'fancy/getRunTimeFancyPosition', body: { fancy_id: 7 } }]);
    expect(screen.getAllByTestId('ladder-row').map((r) => r.textContent)).toEqual(['0-49-100.00', '50-100.00', '51+90.00']);
  });

  it('labels each rung up to the next', () => {
    expect(rungLabel(0, 50)).toBe('0-49');
    expect(rungLabel(49, 50)).toBe('49');
    expect(rungLabel(50, undefined)).toBe('50+');
  });
});

describe('ladder with unmatched bets only', () => {
  it('is enabled by open bets even before any is matched', () => {
    render(<MarketTable market={market} hasOpenBets />);
    expect((screen.getByTestId('ladder-1.1') as HTMLButtonElement).disabled).toBe(false);
    render(<FancyTable event={event} fancies={[fancy]} withOpenBets={new Set([7])} />);
    expect((screen.getByTestId('fancy-ladder-7') as HTMLButtonElement).disabled).toBe(false);
  });
});
