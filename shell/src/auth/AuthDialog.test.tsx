import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { api, chooseLanguage, cleanToasts, currentSession, endSession, toasts$, type Toast } from '@khel/shared-kernel';
import { renderInShell, startI18n, testSite } from '../test-support/render';
import { useShellUi, type AuthTab } from '../ui/ShellUi';
import { AuthDialog } from './AuthDialog';
import { useSignInLinkLanding } from './sign-in-link';

/** A fake transport for the kernel's client: answers by URL and records every call. */
let calls: InternalAxiosRequestConfig[] = [];
let answers: Record<string, unknown> = {};
let answerHeaders: Record<string, Record<string, string>> = {};
const fakeAdapter: AxiosAdapter = async (config) => {
  calls.push(config);
  return { data: answers[config.url ?? ''] ?? { status: false, msg: 'unexpected call' }, status: 200, statusText: 'OK', headers: new AxiosHeaders(answerHeaders[config.url ?? ''] ?? {}), config };
};
const originalAdapter = api.defaults.adapter;
let shownToasts: readonly Toast[] = [];
toasts$.subscribe((t) => (shownToasts = t));

function OpenOn({ tab }: { tab: AuthTab }) {
  const ui = useShellUi();
  return (
    <button type="button" onClick={() => ui.openAuth(tab)}>
      open
    </button>
  );
}

function openDialog(tab: AuthTab, options: Parameters<typeof renderInShell>[1] = {}) {
  renderInShell(
    <>
      <OpenOn tab={tab} />
      <AuthDialog />
    </>,
    options,
  );
  fireEvent.click(screen.getByText('open'));
  return screen.getByTestId('auth-dialog');
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const errorOf = async (field: string) => (await screen.findByTestId(`error-${field}`)).textContent;

/** Fills the sign-up tab as a player would: a code asked for and typed, the passwords, 18+, the promocode. */
async function fillSignup(promo: string) {
  type('signup-username', 'asha');
  type('signup-mobile-input', '9876543210');
  await act(async () => fireEvent.click(screen.getByTestId('signup-send-otp')));
  type('signup-otp', '123456');
  type('signup-password', 'secret1');
  type('signup-confirm-password', 'secret1');
  fireEvent.click(screen.getByTestId('signup-adult'));
  type('signup-promo', promo);
}

beforeAll(startI18n);
beforeEach(() => {
  localStorage.clear();
  endSession();
  cleanToasts();
  calls = [];
  answers = {};
  answerHeaders = {};
  api.defaults.adapter = fakeAdapter;
});
afterAll(() => {
  api.defaults.adapter = originalAdapter;
});

describe('login tab (§2.10, §5)', () => {
  it('is at most 550px wide by class and opens on tab 1', () => {
    const dialog = openDialog(1);
    expect(dialog.className).toContain('auth-dialog');
    expect(dialog.getAttribute('data-tab')).toBe('1');
  });

  it("user mode: 'User ID is required' and 'Password is required'", async () => {
    openDialog(1);
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await errorOf('userId')).toBe('User ID is required');
    expect(await errorOf('password')).toBe('Password is required');
  });

  it("'Password must be at least 5 characters', and the input is cut to 16", async () => {
    openDialog(1);
    type('login-user-id', 'ravi');
    type('login-password', 'abcd');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await errorOf('password')).toBe('Password must be at least 5 characters');
    type('login-password', 'a'.repeat(20));
    expect((screen.getByTestId('login-password') as HTMLInputElement).value).toHaveLength(16);
  });

  it("mobile mode: 'Phone Number is required', 'Phone Number must be N digits' per country, digits only", async () => {
    openDialog(1);
    fireEvent.click(screen.getByTestId('login-mode-mobile'));
    type('login-password', 'abcde');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await errorOf('mobileNum')).toBe('Phone Number is required');
    type('login-mobile-input', '98a765');
    expect((screen.getByTestId('login-mobile-input') as HTMLInputElement).value).toBe('98765');
    await waitFor(async () => expect(await errorOf('mobileNum')).toBe('Phone Number must be 10 digits'));
    fireEvent.change(screen.getByTestId('login-country'), { target: { value: '971' } });
    await waitFor(async () => expect(await errorOf('mobileNum')).toBe('Phone Number must be 9 digits'));
  });

  it('a refused login shows the server message as an error toast', async () => {
    answers['user/userLogin'] = { status: false, msg: 'Invalid username or password.' };
    openDialog(1);
    type('login-user-id', 'ravi');
    type('login-password', 'wrong1');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(shownToasts.map((t) => [t.type, t.message])).toEqual([['error', 'Invalid username or password.']]));
    expect(screen.getByTestId('auth-dialog')).toBeTruthy();
  });

  it('Login With Demo Id logs in with the returned credentials and closes', async () => {
    answers['user/autoDemoUserLogin'] = { status: true, msg: '', data: { user_name: 'demo42', password: 'pw12345' } };
    answers['user/userLogin'] = {
      status: true,
      msg: '',
      data: { id: 42, _id: 42, user_name: 'demo42', name: 'Demo User', operatorId: 1, is_demo: true, is_telegram_enable: 0, token: { accessToken: 'tok', tokenType: 'Bearer', expiresIn: 3600, exp: 2e9 } },
    };
    openDialog(1);
    fireEvent.click(screen.getByTestId('demo-login'));
    await waitFor(() => expect(screen.queryByTestId('auth-dialog')).toBeNull());
    expect(calls.map((c) => c.url)).toEqual(['user/autoDemoUserLogin', 'user/userLogin']);
    expect(calls[1]!.data).toBe('user_name=demo42&password=pw12345&grant_type=password');
    expect(currentSession()).toMatchObject({ isLogin: true, token: 'tok' });
  });

  it("hides 'New User? Create an account' when sign-up is off and no referral code is present", () => {
    openDialog(1, { site: testSite({ showSignupOption: false }) });
    expect(screen.queryByTestId('create-account-link')).toBeNull();
  });
});

describe('sign-up tab (§4.3, §5)', () => {
  it('lists every required message on an empty submit, except for the fields still locked until a code is sent', async () => {
    answers['whatsapp/send-code'] = { status: true, msg: 'OTP sent', data: { orderId: 'ord-1', otp_expiry_time: 90 } };
    openDialog(2);
    fireEvent.click(screen.getByTestId('signup-submit'));
    expect(await errorOf('username')).toBe('Username is required');
    expect(await errorOf('mobileNum')).toBe('Phone Number is required');
    // the code and the passwords are locked: nothing to say about them yet
    for (const field of ['otp', 'password', 'conPassword']) expect(screen.queryByTestId(`error-${field}`)).toBeNull();

    type('signup-mobile-input', '9876543210');
    await act(async () => fireEvent.click(screen.getByTestId('signup-send-otp')));
    fireEvent.click(screen.getByTestId('signup-submit'));
    expect(await errorOf('otp')).toBe('Otp Required');
    expect(await errorOf('password')).toBe('Password is required');
    expect(await errorOf('conPassword')).toBe('This field is required');
  });

  it('sends the OTP for a full phone number, then checks OTP length, password length and the match', async () => {
    answers['whatsapp/send-code'] = { status: true, msg: 'OTP sent', data: { orderId: 'ord-1', otp_expiry_time: 90 } };
    openDialog(2);
    const send = screen.getByTestId('signup-send-otp') as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    type('signup-mobile-input', '9876543210');
    expect(screen.getByTestId('signup-mobile-counter').textContent).toBe('10/10');
    expect(send.disabled).toBe(false);
    expect((screen.getByTestId('signup-otp') as HTMLInputElement).disabled).toBe(true);
    await act(async () => fireEvent.click(send));
    expect(calls[0]!.url).toBe('whatsapp/send-code');
    expect(JSON.parse(calls[0]!.data as string)).toEqual({ country_code: '+91', mobile: '9876543210' });
    expect((screen.getByTestId('signup-otp') as HTMLInputElement).disabled).toBe(false);
    expect(send.disabled).toBe(true);
    expect(screen.getByTestId('signup-resend-otp').textContent).toBe('Resend OTP in 01:30');

    type('signup-username', 'asha');
    type('signup-otp', '12345');
    type('signup-password', 'abcde');
    type('signup-confirm-password', 'abcdf');
    fireEvent.click(screen.getByTestId('signup-submit'));
    await waitFor(async () => expect(await errorOf('otp')).toBe('Otp must be 6 digits long'));
    await waitFor(async () => expect(await errorOf('password')).toBe('Must be at least 6 characters'));
    await waitFor(async () => expect(await errorOf('conPassword')).toBe('Password does not match.'));
  });

  it('the number can be changed during the 60 s wait, and a code sent to the new one (issue 34)', async () => {
    answers['whatsapp/send-code'] = { status: true, msg: 'OTP sent', data: { orderId: 'ord-1', otp_expiry_time: 60 } };
    openDialog(2);
    type('signup-mobile-input', '9876543210');
    await act(async () => fireEvent.click(screen.getByTestId('signup-send-otp')));
    expect((screen.getByTestId('signup-mobile-input') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('signup-change-number'));
    const mobile = screen.getByTestId('signup-mobile-input') as HTMLInputElement;
    expect(mobile.disabled).toBe(false);
    expect((screen.getByTestId('signup-otp') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('signup-resend-otp')).toBeNull();
    type('signup-mobile-input', '9876543211');
    await waitFor(() => expect((screen.getByTestId('signup-send-otp') as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(screen.getByTestId('signup-send-otp')));
    expect(calls.map((c) => JSON.parse(c.data as string).mobile)).toEqual(['9876543210', '9876543211']);
  });

  it('a number no Indian mobile can have is not sent a code (issue 34: libphonenumber-js)', async () => {
    openDialog(2);
    type('signup-mobile-input', '1234567890');
    fireEvent.blur(screen.getByTestId('signup-mobile-input'));
    expect(await errorOf('mobileNum')).toBe('Phone Number is invalid');
    expect((screen.getByTestId('signup-send-otp') as HTMLButtonElement).disabled).toBe(true);
  });

  it("sends the code by SMS (createUserOtp/) on a host whose isWhatsappOnSignUp is off, with the same body (§7.1)", async () => {
    answers['createUserOtp/'] = { status: true, msg: 'OTP sent', data: { orderId: 'ord-9', otp_expiry_time: 60 } };
    openDialog(2, { site: testSite({ isWhatsappOnSignUp: false }) });
    type('signup-mobile-input', '9876543210');
    await act(async () => fireEvent.click(screen.getByTestId('signup-send-otp')));
    expect(calls.map((c) => c.url)).toEqual(['createUserOtp/']);
    expect(JSON.parse(calls[0]!.data as string)).toEqual({ country_code: '+91', mobile: '9876543210' });
    expect(screen.getByTestId('signup-resend-otp').textContent).toBe('Resend OTP in 01:00');
  });

  it('a WhatsApp send refused by the server shows its message and lets the player try again (§4.3)', async () => {
    answers['whatsapp/send-code'] = { status: false, msg: 'Too many codes asked for this number' };
    openDialog(2);
    type('signup-mobile-input', '9876543210');
    await act(async () => fireEvent.click(screen.getByTestId('signup-send-otp')));
    expect(calls.map((c) => c.url)).toEqual(['whatsapp/send-code']);
    expect(shownToasts.map((t) => t.message)).toContain('Too many codes asked for this number');
    expect((screen.getByTestId('signup-send-otp') as HTMLButtonElement).disabled).toBe(false);
  });

  it('checks a /ReferBy code with verifyRefferalCode as the dialog opens and shows the refusal in the player’s language', async () => {
    answers['verifyRefferalCode'] = { status: false, msg: 'Invalid referral code' };
    renderInShell(<AuthDialog />, { path: '/?referCode=ABC123' });
    expect(await errorOf('promo')).toBe('Invalid referral code');
    const check = calls.find((c) => c.url === 'verifyRefferalCode');
    expect(JSON.parse(check!.data as string)).toEqual({ refer_code: 'abc123' });
    await act(async () => {
      await chooseLanguage('hi');
    });
    try {
      expect(await errorOf('promo')).toBe('अमान्य रेफ़रल कोड');
    } finally {
      await act(async () => {
        await i18next.changeLanguage('en');
      });
    }
  });

  it('does not sign up with a referral code the server refuses, and shows its other messages as they are', async () => {
    answers['whatsapp/send-code'] = { status: true, msg: 'OTP sent', data: { orderId: 'ord-1', otp_expiry_time: 60 } };
    answers['verifyRefferalCode'] = { status: false, msg: 'Referral codes are closed on this site' };
    openDialog(2);
    await fillSignup('Friend7');
    await act(async () => fireEvent.click(screen.getByTestId('signup-submit')));
    expect(await errorOf('promo')).toBe('Referral codes are closed on this site');
    expect(JSON.parse(calls.find((c) => c.url === 'verifyRefferalCode')!.data as string)).toEqual({ refer_code: 'friend7' });
    expect(calls.some((c) => c.url === 'user/register')).toBe(false);
  });

  it('a valid referral code is checked, then sent with the sign-up', async () => {
    answers['whatsapp/send-code'] = { status: true, msg: 'OTP sent', data: { orderId: 'ord-1', otp_expiry_time: 60 } };
    answers['verifyRefferalCode'] = { status: true, msg: 'Valid referral code', data: { valid: true, refer_code: 'FRIEND7' } };
    answers['user/register'] = { status: true, msg: 'Registered successfully', data: null };
    openDialog(2);
    await fillSignup('Friend7');
    fireEvent.blur(screen.getByTestId('signup-promo'));
    await act(async () => fireEvent.click(screen.getByTestId('signup-submit')));
    await waitFor(() => expect(calls.some((c) => c.url === 'user/register')).toBe(true));
    const urls = calls.map((c) => c.url);
    expect(urls.indexOf('verifyRefferalCode')).toBeLessThan(urls.indexOf('user/register'));
    expect(JSON.parse(calls.find((c) => c.url === 'user/register')!.data as string)).toMatchObject({ refer_code: 'friend7', orderId: 'ord-1' });
    expect(screen.queryByTestId('error-promo')).toBeNull();
  });

  it('a host that does not sign up by referral sends the code with the sign-up without checking it', async () => {
    answers['whatsapp/send-code'] = { status: true, msg: 'OTP sent', data: { orderId: 'ord-1', otp_expiry_time: 60 } };
    answers['user/register'] = { status: true, msg: 'Registered successfully', data: null };
    openDialog(2, { site: testSite({ showSignupbyRefer: false }) });
    await fillSignup('Friend7');
    await act(async () => fireEvent.click(screen.getByTestId('signup-submit')));
    await waitFor(() => expect(calls.some((c) => c.url === 'user/register')).toBe(true));
    expect(calls.some((c) => c.url === 'verifyRefferalCode')).toBe(false);
  });

  it('opens with the referral code in the promocode for /?referCode=', () => {
    renderInShell(<AuthDialog />, { path: '/?referCode=abc123' });
    const dialog = screen.getByTestId('auth-dialog');
    expect(dialog.getAttribute('data-tab')).toBe('2');
    expect((within(dialog).getByTestId('signup-promo') as HTMLInputElement).value).toBe('abc123');
  });
});

it('a host without sign-up ignores the referral code', () => {
  renderInShell(<AuthDialog />, { path: '/?referCode=abc123', site: testSite({ showSignupOption: false, showSignupbyRefer: false }) });
  expect(screen.queryByTestId('auth-dialog')).toBeNull();
});

describe('forgot-password tab (§4.4, §5)', () => {
  it('user mode needs 3 characters before the code can be sent', async () => {
    openDialog(3);
    fireEvent.click(screen.getByTestId('forgot-mode-user'));
    type('forgot-user-id', 'ab');
    fireEvent.blur(screen.getByTestId('forgot-user-id'));
    expect(await errorOf('userId')).toBe('User ID must be at least 3 characters');
    expect((screen.getByTestId('forgot-send-otp') as HTMLButtonElement).disabled).toBe(true);
  });

  it('an empty submit shows the phone message; the code and passwords, locked until a code is sent, say nothing', async () => {
    openDialog(3);
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect(await errorOf('mobileNum')).toBe('Phone Number is required');
    for (const field of ['otp', 'password', 'conPassword']) expect(screen.queryByTestId(`error-${field}`)).toBeNull();
  });
});

describe('requests from the remotes', () => {
  it("the kernel's requestLogin and the slip's window event open the dialog on the asked tab", async () => {
    const { requestLogin } = await import('@khel/shared-kernel');
    renderInShell(<AuthDialog />);
    expect(screen.queryByTestId('auth-dialog')).toBeNull();
    act(() => requestLogin(2));
    expect(screen.getByTestId('auth-dialog').getAttribute('data-tab')).toBe('2');
    fireEvent.click(screen.getByTestId('auth-close'));
    act(() => void window.dispatchEvent(new CustomEvent('khel:login-requested')));
    expect(screen.getByTestId('auth-dialog').getAttribute('data-tab')).toBe('1');
  });
});

describe('one field group serves the three tabs', () => {
  it.each([
    [1 as AuthTab, 'login', 'login-password'],
    [2 as AuthTab, 'signup', 'signup-password'],
    [3 as AuthTab, 'forgot', 'forgot-password'],
  ])('tab %i: digits-only phone cut to the country length, and the password toggle', (tab, prefix, password) => {
    openDialog(tab);
    if (tab === 1) fireEvent.click(screen.getByTestId('login-mode-mobile'));
    fireEvent.change(screen.getByTestId(`${prefix}-country`), { target: { value: '971' } });
    type(`${prefix}-mobile-input`, '50-123 456 789');
    expect((screen.getByTestId(`${prefix}-mobile-input`) as HTMLInputElement).value).toBe('501234567');
    const input = screen.getByTestId(password) as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByTestId(`${password}-toggle`));
    expect(input.type).toBe('text');
  });
});

// 'Or Login With' / 'Or Register With' and the one-time sign-in widget (§2.10, §4.1, §7.1)
const flagOn = () => testSite({ showMagicLink: true });
const openSocialDialog = (tab: AuthTab, site = flagOn()) => openDialog(tab, { site });
function LinkLanding() {
  useSignInLinkLanding();
  return null;
}
const bodyOf = (c: InternalAxiosRequestConfig) => JSON.parse(String(c.data)) as Record<string, unknown>;

const user = {
  id: 7,
  _id: 7,
  user_name: 'wa_abcdefgh',
  name: '+91 9876543210',
  operatorId: 2,
  is_demo: false,
  is_signup_by_otpless: true,
  otpless_identity_type: 'MOBILE',
  is_telegram_enable: 0,
  settings: { oneClickSettings: { active: true, settings: [1000], selected: 0 }, presetStakeSettings: { settings: [], mobileStakesSettings: [], mobileStakesExchangeGameSettings: [] } },
  token: { accessToken: 'tok-wa', tokenType: 'Bearer', expiresIn: 60, exp: 2000000000 },
};

describe("'Or Login With' / 'Or Register With' (§2.10)", () => {
  it('are absent when the host’s magic-link flag is off', () => {
    openSocialDialog(1, testSite({ showMagicLink: false }));
    expect(screen.queryByTestId('login-social')).toBeNull();
    fireEvent.click(screen.getByTestId('create-account-link'));
    expect(screen.queryByTestId('signup-social')).toBeNull();
  });

  it('show Google and WhatsApp under their headings when it is on', () => {
    openSocialDialog(1);
    expect(screen.getByTestId('login-social').textContent).toContain('Or Login With');
    expect(screen.getByTestId('login-google').textContent).toBe('Google');
    expect(screen.getByTestId('login-whatsapp').textContent).toBe('WhatsApp');
    fireEvent.click(screen.getByTestId('create-account-link'));
    expect(screen.getByTestId('signup-social').textContent).toContain('Or Register With');
  });
});

describe('the one-time sign-in widget', () => {
  it('WhatsApp: validates the number, then asks for a link with the plus-sign country code', async () => {
    openSocialDialog(1);
    fireEvent.click(screen.getByTestId('login-whatsapp'));
    expect(screen.getByTestId('sign-in-link-widget').getAttribute('data-channel')).toBe('WHATSAPP');
    fireEvent.click(screen.getByTestId('sign-in-link-send'));
    expect((await screen.findByTestId('error-mobileNum')).textContent).toBe('Phone Number is required');
    type('link-mobile-input', '98765');
    fireEvent.click(screen.getByTestId('sign-in-link-send'));
    await waitFor(() => expect(screen.getByTestId('error-mobileNum').textContent).toBe('Phone Number must be 10 digits'));
    expect(calls).toHaveLength(0);

    answers['auth/magic-link'] = { status: true, msg: 'Login link sent on WhatsApp', data: { expiresIn: 600 } };
    type('link-mobile-input', '9876543210');
    fireEvent.click(screen.getByTestId('sign-in-link-send'));
    expect((await screen.findByTestId('sign-in-link-sent')).textContent).toBe('Login link sent. Open it on this device to log in.');
    expect(bodyOf(calls[0]!)).toEqual({ channel: 'WHATSAPP', country_code: '+91', mobile: '9876543210' });
  });

  it('Google: validates the email address; a refusal is an error toast', async () => {
    openSocialDialog(2);
    fireEvent.click(screen.getByTestId('signup-google'));
    fireEvent.click(screen.getByTestId('sign-in-link-send'));
    expect((await screen.findByTestId('error-email')).textContent).toBe('Email is required');
    type('link-email', 'asha@');
    fireEvent.click(screen.getByTestId('sign-in-link-send'));
    await waitFor(() => expect(screen.getByTestId('error-email').textContent).toBe('Email is invalid'));
    expect(calls).toHaveLength(0);

    answers['auth/magic-link'] = { status: false, msg: 'Too many attempts. Please try again later.', data: null };
    type('link-email', 'asha@example.com');
    fireEvent.click(screen.getByTestId('sign-in-link-send'));
    await waitFor(() => expect(shownToasts.map((t) => t.message)).toEqual(['Too many attempts. Please try again later.']));
    expect(bodyOf(calls[0]!)).toEqual({ channel: 'GMAIL', email: 'asha@example.com' });
    expect(screen.queryByTestId('sign-in-link-sent')).toBeNull();
  });
});

describe('opening a sign-in link', () => {
  it('/?otp= logs in through auth/walogin with one-click betting forced inactive', async () => {
    answers['auth/walogin'] = { status: true, msg: 'Login successfully', data: user };
    await act(async () => {
      renderInShell(<LinkLanding />, { path: '/?otp=tok123', site: flagOn() });
    });
    await waitFor(() => expect(currentSession().isLogin).toBe(true));
    expect(bodyOf(calls[0]!)).toEqual({ otp: 'tok123' });
    expect(currentSession().user?.settings.oneClickSettings.active).toBe(false);
    expect(localStorage.getItem('id_token')).toBe('tok-wa');
  });

  it('/?gtoken= logs in through auth/glogin reading success, result and the authorization header', async () => {
    answers['auth/glogin'] = { success: true, result: user };
    answerHeaders['auth/glogin'] = { authorization: 'Bearer tok-header' };
    await act(async () => {
      renderInShell(<LinkLanding />, { path: '/?gtoken=g456', site: flagOn() });
    });
    await waitFor(() => expect(currentSession().isLogin).toBe(true));
    expect(bodyOf(calls[0]!)).toEqual({ token: 'g456' });
    expect(currentSession().token).toBe('tok-header');
    expect(currentSession().user?.settings.oneClickSettings.active).toBe(false);
  });

  it('a bad link is an error toast and nothing is stored', async () => {
    answers['auth/walogin'] = { status: false, msg: 'This login link is invalid or has already been used. Please request a new one.', data: null };
    await act(async () => {
      renderInShell(<LinkLanding />, { path: '/?otp=used1', site: flagOn() });
    });
    await waitFor(() => expect(shownToasts.map((t) => t.message)).toEqual(['This login link is invalid or has already been used. Please request a new one.']));
    expect(currentSession().isLogin).toBe(false);
    expect(localStorage.getItem('id_token')).toBeNull();
  });
});
