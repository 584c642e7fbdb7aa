// Every console test renders through the console's i18next, in English unless a test picks another.
import { cleanup } from '@testing-library/react';
import { initConsoleI18n, i18n } from '../i18n/i18n';

initConsoleI18n();
afterEach(async () => {
  cleanup(); // unmount first: the next test starts in English, as a fresh page does
  localStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
