// The rules shown in the event page's Rules pop-up (§2.12): General Rules (match odds, bookmaker,
// other markets) and Fancy Rules (cricket sessions). Plain sections: a heading and its rules, each
// an i18n key under sportsRules (the texts are in shared-kernel's locales, in every language).

export interface RulesSection {
  heading: string;
  rules: string[];
}

/** A section whose heading is sportsRules.{name} and whose rules are sportsRules.{name}1…{name}{count}. */
const section = (name: string, count: number): RulesSection => ({
  heading: `sportsRules.${name}`,
  rules: Array.from({ length: count }, (_, i) => `sportsRules.${name}${i + 1}`),
});

export const GENERAL_RULES: readonly RulesSection[] = [section('general', 6), section('matchOdds', 5), section('bookmaker', 4), section('other', 2)];

export const FANCY_RULES: readonly RulesSection[] = [section('sessions', 10)];
