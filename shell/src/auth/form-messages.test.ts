// Issue 34: the §5 form messages, 'Please send OTP first!', 'No data found' and the start-up's 'Server
// not responding' read in the player's language (they stayed English in the six others).
import i18next from 'i18next';
import { AUTH_MESSAGES, initI18n } from '@khel/shared-kernel';
import { formMessageIn } from './fields';

it('a form message in Hindi, with its number; any other text as it is', async () => {
  const instance = i18next.createInstance();
  await initI18n(instance, 'hi');
  const t = instance.t.bind(instance);
  expect(formMessageIn(t, AUTH_MESSAGES.phoneRequired)).toBe('फ़ोन नंबर आवश्यक है');
  expect(formMessageIn(t, AUTH_MESSAGES.phoneLength(9))).toBe('फ़ोन नंबर 9 अंकों का होना चाहिए');
  expect(formMessageIn(t, AUTH_MESSAGES.signupPasswordMin)).toBe('कम से कम 6 अक्षर होने चाहिए');
  expect(formMessageIn(t, AUTH_MESSAGES.otpLength)).toBe('OTP 6 अंकों का होना चाहिए');
  expect(formMessageIn(t, AUTH_MESSAGES.phoneInvalid)).toBe('फ़ोन नंबर अमान्य है');
  expect(formMessageIn(t, 'Mobile number already registered')).toBe('Mobile number already registered');
  expect(t('formMessages.sendOtpFirst')).toBe('कृपया पहले OTP भेजें!');
  expect(t('commonMessages.noDataFound')).toBe('कोई डेटा नहीं मिला');
  expect(t('connection.serverNotResponding')).toBe('सर्वर जवाब नहीं दे रहा है');
});

it('in English the messages are the spec’s, word for word', async () => {
  const instance = i18next.createInstance();
  await initI18n(instance, 'en');
  const t = instance.t.bind(instance);
  for (const text of Object.values(AUTH_MESSAGES)) {
    const message = typeof text === 'string' ? text : text(10);
    expect(formMessageIn(t, message)).toBe(message);
  }
});
