import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { OperatorHost } from '@khel/shared-kernel/contract';
import { MoneyMode } from './MoneyMode';

const host = {
  id: 2,
  siteName: 'Second Innings',
  money: { mode: 'real', amount: 10_000, label: 'coins', dailyTopUp: true, allowedCountries: ['IN'], ageCheck: 'declaration' },
} as unknown as OperatorHost;
const REFUSAL = '2 players of this host still hold real money, open bets or casino rounds waiting for their payout: settle them (withdrawals paid, bets settled, rounds paid) before it plays with coins. Nothing was changed.';
let puts: unknown[] = [];

beforeEach(() => {
  puts = [];
  window.confirm = jest.fn(() => true);
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/operator/me')) return { ok: true, status: 200, json: async () => ({ status: true, msg: '', data: { role: 'platform' } }) };
    puts.push(JSON.parse(String(init?.body)));
    return { ok: false, status: 409, json: async () => ({ status: false, msg: REFUSAL }) };
  }) as unknown as typeof fetch;
});

test("a switch to play coins says it is refused while players hold real money, and shows the server's refusal; nothing is saved", async () => {
  const onSaved = jest.fn();
  render(<MoneyMode host={host} onSaved={onSaved} />);
  await waitFor(() => expect((screen.getByRole('button', { name: 'Save money mode' }) as HTMLButtonElement).closest('fieldset')!.disabled).toBe(false));
  fireEvent.change(screen.getByRole('combobox', { name: 'Money mode' }), { target: { value: 'play' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save money mode' }));
  expect(window.confirm).toHaveBeenCalledWith(
    'Switch Second Innings to play coins? Deposits and withdrawals stop at once and nothing is ever paid out. It is refused while any of its players holds real money, open bets or casino rounds waiting for their payout.',
  );
  expect((await screen.findByRole('alert')).textContent).toBe(REFUSAL);
  expect(puts).toEqual([expect.objectContaining({ mode: 'play' })]);
  expect(onSaved).not.toHaveBeenCalled();
});
