// What the Betfair feed lists: the event types (sports) and market types Khel takes from the stream.

/** Betfair's event types Khel lists; others are skipped. */
export const SPORTS: Record<string, { name: string; order: number; race: boolean }> = {
  '4': { name: 'Cricket', order: 1, race: false },
  '1': { name: 'Football', order: 2, race: false },
  '2': { name: 'Tennis', order: 3, race: false },
  '7': { name: 'Horse Racing', order: 4, race: true },
  '4339': { name: 'Greyhound Racing', order: 5, race: true },
};

/**
 * The market types Khel lists, with their names and order on the event page. Others (Asian
 * handicaps, correct scores, each-way, forecast…) are skipped: a handicap market repeats a
 * selection id at several handicaps, which Khel's runners (one row a selection) cannot hold.
 */
export const MARKET_TYPES: Record<string, { name: string; order: number }> = {
  MATCH_ODDS: { name: 'Match Odds', order: 0 },
  WIN: { name: 'Win', order: 0 },
  PLACE: { name: 'Place', order: 1 },
  OVER_UNDER_05: { name: 'Over/Under 0.5 Goals', order: 2 },
  OVER_UNDER_15: { name: 'Over/Under 1.5 Goals', order: 3 },
  OVER_UNDER_25: { name: 'Over/Under 2.5 Goals', order: 4 },
  OVER_UNDER_35: { name: 'Over/Under 3.5 Goals', order: 5 },
  BOTH_TEAMS_TO_SCORE: { name: 'Both Teams to Score', order: 6 },
};
