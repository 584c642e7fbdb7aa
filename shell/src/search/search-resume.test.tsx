// §2.8: a visitor's search choice asks for login and, once logged in, lands where a player's would:
// a casino result (sport 77777) on the casino route, a racing result on its racing page with the
// event and market, another on the event page.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosHeaders, type AxiosAdapter } from 'axios';
import { useLocation } from 'react-router-dom';
import { api, endSession, startSession, takeResumeTarget, type LoginUser } from '@khel/shared-kernel';
import { renderInShell, startI18n } from '../test-support/render';
import { EventSearch } from './EventSearch';

const LIST = [
  { match_id: 55, match_name: 'Ascot 14:30', sport_id: 7, market_id: '1.55' },
  { match_id: 66, match_name: 'Romford 19:02', sport_id: 4339, market_id: '1.66' },
  { match_id: 9, match_name: 'Teen Patti Live', sport_id: 77777, id: 901 },
  { match_id: 12, match_name: 'India v England', sport_id: 4, market_id: '1.12' },
];
const adapter: AxiosAdapter = async (config) => ({ data: { status: true, msg: '', data: LIST }, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config });
const player = { id: 5, _id: 5, user_name: 'asha99', name: 'Asha', operatorId: 1, is_demo: false, token: { accessToken: 't', tokenType: 'Bearer', expiresIn: 60, exp: 2e9 } } as LoginUser;

function Where() {
  const location = useLocation();
  return (
    <output data-testid="where" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

const original = api.defaults.adapter;
beforeAll(startI18n);
beforeEach(() => {
  endSession();
  takeResumeTarget();
  api.defaults.adapter = adapter;
});
afterAll(() => {
  api.defaults.adapter = original;
  endSession();
});

async function chooseLoggedOut(name: string) {
  const input = screen.getByTestId('search-input');
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: name.slice(0, 6) } });
  await waitFor(() => expect(screen.getByRole('option', { name })).toBeTruthy());
  act(() => fireEvent.click(screen.getByRole('option', { name })));
}

it.each([
  ['Ascot 14:30', '/horse-racing', { racingEvent: { matchId: 55, marketId: '1.55' } }],
  ['Romford 19:02', '/greyhound-racing', { racingEvent: { matchId: 66, marketId: '1.66' } }],
  ['Teen Patti Live', '/casino_live/901', null],
  ['India v England', '/event-page/4/12/1.12', null],
])('a visitor choosing %s logs in and lands on %s with the event remembered', async (name, path, state) => {
  renderInShell(
    <>
      <EventSearch />
      <Where />
    </>,
  );
  await chooseLoggedOut(name);
  // nothing moves before login
  expect(screen.getByTestId('where').textContent).toBe('/');
  act(() => startSession(player, '26/11/2026 10:00:00'));
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(path));
  expect(JSON.parse(screen.getByTestId('where').getAttribute('data-state')!)).toEqual(state);
});

it('the remembered target is used once: a later login goes nowhere', async () => {
  renderInShell(
    <>
      <EventSearch />
      <Where />
    </>,
  );
  await chooseLoggedOut('Ascot 14:30');
  act(() => startSession(player, 'x'));
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/horse-racing'));
  // the target was read once
  expect(takeResumeTarget()).toBeNull();
});
