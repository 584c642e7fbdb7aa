import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosHeaders, type AxiosAdapter } from 'axios';
import { api, endSession, loginRequests$, takeResumePath, type AuthDialogRequest } from '@khel/shared-kernel';
import { renderInShell, startI18n } from '../test-support/render';
import { EventSearch, NO_DATA_FOUND } from './EventSearch';

const urls: string[] = [];
const adapter: AxiosAdapter = async (config) => {
  urls.push(config.url ?? '');
  return {
    data: { status: true, msg: '', data: [{ match_id: 9, match_name: 'India v Pakistan', sport_id: 4, market_id: '1.9', series_name: 'Asia Cup', match_date: '2026-11-22T10:00:00.000Z', inplay: false }, { match_id: 10, match_name: 'India v Pakistan', sport_id: 4, market_id: '1.10', series_name: 'Asia Cup', match_date: '2026-11-21T10:00:00.000Z', inplay: true }] },
    status: 200,
    statusText: 'OK',
    headers: new AxiosHeaders(),
    config,
  };
};
const original = api.defaults.adapter;
const requests: AuthDialogRequest[] = [];
loginRequests$.subscribe((r) => requests.push(r));

beforeAll(startI18n);
beforeEach(() => {
  endSession();
  api.defaults.adapter = adapter;
});
afterAll(() => {
  api.defaults.adapter = original;
});

it("a visitor searches the open list, sees 'No data found' for no match, and a choice asks for login", async () => {
  renderInShell(<EventSearch />);
  const input = screen.getByTestId('search-input');
  expect(input.getAttribute('placeholder')).toBe('Search Events(At least 3 letters)...');
  fireEvent.focus(input);
  await waitFor(() => expect(urls).toEqual(['match/matches']));
  fireEvent.change(input, { target: { value: 'xyz' } });
  expect(screen.getByTestId('search-results').textContent).toBe(NO_DATA_FOUND);
  fireEvent.change(input, { target: { value: 'in' } });
  expect(screen.queryByTestId('search-results')).toBeNull();
  fireEvent.change(input, { target: { value: 'PAK' } });
  // two results of one name are told apart by sport, series and when (India time) or In-Play
  expect(screen.getByTestId('search-meta-9').textContent).toBe('Cricket · Asia Cup · 22/11/2026 15:30');
  expect(screen.getByTestId('search-meta-10').textContent).toBe('Cricket · Asia Cup · In-Play');
  act(() => fireEvent.click(screen.getAllByRole('option')[0]!));
  expect(requests.at(-1)).toEqual({ tab: 1, resumePath: '/event-page/4/9/1.9' });
  expect(takeResumePath()).toBe('/event-page/4/9/1.9');
});
