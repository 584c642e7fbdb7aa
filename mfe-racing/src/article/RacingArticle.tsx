// The collapsible article at the foot of a racing page (§2.13): intro, bet types, how to bet, FAQ,
// for horse or greyhound racing in the player's language.
import { useTranslation } from 'react-i18next';

export type RacingKind = 'horse' | 'greyhound';
export const FAQ_COUNT = 3;

export function RacingArticle({ kind }: { kind: RacingKind }) {
  const { t } = useTranslation();
  const key = (k: string) => `${kind === 'horse' ? 'racingHorse' : 'racingGreyhound'}.${k}`;
  return (
    <details className="racing-article" data-testid="racing-article">
      <summary>{t(key('title'))}</summary>
      <p>{t(key('intro'))}</p>
      <h4>{t('racing.articleBetTypes')}</h4>
      <p>{t(key('betTypes'))}</p>
      <h4>{t('racing.articleHowTo')}</h4>
      <p>{t(key('howTo'))}</p>
      <h4>{t('racing.articleFaq')}</h4>
      <dl>
        {Array.from({ length: FAQ_COUNT }, (_, i) => (
          <div key={i}>
            <dt>{t(key(`q${i + 1}`))}</dt>
            <dd>{t(key(`a${i + 1}`))}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
