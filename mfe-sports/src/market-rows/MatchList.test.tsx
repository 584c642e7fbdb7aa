import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { applyTimeSetting, type SlipSelection } from '@khel/shared-kernel';
import { MatchList, columnsOf, eventPath } from './MatchList';
import { priceStore } from './price-store';
import { wireMatch, wireRunner } from '../test-support/wire';

const now = Date.UTC(2026, 10, 22, 6, 30);
const match = wireMatch({
  match_id: 11, match_name: 'India v Australia', sport_id: 4, match_date: new Date(Date.UTC(2026, 10, 22, 14, 0)).toISOString(), inplay: false, market_id: '1.1',
  runners: [
    wireRunner({ selectionId: 1, runnerName: 'India', status: 'ACTIVE', ex: { availableToBack: [{ price: 1.9, size: 10 }], availableToLay: [{ price: 1.92, size: 10 }] } }),
    wireRunner({ selectionId: 2, runnerName: 'Australia', status: 'ACTIVE', ex: { availableToBack: [{ price: 2.1, size: 10 }], availableToLay: [] } }),
  ],
});

describe('match list', () => {
  it('links to the event page, labels the start and fills the slip from a cell', () => {
    const pick = jest.fn<void, [SlipSelection]>();
    render(<MemoryRouter><MatchList title="Cricket" matches={[match]} nowMs={now} pick={pick} /></MemoryRouter>);
    expect(screen.getByTestId('match-link-11').getAttribute('href')).toBe('/event-page/4/11/1.1');
    expect(screen.getByTestId('match-time-11').textContent).toBe('Today 19:30');
    // the columns are headed 1 X 2, each with its Back and Lay
    expect(screen.getByTestId('match-list-columns').textContent).toBe('1BackLayXBackLay2BackLay');
    fireEvent.click(screen.getByTestId('odds-lay-1.1-1-0'));
    expect(pick).toHaveBeenCalledWith(expect.objectContaining({ marketId: '1.1', selectionId: 1, isBack: false, price: 192, eventName: 'India v Australia' }));
  });

  it("names a race by its off time in the player's time setting, as its start label says it", async () => {
    const race = wireMatch({ ...match, match_id: 12, match_name: '06:05 Kempton', sport_id: 7, market_id: '1.2', match_date: new Date(Date.UTC(2026, 10, 22, 6, 5)).toISOString() });
    const { unmount } = render(<MemoryRouter><MatchList title="Horse Racing" matches={[race]} nowMs={Date.UTC(2026, 10, 22, 5, 0)} pick={jest.fn()} /></MemoryRouter>);
    expect(screen.getByTestId('match-link-12').textContent).toBe('11:35 Kempton');
    expect(screen.getByTestId('match-time-12').textContent).toBe('Today 11:35');
    unmount();
    await applyTimeSetting('device');
    render(<MemoryRouter><MatchList title="Horse Racing" matches={[race]} nowMs={Date.UTC(2026, 10, 22, 5, 0)} pick={jest.fn()} /></MemoryRouter>);
    const device = new Date(Date.UTC(2026, 10, 22, 6, 5));
    const clock = `${String(device.getHours()).padStart(2, '0')}:${String(device.getMinutes()).padStart(2, '0')}`;
    expect(screen.getByTestId('match-link-12').textContent).toBe(`${clock} Kempton`);
    expect(screen.getByTestId('match-time-12').textContent).toContain(clock);
    await applyTimeSetting('india');
  });

  it("shows a new poll's prices, and publishes a list once however often the clock renders it", () => {
    const publish = jest.spyOn(priceStore, 'publish');
    const list = (matches: (typeof match)[], nowMs: number) => <MemoryRouter><MatchList title="Cricket" matches={matches} nowMs={nowMs} /></MemoryRouter>;
    const first = [match];
    const { rerender } = render(list(first, now));
    expect(screen.getByTestId('odds-back-1.1-1-0').textContent).toContain('1.9');
    const published = publish.mock.calls.length;
    rerender(list(first, now + 1_000));
    rerender(list(first, now + 2_000));
    expect(publish.mock.calls.length).toBe(published);
    const repolled = { ...match, runners: [{ ...match.runners![0]!, ex: { availableToBack: [{ price: 1.95, size: 10 }], availableToLay: [{ price: 1.97, size: 10 }] } }, match.runners![1]!] };
    rerender(list([repolled], now + 3_000));
    expect(publish.mock.calls.length).toBe(published + 1);
    expect(screen.getByTestId('odds-back-1.1-1-0').textContent).toContain('1.95');
    publish.mockRestore();
  });

  it('keeps the draw column empty for two runners and drops the market id when there is none', () => {
    expect(columnsOf(['a', 'b'])).toEqual(['a', null, 'b']);
    expect(columnsOf(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
    expect(eventPath({ sport_id: 1, match_id: 5, market_id: null })).toBe('/event-page/1/5');
  });
});
