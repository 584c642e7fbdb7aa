import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MatchList } from '../market-rows/MatchList';
import { FAVOURITES_KEY, MAX_FAVOURITES, reloadFavourites, toggleFavourite } from './favourites';
import { wireMatch } from '../test-support/wire';

const match = wireMatch({ match_id: 11, match_name: 'India v Australia', sport_id: 4, inplay: true, market_id: '1.1' });

beforeEach(() => {
  localStorage.clear();
  reloadFavourites();
});

describe('favourites (§3, local storage)', () => {
  it('toggles a match into favoritesAll and inPlay/future, and out of every list', () => {
    render(<MemoryRouter><MatchList title="Cricket" matches={[match, { ...match, match_id: 12, inplay: false }]} nowMs={0} /></MemoryRouter>);
    fireEvent.click(screen.getByTestId('favourite-11'));
    fireEvent.click(screen.getByTestId('favourite-12'));
    let stored = JSON.parse(localStorage.getItem(FAVOURITES_KEY)!);
    expect(stored.favoritesAll.map((f: { id: number }) => f.id)).toEqual([11, 12]);
    expect(stored.inPlay.map((f: { id: number }) => f.id)).toEqual([11]);
    expect(stored.future.map((f: { id: number }) => f.id)).toEqual([12]);
    expect(stored.favoritesAll[0]).toEqual({ id: 11, marketId: '1.1', match_name: 'India v Australia', sport_id: 4 });
    expect(screen.getByTestId('favourite-11').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('favourite-11'));
    stored = JSON.parse(localStorage.getItem(FAVOURITES_KEY)!);
    expect(stored.favoritesAll.map((f: { id: number }) => f.id)).toEqual([12]);
    expect(stored.inPlay).toEqual([]);
  });

  it('survives bad stored data and keeps a bounded list', () => {
    localStorage.setItem(FAVOURITES_KEY, '{not json');
    reloadFavourites();
    act(() => {
      for (let i = 1; i <= MAX_FAVOURITES + 5; i++) toggleFavourite({ id: i, marketId: null, match_name: `M${i}`, sport_id: 4 });
    });
    const stored = JSON.parse(localStorage.getItem(FAVOURITES_KEY)!);
    expect(stored.favoritesAll).toHaveLength(MAX_FAVOURITES);
    expect(stored.favoritesAll[0].id).toBe(6);
  });
});
