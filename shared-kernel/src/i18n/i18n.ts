// Display languages (spec §1, §2.11) and their resources for i18next. The choice persists locally.
import i18next, { type i18n } from 'i18next';
import { en, type PartialMessages } from './locales/en';
import { hi } from './locales/hi';
import { mr } from './locales/mr';
import { gu } from './locales/gu';
import { kn } from './locales/kn';
import { bn } from './locales/bn';
import { es } from './locales/es';

export type LanguageCode = 'en' | 'hi' | 'mr' | 'gu' | 'kn' | 'bn' | 'es';

/** The seven languages in popup order, each named in itself. */
export const LANGUAGES: readonly { code: LanguageCode; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'hi', name: 'हिन्दी' },
  { code: 'mr', name: 'मराठी' },
  { code: 'gu', name: 'ગુજરાતી' },
  { code: 'kn', name: 'ಕನ್ನಡ' },
  { code: 'bn', name: 'বাংলা' },
  { code: 'es', name: 'Español' },
];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';

export const MESSAGES_BY_LANGUAGE: Readonly<Record<LanguageCode, PartialMessages>> = { en, hi, mr, gu, kn, bn, es };

export const isLanguageCode = (value: unknown): value is LanguageCode => LANGUAGES.some((l) => l.code === value);

/** The stored choice, else English. */
export function storedLanguage(): LanguageCode {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Applies a language and remembers it. */
export async function chooseLanguage(code: LanguageCode, instance: i18n = i18next): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // storage refused (private mode): the choice holds for this visit only
  }
  await instance.changeLanguage(code);
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}

/** Starts i18next with every locale; missing keys fall back to English. */
export async function initI18n(instance: i18n = i18next, language: LanguageCode = storedLanguage()): Promise<i18n> {
  if (!instance.isInitialized) {
    await instance.init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((l) => l.code),
      resources: Object.fromEntries(Object.entries(MESSAGES_BY_LANGUAGE).map(([code, messages]) => [code, { translation: messages }])),
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return instance;
}

/** 'group.key' paths English has and `language` lacks (or leaves empty). */
export function missingKeys(language: LanguageCode): string[] {
  const target = MESSAGES_BY_LANGUAGE[language] as Record<string, Record<string, string> | undefined>;
  const missing: string[] = [];
  for (const [group, keys] of Object.entries(en)) {
    for (const key of Object.keys(keys)) {
      const value = target[group]?.[key];
      if (typeof value !== 'string' || value.trim() === '') missing.push(`${group}.${key}`);
    }
  }
  return missing;
}

/** Keys whose text in `language` is still the English text. */
export function untranslatedKeys(language: LanguageCode): string[] {
  const target = MESSAGES_BY_LANGUAGE[language] as Record<string, Record<string, string> | undefined>;
  return Object.entries(en).flatMap(([group, keys]) =>
    Object.entries(keys as Record<string, string>)
      .filter(([key, text]) => target[group]?.[key] === text)
      .map(([key]) => `${group}.${key}`),
  );
}
