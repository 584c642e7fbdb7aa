// Every account component test renders through i18next in English, as the shell starts it.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initI18n } from '@khel/shared-kernel';

beforeAll(async () => {
  await initI18n(i18next.use(initReactI18next), 'en');
});
