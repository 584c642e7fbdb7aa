// The seven display languages every part of Khel speaks (spec §1, §2.11), and the remembered choice.
// No i18next here: the operator console reads it through its own entry (console-texts.ts).

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
/** Where the player site keeps its choice (the console keeps its own on its own origin). */
export const LANGUAGE_STORAGE_KEY = 'language';

export const isLanguageCode = (value: unknown): value is LanguageCode => LANGUAGES.some((l) => l.code === value);

/** The choice stored under `key`, else English. */
export function storedLanguage(key: string = LANGUAGE_STORAGE_KEY): LanguageCode {
  try {
    const stored = globalThis.localStorage?.getItem(key);
    return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Remembers a choice under `key` (for this visit only where storage is refused: private mode). */
export function rememberLanguage(code: LanguageCode, key: string = LANGUAGE_STORAGE_KEY): void {
  try {
    globalThis.localStorage?.setItem(key, code);
  } catch {
    // storage refused: the choice holds for this visit only
  }
}
