import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from '../app/App';
import { setToken } from '../app/api';
import { CONSOLE_LANGUAGE_KEY, i18n, startConsoleI18n } from './i18n';

const payment = { id: 7, kind: 'deposit', userId: 3, userName: 'ravi', mobile: null, amount: 123456.5, status: 'pending', reference: '123456789012', method: 'upi', note: null, createdAt: '2026-11-26T10:00:00Z' };

beforeEach(() => {
  window.location.hash = '';
  globalThis.fetch = jest.fn(async (url: string) => {
    const data = url.endsWith('/operator/me') ? { role: 'platform', operator: { operatorId: 1, userName: 'platform' } } : url.includes('/operator/payments') ? [payment] : [];
    return { ok: true, status: 200, json: async () => ({ status: true, msg: 'ok', data }) };
  }) as unknown as typeof fetch;
});
afterEach(() => setToken(null));

/** A reload: the page starts again in English and applies the remembered language before it renders. */
async function reload() {
  await act(() => i18n.changeLanguage('en'));
  await startConsoleI18n();
  return render(<App />);
}

test('the chooser turns the console into Hindi, and a remount (a reload) keeps Hindi', async () => {
  const first = render(<App />);
  expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'hi' } });
  expect(await screen.findByRole('button', { name: 'लॉग इन करें' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Khel ऑपरेटर कंसोल' })).toBeTruthy();
  expect(screen.getByLabelText('यूज़र नेम')).toBeTruthy();
  expect(localStorage.getItem(CONSOLE_LANGUAGE_KEY)).toBe('hi');
  expect(document.documentElement.lang).toBe('hi');
  first.unmount();

  await reload();
  expect(screen.getByRole('button', { name: 'लॉग इन करें' })).toBeTruthy();
  expect((screen.getByRole('combobox', { name: 'भाषा' }) as HTMLSelectElement).value).toBe('hi');
});

test("the frame in Hindi: its navigation and pages translated, rupees still in Indian grouping; English again on choosing it", async () => {
  localStorage.setItem(CONSOLE_LANGUAGE_KEY, 'hi');
  setToken('token');
  window.location.hash = '#/payments';
  await reload();
  const row = await screen.findByTestId('payment-7');
  expect(row.textContent).toContain('₹ 1,23,456.50');
  expect(row.textContent).toContain('लंबित');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('भुगतान');
  expect(screen.getByRole('link', { name: 'जोखिम' })).toBeTruthy();
  expect(screen.getByTestId('operator-who').textContent).toBe('platform · प्लेटफ़ॉर्म ऑपरेटर');
  expect(screen.getByRole('button', { name: 'स्वीकृत करें' })).toBeTruthy();

  fireEvent.change(screen.getByRole('combobox', { name: 'भाषा' }), { target: { value: 'en' } });
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payments'));
  expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
  expect(localStorage.getItem(CONSOLE_LANGUAGE_KEY)).toBe('en');
});
