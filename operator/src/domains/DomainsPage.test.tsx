import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DomainsPage } from './DomainsPage';

const pending = [{ domain: 'www.localhost', hostId: 2, hostCode: 'second', siteName: 'Second Innings', operatorId: 2, requestedAt: '2026-12-07T04:00:00Z' }];
let calls: { method: string; url: string }[] = [];
let queue = pending;

beforeEach(() => {
  calls = [];
  queue = pending;
  window.confirm = jest.fn(() => true);
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url });
    if (method === 'POST') {
      const answer = queue[0];
      queue = [];
      return { ok: true, status: 200, json: async () => ({ status: true, msg: 'ok', data: answer }) };
    }
    return { ok: true, status: 200, json: async () => ({ status: true, msg: 'ok', data: queue }) };
  }) as unknown as typeof fetch;
});

test('lists the domains waiting for approval with their host; approving one says it routes and empties the list', async () => {
  render(<DomainsPage />);
  const row = await screen.findByTestId('pending-www.localhost');
  expect(row.textContent).toContain('Second Innings (second)');
  expect(row.textContent).toContain('#2');
  fireEvent.click(screen.getByRole('button', { name: 'Approve www.localhost' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: '/api/v1/operator/domains/www.localhost/approve' }]));
  expect((await screen.findByRole('status')).textContent).toBe('www.localhost approved: Second Innings answers on it now');
  expect(await screen.findByText('No domains are waiting for approval.')).toBeTruthy();
});

test('rejecting asks first and posts the rejection', async () => {
  render(<DomainsPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Reject www.localhost' }));
  expect(window.confirm).toHaveBeenCalledWith('Reject www.localhost for Second Innings? The host will not answer on it.');
  await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/operator/domains/www.localhost/reject')).toBe(true));
  expect((await screen.findByRole('status')).textContent).toBe('www.localhost rejected');
});
