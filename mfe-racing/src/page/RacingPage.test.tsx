import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeRacingServer } from '../test-support/fake-racing-server';
import { raceListing, raceMarket } from '../test-support/race-fixtures';
import { RacingPage, raceDate } from './RacingPage';

const setWidth = (wide: boolean) => {
  window.matchMedia = ((query: string) => ({ matches: wide, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
};

const first = raceMarket({ market_id: '1.1', match_id: 1, match_name: '14:05 Ascot', match_date: '2026-11-26T08:35:00.000Z' });
const second = raceMarket({ market_id: '1.2', match_id: 2, match_name: '14:25 Ascot', match_date: '2026-11-26T08:55:00.000Z' });
const running = raceMarket({ market_id: '1.3', match_id: 3, match_name: '13:45 Kempton', match_date: '2026-11-26T08:15:00.000Z', inplay: true });

function serve(races = [first, second, running]) {
  return fakeRacingServer({
    'market/allRacingMarketsOpen': races.map((m) => raceListing(m, m.market_id === '1.3' ? { venue: 'Kempton' } : {})),
    'market/racingResults': [],
    'market/racingOdds': (body: unknown) => races.find((m) => m.market_id === (body as { market_id: string }).market_id),
  });
}

const page = (kind: 'horse' | 'greyhound' = 'horse') =>
  render(
    <MemoryRouter>
      <RacingPage kind={kind} socketOf={null} />
    </MemoryRouter>,
  );

describe('racing page, narrow (< 1024px)', () => {
  beforeEach(() => setWidth(false));

  it('has In Play and Upcoming tabs over an accordion, the first race open at start with its odds', async () => {
    const seen = serve();
    page();
    expect(await screen.findByTestId('tab-inplay')).toBeTruthy();
    expect(seen.find((c) => c.path === 'market/allRacingMarketsOpen')!.body).toEqual({ sport_id: 7 });
    // a race in play: that tab first
    expect(screen.getByTestId('tab-inplay').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByTestId('tab-upcoming'));
    const items = [screen.getByTestId('race-item-1.1'), screen.getByTestId('race-item-1.2')];
    expect(within(items[0]!).getByTestId('race-toggle-1.1').getAttribute('aria-expanded')).toBe('true');
    expect(within(items[1]!).getByTestId('race-toggle-1.2').getAttribute('aria-expanded')).toBe('false');
    // a closed race lists its first 3 runners; venue, country code and start time are on each
    expect(within(items[1]!).getByText('1. Swift Arrow, 2. Night Owl, 3. Blue Moon')).toBeTruthy();
    expect(within(items[1]!).getByText('Ascot (GB)')).toBeTruthy();
    expect(await within(items[0]!).findByTestId('race-table')).toBeTruthy();
    fireEvent.click(screen.getByTestId('race-toggle-1.2'));
    expect(await within(screen.getByTestId('race-item-1.2')).findByTestId('race-table')).toBeTruthy();
    fireEvent.click(screen.getByTestId('race-toggle-1.1'));
    expect(within(screen.getByTestId('race-item-1.1')).queryByTestId('race-table')).toBeNull();
    // the article at the foot, collapsible
    expect(screen.getByTestId('racing-article').textContent).toContain('Horse racing betting on the exchange');
  });

  it('says there are no upcoming events, and offers Coming Soon when the type has no calendar today', async () => {
    serve([]);
    page('greyhound');
    expect((await screen.findByTestId('racing-empty')).textContent).toBe('There are currently no upcoming events.');
    expect(screen.getByTestId('coming-soon').textContent).toContain('Greyhound Racing is coming soon.');
    fireEvent.click(screen.getByTestId('coming-soon-close'));
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    expect(screen.getByTestId('racing-article').textContent).toContain('Greyhound racing betting on the exchange');
  });
});

describe('racing page, wide (≥ 1024px)', () => {
  beforeEach(() => setWidth(true));

  it('heads with the next race and its date, then the Combined Market and the race odds table; another race can be picked', async () => {
    serve();
    page();
    const header = await screen.findByTestId('next-race');
    expect(within(header).getByText('14:05 Ascot')).toBeTruthy();
    expect(screen.getByTestId('next-race-date').textContent).toBe('2:05 PM, 26-11-2026');
    expect(await screen.findByTestId('combined-market')).toBeTruthy();
    expect((await screen.findByTestId('race-table')).getAttribute('data-market-id')).toBe('1.1');
    fireEvent.click(screen.getByTestId('pick-race-1.2'));
    expect(within(screen.getByTestId('next-race')).getByText('14:25 Ascot')).toBeTruthy();
    expect((await screen.findByTestId('race-table')).getAttribute('data-market-id')).toBe('1.2');
    expect(screen.queryByTestId('tab-inplay')).toBeNull();
  });

  it('formats the race date as h:mm AM/PM, dd-mm-yyyy in the time setting (India by default)', () => {
    expect(raceDate('2026-11-26T18:30:00.000Z', 'india')).toBe('12:00 AM, 27-11-2026');
  });

  it("names a race by its off time in the player's setting, whatever zone the feed's name carried", async () => {
    setWidth(true);
    // the feed named this race by its UTC off time; in India it is off at 11:35
    const utcNamed = raceMarket({ market_id: '1.9', match_id: 9, match_name: '06:05 Kempton', match_date: '2026-11-26T06:05:00.000Z' });
    fakeRacingServer({
      'market/allRacingMarketsOpen': [raceListing(utcNamed, { venue: 'Kempton', market_start_time: '2026-11-26T06:05:00.000Z' })],
      'market/racingResults': [],
      'market/racingOdds': utcNamed,
    });
    page();
    expect((await screen.findByTestId('next-race-name')).textContent).toBe('11:35 Kempton');
    expect(screen.getByTestId('next-race-date').textContent).toBe('11:35 AM, 26-11-2026');
    expect(screen.getByTestId('pick-race-1.9').textContent).toContain('11:35 AM');
  });
});

describe('racing results', () => {
  beforeEach(() => setWidth(true));

  it('lists the day\'s finished races with their first three, the chosen race\'s venue first', async () => {
    const result = (id: string, venue: string, names: string[]) => ({
      market_id: id, match_id: 9, market_name: `13:00 ${venue}`, country_code: 'GB', venue, market_start_time: '2026-11-26T07:30:00.000Z', settled_at: '2026-11-26T07:34:00.000Z',
      placings: names.map((runnerName, i) => ({ placing: i + 1, selection_id: 900 + i, runnerName })),
    });
    fakeRacingServer({
      'market/allRacingMarketsOpen': [raceListing(first)],
      'market/racingResults': [result('1.8', 'Kempton', ['K1', 'K2']), result('1.9', 'Ascot', ['A1', 'A2', 'A3', 'A4'])],
      'market/racingOdds': first,
    });
    page();
    const listed = await screen.findAllByTestId('race-result');
    expect(listed.map((r) => r.querySelector('strong')!.textContent)).toEqual(['Ascot (GB)', 'Kempton (GB)']);
    expect(within(listed[0]!).getByTestId('placings-1.9').textContent).toBe('Place 1 A1Place 2 A2Place 3 A3');
  });
});
