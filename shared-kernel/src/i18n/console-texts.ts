// The operator console's texts (@khel/shared-kernel/console-texts): English, which the console
// bundles, and each other language as its own chunk, fetched when it is the console's stored choice
// or picked in its frame. Kept beside the site's locales so one key check covers both (i18n.test.ts);
// no i18next here: the console starts its own.
import type { LanguageCode } from './languages';
import { consoleEn, type ConsoleMessages } from './locales/console/en';

export * from './languages';
export { consoleEn, type ConsoleMessages };

const LOADERS: Readonly<Record<Exclude<LanguageCode, 'en'>, () => Promise<ConsoleMessages>>> = {
  hi: () => import(/* webpackChunkName: "console-hi" */ './locales/console/hi').then((m) => m.consoleHi),
  mr: () => import(/* webpackChunkName: "console-mr" */ './locales/console/mr').then((m) => m.consoleMr),
  gu: () => import(/* webpackChunkName: "console-gu" */ './locales/console/gu').then((m) => m.consoleGu),
  kn: () => import(/* webpackChunkName: "console-kn" */ './locales/console/kn').then((m) => m.consoleKn),
  bn: () => import(/* webpackChunkName: "console-bn" */ './locales/console/bn').then((m) => m.consoleBn),
  es: () => import(/* webpackChunkName: "console-es" */ './locales/console/es').then((m) => m.consoleEs),
};

/** One language's console texts (English at once; any other loads its chunk). */
export const loadConsoleMessages = (code: LanguageCode): Promise<ConsoleMessages> => (code === 'en' ? Promise.resolve(consoleEn) : LOADERS[code]());
