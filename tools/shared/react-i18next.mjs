// What Khel shares of react-i18next: the hook, the provider, and the plugin.
// `tools/test/shared-facades.test.js` fails when an app imports a name missing here.
export { useTranslation, initReactI18next, I18nextProvider } from 'khel-impl/react-i18next';
