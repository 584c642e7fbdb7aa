import { act, fireEvent, render, screen } from '@testing-library/react';
import { VISITOR_POLL_MS } from '../polling/use-polling';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import EventPage from './EventPage';
import { fetchTvUrl } from '../scoreboard/TvPanel';
import { applyPlayerMessage, type OrderChangeWire } from '@khel/shared-kernel';
import { fakeServer, logInForTest, logOutForTest } from '../test-support/fake-server';

function answer(routes: Record<string, unknown>) {
  fakeServer(Object.fromEntries(Object.entries(routes).map(([path, data]) => [path, { body: { status: true, msg: '', data } }])));
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p data-testid="home">home</p>} />
        <Route path="/event-page/:eventTypeId/:eventId/:marketId?" element={<EventPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

// These cases cover the polling path (the stream being down); the stream has its own tests.
const realWebSocket = globalThis.WebSocket;
beforeAll(() => {
  delete (globalThis as { WebSocket?: unknown }).WebSocket;
});
afterAll(() => {
  globalThis.WebSocket = realWebSocket;
});
beforeEach(() => logOutForTest());

describe('event page', () => {
  it('redirects to / when the event has no data', async () => {
    answer({ 'match/matchDetailsOpen': [] });
    renderAt('/event-page/4/99');
    expect(await screen.findByTestId('home')).toBeTruthy();
  });

  it('shows the markets and fancy lines of the event', async () => {
    answer({
      'match/matchDetailsOpen': [
        { market_id: '1.1', match_id: 11, match_name: 'India v Australia', market_name: 'Match Odds', market_type: 'MATCH_ODDS', status: 'OPEN', sport_id: 4, inplay: true,
          runners: [{ selectionId: 1, runnerName: 'India', status: 'ACTIVE', ex: { availableToBack: [{ price: 1.5, size: 10 }], availableToLay: [] } }] },
      ],
      'fancy/getFancies': [{ fancy_id: 7, fancy_name: '6 over runs', is_active: 1, LayPrice1: 50, LaySize1: 100, BackPrice1: 51, BackSize1: 100 }],
    });
    renderAt('/event-page/4/11/1.1');
    expect((await screen.findByTestId('event-name')).textContent).toBe('India v Australia');
    expect(screen.getByTestId('odds-back-1.1-1-0').textContent).toBe('1.510');
    // the fancy lines follow the markets, a few per frame (issue #20)
    expect(await screen.findByTestId('fancy-back-7')).toBeTruthy();
    expect(screen.getByTestId('event-time').textContent).toBe('In-Play');
  });
});

describe('event page without the stream', () => {
  afterEach(() => jest.useRealTimers());

  it("follows the polls: a polled price change reaches its cell and flashes, the market's other cells stay", async () => {
    jest.useFakeTimers();
    const market = (back: number) => ({
      market_id: '1.1', match_id: 11, match_name: 'India v Australia', market_name: 'Match Odds', market_type: 'MATCH_ODDS', status: 'OPEN', sport_id: 4, inplay: true,
      runners: [{ selectionId: 1, runnerName: 'India', status: 'ACTIVE', ex: { availableToBack: [{ price: back, size: 10 }], availableToLay: [{ price: 3, size: 5 }] } }],
    });
    answer({ 'match/matchDetailsOpen': [market(1.5)] });
    renderAt('/event-page/4/11/1.1');
    await act(() => jest.advanceTimersByTimeAsync(0));
    const back = screen.getByTestId('odds-back-1.1-1-0');
    const lay = screen.getByTestId('odds-lay-1.1-1-0');
    expect(screen.getByTestId('event-page').dataset.live).toBe('polling');
    expect(back.textContent).toBe('1.510');
    answer({ 'match/matchDetailsOpen': [market(1.6)] });
    await act(() => jest.advanceTimersByTimeAsync(VISITOR_POLL_MS));
    expect(screen.getByTestId('odds-back-1.1-1-0')).toBe(back);
    expect(back.textContent).toBe('1.610');
    expect(back.className).toContain('odds-cell--flash');
    expect(lay.className).not.toContain('odds-cell--flash');
  });
});

describe('event TV (has_tv_url, getTvUrlScoreboardUrl)', () => {
  const market = (fields: Record<string, unknown>) => ({
    market_id: '1.1', match_id: 11, match_name: 'India v Australia', market_name: 'Match Odds', market_type: 'MATCH_ODDS', status: 'OPEN', sport_id: 4, inplay: true, runners: [], ...fields,
  });

  it("opens the server's TV page for the match in a frame", async () => {
    fakeServer({
      'match/matchDetailsOpen': { body: { status: true, msg: '', data: [market({ has_tv_url: true, match_tv_url: '/api/v1/match/tv/11' })] } },
      'match/getTvUrlScoreboardUrl': { body: { status: true, msg: '', data: { tv_url: '/api/v1/match/tv/11?live=1', scoreboard_url: '/x' } } },
    });
    renderAt('/event-page/4/11');
    fireEvent.click(await screen.findByTestId('event-tv-button'));
    expect((await screen.findByTestId('event-tv')).getAttribute('src')).toBe('/api/v1/match/tv/11?live=1');
    fireEvent.click(screen.getByTestId('event-tv-button'));
    expect(screen.queryByTestId('event-tv')).toBeNull();
  });

  it("says so when the server has no TV for it, and uses the market's URL when the call fails", async () => {
    fakeServer({
      'match/matchDetailsOpen': { body: { status: true, msg: '', data: [market({ has_tv_url: true, match_tv_url: null })] } },
      'match/getTvUrlScoreboardUrl': { body: { status: true, msg: '', data: { tv_url: null, scoreboard_url: '/x' } } },
    });
    renderAt('/event-page/4/11');
    fireEvent.click(await screen.findByTestId('event-tv-button'));
    expect((await screen.findByTestId('event-tv-none')).textContent).toBe('Live TV is not available for this match.');
    expect(await fetchTvUrl(11, '/api/v1/match/tv/11')).toBeNull();
    fakeServer({ 'match/getTvUrlScoreboardUrl': { status: 502, body: 'Bad Gateway' } });
    expect(await fetchTvUrl(11, '/api/v1/match/tv/11')).toBe('/api/v1/match/tv/11');
  });

  it('has no TV button where the event has no TV', async () => {
    fakeServer({ 'match/matchDetailsOpen': { body: { status: true, msg: '', data: [market({ has_tv_url: false })] } } });
    renderAt('/event-page/4/11');
    expect(await screen.findByTestId('event-name')).toBeTruthy();
    expect(screen.queryByTestId('event-tv-button')).toBeNull();
  });
});

describe('event page of a logged-in player', () => {
  afterEach(() => jest.useRealTimers());

  it("reloads its positions the moment the stream reports a change to one of the player's bets on this match", async () => {
    jest.useFakeTimers();
    logInForTest();
    const market = {
      market_id: '1.1', match_id: 11, match_name: 'India v Australia', market_name: 'Match Odds', market_type: 'MATCH_ODDS', status: 'OPEN', sport_id: 4, inplay: true,
      runners: [{ selectionId: 1, runnerName: 'India', status: 'ACTIVE', ex: { availableToBack: [{ price: 1.5, size: 10 }], availableToLay: [] } }],
    };
    const seen = fakeServer({ 'match/matchDetails': { body: { status: true, msg: '', data: [market] } } });
    renderAt('/event-page/4/11/1.1');
    await act(() => jest.advanceTimersByTimeAsync(0));
    const positionCalls = () => seen.filter((r) => r.path === 'bet/getTeamPosition').length;
    const before = positionCalls();
    expect(before).toBeGreaterThan(0);

    const order = (matchId: number) => ({ bet_id: 1, match_id: matchId, market_id: '1.1', change: 'matched' }) as unknown as OrderChangeWire;
    await act(async () => applyPlayerMessage({ type: 'orders', orders: [order(12)] }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(positionCalls()).toBe(before);

    await act(async () => applyPlayerMessage({ type: 'orders', orders: [order(11)] }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(positionCalls()).toBe(before + 1);
  });
});
