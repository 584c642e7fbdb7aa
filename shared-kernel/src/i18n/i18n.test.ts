import i18next from 'i18next';
import { chooseLanguage, initI18n, LANGUAGE_STORAGE_KEY, LANGUAGES, missingKeys, storedLanguage, type LanguageCode } from './i18n';

/** Languages whose translation is complete; the key check fails if any of them lacks a key. */
const COMPLETE: LanguageCode[] = ['en', 'hi', 'es'];

describe('translations', () => {
  it('has the seven languages of the spec', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual(['en', 'hi', 'mr', 'gu', 'kn', 'bn', 'es']);
  });

  it.each(COMPLETE)('%s has every key', (code) => {
    expect(missingKeys(code)).toEqual([]);
  });

  it('lists what the other languages still lack', () => {
    const report = LANGUAGES.filter((l) => !COMPLETE.includes(l.code)).map((l) => `${l.code}: ${missingKeys(l.code).length} missing`);
    // still incomplete: they must at least carry the frame's header and the language popup
    for (const l of LANGUAGES) {
      expect(missingKeys(l.code).filter((k) => k.startsWith('header.') || k.startsWith('language.'))).toEqual([]);
    }
    expect(report).toHaveLength(4);
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
    await chooseLanguage('mr', instance);
    expect(instance.t('auth.demoLogin')).toBe('Login With Demo Id');
  });
});
