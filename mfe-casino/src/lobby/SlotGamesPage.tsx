// /slot-games: the slots lobby with the slot casino's welcome notice '10 = 1 Point' (§2.12, §9):
// the catalogue's slots of the main tab, its tabs leading to /casino-lobby/slot-games/{tab}.
import { useTranslation } from 'react-i18next';
import { useCasinoAccess } from '../access/useCasinoAccess';
import { CatalogueLobby } from './LobbyPage';

export function SlotGamesPage() {
  const { t } = useTranslation();
  const allowed = useCasinoAccess();
  if (!allowed) return null;
  return (
    <CatalogueLobby
      view={{ kind: 'slots', tab: 'main' }}
      title={t('casino.slotGames')}
      testId="slot-games"
      notice={
        <p className="casino-notice" data-testid="casino-points-notice">
          {t('casino.pointsNotice')}
        </p>
      }
    />
  );
}
