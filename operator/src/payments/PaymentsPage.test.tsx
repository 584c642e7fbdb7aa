import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PaymentsPage } from './PaymentsPage';

const pending = [
  { id: 7, kind: 'deposit', userId: 3, userName: 'ravi', mobile: '9876543210', amount: 123456.5, status: 'pending', reference: '123456789012', method: 'upi', note: null, createdAt: '2026-11-26T10:00:00Z' },
];

let calls: { method: string; url: string; body?: string }[] = [];
beforeEach(() => {
  calls = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ method: init?.method ?? 'GET', url, body: init?.body as string | undefined });
    const data = (init?.method ?? 'GET') === 'GET' ? pending : { ...pending[0], status: 'rejected' };
    return { ok: true, status: 200, json: async () => ({ status: true, msg: 'ok', data }) };
  }) as unknown as typeof fetch;
});

test('lists a pending deposit with its UTR in Indian grouping, and will not reject without a reason', async () => {
  render(<PaymentsPage />);
  const row = await screen.findByTestId('payment-7');
  expect(row.textContent).toContain('₹ 1,23,456.50');
  expect(row.textContent).toContain('123456789012');
  expect(calls[0]!.url).toBe('/api/v1/operator/payments?kind=deposit&status=pending&q=');

  fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Give a reason to reject');
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

  fireEvent.change(screen.getByLabelText('Reason for #7'), { target: { value: 'UTR not found in bank' } });
  fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  const post = calls.find((c) => c.method === 'POST')!;
  expect(post.url).toBe('/api/v1/operator/deposits/7/reject');
  expect(JSON.parse(post.body!)).toEqual({ note: 'UTR not found in bank' });
  expect((await screen.findByRole('status')).textContent).toContain('rejected');
});
