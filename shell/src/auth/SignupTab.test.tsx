// Tab 2 when the code cannot be sent: the form says so (the toast stays too) and stays usable (the number
// can be corrected and the code asked for again), whether the server refused or did not answer.
import { act, fireEvent, screen } from '@testing-library/react';
import { requestLogin, toasts$, type Toast } from '@khel/shared-kernel';
import { renderInShell, startI18n } from '../test-support/render';
import { useFakeApi } from '../test-support/fake-api';
import { AuthDialog } from './AuthDialog';

const fake = useFakeApi();
/** Types into a field, and lets the form's validation settle. */
const type = (testId: string, value: string) => act(async () => void fireEvent.change(screen.getByTestId(testId), { target: { value } }));
const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const order = { status: true, msg: 'OTP sent', data: { orderId: 'ord-1', otp_expiry_time: 60 } };
let shownToasts: readonly Toast[] = [];
toasts$.subscribe((t) => (shownToasts = t));

async function openSignup() {
  renderInShell(<AuthDialog />);
  act(() => requestLogin(2));
  await type('signup-mobile-input', '9876543210');
}

beforeAll(startI18n);

describe('sign-up: a code that could not be sent (§4.3)', () => {
  it("says the server's refusal on the form and in a toast, keeps the number editable, and a new try clears it and sends", async () => {
    await openSignup();
    fake.answers['whatsapp/send-code'] = { status: false, msg: 'Too many codes asked for this number' };
    await act(async () => fireEvent.click(button('signup-send-otp')));
    const notice = screen.getByTestId('signup-code-not-sent');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toBe('We could not send your code: Too many codes asked for this number Ask again');
    expect(shownToasts.map((t) => t.message)).toContain('Too many codes asked for this number');
    expect(input('signup-mobile-input').disabled).toBe(false);
    expect(input('signup-username').disabled).toBe(false);
    expect(button('signup-send-otp').disabled).toBe(false);
    expect(button('signup-ask-again').disabled).toBe(false);
    expect(input('signup-otp').disabled).toBe(true);

    await type('signup-mobile-input', '9876543211');
    fake.answers['whatsapp/send-code'] = order;
    await act(async () => fireEvent.click(button('signup-ask-again')));
    expect(screen.queryByTestId('signup-code-not-sent')).toBeNull();
    expect(fake.calls.filter((c) => c.url === 'whatsapp/send-code').map((c) => JSON.parse(String(c.data)).mobile)).toEqual(['9876543210', '9876543211']);
    expect(input('signup-otp').disabled).toBe(false);
    expect(screen.getByTestId('signup-resend-otp').textContent).toBe('Resend OTP in 01:00');
  });

  it('Ask again waits for a complete number', async () => {
    await openSignup();
    fake.answers['whatsapp/send-code'] = { status: false, msg: 'Too many codes asked for this number' };
    await act(async () => fireEvent.click(button('signup-send-otp')));
    await type('signup-mobile-input', '98765');
    expect(button('signup-ask-again').disabled).toBe(true);
  });

  it('says so when the server does not answer, and sends once it does', async () => {
    await openSignup();
    fake.noAnswer('whatsapp/send-code');
    await act(async () => fireEvent.click(button('signup-send-otp')));
    expect(screen.getByTestId('signup-code-not-sent').textContent).toBe('We could not send your code: Server not responding Ask again');
    expect(button('signup-send-otp').disabled).toBe(false);

    fake.answers['whatsapp/send-code'] = order;
    await act(async () => fireEvent.click(button('signup-send-otp')));
    expect(screen.queryByTestId('signup-code-not-sent')).toBeNull();
    expect(input('signup-otp').disabled).toBe(false);
  });
});
