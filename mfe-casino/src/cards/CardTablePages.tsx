// The card tables and Aviator in the provider's frame (the casino's GamePage: §4.2 gate, loading
// pop-up, height and balance messages): /indian-casino/{gameId}/{inplay?}, /livegames/{gameId?}/
// {tableId?}/{marketId?} (Aura: /livegames/aura/FAWK is the card games lobby, behind the gate since
// demo players may not open Aura, §5) and /aviator.
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { GamePage } from '../game/GamePage';
import { useCasinoAccess } from '../access/useCasinoAccess';
import { lobbyUrl } from '../launch/launch';
import { AVIATOR_GAME_ID, cardGameTile } from './card-games';
import { CardGamesLobby } from './CardGamesLobby';
import './cards.css';

function CardTable({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const tile = cardGameTile(gameId);
  return (
    <GamePage title={tile ? t(tile.nameKey) : gameId} launch={() => lobbyUrl({ game_id: gameId, game_type: 'live' })} launchKey={gameId} testId="card-table-page">
      <Link className="cards-back" to="/indian-card-games" data-testid="card-games-back">
        ← {t('cards.allGames')}
      </Link>
    </GamePage>
  );
}

export function IndianCasinoPage() {
  const { gameId = '' } = useParams();
  return <CardTable gameId={gameId} />;
}

function AuraLobby() {
  const { t } = useTranslation();
  const allowed = useCasinoAccess();
  if (!allowed) return null;
  return <CardGamesLobby title={t('nav.aura')} testId="aura-lobby" />;
}

export function LiveGamesPage() {
  const { gameId, tableId } = useParams();
  // A table named anywhere in the path opens it; otherwise (e.g. aura/FAWK) the tables' lobby.
  const table = [tableId, gameId].find((id) => cardGameTile(id));
  return table ? <CardTable gameId={table} /> : <AuraLobby />;
}

export function AviatorPage() {
  const { t } = useTranslation();
  return <GamePage title={t('nav.aviator')} launch={() => lobbyUrl({ game_id: AVIATOR_GAME_ID, game_type: 'live' })} launchKey={AVIATOR_GAME_ID} testId="aviator-page" />;
}
