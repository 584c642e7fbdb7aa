// E-mail over SMTP with nodemailer, from the operator's own server. A 5xx reply is permanent (the
// address or the message refused); a 4xx reply, a refused or broken connection or a timeout is
// worth another try.
import nodemailer from 'nodemailer';
import type { SmtpSettings } from '../channels';
import { type ChannelAdapter, describe } from './adapter';

const SUBJECTS: Record<string, string> = {
  magic_link: 'Your sign-in link',
  email_verification: 'Confirm your e-mail address',
  signup_otp: 'Your sign-up code',
  reset_otp: 'Your password reset code',
};

export function smtpAdapter(s: SmtpSettings, opts: { timeoutMs?: number; ignoreTls?: boolean } = {}): ChannelAdapter {
  const timeout = opts.timeoutMs ?? 15_000;
  const transport = nodemailer.createTransport({
    host: s.host,
    port: s.port,
    secure: s.secure,
    ...(s.user ? { auth: { user: s.user, pass: s.password ?? '' } } : {}),
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    ...(opts.ignoreTls ? { ignoreTLS: true } : {}),
  });
  return {
    name: 'smtp',
    async send(m) {
      try {
        const info = await transport.sendMail({ from: s.from, to: m.recipient, subject: SUBJECTS[m.purpose] ?? 'Message', text: m.body });
        return { kind: 'sent', providerId: info.messageId ?? null };
      } catch (err) {
        const e = err as { responseCode?: number; code?: string };
        const errorCode = e.responseCode ? `smtp_${e.responseCode}` : (e.code ?? 'smtp');
        if (e.responseCode && e.responseCode >= 500) return { kind: 'failed', errorCode, error: describe(err) };
        return { kind: 'retry', errorCode, error: describe(err) };
      } finally {
        transport.close();
      }
    },
  };
}
