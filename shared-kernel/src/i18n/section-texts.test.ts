import i18next from 'i18next';
import { initI18n, loadPartTexts, loadSectionTexts, startI18n } from './i18n';
import { accountEn } from './locales/account/en';
import { casinoEn } from './locales/casino/en';
import { cardsEn } from './locales/casino/cards/en';
import { racingEn } from './locales/racing/en';
import { sportsRulesEn } from './locales/sports/rules-en';
import { rgEn } from './locales/rg/en';
import { authPartEn } from './locales/auth-en';
import { sportNameKey } from '../menu/sport-names';

describe("the account section's English texts, fetched with that section", () => {
  beforeEach(() => localStorage.clear());

  it('are not in the English the shell starts with; loadSectionTexts adds them', async () => {
    const instance = i18next.createInstance();
    await startI18n(instance);
    expect(instance.t('header.login')).toBe('Log In');
    expect(instance.exists('accountPages.transactions')).toBe(false);
    await loadSectionTexts('account', instance);
    expect(instance.t('accountPages.transactions')).toBe(accountEn.accountPages.transactions);
    await loadSectionTexts('sports', instance); // a section with none: nothing to do
  });

  it('are added as i18next starts when they arrive before it', async () => {
    const instance = i18next.createInstance();
    await loadSectionTexts('account', instance);
    await initI18n(instance, 'en', 'start');
    expect(instance.t('accountPages.transactions')).toBe(accountEn.accountPages.transactions);
  });

  it('are there at once when i18next is started with all of English (the parts’ tests)', async () => {
    const instance = i18next.createInstance();
    await initI18n(instance, 'en');
    expect(instance.t('accountPages.transactions')).toBe(accountEn.accountPages.transactions);
  });
});

describe("the casino section's English texts, fetched with that section", () => {
  beforeEach(() => localStorage.clear());

  it('are not in the English the shell starts with; loadSectionTexts adds the lobby’s and the card games’', async () => {
    const instance = i18next.createInstance();
    await startI18n(instance);
    expect(instance.exists('casino.tabTop')).toBe(false);
    expect(instance.exists('cards.lobbyTitle')).toBe(false);
    await loadSectionTexts('casino', instance);
    expect(instance.t('casino.tabTop')).toBe(casinoEn.casino.tabTop);
    expect(instance.t('cards.lobbyTitle')).toBe(cardsEn.cards.lobbyTitle);
  });

  it('the live games’ sport name (search, lists) needs none of them', async () => {
    const instance = i18next.createInstance();
    await startI18n(instance);
    expect(instance.t(sportNameKey(77777)!)).toBe('Live Casino');
  });
});

describe("the racing section's English texts, fetched with that section", () => {
  beforeEach(() => localStorage.clear());

  it('are not in the English the shell starts with, but the bet slip’s racing text; loadSectionTexts adds the rest', async () => {
    const instance = i18next.createInstance();
    await startI18n(instance);
    expect(instance.exists('racing.loadingRaces')).toBe(false);
    expect(instance.exists('racingHorse.title')).toBe(false);
    // the sports remote's bet slip says it for a racing bet, wherever the player is
    expect(instance.t('racing.stakeTooSmall')).toBe('The stake is too small to split across these runners.');
    await loadSectionTexts('racing', instance);
    expect(instance.t('racing.loadingRaces', { venue: 'Ascot' })).toBe('Loading Races for Ascot...');
    expect(instance.t('racingHorse.title')).toBe(racingEn.racingHorse.title);
    expect(instance.t('racing.stakeTooSmall')).toBe('The stake is too small to split across these runners.');
  });
});

describe('the texts of parts no first screen shows (the Rules pop-up, the reality check), fetched when reached for', () => {
  beforeEach(() => localStorage.clear());

  it('are not in the English the shell starts with; loadPartTexts adds them', async () => {
    const instance = i18next.createInstance();
    await startI18n(instance);
    expect(instance.exists('sportsRules.general1')).toBe(false);
    expect(instance.exists('realityCheck.continue')).toBe(false);
    await loadPartTexts('sports-rules', instance);
    expect(instance.t('sportsRules.general1')).toBe(sportsRulesEn.sportsRules.general1);
    await loadPartTexts('reality-check', instance);
    expect(instance.t('realityCheck.continue')).toBe(rgEn.realityCheck.continue);
  });

  it('the auth dialog’s: the start texts keep only auth.close, which the frame’s other pop-ups say', async () => {
    const instance = i18next.createInstance();
    await startI18n(instance);
    expect(instance.t('auth.close')).toBe('Close');
    expect(instance.exists('auth.loginTitle')).toBe(false);
    expect(instance.exists('reset.sendCode')).toBe(false);
    await loadPartTexts('auth', instance);
    expect(instance.t('auth.loginTitle')).toBe(authPartEn.auth.loginTitle);
    expect(instance.t('reset.sendCode')).toBe(authPartEn.reset.sendCode);
    expect(instance.t('auth.close')).toBe('Close');
  });

  it('are there at once when i18next is started with all of English (the parts’ tests)', async () => {
    const instance = i18next.createInstance();
    await initI18n(instance, 'en');
    expect(instance.t('sportsRules.sessions10')).toBe(sportsRulesEn.sportsRules.sessions10);
  });
});
