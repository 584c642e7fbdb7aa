// The casino section's English (lobby, slots, live casino, Indian card games, Aviator): fetched with
// that section (i18n.ts loadSectionTexts), not with the shell's first load.
import { cardsEn } from './cards/en';
import { casinoEn } from './en';

export const casinoSectionEn = { ...casinoEn, ...cardsEn };
