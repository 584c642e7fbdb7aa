// A live game's page is titled with the game's name in the player's language from the host's
// catalogue, whichever way it was opened: a lobby tile (/casino-live/{gameId}/{tableId}), a search
// result (/casino_live/{id}, whose launch names the game) or /table-casino-live/{eventName}.
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api, endSession, startSession, type CasinoCatalogue, type LoginUser } from '@khel/shared-kernel';
import { forgetCatalogue } from '../lobby/catalogue';
import { CasinoLiveByIdPage, CasinoLivePage, launchedGame, TableCasinoLivePage } from './LiveGamePages';

const player = { id: 5, _id: 5, user_name: 'asha99', name: 'Asha', operatorId: 1, is_demo: false, token: { accessToken: 't', tokenType: 'Bearer', expiresIn: 60, exp: 2e9 } } as LoginUser;
const CATALOGUE: CasinoCatalogue = {
  games: [
    {
      id: 'fortune-wheel',
      name: { en: 'Fortune Wheel', hi: 'भाग्य चक्र', es: 'Rueda de la fortuna' },
      provider: 'khel',
      section: 'live',
      categories: ['shows'],
      thumbnail: 'http://provider.test/art/fortune-wheel.svg?v=1',
      rtp: 96,
      minStake: 10,
      maxStake: 1000,
    },
  ],
  liveCasino: { tabs: ['shows'] },
  slotsGames: { tabs: [] },
  providers: ['khel'],
};
const LAUNCH = 'http://play.localhost:5605/launch?token=x&player=5&name=Asha&game=fortune-wheel&section=live&coins=coins';

let catalogue: CasinoCatalogue;
const calls: Array<{ url: string; body: unknown }> = [];
beforeEach(() => {
  forgetCatalogue();
  catalogue = CATALOGUE;
  calls.length = 0;
  startSession(player, 'x');
  jest.spyOn(api, 'post').mockImplementation(async (url: string, body?: unknown) => {
    calls.push({ url, body });
    if (url === 'casino/catalogue') return { data: { status: true, msg: 'Success', data: catalogue } } as never;
    if (url === 'qtech/launchUrl') return { data: { status: true, data: LAUNCH } } as never;
    return { data: { status: true, launchUrl: url === 'lotus/lobbyUrl' ? LAUNCH : '' } } as never;
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  endSession();
});

async function at(path: string, lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { [lng]: { translation: { casino: { liveCasino: 'Live Casino' } } } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/casino-live/:gameId/:tableId" element={<CasinoLivePage />} />
          <Route path="/table-casino-live/:eventName" element={<TableCasinoLivePage />} />
          <Route path="/casino_live/:id" element={<CasinoLiveByIdPage />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const heading = () => screen.getByRole('heading', { level: 1 });

describe("a live game's page title", () => {
  it('a lobby tile’s page: the game’s name in the player’s language', async () => {
    await at('/casino-live/fortune-wheel/khel', 'hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'भाग्य चक्र' })).toBeTruthy();
  });

  it('a search result’s page (/casino_live/{id}): the game its launch names, in the player’s language', async () => {
    await at('/casino_live/77709', 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rueda de la fortuna' })).toBeTruthy();
    expect(calls.filter((c) => c.url === 'lotus/lobbyUrl').map((c) => c.body)).toEqual([{ game_id: '77709', game_type: 'live' }]);
  });

  it('/table-casino-live/{eventName}: the game it names, in English when the catalogue has no name in the language', async () => {
    await at('/table-casino-live/fortune-wheel', 'kn');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fortune Wheel' })).toBeTruthy();
  });

  it('a game the catalogue does not hold: the section’s name', async () => {
    catalogue = { ...CATALOGUE, games: [] };
    await at('/casino-live/fortune-wheel/khel', 'en');
    await screen.findByTestId('casino-frame');
    expect(heading().textContent).toBe('Live Casino');
  });
});

it('reads the game from a launch address, and none from one that names none', () => {
  expect(launchedGame(LAUNCH)).toBe('fortune-wheel');
  expect(launchedGame('https://aggregator.test/play/abc')).toBeNull();
  expect(launchedGame('not an address')).toBeNull();
});
