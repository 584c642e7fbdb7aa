import i18next from 'i18next';
import { chooseLanguage, initI18n, loadLanguage, TRANSLATOR_NOT_LOADED, LANGUAGE_STORAGE_KEY, LANGUAGES, loadMessages, missingKeys, placeholderMismatches, startI18n, storedLanguage, TRANSLATE_DELAY_MS, untranslatedKeys } from './i18n';
import { en } from './locales/en';
import { consoleEn, loadConsoleMessages } from './console-texts';
import { extraKeysIn, missingKeysIn, placeholderMismatchesIn, untranslatedKeysIn, type TextGroups } from './key-checks';

/** Words every language writes the same way (brand and product names, abbreviations). */
const SAME_EVERYWHERE = new Set(['auth.otp', 'reset.sms', 'reset.whatsapp', 'nav.aviator', 'nav.aura', 'footer.upi', 'sidebar.casino', 'drawer.casino']);
/** Words one language writes as English does: Spanish says No for the fancy lay side too, and writes brand names as English. */
const SAME_IN: Partial<Record<string, ReadonlySet<string>>> = { es: new Set(['sports.no', 'auth.google', 'auth.whatsapp', 'casino.tabBlackjack', 'casino.tabBingo', 'accountPages.filter_casino', 'accountPolicy.appAndroidH', 'cards.teen20', 'cards.ab']) };

describe('translations', () => {
  it('has the seven languages of the spec', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual(['en', 'hi', 'mr', 'gu', 'kn', 'bn', 'es']);
  });

  it.each(LANGUAGES.map((l) => l.code))('%s has every key', async (code) => {
    expect(await missingKeys(code)).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l.code !== 'en').map((l) => l.code))('%s leaves no English behind', async (code) => {
    expect((await untranslatedKeys(code)).filter((k) => !SAME_EVERYWHERE.has(k) && !SAME_IN[code]?.has(k))).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l.code !== 'en').map((l) => l.code))('%s fills in the same {{values}} as English', async (code) => {
    expect(await placeholderMismatches(code)).toEqual([]);
  });

  it('covers the sports remote: its groups are checked like the shell\'s', async () => {
    const hi = (await loadMessages('hi')) as Record<string, Record<string, string>>;
    for (const group of ['sports', 'sportsSlip', 'sportsBets', 'sportsRules'] as const) {
      expect(Object.keys(en[group]).length).toBeGreaterThan(0);
      expect(Object.keys(hi[group] ?? {}).sort()).toEqual(Object.keys(en[group]).sort());
    }
    // the spec's texts, exactly, in English
    expect(en.sportsBets.noMatched).toBe('You have no Matched Bets.');
    expect(en.sportsSlip.processing).toBe('Your bet is being processed... Please Wait...');
    expect([en.sportsSlip.odds, en.sportsSlip.stake, en.sportsSlip.profit, en.sportsSlip.runs, en.sportsSlip.oddsHJ, en.sportsSlip.liability]).toEqual(['Odds', 'Stake', 'Profit', 'RUNS', 'Odds(H-J)', 'Liability']);
  });

  it('covers the casino remote: its group is checked like the shell\'s', async () => {
    for (const code of ['hi', 'mr', 'gu', 'kn', 'bn', 'es'] as const) {
      const messages = (await loadMessages(code)) as Record<string, Record<string, string>>;
      expect(Object.keys(messages.casino ?? {}).sort()).toEqual(Object.keys(en.casino).sort());
    }
    expect(en.casino.pointsNotice).toBe('10 = 1 Point');
    expect(en.casino.playWithBonus).toBe('Play With Bonus');
  });

  it('covers the Indian card games and Aviator pages: their group is checked like the shell\'s', async () => {
    expect(Object.keys(en.cards).length).toBeGreaterThan(0);
    for (const code of ['hi', 'mr', 'gu', 'kn', 'bn', 'es'] as const) {
      const messages = (await loadMessages(code)) as Record<string, Record<string, string>>;
      expect(Object.keys(messages.cards ?? {}).sort()).toEqual(Object.keys(en.cards).sort());
    }
  });

  it('covers the racing remote: its groups are checked like the shell\'s', async () => {
    for (const code of ['hi', 'mr', 'gu', 'kn', 'bn', 'es'] as const) {
      const messages = (await loadMessages(code)) as Record<string, Record<string, string>>;
      for (const group of ['racing', 'racingHorse', 'racingGreyhound'] as const) {
        expect(Object.keys(en[group]).length).toBeGreaterThan(0);
        expect(Object.keys(messages[group] ?? {}).sort()).toEqual(Object.keys(en[group]).sort());
      }
    }
    // the spec's texts, exactly, in English
    expect(en.racing.loadingRaces).toBe('Loading Races for {{venue}}...');
    expect(en.racing.noEvents).toBe('There are currently no upcoming events.');
    expect([en.racing.suspended, en.racing.inPlay, en.racing.upcoming, en.racing.combinedMarket]).toEqual(['SUSPENDED', 'In Play', 'Upcoming', 'Combined Market']);
  });

  it('covers the account remote: its groups are checked like the shell\'s, with the spec\'s texts', async () => {
    for (const code of ['hi', 'mr', 'gu', 'kn', 'bn', 'es'] as const) {
      const messages = (await loadMessages(code)) as Record<string, Record<string, string>>;
      for (const group of ['accountPages', 'accountPolicy'] as const) {
        expect(Object.keys(en[group]).length).toBeGreaterThan(0);
        expect(Object.keys(messages[group] ?? {}).sort()).toEqual(Object.keys(en[group]).sort());
      }
    }
    expect(en.accountPages.passwordMismatch).toBe('Password does not match.');
    expect(en.accountPages.demoRefusal).toBe('Please login from your read ID.');
    expect(en.accountPages.fieldRequired).toBe('This field is required');
  });

  it('persists the chosen language and falls back to English for a missing key', async () => {
    localStorage.clear();
    expect(storedLanguage()).toBe('en');
    const instance = i18next.createInstance();
    await initI18n(instance, 'en');
    await chooseLanguage('hi', instance);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(storedLanguage()).toBe('hi');
    expect(instance.t('header.login')).toBe('लॉग इन');
    expect(instance.t('no.such.key')).toBe('no.such.key');
  });

  it('starts with English and only the stored language besides, applied about 2 s after load (§4.7)', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'gu');
    const instance = i18next.createInstance();
    jest.useFakeTimers();
    const { applied } = await startI18n(instance);
    expect(instance.language).toBe('en');
    expect(instance.t('header.login')).toBe('Log In');
    await jest.advanceTimersByTimeAsync(1);
    expect(instance.hasResourceBundle('gu', 'translation')).toBe(true);
    expect(instance.hasResourceBundle('hi', 'translation')).toBe(false);
    await jest.advanceTimersByTimeAsync(TRANSLATE_DELAY_MS - 2);
    expect(instance.language).toBe('en');
    await jest.advanceTimersByTimeAsync(1);
    expect(await applied).toBe('gu');
    expect(instance.language).toBe('gu');
    expect(instance.t('header.login')).toBe('લૉગ ઇન');
    jest.useRealTimers();
  });

  it("tells the player once, keeping English, when the chosen language has not loaded by the translate step (§4.7, §8)", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'bn');
    const instance = i18next.createInstance();
    const alerts: string[] = [];
    jest.useFakeTimers();
    const slowLoad = (code: 'bn', inst: typeof instance) => new Promise<void>((resolve) => setTimeout(resolve, 5000)).then(() => loadLanguage(code, inst));
    const { applied } = await startI18n(instance, { load: slowLoad as never, onNotReady: (m) => alerts.push(m) });
    await jest.advanceTimersByTimeAsync(TRANSLATE_DELAY_MS);
    expect(alerts).toEqual([TRANSLATOR_NOT_LOADED]);
    expect(instance.language).toBe('en');
    expect(instance.t('header.login')).toBe('Log In');
    await jest.advanceTimersByTimeAsync(5000);
    expect(await applied).toBe('bn');
    expect(alerts).toHaveLength(1);
    expect(instance.t('header.login')).toBe('লগ ইন');
    jest.useRealTimers();
  });

  it('keeps English and says nothing more when the chosen language fails to load', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'kn');
    const instance = i18next.createInstance();
    const alerts: string[] = [];
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { applied } = await startI18n(instance, { delayMs: 10, load: () => Promise.reject(new Error('chunk failed')), onNotReady: (m) => alerts.push(m) });
    expect(await applied).toBe('en');
    expect(alerts).toEqual([TRANSLATOR_NOT_LOADED]);
    expect(instance.t('header.login')).toBe('Log In');
    warn.mockRestore();
  });

  it("covers the shell's own pages: Blogs & News, the e-mail address and the translator alert", async () => {
    const hi = (await loadMessages('hi')) as Record<string, Record<string, string>>;
    for (const group of ['blogs', 'email', 'translator', 'headerNav'] as const) {
      expect(Object.keys(hi[group] ?? {}).sort()).toEqual(Object.keys(en[group]).sort());
    }
    expect(en.translator.notLoaded).toBe(TRANSLATOR_NOT_LOADED);
    expect(en.blogs.title).toBe(en.drawer.blogs);
  });
});

/** The operator console's words every language writes as English does: brand and product names. */
const CONSOLE_SAME_EVERYWHERE = new Set(['hosts.whatsapp', 'hosts.telegram', 'hosts.instagram', 'hosts.facebook', 'hosts.youtube', 'hosts.twitter', 'messages.whatsapp']);
/** …and the ones Spanish writes as English does: its No, and casino. */
const CONSOLE_SAME_IN: Partial<Record<string, ReadonlySet<string>>> = { es: new Set(['markets.no', 'hosts.sectionCasino', 'blogs.categoryCasino']) };

describe("the operator console's texts: the same checks as the site's", () => {
  const others = LANGUAGES.filter((l) => l.code !== 'en').map((l) => l.code);
  const english = consoleEn as TextGroups;
  const textsOf = async (code: (typeof others)[number]) => (await loadConsoleMessages(code)) as TextGroups;

  it.each(others)('%s has every key, and none English lacks', async (code) => {
    expect(missingKeysIn(english, await textsOf(code))).toEqual([]);
    expect(extraKeysIn(english, await textsOf(code))).toEqual([]);
  });

  it.each(others)('%s leaves no English behind', async (code) => {
    expect(untranslatedKeysIn(english, await textsOf(code)).filter((k) => !CONSOLE_SAME_EVERYWHERE.has(k) && !CONSOLE_SAME_IN[code]?.has(k))).toEqual([]);
  });

  it.each(others)('%s fills in the same {{values}} as English', async (code) => {
    expect(placeholderMismatchesIn(english, await textsOf(code))).toEqual([]);
  });

  it('English is the one the console bundles; the texts its tests read are English as written', async () => {
    expect(await loadConsoleMessages('en')).toBe(consoleEn);
    expect(consoleEn.login.logIn).toBe('Log in');
    expect(consoleEn.hosts.sectionOn).toBe('{{section}} on');
  });
});
