// /open-bets: the open-bets list as cards (§2.12).
import { useTranslation } from 'react-i18next';
import { OpenBetsList } from './OpenBetsList';

export default function OpenBetsPage() {
  const { t } = useTranslation();
  return (
    <section className="sports-page" data-testid="open-bets-page">
      <h1>{t('sports.openBets')}</h1>
      <OpenBetsList layout="cards" withDates />
    </section>
  );
}
