// Saying a text of the sports remote in the player's language. Pure helpers take a `Say` so
// components pass their useTranslation t (re-rendered on a language change); the default reads
// the shared i18next instance the shell started.
import i18next, { type TFunction } from 'i18next';

export type Say = TFunction;

export const sayNow = ((key: string, values?: Record<string, unknown>) => i18next.t(key, values ?? {})) as unknown as Say;
