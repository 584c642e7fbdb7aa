// /slot-games: the slots lobby with the slot casino's welcome notice '10 = 1 Point' (§2.12, §9).
import { useTranslation } from 'react-i18next';
import { GamePage } from '../game/GamePage';
import { lobbyUrl } from '../launch/launch';

export function SlotGamesPage() {
  const { t } = useTranslation();
  return (
    <GamePage title={t('casino.slotGames')} launch={() => lobbyUrl({ game_type: 'slots-main' })} launchKey="slots" testId="slot-games">
      <p className="casino-notice" data-testid="casino-points-notice">
        {t('casino.pointsNotice')}
      </p>
    </GamePage>
  );
}
