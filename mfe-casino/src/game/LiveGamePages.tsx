// The live casino game pages (§2.1): /casino-live/{gameId}/{tableId} (qtech/launchUrl),
// /table-casino-live/{eventName} and /casino_live/{id} (lotus/lobbyUrl with the game). Each is titled
// with its game's name in the player's language from the host's catalogue (the names come in the
// seven languages), else with the section's name.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { GamePage } from './GamePage';
import { lobbyUrl, qtechLaunchUrl } from '../launch/launch';
import { gameName, useCasinoCatalogue } from '../lobby/catalogue';

/** The game a launch address names: the built-in provider's /launch?game= (an aggregator's address may name none). */
export function launchedGame(launchUrl: string): string | null {
  try {
    return new URL(launchUrl).searchParams.get('game') || null;
  } catch {
    return null;
  }
}

/** The first of `gameIds` the host's catalogue holds, by its name in the player's language; else 'Live Casino'. */
function useGameTitle(...gameIds: (string | null)[]): string {
  const { t, i18n } = useTranslation();
  const catalogue = useCasinoCatalogue();
  const games = catalogue.kind === 'ready' ? catalogue.catalogue.games : [];
  const game = gameIds.map((id) => games.find((g) => g.id === id)).find((g) => g !== undefined);
  return game ? gameName(game, i18n?.resolvedLanguage ?? i18n?.language) : t('casino.liveCasino');
}

/** A lobbyUrl launch that remembers the game its address names (a search result's id names a game only on the server). */
function useLobbyLaunch(gameId: string) {
  const [launched, setLaunched] = useState<string | null>(null);
  const launch = async () => {
    const url = await lobbyUrl({ game_id: gameId, game_type: 'live' });
    setLaunched(launchedGame(url));
    return url;
  };
  return { launch, launched };
}

export function CasinoLivePage() {
  const { gameId = '', tableId = '' } = useParams();
  // a lobby tile leads here with the catalogue's game id
  const title = useGameTitle(gameId);
  return <GamePage title={title} launch={() => qtechLaunchUrl({ gameId, providerCode: tableId })} launchKey={`${gameId}/${tableId}`} />;
}

export function TableCasinoLivePage() {
  const { eventName = '' } = useParams();
  const { launch, launched } = useLobbyLaunch(eventName);
  const title = useGameTitle(eventName, launched);
  return <GamePage title={title} launch={launch} launchKey={eventName} />;
}

/**
 * A live game by the site's id, as a search result of sport 77777 opens it: the launch call names
 * the id and the server launches the provider's game it stands for (casino_live_games); the launch
 * address names that game, and so the title.
 */
export function CasinoLiveByIdPage() {
  const { id = '' } = useParams();
  const { launch, launched } = useLobbyLaunch(id);
  const title = useGameTitle(launched);
  return <GamePage title={title} launch={launch} launchKey={id} testId="casino-live-page" />;
}
