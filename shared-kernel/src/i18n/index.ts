export * from './i18n';
export type { Messages, PartialMessages } from './locales/en';
