// Form pieces shared by the three tabs: the country select, the phone input and the password input.
import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { AUTH_MESSAGES, cleanPhoneInput, LOGIN_PASSWORD_MIN, OTP_LENGTH, phoneLengthFor, SIGNUP_PASSWORD_MIN, USERNAME_LOOKUP_MIN } from '@khel/shared-kernel';
import { EyeIcon } from '../header/icons';

/** §9 country options. */
export const COUNTRIES: readonly { code: string; iso: string }[] = [
  { code: '91', iso: 'in' },
  { code: '971', iso: 'ae' },
  { code: '880', iso: 'bd' },
  { code: '1', iso: 'us' },
  { code: '92', iso: 'pk' },
  { code: '44', iso: 'gb' },
];

/** The §5 messages (AUTH_MESSAGES, English word for word) by their text: the key of their translation. */
const FORM_MESSAGE_KEYS = new Map<string, string>(Object.entries(AUTH_MESSAGES).flatMap(([key, text]) => (typeof text === 'string' ? [[text, key] as [string, string]] : [])));
const FORM_MESSAGE_VALUES = { min: 0, digits: OTP_LENGTH };
const MINIMUM: Readonly<Record<string, number>> = { loginPasswordMin: LOGIN_PASSWORD_MIN, signupPasswordMin: SIGNUP_PASSWORD_MIN, userIdLookupMin: USERNAME_LOOKUP_MIN };

/** A §5 form message in the player's language (issue 34: they stayed English); any other text as it is. */
export function formMessageIn(t: TFunction, message: string): string {
  const key = FORM_MESSAGE_KEYS.get(message);
  if (key) return t(`formMessages.${key}`, { ...FORM_MESSAGE_VALUES, min: MINIMUM[key] ?? 0, defaultValue: message });
  const length = /^Phone Number must be (\d+) digits$/.exec(message);
  return length ? t('formMessages.phoneLength', { digits: Number(length[1]), defaultValue: message }) : message;
}

export function FieldError({ name, error }: { name: string; error: string | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <div className="field-error" role="alert" data-testid={`error-${name}`}>
      {formMessageIn(t, error)}
    </div>
  );
}

export function CountrySelect(props: { value: string; onChange(code: string): void; testId: string; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <select
      aria-label={t('auth.country')}
      className="input input--country"
      data-testid={props.testId}
      value={props.value}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.target.value)}
    >
      {COUNTRIES.map((c) => (
        <option key={c.code} value={c.code}>
          +{c.code} ({c.iso})
        </option>
      ))}
    </select>
  );
}

/** Digits only, cut to the country's length (§5); `counter` shows 'typed/needed'. */
export function PhoneInput(props: {
  name: string;
  value: string;
  countryCode: string;
  onChange(value: string): void;
  onBlur?: InputHTMLAttributes<HTMLInputElement>['onBlur'];
  counter?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const max = phoneLengthFor(props.countryCode);
  return (
    <span className="phone-input">
      <input
        className="input"
        name={props.name}
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('auth.phonePlaceholder')}
        aria-label={t('auth.mobileNumber')}
        data-testid={`${props.name}-input`}
        maxLength={max}
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(cleanPhoneInput(e.target.value, props.countryCode))}
        onBlur={props.onBlur}
      />
      {props.counter && (
        <span className="phone-input__counter" data-testid={`${props.name}-counter`}>
          {props.value.length}/{max}
        </span>
      )}
    </span>
  );
}

export function PasswordInput(
  props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { name: string; testId: string },
) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const { testId, ...input } = props;
  return (
    <span className="password-input">
      <input {...input} className="input" type={shown ? 'text' : 'password'} data-testid={testId} />
      <button
        type="button"
        className="password-input__toggle"
        aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
        data-testid={`${testId}-toggle`}
        onClick={() => setShown((s) => !s)}
      >
        <EyeIcon crossed={shown} />
      </button>
    </span>
  );
}

export { messageOf } from './message-of';
