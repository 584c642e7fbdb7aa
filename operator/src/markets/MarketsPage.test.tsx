import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MarketsPage } from './MarketsPage';

const line = { id: 17, eventId: 5, eventName: 'Mumbai v Chennai', name: '6 over runs MI', inplay: true, gameStatus: null, active: true, noLine: 45, noRate: 100, yesLine: 46, yesRate: 90, openBets: 3, staked: 1500, exposure: 123456.5 };
let calls: { method: string; url: string; body?: string }[] = [];

beforeEach(() => {
  calls = [];
  window.confirm = jest.fn(() => true);
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body as string | undefined });
    const data = method === 'POST' ? { fancy_id: 17, settled_bets: 3 } : url.startsWith('/api/v1/operator/fancies') ? [line] : [];
    return { ok: true, status: 200, json: async () => ({ status: true, msg: 'ok', data }) };
  }) as unknown as typeof fetch;
});

test('the fancy view shows a line\'s No and Yes and settles it by its runs; live only asks for events in play', async () => {
  render(<MarketsPage />);
  await waitFor(() => expect(calls[0]!.url).toBe('/api/v1/operator/markets?q='));
  fireEvent.click(screen.getByRole('tab', { name: 'Fancy lines' }));
  const row = await screen.findByTestId('fancy-17');
  expect(screen.getByLabelText('No 45 at 100')).toBeTruthy();
  expect(screen.getByLabelText('Yes 46 at 90')).toBeTruthy();
  expect(row.textContent).toContain('₹ 1,23,456.50');

  fireEvent.click(screen.getByLabelText('Live events only'));
  await waitFor(() => expect(calls.at(-1)!.url).toBe('/api/v1/operator/fancies?q=&live=true'));

  const settle = screen.getByRole('button', { name: 'Settle' }) as HTMLButtonElement;
  fireEvent.change(screen.getByLabelText('Runs for 6 over runs MI'), { target: { value: '4x' } });
  expect(settle.disabled).toBe(true);
  fireEvent.change(screen.getByLabelText('Runs for 6 over runs MI'), { target: { value: '52' } });
  fireEvent.click(settle);
  await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  const post = calls.find((c) => c.method === 'POST')!;
  expect(post.url).toBe('/api/v1/operator/fancies/settle');
  expect(JSON.parse(post.body!)).toEqual({ fancy_id: 17, runs: 52 });
  expect((await screen.findByRole('status')).textContent).toBe('6 over runs MI: settled at 52 runs');
});

test('a result that conflicts with the one a market was already settled with shows the server\'s refusal as an error; a repeat says nothing changed', async () => {
  const market = { id: '1.900001', eventId: 5, eventName: 'Mumbai v Chennai', name: 'Match Odds', kind: 'odds', inplay: false, startTime: '2026-12-07T10:00:00Z', status: 'OPEN', heldByOperator: false, matched: 100, runners: [{ selectionId: 11, name: 'Mumbai', housePnlIfWins: 10 }, { selectionId: 12, name: 'Chennai', housePnlIfWins: -10 }] };
  const refusal = 'Market was already settled with a different result (winner Mumbai); the result you sent was not applied';
  let answer: { status: number; body: object } = { status: 409, body: { status: false, msg: refusal } };
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body as string | undefined });
    if (method === 'POST') return { ok: answer.status === 200, status: answer.status, json: async () => answer.body };
    return { ok: true, status: 200, json: async () => ({ status: true, msg: 'ok', data: url.startsWith('/api/v1/operator/markets') ? [market] : [] }) };
  }) as unknown as typeof fetch;
  render(<MarketsPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Settle with Chennai as the winner' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(refusal);

  answer = { status: 200, body: { status: true, msg: 'Market was already settled', data: { market_id: market.id, settled_bets: 0, already_settled: true } } };
  fireEvent.click(screen.getByRole('button', { name: 'Settle with Mumbai as the winner' }));
  expect((await screen.findByRole('status')).textContent).toBe('Match Odds: Mumbai won; market settled (it was already settled with this result; nothing changed)');
});
