import i18next from 'i18next';
import { initI18n, loadSectionTexts, startI18n } from './i18n';
import { accountEn } from './locales/account/en';
import { casinoEn } from './locales/casino/en';
import { cardsEn } from './locales/casino/cards/en';
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
