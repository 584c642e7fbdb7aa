// The live casino games in the site's event search (spec §2.8, §9: sport id 77777 'casino live').
// A result opens /casino_live/{id}; that page's launch call names the game by this id, which the
// launch resolves to the provider's game. Listed: the site's ids (casino_live_games) of the live
// games the host's catalogue holds, under the catalogue's name.
import type { CasinoCatalogueGame, MatchWire } from '@khel/shared-kernel/contract';
import type { Sql } from '../store/db';

export const CASINO_LIVE_SPORT_ID = 77777;

/** The enabled live casino games of the host's catalogue as search results: one 'event' each, always in play. */
export async function casinoSearchEvents(db: Sql, catalogue: readonly CasinoCatalogueGame[]): Promise<MatchWire[]> {
  const live = new Map(catalogue.filter((g) => g.section === 'live').map((g) => [g.id, g]));
  if (!live.size) return [];
  const rows = await db.query<{ id: number; game_id: string }>('SELECT id, game_id FROM casino_live_games WHERE enabled ORDER BY sort_order, id');
  const now = new Date().toISOString();
  return rows
    .filter((r) => live.has(r.game_id))
    .map((r) => ({
      id: r.id,
      match_id: r.id,
      match_name: live.get(r.game_id)!.name.en!,
      sport_id: CASINO_LIVE_SPORT_ID,
      series_id: null,
      series_name: null,
      match_date: now,
      inplay: true,
      market_id: null,
      runners: [],
      enable_fancy: 0,
      has_tv_url: false,
    }));
}

/** The provider's game for a launch: a search result's numeric id becomes its game; any other id is kept. */
export async function launchGameId(db: Sql, gameId: string): Promise<string> {
  if (!/^[1-9][0-9]{0,8}$/.test(gameId)) return gameId;
  const [row] = await db.query<{ game_id: string }>('SELECT game_id FROM casino_live_games WHERE id = $1 AND enabled', [Number(gameId)]);
  return row?.game_id ?? gameId;
}
