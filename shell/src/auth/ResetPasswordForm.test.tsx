import { fireEvent, screen, waitFor } from '@testing-library/react';
import { currentSession, toasts$, type Toast } from '@khel/shared-kernel';
import { renderInShell, startI18n } from '../test-support/render';
import { useFakeApi } from '../test-support/fake-api';
import { useShellUi } from '../ui/ShellUi';
import { AuthDialog } from './AuthDialog';
import { ResetPasswordForm } from './ResetPasswordForm';

const { calls, answers, bodyOf } = useFakeApi();
let shown: readonly Toast[] = [];
toasts$.subscribe((t) => (shown = t));
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** The frame's wiring: tab 3's link opens the form, which renders while ui.resetOpen. */
function Host() {
  const ui = useShellUi();
  return (
    <>
      <button type="button" onClick={() => ui.openAuth(3)}>
        forgot
      </button>
      <AuthDialog />
      {ui.resetOpen && <ResetPasswordForm />}
    </>
  );
}

function openForm() {
  renderInShell(<Host />);
  fireEvent.click(screen.getByText('forgot'));
  fireEvent.click(screen.getByTestId('open-reset-form'));
  expect(screen.queryByTestId('auth-dialog')).toBeNull();
  return screen.getByTestId('reset-form');
}

const order = { status: true, msg: 'OTP sent successfully', orderId: 'ord-9', otp_expiry_time: 60, mobile: '******3210', data: { orderId: 'ord-9', otp_expiry_time: 60, mobile: '******3210' } };

beforeAll(startI18n);

describe('the SMS / WhatsApp reset form (§4.4)', () => {
  it('enables the code only after sending; by SMS the last step sets the password and logs the player in', async () => {
    openForm();
    const code = () => screen.getByTestId('reset-code') as HTMLInputElement;
    expect(code().disabled).toBe(true);
    expect((screen.getByTestId('reset-send') as HTMLButtonElement).disabled).toBe(true);
    type('reset-mobile-input', '9876543210');
    answers['auth/forgotPassword'] = order;
    fireEvent.click(screen.getByTestId('reset-send'));
    await waitFor(() => expect(code().disabled).toBe(false));
    expect(bodyOf('auth/forgotPassword')).toEqual({ country_code: '+91', mobile: '9876543210' });
    expect(screen.getByTestId('reset-sent').textContent).toBe('Code sent. It expires in 01:00.');

    answers['auth/verifyforgotPassword'] = {
      status: true,
      msg: 'Password updated successfully',
      data: { id: 3, _id: 3, user_name: 'ravi', name: 'Ravi', operatorId: 1, is_demo: false, token: { accessToken: 'new-token', tokenType: 'Bearer', expiresIn: 3600, exp: 2e9 } },
    };
    type('reset-code', '12a3456');
    type('reset-password', 'Newpass1');
    type('reset-confirm-password', 'Newpass1');
    fireEvent.click(screen.getByTestId('reset-submit'));
    await waitFor(() => expect(screen.queryByTestId('reset-form')).toBeNull());
    expect(bodyOf('auth/verifyforgotPassword')).toEqual({ orderId: 'ord-9', otp: '123456', password: 'Newpass1', confirmPassword: 'Newpass1' });
    expect(shown.map((t) => [t.type, t.message])).toContainEqual(['success', 'Password updated successfully']);
    expect(currentSession().token).toBe('new-token');
  });

  it('by WhatsApp with a user id: verify the code, then set the password', async () => {
    openForm();
    fireEvent.click(screen.getByTestId('reset-mode-user'));
    type('reset-user-id', 'ravi');
    fireEvent.click(screen.getByTestId('reset-channel-whatsapp'));
    answers['whatsapp/resetPassword'] = order;
    fireEvent.click(screen.getByTestId('reset-send'));
    await waitFor(() => expect((screen.getByTestId('reset-code') as HTMLInputElement).disabled).toBe(false));
    expect(bodyOf('whatsapp/resetPassword')).toEqual({ user_name: 'ravi' });
    answers['whatsapp/verifyResetPasswordOtp'] = { status: true, msg: 'OTP verified successfully', data: null };
    answers['whatsapp/setPassword'] = { status: true, msg: 'Password updated successfully', data: { status: true, msg: 'Password updated successfully' } };
    type('reset-code', '654321');
    type('reset-password', 'Another1');
    type('reset-confirm-password', 'Another1');
    fireEvent.click(screen.getByTestId('reset-submit'));
    await waitFor(() => expect(screen.queryByTestId('reset-form')).toBeNull());
    expect(calls.map((c) => c.url)).toEqual(['whatsapp/resetPassword', 'whatsapp/verifyResetPasswordOtp', 'whatsapp/setPassword']);
    expect(bodyOf('whatsapp/setPassword')).toEqual({ orderId: 'ord-9', newPassword: 'Another1', confirmPassword: 'Another1' });
  });

  it("a refused code: the server's message as an error toast, the form stays with what was typed", async () => {
    openForm();
    type('reset-mobile-input', '9876543210');
    answers['auth/forgotPassword'] = order;
    fireEvent.click(screen.getByTestId('reset-send'));
    await waitFor(() => expect((screen.getByTestId('reset-code') as HTMLInputElement).disabled).toBe(false));
    answers['auth/verifyforgotPassword'] = { status: false, msg: 'Invalid OTP', data: null };
    type('reset-code', '000000');
    type('reset-password', 'Newpass1');
    type('reset-confirm-password', 'Newpass1');
    fireEvent.click(screen.getByTestId('reset-submit'));
    await waitFor(() => expect(shown.map((t) => [t.type, t.message])).toContainEqual(['error', 'Invalid OTP']));
    expect(screen.getByTestId('reset-form')).toBeTruthy();
    expect((screen.getByTestId('reset-password') as HTMLInputElement).value).toBe('Newpass1');
    expect(currentSession().isLogin).toBe(false);
  });

  it('checks the §5 rules before anything is sent', async () => {
    openForm();
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect((await screen.findByTestId('error-mobileNum')).textContent).toBe('Phone Number is required');
    expect(calls).toHaveLength(0);
  });
});
