import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { currentConfirmBets, currentSession, loginRequests$, setConfirmBets, type AuthDialogRequest } from '@khel/shared-kernel';
import { presetsProblem } from '@khel/shared-kernel/preset-editor';
import { ChangePassword, ConfirmBets, passwordProblems, SettingsPage } from './SettingsPages';
import { checkPayout, WithdrawForm } from '../withdraw/WithdrawPage';
import { PlayerPage } from '../common/AccountPage';
import { RgLimits } from '../responsible-gambling/RgLimits';
import { fakeApi, logInForTest, logOutForTest, ok, refused } from '../test-support/fake-api';

const inRouter = (ui: React.ReactElement, path = '/') => render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);

describe('change password', () => {
  it('applies the §5 rules', () => {
    expect(passwordProblems({ old: '', next: '', confirm: '' })).toEqual({ old: 'accountPages.passwordRequired', next: 'accountPages.passwordRequired', confirm: 'accountPages.fieldRequired' });
    expect(passwordProblems({ old: 'x', next: 'abc', confirm: 'abc' })).toEqual({ next: 'accountPages.passwordMin' });
    expect(passwordProblems({ old: 'x', next: 'abcdef', confirm: 'abcdeg' })).toEqual({ confirm: 'accountPages.passwordMismatch' });
  });

  it('shows the messages, the server refusal with the values kept, and says other devices are logged out', async () => {
    logInForTest();
    let calls = 0;
    const seen = fakeApi({ 'POST user/selfChangePassword': () => (++calls === 1 ? refused('Old password is incorrect') : ok(null)) });
    inRouter(<ChangePassword />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'newpass1' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'newpass2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByText('Password does not match.')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(seen).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'oldpass' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'newpass1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Old password is incorrect')).toBeTruthy();
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('newpass1');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed. You have been logged out on your other devices.')).toBeTruthy();
    expect(seen[1]!.body).toEqual({ oldPassword: 'oldpass', newPassword: 'newpass1', confirmPassword: 'newpass1' });
  });
});

describe('settings', () => {
  it('stake presets follow §5: integers, at most 1,00,00,000, only one at the maximum', () => {
    expect(presetsProblem(['100', '200'])).toBeNull();
    expect(presetsProblem(['100', '2.5'])).toBe('not-an-integer');
    expect(presetsProblem(['100000001'])).toBe('too-large');
    expect(presetsProblem(['10000000', '10000000'])).toBe('only-one-max');
  });

  it('refuses demo ids with the spec message; the preset editor (the slip\'s own) checks §5 on UPDATE and saves its list', async () => {
    logInForTest({ is_demo: true });
    fakeApi({});
    const { unmount } = inRouter(<SettingsPage />);
    expect(screen.getByText('Please login from your read ID.')).toBeTruthy();
    unmount();
    logInForTest();
    const seen = fakeApi({ 'POST account/7/settings/mobile-stakes': ok({}) });
    inRouter(<SettingsPage />);
    const phone = within(screen.getByTestId('presets-mobile-stakes'));
    expect(phone.queryByLabelText('Stake button 1')).toBeNull();
    fireEvent.click(phone.getByRole('button', { name: 'Edit Stakes' }));
    fireEvent.change(phone.getByLabelText('Stake button 1'), { target: { value: '10000000' } });
    fireEvent.change(phone.getByLabelText('Stake button 2'), { target: { value: '10000000' } });
    fireEvent.click(phone.getByRole('button', { name: 'UPDATE' }));
    expect(phone.getByRole('alert').textContent).toBe('Only one value can be 1,00,00,000.');
    fireEvent.change(phone.getByLabelText('Stake button 2'), { target: { value: '2.5' } });
    fireEvent.click(phone.getByRole('button', { name: 'UPDATE' }));
    expect(phone.getByRole('alert').textContent).toBe('Please enter a valid integer.');
    fireEvent.change(phone.getByLabelText('Stake button 2'), { target: { value: '300' } });
    fireEvent.click(phone.getByRole('button', { name: 'UPDATE' }));
    await waitFor(() => expect(seen.find((r) => r.key === 'POST account/7/settings/mobile-stakes')?.body).toEqual({ settings: [10000000, 300, 500, 1000, 2000, 5000, 10000, 15000, 20000, 25000] }));
    expect(await phone.findByRole('status')).toBeTruthy();
    expect(phone.getByText('1,00,00,000')).toBeTruthy();
    expect(currentSession().user?.settings?.presetStakeSettings?.mobileStakesSettings?.slice(0, 2)).toEqual([10000000, 300]);
    expect(seen.some((r) => r.key === 'POST account/7/settings/stakes')).toBe(false);
  });
});

describe('withdraw', () => {
  it('checks UPI ids, account numbers and IFSC (4 letters, 0, 6 letters or digits)', () => {
    const bank = { upi: '', name: 'Asha Rao', number: '123456789', ifsc: 'HDFC0001234' };
    expect(checkPayout('upi', { ...bank, upi: 'asha@okaxis' })).toBeNull();
    expect(checkPayout('upi', { ...bank, upi: 'asha' })).toBe('accountPages.upiInvalid');
    expect(checkPayout('bank', bank)).toBeNull();
    expect(checkPayout('bank', { ...bank, ifsc: 'HDFC1001234' })).toBe('accountPages.ifscInvalid');
    expect(checkPayout('bank', { ...bank, ifsc: 'HDF00001234' })).toBe('accountPages.ifscInvalid');
    expect(checkPayout('bank', { ...bank, number: '1234' })).toBe('accountPages.accountNumberInvalid');
    expect(checkPayout('bank', { ...bank, name: ' ' })).toBe('accountPages.accountNameRequired');
  });

  it('caps the amount at the available balance and cancels a pending request', async () => {
    logInForTest();
    const pending = { referenceNo: 'W00000004', type: 'withdrawal', amount: 700, status: 'pending', method: 'upi', utr: null, destination: { type: 'upi', upi_id: 'a@okaxis' }, note: null, createdAt: '2026-01-01T00:00:00Z', decidedAt: null };
    const seen = fakeApi({
      'POST getSetting': ok({ showDeposit: true, showWithdrawal: true }),
      'POST user/getBalanceCRef': ok({ balance: 1500, liability: 0, bonus_balance: 0, free_cash: 0, use_bonus_wallet: false }),
      'GET payments/methods': ok({ upi: null, bankAccounts: [], limits: { minDeposit: 100, maxDeposit: 100000, minWithdrawal: 100, maxWithdrawal: 100000 } }),
      'GET payments/payout-accounts': ok([{ id: 3, type: 'upi', upi_id: 'a@okaxis', account_name: null, account_number: null, ifsc: null, bank_name: null }]),
      'GET payments/transactions': ok({ items: [pending] }),
      'POST payments/withdrawals/W00000004/cancel': ok({ ...pending, status: 'cancelled' }),
    });
    inRouter(<WithdrawForm />);
    expect(await screen.findByText('₹ 1,500.00')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(screen.getByText('You can withdraw up to your available balance of ₹1,500.00')).toBeTruthy();
    expect(seen.some((r) => r.key === 'POST payments/withdraw')).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('Withdrawal W00000004 cancelled. The amount is back in your balance.')).toBeTruthy();
  });
});

describe('player pages', () => {
  it('a visitor sees no player data: the login dialog opens and returns to the page', () => {
    logOutForTest();
    const asked: AuthDialogRequest[] = [];
    const sub = loginRequests$.subscribe((r) => asked.push(r));
    inRouter(<PlayerPage title="Deposit">{() => <p>secret balance</p>}</PlayerPage>, '/deposit?x=1');
    sub.unsubscribe();
    expect(screen.queryByText('secret balance')).toBeNull();
    expect(screen.getByTestId('login-gate')).toBeTruthy();
    expect(asked).toEqual([{ tab: 1, resumePath: '/deposit?x=1' }]);
  });
});

describe('responsible gambling', () => {
  it('says when an increase applies and shows the server refusal', async () => {
    logInForTest();
    const limit = (amount: number | null, pending: { amount: number | null; effectiveAt: string } | null = null) => ({ amount, pending });
    const table = { day: limit(null), week: limit(null), month: limit(null) };
    const view = (deposit = table) => ({ deposit, loss: table, realityCheckMinutes: null, coolOffUntil: null, selfExcludedUntil: null, history: [] });
    const seen = fakeApi({
      'GET account/responsible-gambling': ok(view()),
      'POST account/responsible-gambling': (body) =>
        (body as { amount?: number }).amount === 9 ? refused('A limit must be from ₹1 to ₹1,00,00,000') : ok(view({ ...table, day: limit(1000, { amount: 5000, effectiveAt: '2030-01-02T10:00:00Z' }) })),
    });
    inRouter(<RgLimits />);
    const input = await screen.findByLabelText('Daily deposit limit');
    fireEvent.change(input, { target: { value: '5000' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Set' })[0]!);
    expect(await screen.findByText(/An increase or removal applies after 24 hours/)).toBeTruthy();
    expect(seen.find((r) => r.key === 'POST account/responsible-gambling')?.body).toEqual({ type: 'limit', kind: 'deposit', period: 'day', amount: 5000 });
    fireEvent.change(input, { target: { value: '9' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Set' })[0]!);
    expect(await screen.findByText('A limit must be from ₹1 to ₹1,00,00,000')).toBeTruthy();
  });
});

describe('bet confirmation (§4.5, issue 34)', () => {
  it("is the player's setting on the settings page, kept on the device, that the slip reads", () => {
    setConfirmBets(false);
    render(<ConfirmBets />);
    const box = screen.getByTestId('confirm-bets-on') as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(currentConfirmBets()).toBe(true);
    expect(localStorage.getItem('confirm_bets')).toBe('1');
    expect(screen.getByTestId('confirm-bets').textContent).toContain('Saved');
    fireEvent.click(box);
    expect(currentConfirmBets()).toBe(false);
  });
});
