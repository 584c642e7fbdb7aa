// 'Blogs & News' in the operator console: a host's articles, drafts too, with every translation;
// writing one (kept as a draft), editing its texts and category, publishing and withdrawing it.
// Readers see only published articles (content/blog.ts). A host operator runs only their own
// operator's hosts' articles; every write is one transaction with its audit row (before and after).
import type { BlogCategory, BlogText, ContentLanguage, OperatorBlogArticle, OperatorBlogWrite } from '@khel/shared-kernel/contract';
import type { Database, Sql } from '../store/db';
import { audit, type Actor } from './audit';
import { ConsoleError, operatorScope } from './scope';

/** The view: the contract's article with Dates (the route sends ISO strings). */
export type BlogArticleView = Omit<OperatorBlogArticle, 'publishedAt' | 'updatedAt'> & { publishedAt: Date | null; updatedAt: Date };

interface ArticleRow {
  id: number;
  host_id: number;
  category: BlogCategory;
  published_at: Date | null;
  updated_at: Date;
  texts: Record<ContentLanguage, BlogText> | null;
  [k: string]: unknown;
}

const SELECT = `
  SELECT a.id, a.host_id, a.category, a.published_at, a.updated_at,
         (SELECT json_object_agg(t.language, json_build_object('title', t.title, 'summary', t.summary, 'body', t.body))
            FROM blog_article_texts t WHERE t.article_id = a.id) AS texts
  FROM blog_articles a JOIN hosts h ON h.id = a.host_id`;

const toView = (r: ArticleRow): BlogArticleView => ({
  id: Number(r.id),
  hostId: r.host_id,
  category: r.category,
  publishedAt: r.published_at ? new Date(r.published_at) : null,
  updatedAt: new Date(r.updated_at),
  texts: (r.texts ?? {}) as BlogArticleView['texts'],
});

async function hostOperator(tx: Sql, actor: Actor, hostId: number): Promise<number> {
  const [host] = await tx.query<{ operator_id: number }>('SELECT operator_id FROM hosts WHERE id = $1 AND ($2::int IS NULL OR operator_id = $2)', [hostId, operatorScope(actor)]);
  if (!host) throw new ConsoleError('not_found', 'No such host');
  return host.operator_id;
}

async function articleFor(tx: Sql, actor: Actor, id: number, lock = false): Promise<BlogArticleView & { operatorId: number }> {
  const rows = await tx.query<ArticleRow & { operator_id: number }>(
    `${SELECT.replace('SELECT a.id,', 'SELECT h.operator_id, a.id,')} WHERE a.id = $1 AND ($2::int IS NULL OR h.operator_id = $2)${lock ? ' FOR UPDATE OF a' : ''}`,
    [id, operatorScope(actor)],
  );
  if (!rows[0]) throw new ConsoleError('not_found', 'No such article');
  return { ...toView(rows[0]), operatorId: rows[0].operator_id };
}

/** Every article of one host, drafts first, then newest published first. */
export async function hostArticles(db: Sql, actor: Actor, hostId: number): Promise<BlogArticleView[]> {
  await hostOperator(db, actor, hostId);
  const rows = await db.query<ArticleRow>(`${SELECT} WHERE a.host_id = $1 ORDER BY a.published_at DESC NULLS FIRST, a.id DESC LIMIT 200`, [hostId]);
  return rows.map(toView);
}

async function writeTexts(tx: Sql, articleId: number, texts: OperatorBlogWrite['texts']): Promise<void> {
  await tx.query('DELETE FROM blog_article_texts WHERE article_id = $1', [articleId]);
  for (const [language, t] of Object.entries(texts) as [ContentLanguage, BlogText][]) {
    await tx.query('INSERT INTO blog_article_texts (article_id, language, title, summary, body) VALUES ($1, $2, $3, $4, $5)', [
      articleId,
      language,
      t.title.trim(),
      t.summary.trim(),
      t.body.trim(),
    ]);
  }
}

/** Writes a new article on one host, kept as a draft until published. */
export async function createDraft(db: Database, actor: Actor, hostId: number, write: OperatorBlogWrite): Promise<BlogArticleView> {
  return db.transaction(async (tx) => {
    const operatorId = await hostOperator(tx, actor, hostId);
    const [row] = await tx.query<{ id: number }>('INSERT INTO blog_articles (host_id, category, published_at, published_by) VALUES ($1, $2, NULL, $3) RETURNING id', [
      hostId,
      write.category,
      actor.operatorUserId,
    ]);
    const id = Number(row!.id);
    await writeTexts(tx, id, write.texts);
    const after = await articleFor(tx, actor, id);
    await audit(tx, actor, 'blog.draft', id, { operatorId, hostId, before: null, after: { category: after.category, publishedAt: null, texts: after.texts } });
    return stripOperator(after);
  });
}

/** Replaces an article's category and texts (its translations: languages left out are removed). */
export async function updateArticle(db: Database, actor: Actor, id: number, write: OperatorBlogWrite): Promise<BlogArticleView> {
  return db.transaction(async (tx) => {
    const before = await articleFor(tx, actor, id, true);
    await tx.query('UPDATE blog_articles SET category = $2, updated_at = clock_timestamp() WHERE id = $1', [id, write.category]);
    await writeTexts(tx, id, write.texts);
    const after = await articleFor(tx, actor, id);
    await audit(tx, actor, 'blog.update', id, {
      operatorId: before.operatorId,
      hostId: before.hostId,
      before: { category: before.category, texts: before.texts },
      after: { category: after.category, texts: after.texts },
    });
    return stripOperator(after);
  });
}

/** Publishes an article now (readers see it at once), or takes it back to a draft. */
export async function setArticlePublished(db: Database, actor: Actor, id: number, published: boolean): Promise<BlogArticleView> {
  return db.transaction(async (tx) => {
    const before = await articleFor(tx, actor, id, true);
    if ((before.publishedAt !== null) === published) throw new ConsoleError('conflict', published ? 'The article is already published' : 'The article is a draft already');
    await tx.query(`UPDATE blog_articles SET published_at = ${published ? 'clock_timestamp()' : 'NULL'}, updated_at = clock_timestamp() WHERE id = $1`, [id]);
    const after = await articleFor(tx, actor, id);
    await audit(tx, actor, published ? 'blog.publish' : 'blog.unpublish', id, {
      operatorId: before.operatorId,
      hostId: before.hostId,
      before: { publishedAt: before.publishedAt },
      after: { publishedAt: after.publishedAt },
    });
    return stripOperator(after);
  });
}

const stripOperator = ({ operatorId: _, ...view }: BlogArticleView & { operatorId: number }): BlogArticleView => view;
