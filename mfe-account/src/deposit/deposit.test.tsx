import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DepositForm } from './DepositPage';
import { checkAmount, checkUtr, upiPayUri } from './rules';
import { fakeApi, logInForTest, ok, refused } from '../test-support/fake-api';

const METHODS = { upi: { upiId: 'khel@upi' }, bankAccounts: [{ bankName: 'Khel Bank', accountName: 'Khel Gaming', accountNumber: '123456789012', ifsc: 'KHEL0000001' }], limits: { minDeposit: 100, maxDeposit: 100000, minWithdrawal: 100, maxWithdrawal: 100000 } };
const SITE = { showDeposit: true, showWithdrawal: true, appName: 'Khel' };

describe('deposit rules', () => {
  it('checks the amount against the host limits and the UTR as exactly 12 digits', () => {
    expect(checkAmount('', 100, 1000)?.key).toBe('accountPages.amountRequired');
    expect(checkAmount('10.555', 100, 1000)?.key).toBe('accountPages.amountInvalid');
    expect(checkAmount('99.99', 100, 1000)?.key).toBe('accountPages.amountMin');
    expect(checkAmount('1000.01', 100, 1000)?.key).toBe('accountPages.amountMax');
    expect(checkAmount('500.5', 100, 1000)).toBeNull();
    expect(checkUtr('')?.key).toBe('accountPages.utrRequired');
    expect(checkUtr('12345678901a')?.key).toBe('accountPages.utrDigits');
    expect(checkUtr('12345')?.key).toBe('accountPages.utrLength');
    expect(checkUtr('123456789012')).toBeNull();
  });

  it('builds the upi://pay address with payee, name and amount', () => {
    expect(upiPayUri('khel@upi', 'Khel Site', '500')).toBe('upi://pay?pa=khel%40upi&pn=Khel+Site&cu=INR&am=500.00');
    expect(upiPayUri('khel@upi', 'Khel', '')).toBe('upi://pay?pa=khel%40upi&pn=Khel&cu=INR');
  });
});

describe('DepositForm', () => {
  const renderForm = () => render(<MemoryRouter><DepositForm /></MemoryRouter>);

  it('shows the form rules, then sends one request with an idempotency key and keeps values when refused', async () => {
    logInForTest();
    let calls = 0;
    const seen = fakeApi({
      'POST getSetting': ok(SITE),
      'GET payments/methods': ok(METHODS),
      'POST payments/deposit': () => (++calls === 1 ? refused('This UTR has already been submitted') : ok({ referenceNo: 'D00000009', type: 'deposit', amount: 500, status: 'pending', method: 'upi', utr: '123456789012', destination: null, note: null, createdAt: '2026-01-01T00:00:00Z', decidedAt: null })),
    });
    renderForm();
    expect(await screen.findByText('khel@upi')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit deposit request' }));
    expect(await screen.findByText('Amount is required')).toBeTruthy();
    expect(screen.getByText('UTR is required')).toBeTruthy();
    expect(seen.filter((r) => r.key === 'POST payments/deposit')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('UTR / bank reference'), { target: { value: '12ab345' } });
    expect(screen.getByText('Minimum amount is ₹100')).toBeTruthy();
    expect(screen.getByText('UTR must be 12 digits')).toBeTruthy();
    expect((screen.getByLabelText('UTR / bank reference') as HTMLInputElement).value).toBe('12345');

    fireEvent.click(screen.getByRole('button', { name: '₹ 500' }));
    expect(screen.getByTestId('upi-qr').getAttribute('data-uri')).toBe('upi://pay?pa=khel%40upi&pn=Khel&cu=INR&am=500.00');
    fireEvent.change(screen.getByLabelText('UTR / bank reference'), { target: { value: '123456789012' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit deposit request' }));
    expect(await screen.findByText('This UTR has already been submitted')).toBeTruthy();
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('500');

    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    fireEvent.click(screen.getByRole('button', { name: 'Submit deposit request' }));
    await waitFor(() => expect(screen.getByTestId('deposit-sent').textContent).toContain('D00000009'));
    // the confirmation comes into view (on a phone the player is at the form's foot: issue 34 item 12)
    expect(scrolled).toEqual([screen.getByTestId('deposit-sent')]);
    expect(document.activeElement).toBe(screen.getByTestId('deposit-sent'));
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    const sent = seen.filter((r) => r.key === 'POST payments/deposit').map((r) => r.body as { request_id: string; amount: number; utr: string });
    expect(sent).toHaveLength(2);
    // a retry of the same values carries the same key: the server can never record two deposits
    expect(sent[0]!.request_id).toBe(sent[1]!.request_id);
    expect(sent[0]).toMatchObject({ amount: 500, utr: '123456789012', method: 'upi' });
    expect(screen.getByText('Pending')).toBeTruthy();
  });
});
