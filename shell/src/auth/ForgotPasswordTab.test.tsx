// Tab 3 when the code cannot be sent: the form says so and stays usable (the number can be corrected and
// the code asked for again), whether the server refused or did not answer.
import { act, fireEvent, screen } from '@testing-library/react';
import { renderInShell, startI18n } from '../test-support/render';
import { useFakeApi } from '../test-support/fake-api';
import { requestLogin } from '@khel/shared-kernel';
import { AuthDialog } from './AuthDialog';

const fake = useFakeApi();
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;
const order = { status: true, msg: 'OTP sent successfully', orderId: 'ord-7', otp_expiry_time: 60, mobile: '******3210' };

function openForgot() {
  renderInShell(<AuthDialog />);
  act(() => requestLogin(3));
  type('forgot-mobile-input', '9876543210');
}

beforeAll(startI18n);

describe('forgot password: a code that could not be sent (§4.4)', () => {
  it("says the server's refusal on the form, keeps the number editable, and a new try clears it and sends", async () => {
    openForgot();
    fake.answers['whatsapp/resetPassword'] = { status: false, msg: 'No account is registered with this number' };
    await act(async () => fireEvent.click(button('forgot-send-otp')));
    const notice = screen.getByTestId('forgot-code-not-sent');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toBe('We could not send your code: No account is registered with this number Ask again');
    expect((screen.getByTestId('forgot-mobile-input') as HTMLInputElement).disabled).toBe(false);
    expect(button('forgot-send-otp').disabled).toBe(false);
    expect((screen.getByTestId('forgot-otp') as HTMLInputElement).disabled).toBe(true);

    type('forgot-mobile-input', '9876543211');
    fake.answers['whatsapp/resetPassword'] = order;
    await act(async () => fireEvent.click(button('forgot-ask-again')));
    expect(screen.queryByTestId('forgot-code-not-sent')).toBeNull();
    expect(fake.calls.filter((c) => c.url === 'whatsapp/resetPassword').map((c) => JSON.parse(String(c.data)).mobile)).toEqual(['9876543210', '9876543211']);
    expect((screen.getByTestId('forgot-otp') as HTMLInputElement).disabled).toBe(false);
  });

  it('says so when the server does not answer, and sends once it does', async () => {
    openForgot();
    fake.noAnswer('whatsapp/resetPassword');
    await act(async () => fireEvent.click(button('forgot-send-otp')));
    expect(screen.getByTestId('forgot-code-not-sent').textContent).toBe('We could not send your code: Server not responding Ask again');
    expect(button('forgot-send-otp').disabled).toBe(false);

    fake.answers['whatsapp/resetPassword'] = order;
    await act(async () => fireEvent.click(button('forgot-send-otp')));
    expect(screen.queryByTestId('forgot-code-not-sent')).toBeNull();
    expect(screen.getByTestId('forgot-otp-sent').textContent).toContain('••••••3210');
  });
});
