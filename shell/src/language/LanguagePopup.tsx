// §2.11: 'Select Language', the seven options with the current one marked, Confirm applies and
// closes, Cancel / close icon / a click outside close without changing anything.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, isLanguageCode, LANGUAGES, type LanguageCode } from '@khel/shared-kernel';

export function LanguagePopup({ onClose }: { onClose(): void }) {
  const { t, i18n } = useTranslation();
  const current: LanguageCode = isLanguageCode(i18n.language) ? i18n.language : 'en';
  const [picked, setPicked] = useState<LanguageCode>(current);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const confirm = async () => {
    await chooseLanguage(picked, i18n);
    onClose();
  };

  return (
    <div className="overlay" data-testid="language-overlay" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="popup language-popup" role="dialog" aria-modal="true" aria-labelledby="language-title" data-testid="language-popup">
        <button type="button" className="popup__close" aria-label={t('auth.close')} data-testid="language-close" onClick={onClose}>
          ×
        </button>
        <h2 id="language-title">{t('language.title')}</h2>
        <p>{t('language.text')}</p>
        <ul className="language-popup__options" role="radiogroup">
          {LANGUAGES.map((l) => (
            <li key={l.code}>
              <label className={l.code === current ? 'is-current' : undefined} data-testid={`language-option-${l.code}`}>
                <input type="radio" name="language" value={l.code} checked={picked === l.code} onChange={() => setPicked(l.code)} />
                {l.name}
                {l.code === current && <span aria-label="current"> ✓</span>}
              </label>
            </li>
          ))}
        </ul>
        <div className="popup__actions">
          <button type="button" className="btn btn--primary" data-testid="language-confirm" onClick={() => void confirm()}>
            {t('language.confirm')}
          </button>
          <button type="button" className="btn" data-testid="language-cancel" onClick={onClose}>
            {t('language.cancel')}
          </button>
        </div>
      </div>
    </div>
  );
}
