// The console's i18next: its own copy (the console is not federated), English bundled, any other
// language fetched as its chunk when it is the stored choice or picked in the frame. The choice is
// kept in this origin's localStorage; numbers and rupees keep Indian grouping in every language
// (app/format.ts).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { consoleEn, DEFAULT_LANGUAGE, LANGUAGES, loadConsoleMessages, rememberLanguage, storedLanguage, type LanguageCode } from '@khel/shared-kernel/console-texts';

/** Where the console keeps its language (its own origin; the key says whose). */
export const CONSOLE_LANGUAGE_KEY = 'khel.operator.language';

export const i18n = i18next.createInstance();

/** Starts i18next in English at once (synchronously: English is bundled). */
export function initConsoleI18n(): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((l) => l.code),
      resources: { en: { translation: consoleEn } },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  return i18n;
}

/** Shows the console in `code` (its texts loaded first) and says so to the page. */
export async function showLanguage(code: LanguageCode): Promise<void> {
  if (!i18n.hasResourceBundle(code, 'translation')) i18n.addResourceBundle(code, 'translation', await loadConsoleMessages(code), true, false);
  await i18n.changeLanguage(code);
  document.documentElement.lang = code;
  document.title = i18n.t('frame.title');
}

/** The language chooser's choice: remembered, then shown. */
export async function chooseLanguage(code: LanguageCode): Promise<void> {
  rememberLanguage(code, CONSOLE_LANGUAGE_KEY);
  await showLanguage(code);
}

/** The console's start: English, then the remembered language before the first render. */
export async function startConsoleI18n(): Promise<void> {
  initConsoleI18n();
  const code = storedLanguage(CONSOLE_LANGUAGE_KEY);
  try {
    await showLanguage(code);
  } catch (err) {
    console.warn(`language ${code} failed to load`, err);
  }
}
