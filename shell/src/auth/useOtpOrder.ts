// The OTP pattern shared by sign-up (§4.3) and forgot password (§4.4): send, resend only when the
// countdown reaches zero, verify when the 6-digit field loses focus, and a failed send resets so
// the user can retry.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES, OTP_LENGTH, toastError, toastSuccess } from '@khel/shared-kernel';
import { useCountdown } from '../hooks/useCountdown';
import { messageOf } from './fields';
import { useCodeNotSent } from './useCodeDelivery';

export interface OtpCalls {
  /** starts an order; answers its id and expiry in seconds */
  send(): Promise<{ orderId: string; expirySeconds: number }>;
  /** resends for an order; answers the new expiry in seconds (absent: a resend starts a new order) */
  resend?(orderId: string): Promise<number>;
  /** verifies on blur; answers the server's message (absent: the code is checked on submit) */
  verify?(orderId: string, otp: string): Promise<string>;
}

export function useOtpOrder(calls: OtpCalls) {
  const { t } = useTranslation();
  const [orderId, setOrderId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // why the last send or resend failed (the server's refusal, or no answer), until the next one: a form may keep it on screen
  const [sendFailure, setSendFailure] = useState<string | null>(null);
  // each send or resend is watched until the code went out or could not (issue 33)
  const [attempt, setAttempt] = useState(0);
  const countdown = useCountdown();
  const notSent = useCodeNotSent(orderId, attempt);

  const sendOtp = async (resend: boolean): Promise<void> => {
    setSending(true);
    setSendFailure(null);
    try {
      if (resend && orderId && calls.resend) {
        countdown.start(await calls.resend(orderId));
        setAttempt((n) => n + 1);
      } else {
        const order = await calls.send();
        setOrderId(order.orderId);
        setAttempt((n) => n + 1);
        countdown.start(order.expirySeconds);
      }
    } catch (err) {
      countdown.reset();
      if (!resend) setOrderId(null);
      setSendFailure(messageOf(err));
      toastError(messageOf(err));
    } finally {
      setSending(false);
    }
  };

  const verify = async (otp: string): Promise<void> => {
    if (otp.length !== OTP_LENGTH || !calls.verify) return;
    if (!orderId) {
      toastError(t('formMessages.sendOtpFirst', { defaultValue: AUTH_MESSAGES.sendOtpFirst }));
      return;
    }
    try {
      toastSuccess(await calls.verify(orderId, otp));
    } catch (err) {
      toastError(messageOf(err));
    }
  };

  /** Drops the order (the number may be changed and a code sent to the new one). */
  const forget = (): void => {
    countdown.reset();
    setOrderId(null);
  };

  /** After 'We could not send your code': a new code, at once (the countdown does not apply to a code that never left). */
  const askAgain = (): Promise<void> => {
    countdown.reset();
    return sendOtp(false);
  };

  return { orderId, sending, sendFailure, remaining: countdown.remaining, sendOtp, verify, forget, notSent, askAgain };
}
