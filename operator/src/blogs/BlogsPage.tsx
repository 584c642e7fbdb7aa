// 'Blogs & News' for one host: its articles (drafts and published), writing one with its
// translations (English required; a language left empty falls back to English for its readers),
// saving it as a draft, publishing it for the host's readers and taking it back.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@khel/shared-kernel/console-texts';
import {
  BLOG_CATEGORIES,
  CONTENT_LANGUAGES,
  type BlogCategory,
  type BlogText,
  type ContentLanguage,
  type OperatorBlogArticle as Article,
  type OperatorBlogWrite,
  type OperatorHost,
} from '@khel/shared-kernel/contract';
import { api } from '../app/api';
import { formatTime } from '../app/format';
import { Notice } from '../app/Notice';
import { useLoad } from '../app/useLoad';

/** Each language named in itself, as the language chooser names it. */
const LANGUAGE_NAMES = Object.fromEntries(LANGUAGES.map((l) => [l.code, l.name])) as Record<ContentLanguage, string>;
const CATEGORY_NAMES = {
  cricket: 'blogs.categoryCricket',
  news: 'blogs.categoryNews',
  football: 'blogs.categoryFootball',
  tennis: 'blogs.categoryTennis',
  racing: 'blogs.categoryRacing',
  casino: 'blogs.categoryCasino',
} as const satisfies Record<BlogCategory, string>;
const EMPTY: BlogText = { title: '', summary: '', body: '' };

export function BlogsPage() {
  const { t } = useTranslation();
  const hosts = useLoad<OperatorHost[]>('operator/hosts');
  const [hostId, setHostId] = useState<number | null>(null);
  const host = hosts.data?.find((h) => h.id === hostId) ?? hosts.data?.[0];
  return (
    <section>
      <h1>{t('nav.blogs')}</h1>
      <Notice text={hosts.error} error />
      <div className="toolbar">
        <label>
          {t('common.host')}
          <select aria-label={t('common.host')} value={host?.id ?? ''} onChange={(e) => setHostId(Number(e.target.value))}>
            {hosts.data?.map((h) => (
              <option key={h.id} value={h.id}>
                {h.siteName}
              </option>
            ))}
          </select>
        </label>
      </div>
      {host && <HostArticles key={host.id} host={host} />}
    </section>
  );
}

function HostArticles({ host }: { host: OperatorHost }) {
  const { t } = useTranslation();
  const { data, error, reload } = useLoad<Article[]>(`operator/hosts/${host.id}/blogs`);
  const [editing, setEditing] = useState<Article | 'new' | null>(null);
  // the editor starts afresh when another article (or a new one) is opened, not when one is saved
  const [opened, setOpened] = useState(0);
  const open = (a: Article | 'new') => {
    setEditing(a);
    setOpened((n) => n + 1);
  };
  const current = editing === 'new' || editing === null ? null : (data?.find((a) => a.id === editing.id) ?? editing);
  return (
    <div className="grid2">
      <div className="card">
        <div className="spread">
          <h2>{t('blogs.articlesOn', { site: host.siteName })}</h2>
          <button type="button" onClick={() => open('new')}>
            {t('blogs.newArticle')}
          </button>
        </div>
        <Notice text={error} error />
        {data && data.length === 0 && <p className="muted">{t('blogs.noArticles')}</p>}
        <ul className="plain" aria-label={t('blogs.articles')}>
          {data?.map((a) => (
            <li key={a.id} data-testid="article-row" className="spread">
              <span>
                <button type="button" className="link" onClick={() => open(a)}>
                  {a.texts.en.title}
                </button>
                <div className="muted">
                  {t(CATEGORY_NAMES[a.category])} · {Object.keys(a.texts).join(', ')}
                </div>
              </span>
              <span className={`badge ${a.publishedAt ? 'approved' : 'pending'}`}>{a.publishedAt ? t('blogs.published', { time: formatTime(a.publishedAt) }) : t('blogs.draft')}</span>
            </li>
          ))}
        </ul>
      </div>
      {editing && (
        <Editor
          key={opened}
          hostId={host.id}
          article={current}
          onSaved={(a) => {
            setEditing(a);
            reload();
          }}
        />
      )}
    </div>
  );
}

function Editor({ hostId, article, onSaved }: { hostId: number; article: Article | null; onSaved: (a: Article) => void }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<BlogCategory>(article?.category ?? 'news');
  const [texts, setTexts] = useState<Record<ContentLanguage, BlogText>>(
    () => Object.fromEntries(CONTENT_LANGUAGES.map((l) => [l, article?.texts[l] ?? EMPTY])) as Record<ContentLanguage, BlogText>,
  );
  const [language, setLanguage] = useState<ContentLanguage>('en');
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const text = texts[language];
  const filled = (b: BlogText) => Boolean(b.title.trim() || b.summary.trim() || b.body.trim());

  const body = (): OperatorBlogWrite | string => {
    const chosen: Partial<Record<ContentLanguage, BlogText>> = {};
    for (const l of CONTENT_LANGUAGES) {
      const written = texts[l];
      if (!filled(written)) continue;
      if (!written.title.trim() || !written.summary.trim() || !written.body.trim()) return t('blogs.halfWritten', { language: LANGUAGE_NAMES[l] });
      chosen[l] = written;
    }
    if (!chosen.en) return t('blogs.englishRequiredAll');
    return { category, texts: chosen as OperatorBlogWrite['texts'] };
  };

  const run = async (work: () => Promise<Article>, done: string) => {
    try {
      const saved = await work();
      setMessage({ text: done });
      onSaved(saved);
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
    }
  };
  const save = async (publish: boolean) => {
    const write = body();
    if (typeof write === 'string') return setMessage({ text: write, error: true });
    await run(async () => {
      const saved = article ? await api<Article>('PUT', `operator/blogs/${article.id}`, write) : await api<Article>('POST', `operator/hosts/${hostId}/blogs`, write);
      return publish && !saved.publishedAt ? api<Article>('POST', `operator/blogs/${saved.id}/publish`) : saved;
    }, t(publish ? 'blogs.articlePublished' : article?.publishedAt ? 'blogs.savedStillPublished' : 'blogs.draftSaved'));
  };

  return (
    <form className="card" aria-label={t('blogs.article')} onSubmit={(e) => e.preventDefault()}>
      <h2>{t(article ? 'blogs.editArticle' : 'blogs.newArticle')}</h2>
      <p className="muted">{article?.publishedAt ? t('blogs.publishedLive', { time: formatTime(article.publishedAt) }) : t('blogs.draftHidden')}</p>
      <label>
        {t('blogs.category')}
        <select value={category} onChange={(e) => setCategory(e.target.value as BlogCategory)}>
          {BLOG_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(CATEGORY_NAMES[c])}
            </option>
          ))}
        </select>
      </label>
      <div className="lang-tabs" role="tablist" aria-label={t('blogs.language')}>
        {CONTENT_LANGUAGES.map((l) => (
          <button key={l} type="button" role="tab" aria-selected={language === l} className={filled(texts[l]) ? 'has-text' : undefined} onClick={() => setLanguage(l)}>
            {LANGUAGE_NAMES[l]}
          </button>
        ))}
      </div>
      <p className="muted">{t(language === 'en' ? 'blogs.englishRequired' : 'blogs.optional')}</p>
      <label>
        {t('blogs.title')}
        <input lang={language} maxLength={200} value={text.title} onChange={(e) => setTexts({ ...texts, [language]: { ...text, title: e.target.value } })} />
      </label>
      <label>
        {t('blogs.summary')}
        <textarea lang={language} rows={2} maxLength={500} value={text.summary} onChange={(e) => setTexts({ ...texts, [language]: { ...text, summary: e.target.value } })} />
      </label>
      <label>
        {t('blogs.body')}
        <textarea lang={language} rows={8} maxLength={20000} value={text.body} onChange={(e) => setTexts({ ...texts, [language]: { ...text, body: e.target.value } })} />
      </label>
      <Notice text={message?.text ?? null} error={message?.error} />
      <div className="decide">
        <button type="button" onClick={() => save(false)}>
          {t(article?.publishedAt ? 'common.save' : 'blogs.saveDraft')}
        </button>
        {!article?.publishedAt && (
          <button type="button" onClick={() => save(true)}>
            {t('blogs.publish')}
          </button>
        )}
        {article?.publishedAt && (
          <button type="button" className="danger" onClick={() => run(() => api<Article>('POST', `operator/blogs/${article.id}/unpublish`), t('blogs.backToDraft'))}>
            {t('blogs.unpublish')}
          </button>
        )}
      </div>
    </form>
  );
}
