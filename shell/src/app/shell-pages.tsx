// The pages the shell renders itself (route table entries owned by 'shell'): no remote owns them.
// Each is its own chunk, fetched when visited, so the shell's initial JS does not grow with them.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadPartTexts } from '@khel/shared-kernel';

export const SHELL_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  'blogs-news': lazy(() => import(/* webpackChunkName: "page-blogs" */ '../blogs/BlogsPage').then((m) => ({ default: m.BlogsPage }))),
  'blog-article': lazy(() => import(/* webpackChunkName: "page-blogs" */ '../blogs/BlogsPage').then((m) => ({ default: m.BlogArticlePage }))),
  'profile-email': lazy(() => import(/* webpackChunkName: "page-email" */ '../profile/EmailPage').then((m) => ({ default: m.EmailPage }))),
  'verify-email': lazy(() => import(/* webpackChunkName: "page-email" */ '../profile/VerifyEmailPage').then((m) => ({ default: m.VerifyEmailPage }))),
  // its English texts come with the auth dialog's (issue 33: kept out of the first load)
  'country-refused': lazy(() =>
    Promise.all([import(/* webpackChunkName: "page-country" */ '../country/CountryPage'), loadPartTexts('auth').catch(() => undefined)]).then(([m]) => ({ default: m.CountryPage })),
  ),
};
