// 'Blogs & News' (spec §2.5; paths designed, the spec shows none):
//   GET  /content/blogs?lang=hi&limit=20     → data: BlogArticleSummary[] (newest first)
//   GET  /content/blogs/{id}?lang=hi         → data: BlogArticle
//   POST /operator/blogs {host_code?, category, texts: {en: {title, summary, body}, hi?: {...}, ...}} → data: BlogArticle
// A text is in the asked language where the article has it, else English; `language` says which.

import type { Static } from '@sinclair/typebox';
import type { PublishBlogRequest as PublishBlogSchema } from './schemas/operator-console';

/** The spec's seven display languages (§1), as the content calls accept them. */
export const CONTENT_LANGUAGES = ['en', 'hi', 'mr', 'gu', 'kn', 'bn', 'es'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const BLOG_CATEGORIES = ['cricket', 'news', 'football', 'tennis', 'racing', 'casino'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export interface BlogArticleSummary {
  id: number;
  category: BlogCategory;
  /** ISO time */
  published_at: string;
  language: ContentLanguage;
  title: string;
  summary: string;
}

export interface BlogArticle extends BlogArticleSummary {
  /** plain text; paragraphs separated by a blank line */
  body: string;
}

export interface BlogText {
  title: string;
  summary: string;
  body: string;
}

/** POST /operator/blogs: its schema's type (schemas/operator-console.ts; English required, other languages optional) */
export type PublishBlogRequest = Static<typeof PublishBlogSchema>;
