import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, setToken } from '../app/api';
import type { OperatorMe as Me } from '@khel/shared-kernel/contract';
import { LanguageChooser } from '../i18n/LanguageChooser';

export function LoginPage({ onLoggedIn }: { onLoggedIn: (me: Me) => void }) {
  const { t } = useTranslation();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { accessToken } = await api<{ accessToken: string }>('POST', 'operator/login', { user_name: userName, password });
      setToken(accessToken);
      onLoggedIn(await api<Me>('GET', 'operator/me'));
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="login">
      <form className="card" onSubmit={submit}>
        <div className="spread">
          <h1>{t('frame.title')}</h1>
          <LanguageChooser />
        </div>
        <label>
          {t('login.userName')}
          <input name="user_name" autoComplete="username" value={userName} onChange={(e) => setUserName(e.target.value)} required />
        </label>
        <label>
          {t('login.password')}
          <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        </label>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? t('login.loggingIn') : t('login.logIn')}
        </button>
      </form>
    </main>
  );
}
