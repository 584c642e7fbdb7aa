import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ReconciliationPage } from './ReconciliationPage';

const line = (over: Record<string, unknown>) => ({
  line_id: 1,
  line_no: 2,
  txn_date: '01-12-2026',
  narration: 'UPI/634512345678/RAVI',
  reference: '634512345678',
  utr: '634512345678',
  credit_paise: 10_000_000,
  credit: 100000,
  status: 'matched',
  deposit_id: 7,
  deposit_amount_paise: 10_000_000,
  deposit_amount: 100000,
  deposit_status: 'approved',
  approved_now: true,
  ...over,
});
const answer = {
  upload_id: 3,
  layout: 'generic',
  credit_lines: 3,
  new_lines: 3,
  repeated_lines: 1,
  matched: [line({})],
  mismatches: [line({ line_id: 2, line_no: 3, utr: '634512345680', credit_paise: 199_900, credit: 1999, status: 'mismatch', deposit_id: 8, deposit_amount_paise: 200_000, deposit_amount: 2000, deposit_status: 'pending', approved_now: false })],
  lines_without_deposit: [],
  duplicates: [],
  already_decided: [],
  deposits_without_line: [{ id: 9, user_id: 4, amount_paise: 75_000, amount: 750, utr: '634512345681', created_at: '2026-12-01T10:00:00Z' }],
};

let calls: { method: string; url: string; body?: string }[] = [];
beforeEach(() => {
  calls = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ method: init?.method ?? 'GET', url, body: init?.body as string | undefined });
    return { ok: true, status: 200, json: async () => ({ status: true, msg: 'ok', data: answer }) };
  }) as unknown as typeof fetch;
});

test('uploads the chosen statement and shows what matched and what waits for review, in Indian grouping', async () => {
  render(<ReconciliationPage />);
  fireEvent.click(screen.getByRole('button', { name: 'Upload and reconcile' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Choose a bank statement file (CSV)');
  expect(calls).toHaveLength(0);

  const csv = 'Date,Narration,Reference,Credit\n01-12-2026,UPI,634512345678,"1,00,000.00"\n';
  const file = new File([csv], 'sbi-dec.csv', { type: 'text/csv' });
  // jsdom's File has no text() (browsers do)
  Object.defineProperty(file, 'text', { value: async () => csv });
  fireEvent.change(screen.getByLabelText('Bank statement'), { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: 'Upload and reconcile' }));
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0]!.url).toBe('/api/v1/operator/payments/reconciliation');
  expect(JSON.parse(calls[0]!.body!)).toEqual({ file_name: 'sbi-dec.csv', csv });
  expect((await screen.findByRole('status')).textContent).toBe('3 credit lines read (3 new, 1 repeated line kept once): 1 deposit approved');
  expect(screen.getByText('₹ 1,00,000.00')).toBeTruthy();
  expect(screen.getByText('asks ₹ 2,000.00')).toBeTruthy();
  expect(screen.getByText('634512345681')).toBeTruthy();
});
