import { act, fireEvent, screen } from '@testing-library/react';
import { AxiosHeaders, type AxiosAdapter } from 'axios';
import { api, clearBalance, endSession, refreshBalance, setMoneyLabel, startSession, type LoginUser } from '@khel/shared-kernel';
import { renderInShell, startI18n, testSite } from '../test-support/render';
import { Footer } from '../footer/Footer';
import { Header } from './Header';

const player = { id: 5, _id: 5, user_name: 'asha99', name: 'Asha', operatorId: 1, is_demo: false, token: { accessToken: 't', tokenType: 'Bearer', expiresIn: 60, exp: 2e9 } } as LoginUser;
const balanceAdapter: AxiosAdapter = async (config) => ({
  data: { status: true, msg: '', data: { balance: 12345678.5, liability: 100, bonus_balance: 0, free_cash: 0, use_bonus_wallet: false } },
  status: 200,
  statusText: 'OK',
  headers: new AxiosHeaders(),
  config,
});

beforeAll(startI18n);
beforeEach(() => {
  localStorage.clear();
  endSession();
  clearBalance();
});

describe('the header (§2.3)', () => {
  it('a visitor sees Log In, Sign Up and the language button', () => {
    renderInShell(<Header />);
    expect(screen.getByTestId('login-button').textContent).toBe('Log In');
    expect(screen.getByTestId('signup-button').textContent).toBe('Sign Up');
    expect(screen.getByTestId('language-button')).toBeTruthy();
    expect(screen.queryByTestId('balance')).toBeNull();
  });

  it("a player sees 'Login as {name}', the last login, the balance in Indian grouping, Deposit and Withdraw", async () => {
    startSession(player, '22/11/2026 10:00:00');
    renderInShell(<Header />);
    expect(screen.getByTestId('login-as').textContent).toBe('Login as Asha');
    expect(screen.getByTestId('last-logged-in').textContent).toBe('Last logged in: 22/11/2026 10:00:00');
    expect(screen.getByText('Available balance')).toBeTruthy();
    expect(screen.getByTestId('deposit-button').getAttribute('href')).toBe('/deposit');
    expect(screen.getByTestId('withdraw-button').getAttribute('href')).toBe('/withdraw');
  });

  it('shows the fetched balance as 1,23,45,678.50', async () => {
    const original = api.defaults.adapter;
    api.defaults.adapter = balanceAdapter;
    startSession(player, 'x');
    renderInShell(<Header />);
    await act(async () => void (await refreshBalance()));
    expect(screen.getByTestId('balance').textContent).toBe('1,23,45,678.50');
    api.defaults.adapter = original;
  });

  it("on a play-money host reads the balance as the host's coins (issue 33), and as rupees again on a real-money host", async () => {
    const original = api.defaults.adapter;
    api.defaults.adapter = balanceAdapter;
    startSession(player, 'x');
    renderInShell(<Header />);
    await act(async () => void (await refreshBalance()));
    act(() => setMoneyLabel({ moneyMode: 'play', coinLabel: 'Khel coins' }));
    expect(screen.getByTestId('balance').textContent).toBe('1,23,45,678.50 Khel coins');
    act(() => setMoneyLabel({ moneyMode: 'real', coinLabel: '' }));
    expect(screen.getByTestId('balance').textContent).toBe('1,23,45,678.50');
    api.defaults.adapter = original;
  });

  it('hides Deposit and Withdraw per showDeposit and showWithdrawal', () => {
    startSession(player, 'x');
    renderInShell(<Header />, { site: testSite({ showDeposit: false, showWithdrawal: false }) });
    expect(screen.queryByTestId('deposit-button')).toBeNull();
    expect(screen.queryByTestId('withdraw-button')).toBeNull();
  });

  it("the bell shows 0 and 'All caught up! No notifications at the moment.', closing on an outside click", () => {
    startSession(player, 'x');
    renderInShell(<Header />);
    expect(screen.getByTestId('notification-count').textContent).toBe('0');
    fireEvent.click(screen.getByTestId('notification-bell'));
    expect(screen.getByTestId('notification-panel').textContent).toBe('All caught up! No notifications at the moment.');
    fireEvent.mouseDown(document.body);
    expect(screen.queryByTestId('notification-panel')).toBeNull();
  });
});

describe('the footer (§2.9)', () => {
  it('carries the year and the upper-cased site name', () => {
    renderInShell(<Footer />, { site: { ...testSite(), siteName: 'Second Innings' } });
    expect(screen.getByTestId('copyright').textContent).toContain(`© ${new Date().getFullYear()} SECOND INNINGS`);
  });
});

describe('on a phone (issue 34)', () => {
  let restore: () => void;
  beforeEach(() => {
    const matchMedia = (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
    Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
    restore = () => Reflect.deleteProperty(window, 'matchMedia');
  });
  afterEach(() => restore());

  it('the header shows Available balance and Net Exposure', async () => {
    const original = api.defaults.adapter;
    api.defaults.adapter = balanceAdapter;
    startSession(player, 'x');
    renderInShell(<Header />);
    await act(async () => void (await refreshBalance()));
    const figures = screen.getByTestId('balance').closest('dl')!;
    expect([...figures.querySelectorAll('dt abbr')].map((d) => [d.textContent, d.getAttribute('title')])).toEqual([
      ['Bal', 'Available balance'],
      ['Exp', 'Net Exposure'],
    ]);
    expect(screen.getByTestId('balance').textContent).toBe('1,23,45,678.50');
    expect(screen.getByTestId('exposure').textContent).toBe('100.00');
    api.defaults.adapter = original;
  });

  it('the account drawer offers Deposit and Withdraw (two taps), each per its host flag', async () => {
    startSession(player, 'x');
    renderInShell(<Header />);
    fireEvent.click(screen.getByTestId('account-button'));
    expect((await screen.findByTestId('drawer-withdraw')).getAttribute('href')).toBe('/withdraw');
    expect(screen.getByTestId('drawer-deposit').getAttribute('href')).toBe('/deposit');
  });

  it('a host without withdrawals shows no Withdraw in the drawer', async () => {
    startSession(player, 'x');
    renderInShell(<Header />, { site: testSite({ showWithdrawal: false }) });
    fireEvent.click(screen.getByTestId('account-button'));
    expect(await screen.findByTestId('drawer-deposit')).toBeTruthy();
    expect(screen.queryByTestId('drawer-withdraw')).toBeNull();
  });
});
