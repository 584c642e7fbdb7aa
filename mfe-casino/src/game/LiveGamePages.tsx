// The live casino game pages (§2.1): /casino-live/{gameId}/{tableId} (qtech/launchUrl),
// /table-casino-live/{eventName} and /casino_live/{id} (lotus/lobbyUrl with the game).
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { GamePage } from './GamePage';
import { lobbyUrl, qtechLaunchUrl } from '../launch/launch';
import { gameName, useCasinoCatalogue } from '../lobby/catalogue';

export function CasinoLivePage() {
  const { t, i18n } = useTranslation();
  const { gameId = '', tableId = '' } = useParams();
  // the game's name from the catalogue (a lobby tile leads here), else the section's
  const catalogue = useCasinoCatalogue();
  const game = catalogue.kind === 'ready' ? catalogue.catalogue.games.find((g) => g.id === gameId) : undefined;
  return (
    <GamePage
      title={game ? gameName(game, i18n?.resolvedLanguage ?? i18n?.language) : t('casino.liveCasino')}
      launch={() => qtechLaunchUrl({ gameId, providerCode: tableId })}
      launchKey={`${gameId}/${tableId}`}
    />
  );
}

export function TableCasinoLivePage() {
  const { t } = useTranslation();
  const { eventName = '' } = useParams();
  return <GamePage title={t('casino.liveCasino')} launch={() => lobbyUrl({ game_id: eventName, game_type: 'live' })} launchKey={eventName} />;
}

/**
 * A live game by the site's id, as a search result of sport 77777 opens it: the launch call names
 * the id and the server launches the provider's game it stands for (casino_live_games).
 */
export function CasinoLiveByIdPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return <GamePage title={t('casino.liveCasino')} launch={() => lobbyUrl({ game_id: id, game_type: 'live' })} launchKey={id} testId="casino-live-page" />;
}
