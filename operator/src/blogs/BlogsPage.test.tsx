import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BlogsPage } from './BlogsPage';

const host = { id: 2, code: 'second', siteName: 'Second Innings' };
let articles: object[] = [];
let calls: { method: string; url: string; body?: string }[] = [];

beforeEach(() => {
  calls = [];
  articles = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body as string | undefined });
    let data: unknown = null;
    if (url === '/api/v1/operator/hosts') data = [host];
    else if (method === 'GET') data = articles;
    else if (url.endsWith('/publish')) data = { ...(articles[0] as object), publishedAt: '2026-11-26T10:00:00Z' };
    else {
      const body = JSON.parse(init!.body as string) as { category: string; texts: object };
      data = { id: 41, hostId: 2, publishedAt: null, updatedAt: '2026-11-26T09:00:00Z', ...body };
      articles = [data as object];
    }
    return { ok: true, status: 200, json: async () => ({ status: true, msg: 'ok', data }) };
  }) as unknown as typeof fetch;
});

const writes = () => calls.filter((c) => c.method !== 'GET');

test('writes an article with a translation, refuses a half-written language, then saves it as a draft and publishes it', async () => {
  render(<BlogsPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'New article' }));
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'IPL auction day' } });
  fireEvent.change(screen.getByLabelText('Summary'), { target: { value: 'Who went where' } });
  fireEvent.change(screen.getByLabelText(/^Body/), { target: { value: 'The auction ran all day.' } });
  fireEvent.click(screen.getByRole('tab', { name: 'हिन्दी' }));
  expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'आईपीएल नीलामी' } });

  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  expect((await screen.findByRole('alert')).textContent).toBe('हिन्दी: give a title, a summary and a body, or leave all three empty');
  expect(writes()).toHaveLength(0);

  fireEvent.change(screen.getByLabelText('Summary'), { target: { value: 'कौन कहाँ गया' } });
  fireEvent.change(screen.getByLabelText(/^Body/), { target: { value: 'नीलामी दिन भर चली।' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(writes()).toHaveLength(1));
  expect(writes()[0]!.url).toBe('/api/v1/operator/hosts/2/blogs');
  expect(JSON.parse(writes()[0]!.body!)).toEqual({
    category: 'news',
    texts: { en: { title: 'IPL auction day', summary: 'Who went where', body: 'The auction ran all day.' }, hi: { title: 'आईपीएल नीलामी', summary: 'कौन कहाँ गया', body: 'नीलामी दिन भर चली।' } },
  });
  expect((await screen.findByRole('status')).textContent).toBe('Draft saved');

  // the saved draft stays in the editor: publishing it writes it again, then publishes it
  fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(writes()).toHaveLength(3));
  expect(writes().map((c) => `${c.method} ${c.url}`).slice(1)).toEqual(['PUT /api/v1/operator/blogs/41', 'POST /api/v1/operator/blogs/41/publish']);
  expect((await screen.findByRole('status')).textContent).toBe('Article published');
});

test('English is required', async () => {
  render(<BlogsPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'New article' }));
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  expect((await screen.findByRole('alert')).textContent).toBe('English is required: give its title, summary and body');
  expect(writes()).toHaveLength(0);
});
