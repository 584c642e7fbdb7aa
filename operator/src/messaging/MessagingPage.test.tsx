import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MessagingPage } from './MessagingPage';

const channels = {
  whatsapp_phone_number_id: '106540352242922',
  whatsapp_template: 'login_code',
  whatsapp_language: 'en_US',
  whatsapp_api_version: null,
  whatsapp_token_set: true,
  whatsapp_app_secret_set: false,
  whatsapp_verify_token_set: false,
  smtp_host: null,
  smtp_port: null,
  smtp_secure: false,
  smtp_user: null,
  smtp_from: null,
  smtp_password_set: false,
  webhook_url: null,
  updated_at: '2026-12-01T10:00:00Z',
  status_webhook_path: '/api/v1/messaging/whatsapp/2/webhook',
};
const deliveries = [
  { id: 41, channel: 'whatsapp', recipient: '+91••••••3210', purpose: 'signup_otp', status: 'failed', via: 'whatsapp', attempts: 1, maybe_duplicate: false, last_error: 'Message undeliverable', created_at: '2026-12-01T10:00:00Z', status_at: '2026-12-01T10:00:01Z' },
  { id: 40, channel: 'whatsapp', recipient: '+91••••••6655', purpose: 'reset_otp', status: 'read', via: 'whatsapp', attempts: 2, maybe_duplicate: true, last_error: null, created_at: '2026-12-01T09:00:00Z', status_at: '2026-12-01T09:00:05Z' },
];

let calls: { method: string; url: string; body?: string }[] = [];
beforeEach(() => {
  calls = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ method: init?.method ?? 'GET', url, body: init?.body as string | undefined });
    const data = url.includes('/attempts')
      ? [{ attempt: 1, instance: 'relay-a', via: 'whatsapp', started_at: '2026-12-01T10:00:00Z', finished_at: '2026-12-01T10:00:01Z', outcome: 'failed', error_code: '131026', error: 'Message undeliverable' }]
      : url.includes('deliveries')
        ? deliveries
        : channels;
    return { ok: true, status: 200, json: async () => ({ status: true, msg: 'ok', data }) };
  }) as unknown as typeof fetch;
});

test('shows which secrets are set without their values, and saves only what was typed', async () => {
  render(<MessagingPage />);
  expect(await screen.findByDisplayValue('login_code')).toBeTruthy();
  const token = screen.getByLabelText(/Access token/) as HTMLInputElement;
  expect(token.value).toBe('');
  expect(token.type).toBe('password');
  expect(screen.getByText(/set \(type to replace\)/)).toBeTruthy();
  expect(screen.getByText('/api/v1/messaging/whatsapp/2/webhook')).toBeTruthy();

  fireEvent.change(screen.getByLabelText(/App secret/), { target: { value: 'new-app-secret' } });
  fireEvent.change(screen.getByLabelText(/SMTP host/), { target: { value: 'smtp.example.com' } });
  fireEvent.change(screen.getByLabelText(/^Port/), { target: { value: '587' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save channels' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
  const put = calls.find((c) => c.method === 'PUT')!;
  expect(put.url).toBe('/api/v1/operator/messaging/channels');
  expect(JSON.parse(put.body!)).toEqual({ whatsapp_app_secret: 'new-app-secret', smtp_host: 'smtp.example.com', smtp_port: 587 });
  expect((await screen.findByRole('status')).textContent).toBe('Channels saved');
});

test("lists the host's deliveries with their status, error and attempts", async () => {
  render(<MessagingPage />);
  const failed = await screen.findByTestId('delivery-41');
  expect(failed.textContent).toContain('+91••••••3210');
  expect(failed.textContent).toContain('failed');
  expect(failed.textContent).toContain('Message undeliverable');
  expect((await screen.findByTestId('delivery-40')).textContent).toContain('may have been sent twice');
  fireEvent.click(screen.getByRole('button', { name: 'Attempts (1)' }));
  expect(await screen.findByText(/relay-a · whatsapp · failed · 131026/)).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'failed' } });
  await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/operator/messaging/deliveries?status=failed&limit=50')).toBe(true));
});
