// Every console test renders through the console's i18next, in English unless a test picks another.
import { initConsoleI18n, i18n } from '../i18n/i18n';

initConsoleI18n();
afterEach(async () => {
  localStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
