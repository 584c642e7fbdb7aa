// English: the reference language; every other locale is checked against these keys.
import { accountEn } from './account/en';
import { casinoSectionEn } from './casino/section-en';
import { startEn } from './en-start';
import { racingEn } from './racing/en';
import { sportsRulesEn } from './sports/rules-en';
import { rgEn } from './rg/en';
import { authPartEn } from './auth-en';

export const en = {
  ...startEn,
  ...accountEn,
  ...casinoSectionEn,
  ...racingEn,
  ...sportsRulesEn,
  ...rgEn,
  ...authPartEn,
  auth: { ...startEn.auth, ...authPartEn.auth },
  racing: { ...startEn.racing, ...racingEn.racing },
};

/** The shape every locale follows: the same keys, each a string. */
export type Messages = { [Group in keyof typeof en]: { [Key in keyof (typeof en)[Group]]: string } };
/** A locale still being translated: any key may be missing (the key check lists them). */
export type PartialMessages = { [Group in keyof Messages]?: Partial<Messages[Group]> };
