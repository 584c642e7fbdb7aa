import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosHeaders, type AxiosAdapter } from 'axios';
import { api, endSession, startSession, type LoginUser } from '@khel/shared-kernel';
import { renderInShell, startI18n } from '../test-support/render';
import { LeftSidebar } from './LeftSidebar';

const player = { id: 5, _id: 5, user_name: 'asha99', name: 'Asha', operatorId: 1, is_demo: false, token: { accessToken: 't', tokenType: 'Bearer', expiresIn: 60, exp: 2e9 } } as LoginUser;
const inTwoHours = new Date(Date.now() + (2 * 60 + 5) * 60_000).toISOString();
const replies: Record<string, unknown[]> = {
  'series/series': [{ series_id: 101, series_name: 'Indian Premier League', sport_id: 4 }],
  'market/allRacingMarketsOpen': [{ market_id: '1.7', match_id: 70, market_name: 'R1', venue: 'Ascot', country_code: 'GB', market_start_time: inTwoHours, inplay: false, status: 'OPEN', sport_id: 7, runners: [] }],
  'match/homeMatchesOpen': [{ id: 9, match_id: 9, match_name: 'India v Pakistan', sport_id: 4, market_id: '1.9' }],
  'match/homeMatchesV2': [{ id: 9, match_id: 9, match_name: 'India v Pakistan', sport_id: 4, market_id: '1.9' }],
};
const seen: { url: string; body: unknown }[] = [];
const adapter: AxiosAdapter = async (config) => {
  seen.push({ url: config.url ?? '', body: JSON.parse(String(config.data ?? '{}')) });
  return { data: { status: true, msg: '', data: replies[config.url ?? ''] ?? [] }, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
};
const original = api.defaults.adapter;

beforeAll(startI18n);
beforeEach(() => {
  endSession();
  seen.length = 0;
  api.defaults.adapter = adapter;
});
afterAll(() => {
  api.defaults.adapter = original;
});

describe('the desktop left sidebar (§2.4)', () => {
  it('lists the sports on home, without a breadcrumb', () => {
    renderInShell(<LeftSidebar />);
    expect(screen.queryByTestId('sidebar-breadcrumb')).toBeNull();
    expect(screen.getByText('Cricket').getAttribute('href')).toBe('/sports-page/Cricket/4');
    expect(screen.getByText('Sportsbook')).toBeTruthy();
  });

  it('on a sport page: breadcrumb Sports / sport / Previous, then competitions by series name', async () => {
    renderInShell(<LeftSidebar />, { path: '/sports-page/Cricket/4' });
    const crumb = screen.getByTestId('sidebar-breadcrumb');
    expect(crumb.textContent).toBe('SportsCricketPrevious');
    const link = await screen.findByText('Indian Premier League');
    expect(link.getAttribute('href')).toBe('/competition-detail-page/Indian%20Premier%20League/4/101');
    expect(seen).toEqual([{ url: 'series/series', body: { sport_id: 4 } }]);
  });

  it('on horse racing: venues with country code and a countdown label', async () => {
    renderInShell(<LeftSidebar />, { path: '/horse-racing' });
    await waitFor(() => expect(screen.getByTestId('sidebar-races').textContent).toBe('Ascot (GB)Opens in 2 hours 4 minutes'));
    expect(seen[0]).toEqual({ url: 'market/allRacingMarketsOpen', body: { sport_id: 7 } });
  });

  it('choosing Horse Racing again on the racing page fetches the venues again', async () => {
    renderInShell(<LeftSidebar />, { path: '/horse-racing' });
    await screen.findByText('Ascot (GB)');
    expect(seen.filter((c) => c.url === 'market/allRacingMarketsOpen')).toHaveLength(1);
    fireEvent.click(screen.getAllByRole('link', { name: 'Horse Racing' }).find((a) => a.dataset.section === 'racing')!);
    await waitFor(() => expect(seen.filter((c) => c.url === 'market/allRacingMarketsOpen')).toHaveLength(2));
    expect(seen.at(-1)).toEqual({ url: 'market/allRacingMarketsOpen', body: { sport_id: 7 } });
  });

  it("on an event page: the sport's matches (a visitor's from match/homeMatchesOpen)", async () => {
    renderInShell(<LeftSidebar />, { path: '/event-page/4/9/1.9' });
    expect((await screen.findByText('India v Pakistan')).getAttribute('href')).toBe('/event-page/4/9/1.9');
    expect(seen).toEqual([{ url: 'match/homeMatchesOpen', body: { sport_id: 4, combine: true } }]);
  });

  it("a logged-in player's from match/homeMatchesV2 (§7.2)", async () => {
    startSession(player, 'x');
    renderInShell(<LeftSidebar />, { path: '/event-page/4/9/1.9' });
    expect((await screen.findByText('India v Pakistan')).getAttribute('href')).toBe('/event-page/4/9/1.9');
    expect(seen).toEqual([{ url: 'match/homeMatchesV2', body: { sport_id: 4, combine: true } }]);
  });
});
