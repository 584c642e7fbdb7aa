// 'Blogs & News' calls (designed; shared-kernel/src/contract/content.ts): the host's articles in
// the reader's language where translated.
import { api, CONTENT_LANGUAGES, type BlogArticle, type BlogArticleSummary, type ContentLanguage, type Envelope } from '@khel/shared-kernel';

export const contentLanguageOf = (language: string): ContentLanguage =>
  (CONTENT_LANGUAGES as readonly string[]).includes(language) ? (language as ContentLanguage) : 'en';

export async function fetchArticles(language: string): Promise<BlogArticleSummary[]> {
  const { data } = await api.get<Envelope<BlogArticleSummary[]>>('content/blogs', { params: { lang: contentLanguageOf(language) } });
  return data.status ? data.data : [];
}

export async function fetchArticle(id: string, language: string): Promise<BlogArticle | null> {
  const { data } = await api.get<Envelope<BlogArticle>>(`content/blogs/${encodeURIComponent(id)}`, { params: { lang: contentLanguageOf(language) } });
  return data.status ? data.data : null;
}
