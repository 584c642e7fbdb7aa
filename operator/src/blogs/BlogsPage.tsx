// 'Blogs & News' for one host: its articles (drafts and published), writing one with its
// translations (English required; a language left empty falls back to English for its readers),
// saving it as a draft, publishing it for the host's readers and taking it back.
import { useState } from 'react';
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

const LANGUAGE_NAMES: Record<ContentLanguage, string> = { en: 'English', hi: 'हिन्दी', mr: 'मराठी', gu: 'ગુજરાતી', kn: 'ಕನ್ನಡ', bn: 'বাংলা', es: 'Español' };
const EMPTY: BlogText = { title: '', summary: '', body: '' };

export function BlogsPage() {
  const hosts = useLoad<OperatorHost[]>('operator/hosts');
  const [hostId, setHostId] = useState<number | null>(null);
  const host = hosts.data?.find((h) => h.id === hostId) ?? hosts.data?.[0];
  return (
    <section>
      <h1>Blogs &amp; News</h1>
      <Notice text={hosts.error} error />
      <div className="toolbar">
        <label>
          Host
          <select aria-label="Host" value={host?.id ?? ''} onChange={(e) => setHostId(Number(e.target.value))}>
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
          <h2>Articles on {host.siteName}</h2>
          <button type="button" onClick={() => open('new')}>
            New article
          </button>
        </div>
        <Notice text={error} error />
        {data && data.length === 0 && <p className="muted">No articles yet.</p>}
        <ul className="plain" aria-label="Articles">
          {data?.map((a) => (
            <li key={a.id} data-testid="article-row" className="spread">
              <span>
                <button type="button" className="link" onClick={() => open(a)}>
                  {a.texts.en.title}
                </button>
                <div className="muted">
                  {a.category} · {Object.keys(a.texts).join(', ')}
                </div>
              </span>
              <span className={`badge ${a.publishedAt ? 'approved' : 'pending'}`}>{a.publishedAt ? `Published ${formatTime(a.publishedAt)}` : 'Draft'}</span>
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
  const [category, setCategory] = useState<BlogCategory>(article?.category ?? 'news');
  const [texts, setTexts] = useState<Record<ContentLanguage, BlogText>>(
    () => Object.fromEntries(CONTENT_LANGUAGES.map((l) => [l, article?.texts[l] ?? EMPTY])) as Record<ContentLanguage, BlogText>,
  );
  const [language, setLanguage] = useState<ContentLanguage>('en');
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const text = texts[language];
  const filled = (t: BlogText) => Boolean(t.title.trim() || t.summary.trim() || t.body.trim());

  const body = (): OperatorBlogWrite | string => {
    const chosen: Partial<Record<ContentLanguage, BlogText>> = {};
    for (const l of CONTENT_LANGUAGES) {
      const t = texts[l];
      if (!filled(t)) continue;
      if (!t.title.trim() || !t.summary.trim() || !t.body.trim()) return `${LANGUAGE_NAMES[l]}: give a title, a summary and a body, or leave all three empty`;
      chosen[l] = t;
    }
    if (!chosen.en) return 'English is required: give its title, summary and body';
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
    }, publish ? 'Article published' : article?.publishedAt ? 'Article saved (still published)' : 'Draft saved');
  };

  return (
    <form className="card" aria-label="Article" onSubmit={(e) => e.preventDefault()}>
      <h2>{article ? 'Edit article' : 'New article'}</h2>
      <p className="muted">{article?.publishedAt ? `Published ${formatTime(article.publishedAt)}: readers see changes at once.` : 'A draft: readers do not see it until it is published.'}</p>
      <label>
        Category
        <select value={category} onChange={(e) => setCategory(e.target.value as BlogCategory)}>
          {BLOG_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <div className="lang-tabs" role="tablist" aria-label="Language">
        {CONTENT_LANGUAGES.map((l) => (
          <button key={l} type="button" role="tab" aria-selected={language === l} className={filled(texts[l]) ? 'has-text' : undefined} onClick={() => setLanguage(l)}>
            {LANGUAGE_NAMES[l]}
          </button>
        ))}
      </div>
      <p className="muted">{language === 'en' ? 'English is required.' : 'Optional: readers in this language get English where it is empty.'}</p>
      <label>
        Title
        <input lang={language} maxLength={200} value={text.title} onChange={(e) => setTexts({ ...texts, [language]: { ...text, title: e.target.value } })} />
      </label>
      <label>
        Summary
        <textarea lang={language} rows={2} maxLength={500} value={text.summary} onChange={(e) => setTexts({ ...texts, [language]: { ...text, summary: e.target.value } })} />
      </label>
      <label>
        Body (a blank line between paragraphs)
        <textarea lang={language} rows={8} maxLength={20000} value={text.body} onChange={(e) => setTexts({ ...texts, [language]: { ...text, body: e.target.value } })} />
      </label>
      <Notice text={message?.text ?? null} error={message?.error} />
      <div className="decide">
        <button type="button" onClick={() => save(false)}>
          {article?.publishedAt ? 'Save' : 'Save draft'}
        </button>
        {!article?.publishedAt && (
          <button type="button" onClick={() => save(true)}>
            Publish
          </button>
        )}
        {article?.publishedAt && (
          <button type="button" className="danger" onClick={() => run(() => api<Article>('POST', `operator/blogs/${article.id}/unpublish`), 'Article back to draft')}>
            Unpublish
          </button>
        )}
      </div>
    </form>
  );
}
