// The frame's dialogs load when first opened (formik, the forms and the auth dialog's texts stay out of
// the shell's first load) and are asked as the player reaches for the button that opens them.
import { loadPartTexts } from '@khel/shared-kernel';
import { lazyOnIntent } from './on-intent';

/** A failed texts chunk leaves the texts to i18next's fallback; the dialog still opens. */
const authTexts = () => loadPartTexts('auth').catch((err: unknown) => console.warn('auth texts not loaded', err));

export const authDialog = lazyOnIntent(() =>
  Promise.all([import(/* webpackChunkName: "auth" */ '../auth/AuthDialog'), authTexts()]).then(([m]) => m.AuthDialog),
);
export const resetPasswordForm = lazyOnIntent(() =>
  Promise.all([import(/* webpackChunkName: "auth" */ '../auth/ResetPasswordForm'), authTexts()]).then(([m]) => m.ResetPasswordForm),
);
export const languagePopup = lazyOnIntent(() => import(/* webpackChunkName: "language" */ '../language/LanguagePopup').then((m) => m.LanguagePopup));
