// The profile's e-mail address (§7.1 verification): the verified address, one waiting for its
// link, and a form that sends a verification link to a new one.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, requestLogin, toastError, toastSuccess, type ProfileData } from '@khel/shared-kernel';
import { useSession } from '../session/useSession';
import { addEmail, fetchProfile } from './email-api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function EmailPage() {
  const { t } = useTranslation();
  const session = useSession();
  const memberCode = session.isLogin && session.user ? session.user.id : null;
  const [profile, setProfile] = useState<Pick<ProfileData, 'email' | 'pending_email'> | null>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // A profile read that answers after a newer send would show the old state: it is dropped.
  const sends = useRef(0);

  useEffect(() => {
    if (memberCode === null) return;
    let live = true;
    const sendsBefore = sends.current;
    fetchProfile(memberCode).then(
      (p) => live && sends.current === sendsBefore && setProfile({ email: p.email ?? null, pending_email: p.pending_email ?? null }),
      (err: unknown) => console.warn('profile failed', err),
    );
    return () => {
      live = false;
    };
  }, [memberCode]);

  if (memberCode === null) {
    return (
      <section className="page email-page" data-testid="email-page">
        <h1>{t('email.title')}</h1>
        <p>{t('email.loginFirst')}</p>
        <button type="button" className="btn btn--deposit" onClick={() => requestLogin(1, '/profile/email')}>
          {t('header.login')}
        </button>
      </section>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setError(t('email.invalid'));
      return;
    }
    setError(null);
    setSending(true);
    try {
      const sent = await addEmail(memberCode, address);
      sends.current += 1;
      setProfile((p) => ({ email: p?.email ?? null, pending_email: sent.pending_email }));
      setEmail('');
      toastSuccess(t('email.pending', { email: sent.pending_email }));
    } catch (err) {
      toastError(err instanceof ApiError || err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="page email-page" data-testid="email-page">
      <h1>{t('email.title')}</h1>
      <p data-testid="email-current">{profile?.email ? t('email.verified', { email: profile.email }) : t('email.none')}</p>
      {profile?.pending_email && <p data-testid="email-pending">{t('email.pending', { email: profile.pending_email })}</p>}
      <form className="email-page__form" onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor="email-input">{t('email.label')}</label>
        <input
          id="email-input"
          className="input"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          data-testid="email-input"
          aria-invalid={error !== null}
          onChange={(e) => setEmail(e.target.value)}
        />
        {error && (
          <small className="field-error" role="alert">
            {error}
          </small>
        )}
        <button type="submit" className="btn btn--deposit" disabled={sending} data-testid="email-send">
          {t('email.send')}
        </button>
      </form>
    </section>
  );
}
