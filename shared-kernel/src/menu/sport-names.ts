// A sport's name in the player's language: the translation key of each sport the site lists (the
// server's menu names them in English), by event type id (§9).
const SPORT_NAME_KEYS: Readonly<Record<number, string>> = {
  4: 'nav.cricket',
  1: 'nav.football',
  2: 'nav.tennis',
  7: 'nav.horseRacing',
  4339: 'nav.greyhoundRacing',
  2378961: 'nav.election',
  77777: 'nav.liveCasino', // the live casino games (the same words as the casino section's title, in the start texts)
};

/** The key of a sport's name, or undefined for a sport the site has no name of its own for. */
export const sportNameKey = (sportId: number | string): string | undefined => SPORT_NAME_KEYS[Number(sportId)];
