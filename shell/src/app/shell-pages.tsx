// The pages the shell renders itself (route table entries owned by 'shell'): no remote owns them.
import type { ComponentType } from 'react';
import { BlogArticlePage, BlogsPage } from '../blogs/BlogsPage';
import { EmailPage } from '../profile/EmailPage';
import { VerifyEmailPage } from '../profile/VerifyEmailPage';

export const SHELL_PAGES: Readonly<Record<string, ComponentType>> = {
  'blogs-news': BlogsPage,
  'blog-article': BlogArticlePage,
  'profile-email': EmailPage,
  'verify-email': VerifyEmailPage,
};
