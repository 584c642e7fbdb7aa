// A market's name in the player's language: the feed's standard markets (Match Odds, Bookmaker,
// Win, Over/Under 2.5 Goals) by their type, its session lines by their pattern; any other market
// or line by the name the server gave it (names of teams stay as they are).
import { sayNow, type Say } from '../i18n/say';

const TITLE_KEYS: Readonly<Record<string, string>> = {
  MATCH_ODDS: 'sports.marketMatchOdds',
  BOOKMAKER: 'sports.marketBookmaker',
  WIN: 'sports.marketWin',
  OVER_UNDER_25: 'sports.marketOverUnder25',
};

export function marketTitle(market: { market_type?: string | null; market_name?: string | null; name?: string | null }, t: Say = sayNow): string {
  const key = market.market_type ? TITLE_KEYS[market.market_type] : undefined;
  return key ? t(key) : (market.market_name ?? market.name ?? market.market_type ?? '');
}

/** The feed's session lines are named '6 over runs India': said in the player's language; other names as given. */
const SESSION_RUNS = /^(\d+) over runs (.+)$/;

export function fancyTitle(name: string, t: Say = sayNow): string {
  const session = SESSION_RUNS.exec(name);
  return session ? t('sports.sessionRuns', { overs: session[1], team: session[2] }) : name;
}
