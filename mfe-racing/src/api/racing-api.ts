// The racing calls (§7.2) through the shared API client. §8: racing data failures are logged only,
// so a failed call answers null and the page keeps what it shows.
import { ApiError, api, currentSession, type ApiClient, type MarketWire, type RacingMarketWire, type RacingResultWire, type TeamPositionWire } from '@khel/shared-kernel';

let client: ApiClient = api;

/** Points the racing calls at another client (tests answer through an axios adapter). */
export function configureRacingApi(next: ApiClient): void {
  client = next;
}

async function dataOf<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T | null> {
  try {
    const response = await client.post<{ status?: boolean; data?: T }>(path, body, { signal });
    return response.data?.status === true && response.data.data !== undefined ? response.data.data : null;
  } catch (error) {
    if (!(error instanceof ApiError) && !(error instanceof Error && error.name === 'CanceledError')) console.warn(`racing: ${path} failed`, error);
    return null;
  }
}

/** The day's races of a sport (7 horse, 4339 greyhound): the signed-in call or the open one. */
export function fetchRaces(sportId: number, signal?: AbortSignal): Promise<RacingMarketWire[] | null> {
  const path = currentSession().isLogin ? 'market/allRacingMarkets' : 'market/allRacingMarketsOpen';
  return dataOf<RacingMarketWire[]>(path, { sport_id: sportId }, signal);
}

/** One race's odds by match and market. */
export function fetchRaceOdds(matchId: number, marketId: string, signal?: AbortSignal): Promise<MarketWire | null> {
  return dataOf<MarketWire>('market/racingOdds', { match_id: matchId, market_id: marketId }, signal);
}

/** The signed-in player's P&L per runner of a race if that runner wins (bet/getTeamPosition {market_id}); null when unknown. */
export async function fetchRacePositions(marketId: string, signal?: AbortSignal): Promise<Map<number, number> | null> {
  const markets = await dataOf<TeamPositionWire[]>('bet/getTeamPosition', { market_id: marketId }, signal);
  const market = markets?.find((m) => m.market_id === marketId);
  return markets ? new Map((market?.runners ?? []).map((r) => [Number(r.selection_id), Number(r.user_pl)])) : null;
}

/** The day's finished races with their placings. */
export function fetchResults(sportId: number, signal?: AbortSignal): Promise<RacingResultWire[] | null> {
  return dataOf<RacingResultWire[]>('market/racingResults', { sport_id: sportId }, signal);
}

/** Where a runner's silks are drawn (the server makes an SVG from its colours file), or null without one. */
export function silksUrl(metadata: Record<string, string> | undefined): string | null {
  const file = metadata?.COLOURS_FILENAME;
  if (!file) return null;
  const key = file.replace(/\.[A-Za-z]{1,5}$/, '');
  return /^[A-Za-z0-9_-]{1,40}$/.test(key) ? `/api/v1/racing/silks/${key}.svg` : null;
}
