import i18next from 'i18next';
import { chooseLanguage, initI18n, LANGUAGE_STORAGE_KEY, LANGUAGES, missingKeys, storedLanguage, untranslatedKeys } from './i18n';

/** Words every language writes the same way (brand and product names, abbreviations). */
const SAME_EVERYWHERE = new Set(['auth.otp', 'nav.aviator', 'nav.aura', 'footer.upi', 'sidebar.casino', 'drawer.casino']);

describe('translations', () => {
  it('has the seven languages of the spec', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual(['en', 'hi', 'mr', 'gu', 'kn', 'bn', 'es']);
  });

  it.each(LANGUAGES.map((l) => l.code))('%s has every key', (code) => {
    expect(missingKeys(code)).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l.code !== 'en').map((l) => l.code))('%s leaves no English behind', (code) => {
    expect(untranslatedKeys(code).filter((k) => !SAME_EVERYWHERE.has(k))).toEqual([]);
  });

  it('persists the chosen language and falls back to English for a missing key', async () => {
    localStorage.clear();
    expect(storedLanguage()).toBe('en');
    const instance = i18next.createInstance();
    await initI18n(instance, 'en');
    await chooseLanguage('hi', instance);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(storedLanguage()).toBe('hi');
    expect(instance.t('header.login')).toBe('लॉग इन');
    expect(instance.t('no.such.key')).toBe('no.such.key');
  });
});
