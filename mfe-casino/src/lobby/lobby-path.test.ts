import { gameTypeOf, lobbyViewOf } from './lobby-path';

describe('lobbyViewOf', () => {
  it.each([
    ['casino', { kind: 'live', tab: 'top' }, 'live-top'],
    ['casino/roulette', { kind: 'live', tab: 'roulette' }, 'live-roulette'],
    ['slot-games', { kind: 'slots', tab: 'main' }, 'slots-main'],
    ['slot-games/fishing', { kind: 'slots', tab: 'fishing' }, 'slots-fishing'],
    ['slot-games/Rubyplay', { kind: 'provider', provider: 'Rubyplay' }, 'slots'],
    ['slot-games/Turbo%20Games', { kind: 'provider', provider: 'Turbo Games' }, 'slots'],
    ['provider/khel/all', { kind: 'provider', provider: 'khel' }, 'slots'],
    ['', { kind: 'live', tab: 'top' }, 'live-top'],
  ])('%s', (splat, view, gameType) => {
    expect(lobbyViewOf(splat)).toEqual(view);
    expect(gameTypeOf(lobbyViewOf(splat))).toBe(gameType);
  });
});
