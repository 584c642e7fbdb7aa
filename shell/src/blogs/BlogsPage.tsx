// 'Blogs & News' (§2.5 drawer Others, footer): the host's articles newest first, and one article,
// each in the player's language where the operator wrote a translation.
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { BlogArticle, BlogArticleSummary } from '@khel/shared-kernel';
import { fetchArticle, fetchArticles } from './blog-api';

type Loaded<T> = { state: 'loading' } | { state: 'done'; value: T } | { state: 'failed' };

/** Loads `load()` again whenever the language or `key` changes; a late answer for an old key is dropped. */
function useLoaded<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    load().then(
      (value) => live && setLoaded({ state: 'done', value }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return loaded;
}

function PublishedOn({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation();
  const date = new Date(iso).toLocaleDateString(i18n.language === 'en' ? 'en-IN' : i18n.language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
  return <small className="blog__date">{t('blogs.published', { date })}</small>;
}

export function BlogsPage() {
  const { t, i18n } = useTranslation();
  const articles = useLoaded<BlogArticleSummary[]>(() => fetchArticles(i18n.language), i18n.language);
  return (
    <section className="page blog" data-testid="blogs-page">
      <h1>{t('blogs.title')}</h1>
      {articles.state === 'loading' && <p aria-busy="true" className="blog__loading" />}
      {(articles.state === 'failed' || (articles.state === 'done' && articles.value.length === 0)) && <p data-testid="blogs-empty">{t('blogs.empty')}</p>}
      {articles.state === 'done' && (
        <ul className="blog__list">
          {articles.value.map((a) => (
            <li key={a.id} className="blog__item" data-testid="blog-item" lang={a.language}>
              <h2>
                <Link to={`/blogs-news/${a.id}`}>{a.title}</Link>
              </h2>
              <PublishedOn iso={a.published_at} />
              <p>{a.summary}</p>
              <Link to={`/blogs-news/${a.id}`} className="blog__more">
                {t('blogs.readMore')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function BlogArticlePage() {
  const { t, i18n } = useTranslation();
  const { articleId = '' } = useParams();
  const article = useLoaded<BlogArticle | null>(() => fetchArticle(articleId, i18n.language), `${articleId}:${i18n.language}`);
  return (
    <article className="page blog blog--article" data-testid="blog-article">
      <Link to="/blogs-news" className="blog__back">
        ‹ {t('blogs.allArticles')}
      </Link>
      {article.state === 'loading' && <p aria-busy="true" className="blog__loading" />}
      {(article.state === 'failed' || (article.state === 'done' && !article.value)) && <p data-testid="blog-not-found">{t('blogs.notFound')}</p>}
      {article.state === 'done' && article.value && (
        <div lang={article.value.language}>
          <h1 data-testid="blog-title">{article.value.title}</h1>
          <PublishedOn iso={article.value.published_at} />
          {article.value.body.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      )}
    </article>
  );
}
