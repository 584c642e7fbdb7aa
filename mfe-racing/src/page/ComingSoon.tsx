// The Coming Soon pop-up (§2.12) for horse and greyhound racing: shown on a racing page whose type
// has no calendar today (no race to come and none run), once per visit of the page.
import { useTranslation } from 'react-i18next';

export function ComingSoon({ section, onClose }: { section: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="coming-soon" role="dialog" aria-modal="true" aria-label={t('racing.comingSoon')} data-testid="coming-soon" onClick={onClose}>
      <div className="coming-soon__box" onClick={(e) => e.stopPropagation()}>
        <h2>{t('racing.comingSoon')}</h2>
        <p>{t('racing.comingSoonText', { section })}</p>
        <button type="button" data-testid="coming-soon-close" onClick={onClose}>
          {t('racing.close')}
        </button>
      </div>
    </div>
  );
}
