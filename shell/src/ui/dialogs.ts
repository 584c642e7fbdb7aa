// The frame's dialogs load when first opened (formik and the forms stay out of the shell's first load)
// and are asked as the player reaches for the button that opens them.
import { lazyOnIntent } from './on-intent';

export const authDialog = lazyOnIntent(() => import(/* webpackChunkName: "auth" */ '../auth/AuthDialog').then((m) => m.AuthDialog));
export const resetPasswordForm = lazyOnIntent(() => import(/* webpackChunkName: "auth" */ '../auth/ResetPasswordForm').then((m) => m.ResetPasswordForm));
export const languagePopup = lazyOnIntent(() => import(/* webpackChunkName: "language" */ '../language/LanguagePopup').then((m) => m.LanguagePopup));
