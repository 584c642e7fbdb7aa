// 'Blogs & News' (spec §2.5): articles an operator publishes on one of its hosts, read by visitors
// of that host newest first, each in the reader's language where the article has a text in it,
// else in English.
import type { BlogArticle, BlogArticleSummary, BlogCategory, BlogText, ContentLanguage as LanguageCode, PublishBlogRequest } from '@khel/shared-kernel/contract';
import type { Database, Sql } from '../store/db';
import type { Actor } from '../operator/audit';
import { audit } from '../operator/audit';
import { HttpError } from '../http/reply';

export const BLOG_PAGE_MAX = 50;

export class BlogError extends HttpError {
  constructor(status: 400 | 404, message: string) {
    super(status, message);
  }
}

interface ArticleRow {
  id: number;
  category: BlogCategory;
  published_at: Date;
  language: LanguageCode;
  title: string;
  summary: string;
  body?: string;
  [k: string]: unknown;
}

// One text per article: the reader's language first, English otherwise.
const TEXT_OF = (withBody: boolean) => `
  SELECT a.id, a.category, a.published_at, t.language, t.title, t.summary${withBody ? ', t.body' : ''}
  FROM blog_articles a
  JOIN LATERAL (
    SELECT * FROM blog_article_texts x
    WHERE x.article_id = a.id AND x.language IN ($2, 'en')
    ORDER BY (x.language = $2) DESC LIMIT 1
  ) t ON true`;

const summaryOf = (r: ArticleRow): BlogArticleSummary => ({
  id: Number(r.id),
  category: r.category,
  published_at: new Date(r.published_at).toISOString(),
  language: r.language,
  title: r.title,
  summary: r.summary,
});

export async function listArticles(db: Sql, hostId: number, language: LanguageCode, limit: number): Promise<BlogArticleSummary[]> {
  const rows = await db.query<ArticleRow>(
    `${TEXT_OF(false)} WHERE a.host_id = $1 AND a.published_at <= now() ORDER BY a.published_at DESC, a.id DESC LIMIT $3`,
    [hostId, language, Math.min(Math.max(limit, 1), BLOG_PAGE_MAX)],
  );
  return rows.map(summaryOf);
}

export async function readArticle(db: Sql, hostId: number, id: number, language: LanguageCode): Promise<BlogArticle> {
  const rows = await db.query<ArticleRow>(`${TEXT_OF(true)} WHERE a.host_id = $1 AND a.id = $3 AND a.published_at <= now()`, [hostId, language, id]);
  const row = rows[0];
  if (!row) throw new BlogError(404, 'No such article');
  return { ...summaryOf(row), body: row.body ?? '' };
}

/** Publishes an article on one of the operator's hosts (its first when none is named); audited. */
export async function publishArticle(db: Database, actor: Actor, request: PublishBlogRequest): Promise<BlogArticle> {
  const hosts = await db.query<{ id: number }>(
    'SELECT id FROM hosts WHERE operator_id = $1 AND ($2::text IS NULL OR code = $2) ORDER BY id LIMIT 1',
    [actor.operatorId, request.host_code ?? null],
  );
  const host = hosts[0];
  if (!host) throw new BlogError(400, request.host_code ? 'host_code is not one of your sites' : 'You have no site to publish on');
  const id = await db.transaction(async (tx) => {
    const [article] = await tx.query<{ id: number }>('INSERT INTO blog_articles (host_id, category, published_by) VALUES ($1, $2, $3) RETURNING id', [
      host.id,
      request.category,
      actor.operatorUserId,
    ]);
    const texts = Object.entries(request.texts) as [LanguageCode, BlogText][];
    for (const [language, t] of texts) {
      await tx.query('INSERT INTO blog_article_texts (article_id, language, title, summary, body) VALUES ($1, $2, $3, $4, $5)', [
        article!.id,
        language,
        t.title,
        t.summary,
        t.body,
      ]);
    }
    await audit(tx, actor, 'blog.publish', Number(article!.id), {
      host_id: host.id,
      languages: texts.map(([l]) => l),
      before: null,
      after: { category: request.category, texts: request.texts },
    });
    return Number(article!.id);
  });
  return readArticle(db, host.id, id, 'en');
}
