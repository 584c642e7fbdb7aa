import { lobbyViewOf } from './lobby-path';

describe('lobbyViewOf', () => {
  it.each([
    ['casino', { kind: 'live', tab: 'top' }],
    ['casino/roulette', { kind: 'live', tab: 'roulette' }],
    ['slot-games', { kind: 'slots', tab: 'main' }],
    ['slot-games/fishing', { kind: 'slots', tab: 'fishing' }],
    ['slot-games/Rubyplay', { kind: 'provider', provider: 'Rubyplay' }],
    ['slot-games/Turbo%20Games', { kind: 'provider', provider: 'Turbo Games' }],
    ['provider/khel/all', { kind: 'provider', provider: 'khel' }],
    ['', { kind: 'live', tab: 'top' }],
  ])('%s', (splat, view) => {
    expect(lobbyViewOf(splat)).toEqual(view);
  });
});
