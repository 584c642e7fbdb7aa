// The field groups the three tabs (and the reset form) are built from: who (user id, or country +
// phone), and a password with its show/hide toggle, each with its label and its §5 error.
import type { InputHTMLAttributes } from 'react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH, type LoginMode } from '@khel/shared-kernel';
import { CountrySelect, FieldError, PasswordInput, PhoneInput } from './fields';

interface WhoValues {
  countryCode: string;
  mobileNum: string;
  userId?: string;
}

/** A field's error once it was touched or the form submitted. */
export function shownError<V>(form: FormikProps<V>, name: keyof V & string, locked = false): string | undefined {
  // a field still locked (the code and passwords before a code was sent) is not the player's to fill
  // yet: it never says 'required'
  if (locked) return undefined;
  const error = form.errors[name];
  return (form.touched[name] || form.submitCount > 0) && typeof error === 'string' ? error : undefined;
}

/** A labelled text input bound to one form field, with its error: user id, one-time code, email. */
export function TextField<V>(
  props: Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'form'> & {
    form: FormikProps<V>;
    name: keyof V & string;
    label: string;
    testId: string;
    /** rewrites what is typed (the code keeps digits only) */
    clean?: (typed: string) => string;
  },
) {
  const { form, name, label, testId, clean, ...input } = props;
  return (
    <label className="field">
      <span>{label}</span>
      <input
        className="input"
        onBlur={form.handleBlur}
        {...input}
        name={name}
        data-testid={testId}
        value={String(form.values[name] ?? '')}
        onChange={clean ? (e) => void form.setFieldValue(name, clean(e.target.value)) : form.handleChange}
      />
      <FieldError name={name} error={shownError(form, name, props.disabled)} />
    </label>
  );
}

/** The Mobile Number / User Id switch. */
export function ModeSwitch(props: { mode: LoginMode; onChange(mode: LoginMode): void; prefix: string; labels: Record<LoginMode, string>; disabled?: boolean; order?: readonly LoginMode[] }) {
  return (
    <div className="switch" role="tablist" data-testid={`${props.prefix}-mode`}>
      {(props.order ?? ['mobile', 'user']).map((mode) => (
        <button key={mode} type="button" role="tab" aria-selected={props.mode === mode} disabled={props.disabled} data-testid={`${props.prefix}-mode-${mode}`} onClick={() => props.onChange(mode)}>
          {props.labels[mode]}
        </button>
      ))}
    </div>
  );
}

/** User id in user mode; country code and phone number (digits only, cut to the country's length) in mobile mode. */
export function WhoFields<V extends WhoValues>(props: {
  form: FormikProps<V>;
  mode: LoginMode;
  /** test ids: `${prefix}-user-id`, `${prefix}-country`, `${prefix}-mobile-input` */
  prefix: string;
  disabled?: boolean;
  counter?: boolean;
}) {
  const { t } = useTranslation();
  const { form, prefix, disabled } = props;
  if (props.mode === 'user') {
    return (
      <TextField
        form={form}
        name={'userId' as keyof V & string}
        label={t('auth.userId')}
        testId={`${prefix}-user-id`}
        autoComplete="username"
        placeholder={t('auth.userIdPlaceholder')}
        disabled={disabled}
      />
    );
  }
  return (
    <div className="field">
      <span>{t('auth.mobileNumber')}</span>
      <span className="field__row">
        <CountrySelect testId={`${prefix}-country`} value={form.values.countryCode} disabled={disabled} onChange={(c) => void form.setFieldValue('countryCode', c)} />
        <PhoneInput
          name={`${prefix}-mobile`}
          counter={props.counter}
          disabled={disabled}
          value={form.values.mobileNum}
          countryCode={form.values.countryCode}
          onChange={(v) => void form.setFieldValue('mobileNum', v)}
          onBlur={() => void form.setFieldTouched('mobileNum')}
        />
      </span>
      <FieldError name="countryCode" error={shownError(form, 'countryCode')} />
      <FieldError name="mobileNum" error={shownError(form, 'mobileNum')} />
    </div>
  );
}

/** A password (or confirmation) with its label, show/hide toggle, optional hint and error. */
export function PasswordField<V>(props: {
  form: FormikProps<V>;
  name: keyof V & string;
  label: string;
  testId: string;
  autoComplete: 'current-password' | 'new-password';
  disabled?: boolean;
  placeholder?: string;
  hint?: string;
  /** rewrites what is typed (login cuts it to 16 characters) */
  clean?: (typed: string) => string;
}) {
  const { form, name, clean } = props;
  return (
    <label className="field">
      <span>{props.label}</span>
      <PasswordInput
        name={name}
        testId={props.testId}
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        disabled={props.disabled}
        value={String(form.values[name] ?? '')}
        onChange={clean ? (e) => void form.setFieldValue(name, clean(e.target.value)) : form.handleChange}
        onBlur={form.handleBlur}
      />
      {props.hint && <small className="field__hint">{props.hint}</small>}
      <FieldError name={name} error={shownError(form, name, props.disabled)} />
    </label>
  );
}

/** The 6-digit code: digits only, enabled once a code was sent, verified when it loses focus. */
export function OtpField<V extends { otp: string }>(props: { form: FormikProps<V>; testId: string; disabled: boolean; onBlur(): void }) {
  const { t } = useTranslation();
  return (
    <TextField
      form={props.form}
      name={'otp' as keyof V & string}
      label={t('auth.otp')}
      testId={props.testId}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={t('auth.otpPlaceholder')}
      maxLength={OTP_LENGTH}
      disabled={props.disabled}
      clean={(typed) => typed.replace(/\D/g, '')}
      onBlur={props.onBlur}
    />
  );
}

/**
 * A code that could not be sent (refused, no answer, or the relay gave up), said on the form with
 * Ask again: the sign-up and forgot-password tabs. Nothing shows while the code is on its way.
 */
export function CodeNotSent({ otp, testId, canAsk }: { otp: { sendFailure: string | null; notSent: boolean; askAgain: () => Promise<void> }; testId: string; canAsk: boolean }) {
  const { t } = useTranslation();
  if (otp.sendFailure === null && !otp.notSent) return null;
  return (
    <div className="field-error" role="alert" data-testid={`${testId}-code-not-sent`}>
      {otp.sendFailure ? `${t('signup.codeNotSent')}: ${otp.sendFailure}` : t('signup.codeNotSent')}{' '}
      <button type="button" className="link" data-testid={`${testId}-ask-again`} disabled={!canAsk} onClick={() => void otp.askAgain()}>
        {t('signup.askAgain')}
      </button>
    </div>
  );
}
