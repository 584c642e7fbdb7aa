import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { api, cleanToasts, endSession, startSession, toasts$, type LoginUser, type Toast } from '@khel/shared-kernel';
import { renderInShell, startI18n } from '../test-support/render';
import { EmailPage } from './EmailPage';
import { VerifyEmailPage } from './VerifyEmailPage';

const player = { id: 5, _id: 5, user_name: 'asha99', name: 'Asha', operatorId: 1, is_demo: false, token: { accessToken: 't', tokenType: 'Bearer', expiresIn: 60, exp: 2e9 } } as LoginUser;
const seen: InternalAxiosRequestConfig[] = [];
let verifyAnswer: { status: number; data: unknown } = { status: 200, data: {} };
let profileDelay: Promise<void> = Promise.resolve();

const adapter: AxiosAdapter = async (config) => {
  seen.push(config);
  const reply = (status: number, data: unknown) => {
    if (status >= 400) {
      throw new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, { data, status, statusText: 'Bad Request', headers: new AxiosHeaders(), config });
    }
    return { data, status, statusText: 'OK', headers: new AxiosHeaders(), config };
  };
  if (config.url === 'account/5/profile/get') await profileDelay;
  if (config.url === 'account/5/profile/get') return reply(200, { success: true, result: { email: 'old@example.com', pending_email: null } });
  if (config.url === 'account/5/profile/email') return reply(200, { success: true, result: { pending_email: JSON.parse(config.data as string).email, expiresIn: 86400 } });
  return reply(verifyAnswer.status, verifyAnswer.data);
};
let shown: readonly Toast[] = [];
toasts$.subscribe((t) => (shown = t));
const original = api.defaults.adapter;
beforeAll(startI18n);
beforeEach(() => {
  seen.length = 0;
  cleanToasts();
  endSession();
  api.defaults.adapter = adapter;
});
afterAll(() => {
  api.defaults.adapter = original;
  endSession();
});

describe('the e-mail address on the profile (§7.1)', () => {
  it('shows the verified address, refuses a malformed one, and sends a link to a new one', async () => {
    startSession(player, 'x');
    renderInShell(<EmailPage />, { path: '/profile/email' });
    await waitFor(() => expect(screen.getByTestId('email-current').textContent).toBe('Verified email: old@example.com'));
    fireEvent.change(screen.getByTestId('email-input'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByTestId('email-send'));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address.');
    expect(seen.filter((c) => c.url === 'account/5/profile/email')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('email-input'), { target: { value: ' asha@example.com ' } });
    await act(async () => fireEvent.click(screen.getByTestId('email-send')));
    await waitFor(() => expect(screen.getByTestId('email-pending').textContent).toBe('We sent a verification link to asha@example.com. Open it to confirm your address.'));
    const sent = seen.find((c) => c.url === 'account/5/profile/email')!;
    expect(sent.method).toBe('post');
    expect(JSON.parse(sent.data as string)).toEqual({ email: 'asha@example.com' });
  });

  it('a profile read answering after the send does not hide the pending address', async () => {
    let answerProfile = () => undefined as void;
    profileDelay = new Promise<void>((resolve) => (answerProfile = resolve));
    startSession(player, 'x');
    renderInShell(<EmailPage />, { path: '/profile/email' });
    fireEvent.change(screen.getByTestId('email-input'), { target: { value: 'late@example.com' } });
    await act(async () => fireEvent.click(screen.getByTestId('email-send')));
    await waitFor(() => expect(screen.getByTestId('email-pending').textContent).toContain('late@example.com'));
    await act(async () => answerProfile());
    expect(screen.getByTestId('email-pending').textContent).toContain('late@example.com');
    profileDelay = Promise.resolve();
  });

  it('asks a visitor to log in', () => {
    renderInShell(<EmailPage />, { path: '/profile/email' });
    expect(screen.getByText('Please log in to add an email address.')).toBeTruthy();
    expect(screen.queryByTestId('email-input')).toBeNull();
  });
});

describe('the verification link (§7.1 GET /profile/verify/email/{a}/{b}, §8)', () => {
  const openLink = (path: string) =>
    renderInShell(
      <Routes>
        <Route path="/profile/verify/email/:a/:b" element={<VerifyEmailPage />} />
        <Route path="/" element={<p data-testid="home">home</p>} />
      </Routes>,
      { path },
    );

  it("calls the spec's path once, shows statusDesc as a success toast and goes home", async () => {
    verifyAnswer = { status: 200, data: { success: true, status: { statusCode: 200, statusDesc: 'Your email address is verified.' } } };
    openLink('/profile/verify/email/12/tok_en-1');
    expect(screen.getByTestId('home')).toBeTruthy();
    await waitFor(() => expect(shown.map((t) => [t.type, t.message])).toEqual([['success', 'Your email address is verified.']]));
    expect(seen.map((c) => [c.method, c.url])).toEqual([['get', 'profile/verify/email/12/tok_en-1']]);
  });

  it("shows the server's statusDesc as an error toast when the link is refused", async () => {
    verifyAnswer = { status: 400, data: { success: false, status: { statusCode: 400, statusDesc: 'This verification link is invalid or has already been used.' }, msg: 'x' } };
    openLink('/profile/verify/email/13/used');
    await waitFor(() => expect(shown.map((t) => [t.type, t.message])).toEqual([['error', 'This verification link is invalid or has already been used.']]));
  });
});
