import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SportPage } from './SportPage';
import { fakeServer, logInForTest, logOutForTest } from '../test-support/fake-server';
import { wireMatch } from '../test-support/wire';

const ok = (data: unknown) => ({ body: { status: true, msg: '', data } });

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/sports-page/:sportsName/:eventTypeId" element={<SportPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => logOutForTest());

describe('sportsbook /sports-page/Sportsbook/0', () => {
  it("lists every sport's matches from one open call, with a tab per sport", async () => {
    const seen = fakeServer({
      // a visitor's menu: the open call (§7.2)
      'sport/sports': ok([{ sport_id: 4, name: 'Cricket' }, { sport_id: 1, name: 'Football' }]),
      // a visitor's every event, in play and upcoming (§7.2 getFreeHomeAllEvents)
      getFreeHomeAllEvents: ok({
        inplay: [wireMatch({ match_id: 2, sport_id: 4, match_name: 'India v Australia', inplay: true })],
        upcoming: [wireMatch({ match_id: 1, sport_id: 1, match_name: 'Arsenal v Chelsea' }), wireMatch({ match_id: 3, sport_id: 4, match_name: 'England v Pakistan' })],
      }),
    });
    renderAt('/sports-page/Sportsbook/0');
    expect(await screen.findByTestId('sportsbook-sport-4')).toBeTruthy();
    // not a sport 0 filter: the server lists no events under 0 itself
    expect(seen.find((r) => r.path === 'getFreeHomeAllEvents')!.body).toEqual({});
    expect(seen.some((r) => r.path === 'match/homeMatchesOpen')).toBe(false);
    expect(screen.getByTestId('sportsbook-sport-1').textContent).toContain('Arsenal v Chelsea');
    expect(screen.getByTestId('sportsbook-tab-all').textContent).toBe('All 1 In-Play');
    expect(screen.getByTestId('sportsbook-tab-4').textContent).toBe('Cricket 2');

    fireEvent.click(screen.getByTestId('sportsbook-tab-1'));
    expect(screen.queryByTestId('sportsbook-sport-4')).toBeNull();
    expect(screen.getByTestId('sportsbook-tab-1').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByTestId('sportsbook-tab-all'));
    expect(screen.getByTestId('sportsbook-sport-4')).toBeTruthy();
  });

  it("says 'There are currently no upcoming events.' when nothing is listed", async () => {
    fakeServer({ getFreeHomeAllEvents: ok({ inplay: [], upcoming: [] }) });
    renderAt('/sports-page/Sportsbook/0');
    expect((await screen.findByTestId('no-events')).textContent).toBe('There are currently no upcoming events.');
  });

  it('leaves other sports to the sport listing', async () => {
    const seen = fakeServer({ 'match/homeMatchesOpen': ok([wireMatch({ match_id: 2, sport_id: 4 })]) });
    renderAt('/sports-page/Cricket/4');
    expect(await screen.findByTestId('sport-page')).toBeTruthy();
    expect(seen.find((r) => r.path === 'match/homeMatchesOpen')!.body).toEqual({ sport_id: 4, combine: true });
  });

  it('asks the logged-in calls for a player (§7.2): getHomeAllEvents, match/homeMatchesV2 and sport/getSports', async () => {
    logInForTest();
    const seen = fakeServer({
      'sport/getSports': ok([{ sport_id: 4, name: 'Cricket' }]),
      getHomeAllEvents: ok({ inplay: [wireMatch({ match_id: 2, sport_id: 4, match_name: 'India v Australia', inplay: true })], upcoming: [] }),
      'match/homeMatchesV2': ok([wireMatch({ match_id: 2, sport_id: 4, match_name: 'India v Australia', inplay: true })]),
    });
    const sportsbook = renderAt('/sports-page/Sportsbook/0');
    expect((await screen.findByTestId('sportsbook-sport-4')).textContent).toContain('India v Australia');
    sportsbook.unmount();
    renderAt('/sports-page/Cricket/4');
    expect(await screen.findByTestId('sport-page')).toBeTruthy();
    await act(async () => undefined);
    expect(seen.find((r) => r.path === 'match/homeMatchesV2')?.body).toEqual({ sport_id: 4, combine: true });
    expect(seen.find((r) => r.path === 'getHomeAllEvents')?.body).toEqual({});
    expect(seen.some((r) => ['match/homeMatchesOpen', 'getFreeHomeAllEvents', 'sport/sports'].includes(r.path))).toBe(false);
  });
});
