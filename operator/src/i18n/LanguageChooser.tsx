// The console's language, in its frame and on its login: the seven languages, each named in itself.
import { useTranslation } from 'react-i18next';
import { isLanguageCode, LANGUAGES } from '@khel/shared-kernel/console-texts';
import { chooseLanguage } from './i18n';

export function LanguageChooser() {
  const { t, i18n } = useTranslation();
  return (
    <select className="language" aria-label={t('frame.language')} value={i18n.language} onChange={(e) => isLanguageCode(e.target.value) && void chooseLanguage(e.target.value)}>
      {LANGUAGES.map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {l.name}
        </option>
      ))}
    </select>
  );
}
