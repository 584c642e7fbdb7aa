// The provider's pages in the player's language: the operator's page passes it at launch
// (`/launch?...&lang=hi`), the session keeps it, every page is rendered in it and its script
// gets the same texts (KHEL.t). Seven languages, as the site: en, hi, bn, gu, kn, mr, es.
import { en, type ProviderTexts, type UiKey } from './en';
import { hi } from './hi';
import { bn } from './bn';
import { gu } from './gu';
import { kn } from './kn';
import { mr } from './mr';
import { es } from './es';
import { format } from './format';

export const LANGUAGES = ['en', 'hi', 'bn', 'gu', 'kn', 'mr', 'es'] as const;
export type Lang = (typeof LANGUAGES)[number];
export type { ProviderTexts, UiKey };

export const TEXTS: Readonly<Record<Lang, ProviderTexts>> = { en, hi, bn, gu, kn, mr, es };

/** A language code as asked for ('hi', 'hi-IN'), or English. */
export function langOf(value: unknown): Lang {
  const code = typeof value === 'string' ? value.slice(0, 2).toLowerCase() : '';
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Lang) : 'en';
}

export { format } from './format';

export function t(lang: Lang, key: UiKey, vars?: Readonly<Record<string, string | number>>): string {
  return format(TEXTS[lang].ui[key] ?? en.ui[key], vars);
}

/** A game's lobby line: the card tables' first rule, the live games' own line, else as the game states it. */
export function blurbIn(lang: Lang, game: { id: string; blurb: string }): string {
  const rules = TEXTS[lang].rules as Record<string, string[]>;
  const blurbs = TEXTS[lang].blurbs as Record<string, string>;
  if (Object.hasOwn(rules, game.id)) return rules[game.id]![0]!;
  return Object.hasOwn(blurbs, game.id) ? blurbs[game.id]! : game.blurb;
}

/** A table's word (market, selection, place) in the language, by its English text. */
export function nameIn(lang: Lang, english: string): string {
  const names = TEXTS[lang].names as Record<string, string>;
  return Object.hasOwn(names, english) ? names[english]! : english;
}
