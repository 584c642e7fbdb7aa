// The console's keys are typed: t('group.key') must name a key of the console's English.
import 'i18next';
import type { consoleEn } from '@khel/shared-kernel/console-texts';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof consoleEn };
  }
}
