// Display languages (spec §1, §2.11) and their resources for i18next. The choice persists locally.
import i18next, { type i18n } from 'i18next';
import type { PartialMessages } from './locales/en';
import { startEn } from './locales/en-start';
import { DEFAULT_LANGUAGE, LANGUAGES, rememberLanguage, storedLanguage, type LanguageCode } from './languages';
import { missingKeysIn, placeholderMismatchesIn, untranslatedKeysIn, type TextGroups } from './key-checks';

export * from './languages';

/** §4.7, §9: the translate step applies the chosen language about 2 s after load. */
export const TRANSLATE_DELAY_MS = 2000;

/** The full English (the start texts and the account and casino sections'): the reference of the key checks. */
const fullEnglish = () => import(/* webpackChunkName: "locale-en" */ './locales/en').then((m) => m.en);

/**
 * English ships with the kernel, but for the account and casino sections' texts (below); every other language is
 * its own chunk, fetched only when it is the stored choice or picked in the language popup (the
 * shell's initial JS carries one language).
 */
const LOADERS: Readonly<Record<LanguageCode, () => Promise<PartialMessages>>> = {
  en: fullEnglish,
  hi: () => import(/* webpackChunkName: "locale-hi" */ './locales/hi').then((m) => m.hi),
  mr: () => import(/* webpackChunkName: "locale-mr" */ './locales/mr').then((m) => m.mr),
  gu: () => import(/* webpackChunkName: "locale-gu" */ './locales/gu').then((m) => m.gu),
  kn: () => import(/* webpackChunkName: "locale-kn" */ './locales/kn').then((m) => m.kn),
  bn: () => import(/* webpackChunkName: "locale-bn" */ './locales/bn').then((m) => m.bn),
  es: () => import(/* webpackChunkName: "locale-es" */ './locales/es').then((m) => m.es),
};

/**
 * English texts of a section fetched with that section, not with the shell's first load: the account
 * section's (4 KiB gzip), the casino section's (lobby, card games, Aviator: 1 KiB) and the racing
 * section's (1.6 KiB; but the bet slip's racing.stakeTooSmall, in the start texts); no other part
 * shows them (the live games' sport name in the search and the lists is the menu's 'nav.liveCasino'). The shell asks for them as it loads the section's
 * remote (shell/src/federation/registry.ts), so they are there when its pages render.
 */
const SECTION_ENGLISH: Readonly<Partial<Record<string, () => Promise<PartialMessages>>>> = {
  account: () => import(/* webpackChunkName: "locale-en-account" */ './locales/account/en').then((m) => m.accountEn),
  casino: () => import(/* webpackChunkName: "locale-en-casino" */ './locales/casino/section-en').then((m) => m.casinoSectionEn),
  racing: () => import(/* webpackChunkName: "locale-en-racing" */ './locales/racing/en').then((m) => m.racingEn),
};

/**
 * English texts of a part that no first screen shows, fetched as the player reaches for it: the event
 * page's Rules pop-up (mfe-sports, 1.8 KiB gzip), the auth dialog and password reset (0.8 KiB) and the
 * reality-check reminder (a logged-in player's).
 */
const PART_ENGLISH = {
  'sports-rules': () => import(/* webpackChunkName: "locale-en-rules" */ './locales/sports/rules-en').then((m) => m.sportsRulesEn),
  auth: () => import(/* webpackChunkName: "locale-en-auth" */ './locales/auth-en').then((m) => m.authPartEn),
  'reality-check': () => import(/* webpackChunkName: "locale-en-reality-check" */ './locales/rg/en').then((m) => m.rgEn),
} satisfies Record<string, () => Promise<PartialMessages>>;

export type TextPart = keyof typeof PART_ENGLISH;

/** Adds loaded English texts to `instance` (before i18next has started, as it starts). */
async function addEnglish(load: () => Promise<PartialMessages>, instance: i18n): Promise<void> {
  const texts = await load();
  const add = () => instance.addResourceBundle(DEFAULT_LANGUAGE, 'translation', texts, true, false);
  if (instance.isInitialized) add();
  else instance.on('initialized', add);
}

/**
 * Adds a section's English texts to `instance` (once they have loaded; before i18next has started,
 * as it starts). Resolves at once for a section with none.
 */
export async function loadSectionTexts(section: string, instance: i18n = i18next): Promise<void> {
  const load = SECTION_ENGLISH[section];
  if (load) await addEnglish(load, instance);
}

/** Adds a part's English texts to `instance` (PART_ENGLISH): ask it as the player reaches for the part. */
export const loadPartTexts = (part: TextPart, instance: i18n = i18next): Promise<void> => addEnglish(PART_ENGLISH[part], instance);

/** One language's messages (loads its chunk). */
export const loadMessages = (code: LanguageCode): Promise<PartialMessages> => LOADERS[code]();

/** Makes `code`'s messages available to `instance` (once). */
export async function loadLanguage(code: LanguageCode, instance: i18n = i18next): Promise<void> {
  if (instance.hasResourceBundle(code, 'translation')) return;
  instance.addResourceBundle(code, 'translation', await loadMessages(code), true, false);
}

/** Applies a language and remembers it. */
export async function chooseLanguage(code: LanguageCode, instance: i18n = i18next): Promise<void> {
  rememberLanguage(code);
  await loadLanguage(code, instance);
  await instance.changeLanguage(code);
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}

/**
 * Starts i18next with English and `language` (its chunk loaded first); missing keys fall back to English.
 * `english: 'start'` (the shell's start) leaves the sections' English texts to loadSectionTexts.
 */
export async function initI18n(instance: i18n = i18next, language: LanguageCode = storedLanguage(), english: 'all' | 'start' = 'all'): Promise<i18n> {
  if (!instance.isInitialized) {
    const englishTexts: PartialMessages = english === 'all' ? await fullEnglish() : startEn;
    const messages = language === DEFAULT_LANGUAGE ? englishTexts : await loadMessages(language);
    await instance.init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((l) => l.code),
      resources: { en: { translation: englishTexts }, [language]: { translation: messages } },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return instance;
}

/** §8: the alert when the chosen language has not arrived by the translate step. */
export const TRANSLATOR_NOT_LOADED = 'Translator not loaded yet';

export interface StartI18nOptions {
  delayMs?: number;
  /** loads a language's resources (tests make it slow) */
  load?: (code: LanguageCode, instance: i18n) => Promise<void>;
  /** told once when the translate step runs before the chosen language has loaded (§4.7, §8) */
  onNotReady?: (message: string) => void;
}

/**
 * The start of the site (§4.7): English first, the stored language's chunk fetched at once, and
 * that language applied TRANSLATE_DELAY_MS after load. If its chunk has not arrived by then, the
 * player is told once (onNotReady) and the page stays in English, never showing keys, until it
 * arrives; a chunk that never loads leaves English. Resolves once i18next can render (English);
 * `applied` resolves with the language in place once the translate step is done.
 */
export async function startI18n(instance: i18n = i18next, options: StartI18nOptions = {}): Promise<{ applied: Promise<LanguageCode> }> {
  const { delayMs = TRANSLATE_DELAY_MS, load = loadLanguage, onNotReady } = options;
  const chosen = storedLanguage();
  await initI18n(instance, DEFAULT_LANGUAGE, 'start');
  if (chosen === DEFAULT_LANGUAGE) return { applied: Promise.resolve(chosen) };
  let ready = false;
  const loaded = load(chosen, instance).then(
    () => {
      ready = true;
      return true;
    },
    (err: unknown) => {
      console.warn(`language ${chosen} failed to load`, err);
      return false;
    },
  );
  const applied = new Promise<void>((resolve) => setTimeout(resolve, delayMs))
    .then(() => {
      if (!ready) onNotReady?.(instance.t('translator.notLoaded', { defaultValue: TRANSLATOR_NOT_LOADED }));
      return loaded;
    })
    // the player may have picked another language meanwhile: theirs wins
    .then(async (ok) => {
      if (ok && instance.language === DEFAULT_LANGUAGE) await chooseLanguage(chosen, instance);
      return ok ? chosen : (instance.language as LanguageCode);
    });
  return { applied };
}

/** The full English and one language's messages, as the key checks read them. */
const textsOf = async (language: LanguageCode): Promise<[TextGroups, TextGroups]> => [(await fullEnglish()) as TextGroups, (await loadMessages(language)) as TextGroups];

/** 'group.key' paths English has and `language` lacks (or leaves empty). */
export const missingKeys = async (language: LanguageCode): Promise<string[]> => missingKeysIn(...(await textsOf(language)));

/** Keys whose text in `language` is still the English text. */
export const untranslatedKeys = async (language: LanguageCode): Promise<string[]> => untranslatedKeysIn(...(await textsOf(language)));

/** Keys whose text in `language` fills in other {{values}} than English (a lost amount or time). */
export const placeholderMismatches = async (language: LanguageCode): Promise<string[]> => placeholderMismatchesIn(...(await textsOf(language)));
