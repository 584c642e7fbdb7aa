import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import i18next from 'i18next';
import { AxiosHeaders, type AxiosAdapter } from 'axios';
import { api, chooseLanguage } from '@khel/shared-kernel';
import { renderInShell, startI18n, testSite } from '../test-support/render';
import { LeftDrawer } from '../mobile/LeftDrawer';
import { Footer } from '../footer/Footer';
import { BlogArticlePage, BlogsPage } from './BlogsPage';

const calls: { url: string; lang: unknown }[] = [];
const ARTICLES: Record<string, { title: string; summary: string; body: string }> = {
  en: { title: 'Final preview', summary: 'Who wins?', body: 'Para one.\n\nPara two.' },
  hi: { title: 'फ़ाइनल प्रीव्यू', summary: 'कौन जीतेगा?', body: 'पहला।\n\nदूसरा।' },
};
const adapter: AxiosAdapter = async (config) => {
  const lang = (config.params as { lang?: string } | undefined)?.lang ?? 'en';
  calls.push({ url: config.url ?? '', lang });
  const text = ARTICLES[lang] ?? ARTICLES.en!;
  const summary = { id: 7, category: 'cricket', published_at: '2026-11-25T10:00:00.000Z', language: ARTICLES[lang] ? lang : 'en', title: text.title, summary: text.summary };
  const found = config.url === 'content/blogs' || config.url === 'content/blogs/7';
  const data = config.url === 'content/blogs' ? [summary, { ...summary, id: 3, title: 'Welcome', published_at: '2026-11-20T10:00:00.000Z' }] : { ...summary, body: text.body };
  return { data: { status: found, msg: '', data: found ? data : null }, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
};
const original = api.defaults.adapter;
beforeAll(startI18n);
beforeEach(() => {
  calls.length = 0;
  api.defaults.adapter = adapter;
});
afterEach(() => act(() => chooseLanguage('en', i18next)));
afterAll(() => {
  api.defaults.adapter = original;
});

const routed = (
  <Routes>
    <Route path="/blogs-news" element={<BlogsPage />} />
    <Route path="/blogs-news/:articleId" element={<BlogArticlePage />} />
  </Routes>
);

describe("'Blogs & News' (§2.5)", () => {
  it('lists the articles as the server orders them (newest first) and opens one, paragraph by paragraph', async () => {
    renderInShell(routed, { path: '/blogs-news' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Blogs & News');
    await waitFor(() => expect(screen.getAllByTestId('blog-item')).toHaveLength(2));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Final preview', 'Welcome']);
    expect(calls[0]).toEqual({ url: 'content/blogs', lang: 'en' });
    fireEvent.click(screen.getByRole('link', { name: 'Final preview' }));
    await waitFor(() => expect(screen.getByTestId('blog-title').textContent).toBe('Final preview'));
    expect(screen.getByTestId('blog-article').querySelectorAll('p')).toHaveLength(2);
    expect(screen.getByText('Para two.')).toBeTruthy();
  });

  it("asks in the player's language and reloads when it changes", async () => {
    renderInShell(routed, { path: '/blogs-news/7' });
    await waitFor(() => expect(screen.getByTestId('blog-title').textContent).toBe('Final preview'));
    await act(() => chooseLanguage('hi', i18next));
    await waitFor(() => expect(screen.getByTestId('blog-title').textContent).toBe('फ़ाइनल प्रीव्यू'));
    expect(calls.map((c) => c.lang)).toEqual(['en', 'hi']);
    expect(screen.getByRole('link', { name: /सभी लेख/ })).toBeTruthy();
  });

  it('says so when an article does not exist', async () => {
    renderInShell(routed, { path: '/blogs-news/404' });
    await waitFor(() => expect(screen.getByTestId('blog-not-found').textContent).toBe('This article is not available.'));
  });

  it('the mobile drawer (Others) and the desktop footer link to it, on a host without the account section too', () => {
    const site = testSite({}, ['sports']);
    const { unmount } = renderInShell(<LeftDrawer onClose={() => undefined} />, { site });
    expect(screen.getByRole('link', { name: 'Blogs & News' }).getAttribute('href')).toBe('/blogs-news');
    unmount();
    // jsdom has no matchMedia: the desktop layout
    renderInShell(<Footer />, { site });
    expect(screen.getByTestId('footer-blogs').getAttribute('href')).toBe('/blogs-news');
  });
});
