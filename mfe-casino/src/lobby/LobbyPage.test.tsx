// The lobby from the host's catalogue: only tabs with games, tiles with pictures and names in the
// player's language, no page for a provider without games, and the slots page.
import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { api, endSession, startSession, type CasinoCatalogue, type CasinoCatalogueGame, type LoginUser } from '@khel/shared-kernel';
import { LobbyPage } from './LobbyPage';
import { SlotGamesPage } from './SlotGamesPage';
import { forgetCatalogue } from './catalogue';

const player = { id: 5, _id: 5, user_name: 'asha99', name: 'Asha', operatorId: 1, is_demo: false, token: { accessToken: 't', tokenType: 'Bearer', expiresIn: 60, exp: 2e9 } } as LoginUser;

const game = (id: string, section: 'live' | 'slots', categories: string[], en: string, hi: string, provider = 'khel'): CasinoCatalogueGame => ({
  id,
  name: { en, hi },
  provider,
  section,
  categories,
  thumbnail: `http://provider.test/art/${id}.svg?v=1`,
  rtp: 97,
  minStake: 10,
  maxStake: 1000,
});
const CATALOGUE: CasinoCatalogue = {
  games: [
    game('teen20', 'live', ['top', 'live', 'table', 'poker'], 'Teen Patti 20-20', 'तीन पत्ती 20-20'),
    game('roulette-european', 'live', ['top', 'live', 'table', 'roulette'], 'European Roulette', 'यूरोपियन रूलेट'),
    game('aviator', 'live', ['top', 'live', 'shows'], 'Aviator', 'एविएटर'),
    game('slot-tiger-temple', 'slots', ['main', 'all'], 'Tiger Temple', 'बाघ मंदिर'),
    game('ruby-fruits', 'slots', ['all'], 'Ruby Fruits', 'रूबी फ्रूट्स', 'Rubyplay'),
  ],
  liveCasino: { tabs: ['top', 'live', 'table', 'poker', 'roulette', 'shows'] },
  slotsGames: { tabs: ['main', 'all'] },
  providers: ['khel', 'Rubyplay'],
};

let answers: Array<() => unknown>;
const calls: string[] = [];
beforeEach(() => {
  forgetCatalogue();
  calls.length = 0;
  answers = [];
  startSession(player, 'x');
  jest.spyOn(api, 'post').mockImplementation(async (url: string) => {
    calls.push(url);
    const answer = answers.shift();
    if (answer) return answer() as never;
    return { data: { status: true, msg: 'Success', data: CATALOGUE } } as never;
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  endSession();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

async function at(path: string, lng?: string) {
  const routes = (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/casino-lobby/*" element={<LobbyPage />} />
        <Route path="/slot-games" element={<SlotGamesPage />} />
        <Route path="/casino-live/:gameId/:tableId" element={<p>game</p>} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>
  );
  if (!lng) return render(routes);
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { [lng]: { translation: {} } } });
  return render(<I18nextProvider i18n={i18n}>{routes}</I18nextProvider>);
}

const tabs = () => screen.getAllByRole('link').filter((a) => a.dataset.testid?.startsWith('casino-tab-')).map((a) => a.dataset.testid!.slice('casino-tab-'.length));
const tiles = () => screen.getAllByTestId(/^casino-tile-/).map((a) => a.dataset.testid!.slice('casino-tile-'.length));

describe('the casino lobby', () => {
  it('shows only the tabs with games, and the tiles of the tab with their pictures', async () => {
    await at('/casino-lobby/casino');
    expect(screen.getByTestId('casino-tiles-loading')).toBeTruthy();
    await screen.findByTestId('casino-tiles');
    expect(calls).toEqual(['casino/catalogue']);
    expect(tabs()).toEqual(['top', 'live', 'table', 'poker', 'roulette', 'shows']);
    expect(screen.queryByTestId('casino-tab-blackjack')).toBeNull();
    expect(screen.queryByTestId('casino-tab-virtual')).toBeNull();
    expect(tiles()).toEqual(['teen20', 'roulette-european', 'aviator']);
    const tile = screen.getByTestId('casino-tile-teen20');
    expect(tile.getAttribute('href')).toBe('/casino-live/teen20/khel');
    expect(tile.querySelector('img')!.getAttribute('src')).toBe('http://provider.test/art/teen20.svg?v=1');
    expect(tile.textContent).toBe('Teen Patti 20-20');
  });

  it("names the games in the player's language", async () => {
    await at('/casino-lobby/casino/poker', 'hi');
    await screen.findByTestId('casino-tiles');
    expect(tiles()).toEqual(['teen20']);
    expect(screen.getByTestId('casino-tile-teen20').textContent).toBe('तीन पत्ती 20-20');
  });

  it('sends a tab without games to the first tab that has some', async () => {
    await at('/casino-lobby/casino/blackjack');
    await screen.findByTestId('casino-tiles');
    expect(screen.getByTestId('where').textContent).toBe('/casino-lobby/casino/top');
    expect(screen.getByTestId('casino-tab-top').getAttribute('aria-current')).toBe('page');
    await act(async () => fireEvent.click(screen.getByTestId('casino-tab-shows')));
    expect(tiles()).toEqual(['aviator']);
  });

  it("shows a provider's games on its page, and has no page for a provider without games", async () => {
    await at('/casino-lobby/slot-games/Rubyplay');
    await screen.findByTestId('casino-tiles');
    expect(tiles()).toEqual(['ruby-fruits']);
    expect(screen.getByRole('heading').textContent).toBe('casino.providerGames');
    endSession();
  });

  it('sends a provider without games to the slots lobby, with no empty page', async () => {
    await at('/casino-lobby/slot-games/Turbo%20Games');
    await screen.findByTestId('casino-tiles');
    expect(screen.getByTestId('where').textContent).toBe('/casino-lobby/slot-games');
    expect(tiles()).toEqual(['slot-tiger-temple']);
    expect(document.body.textContent).not.toMatch(/No games|providerEmpty/);
  });

  it('leads from a tile to its game', async () => {
    await at('/casino-lobby/provider/khel');
    await screen.findByTestId('casino-tiles');
    expect(tiles()).toEqual(['teen20', 'roulette-european', 'aviator', 'slot-tiger-temple']);
    await act(async () => fireEvent.click(screen.getByTestId('casino-tile-aviator')));
    expect(screen.getByTestId('where').textContent).toBe('/casino-live/aviator/khel');
  });

  it('offers to try again when the catalogue cannot be read', async () => {
    answers.push(() => Promise.reject(new Error('Server not responding')));
    await at('/casino-lobby/casino');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('casino.catalogueFailed');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'casino.retry' })));
    await screen.findByTestId('casino-tiles');
    expect(calls).toEqual(['casino/catalogue', 'casino/catalogue']);
  });

  it('goes home when the host has no casino games at all', async () => {
    answers.push(() => ({ data: { status: true, msg: 'Success', data: { games: [], liveCasino: { tabs: [] }, slotsGames: { tabs: [] }, providers: [] } } }));
    await at('/casino-lobby/casino');
    await screen.findByText('elsewhere');
    expect(screen.getByTestId('where').textContent).toBe('/');
  });
});

describe('the slots page', () => {
  it("shows the points notice, the slots tabs and the main tab's tiles", async () => {
    await at('/slot-games');
    await screen.findByTestId('casino-tiles');
    expect(screen.getByTestId('casino-points-notice')).toBeTruthy();
    expect(tabs()).toEqual(['main', 'all']);
    expect(screen.getByTestId('casino-tab-all').getAttribute('href')).toBe('/casino-lobby/slot-games/all');
    expect(tiles()).toEqual(['slot-tiger-temple']);
  });
});
