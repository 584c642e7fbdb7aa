// What a /casino-lobby/* path shows (spec §2.1, §3): the live casino lobby with its tabs, the slots
// lobby with its tabs, or one provider's games.
export const LIVE_TABS = ['top', 'live', 'table', 'poker', 'blackjack', 'baccarat', 'roulette', 'shows', 'virtual'] as const;
export const SLOT_TABS = ['main', 'all', 'fishing', 'bingo', 'virtual', 'multiplayer', 'scratch'] as const;

/** The code of Khel's own provider: /casino-lobby/provider without a name shows its games. */
export const BUILT_IN_PROVIDER = 'khel';

export type LobbyView =
  | { kind: 'live'; tab: (typeof LIVE_TABS)[number] }
  | { kind: 'slots'; tab: (typeof SLOT_TABS)[number] }
  | { kind: 'provider'; provider: string };

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** `splat` is the part after /casino-lobby/. */
export function lobbyViewOf(splat: string): LobbyView {
  const [first = 'casino', second = '', third = ''] = splat.split('/').filter(Boolean).map(decode);
  if (first === 'provider') return { kind: 'provider', provider: second || BUILT_IN_PROVIDER };
  if (first === 'slot-games') {
    const tab = SLOT_TABS.find((t) => t === second.toLowerCase());
    if (tab) return { kind: 'slots', tab };
    return second ? { kind: 'provider', provider: second } : { kind: 'slots', tab: 'main' };
  }
  const tab = LIVE_TABS.find((t) => t === second.toLowerCase());
  void third;
  return { kind: 'live', tab: tab ?? 'top' };
}
