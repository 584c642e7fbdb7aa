import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api, endSession, startSession, type LoginUser } from '@khel/shared-kernel';
import { IndianCardGamesPage } from './CardGamesLobby';
import { AviatorPage, IndianCasinoPage, LiveGamesPage } from './CardTablePages';
import { CasinoLiveByIdPage } from '../game/LiveGamePages';
import { CARD_GAME_TILES } from './card-games';

const player = (isDemo: boolean) =>
  ({ id: 5, _id: 5, user_name: 'asha99', name: 'Asha', operatorId: 1, is_demo: isDemo, token: { accessToken: 't', tokenType: 'Bearer', expiresIn: 60, exp: 2e9 } }) as LoginUser;

const launches: unknown[] = [];
beforeEach(() => {
  launches.length = 0;
  jest.spyOn(api, 'post').mockImplementation(async (url: string, body?: unknown) => {
    // a live game's page reads the catalogue for its title (LiveGamePages.test.tsx): not a launch
    if (url === 'casino/catalogue') return { data: { status: false, msg: 'no catalogue here' } } as never;
    launches.push({ url, body });
    return { data: { status: true, launchUrl: 'http://provider.test/launch?token=x' } } as never;
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  endSession();
});

function at(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p data-testid="home">home</p>} />
        <Route path="/indian-card-games" element={<IndianCardGamesPage />} />
        <Route path="/indian-casino/:gameId/:inplay?" element={<IndianCasinoPage />} />
        <Route path="/livegames/:gameId?/:tableId?/:marketId?" element={<LiveGamesPage />} />
        <Route path="/aviator" element={<AviatorPage />} />
        <Route path="/casino_live/:id" element={<CasinoLiveByIdPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Indian card games pages', () => {
  it('the lobby has a tile per table, each leading to its table page', () => {
    at('/indian-card-games');
    for (const g of CARD_GAME_TILES) expect(screen.getByTestId(`card-game-tile-${g.id}`).getAttribute('href')).toBe(`/indian-casino/${g.id}`);
    expect(CARD_GAME_TILES.map((g) => g.id)).toEqual(['teen20', 'ab', 'dt20', 'lucky7', 'card32']);
  });

  it('a table page launches that table in the provider frame for a real player', async () => {
    startSession(player(false), 'x');
    at('/indian-casino/dt20/inplay');
    await screen.findByTestId('casino-frame');
    expect(launches).toEqual([{ url: 'lotus/lobbyUrl', body: { game_id: 'dt20', game_type: 'live' } }]);
  });

  it('/livegames opens a table named in the path, and Aura (aura/FAWK) shows the tables lobby', async () => {
    startSession(player(false), 'x');
    at('/livegames/aura/FAWK');
    expect(screen.getByTestId('aura-lobby')).toBeTruthy();
    expect(launches).toEqual([]);
  });

  it('/livegames/{game}/{table} launches the table', async () => {
    startSession(player(false), 'x');
    at('/livegames/aura/lucky7/1');
    await screen.findByTestId('casino-frame');
    expect(launches).toEqual([{ url: 'lotus/lobbyUrl', body: { game_id: 'lucky7', game_type: 'live' } }]);
  });

  it('Aviator launches the aviator game', async () => {
    startSession(player(false), 'x');
    at('/aviator');
    await screen.findByTestId('casino-frame');
    expect(launches).toEqual([{ url: 'lotus/lobbyUrl', body: { game_id: 'aviator', game_type: 'live' } }]);
  });

  it('/casino_live/{id} (a casino search result) launches the live game of that id', async () => {
    startSession(player(false), 'x');
    at('/casino_live/77704');
    await screen.findByTestId('casino-frame');
    expect(screen.getByTestId('casino-live-page')).toBeTruthy();
    expect(launches).toEqual([{ url: 'lotus/lobbyUrl', body: { game_id: '77704', game_type: 'live' } }]);
  });

  it.each(['/aviator', '/livegames/aura/FAWK', '/indian-casino/teen20', '/casino_live/77704'])('a demo player may not open %s: sent home, nothing launched', async (path) => {
    startSession(player(true), 'x');
    at(path);
    await screen.findByTestId('home');
    expect(launches).toEqual([]);
  });
});
