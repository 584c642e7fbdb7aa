import { useState, type FormEvent } from 'react';
import { api, setToken } from '../app/api';
import type { OperatorMe as Me } from '@khel/shared-kernel/contract';

export function LoginPage({ onLoggedIn }: { onLoggedIn: (me: Me) => void }) {
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
        <h1>Khel operator console</h1>
        <label>
          User name
          <input name="user_name" autoComplete="username" value={userName} onChange={(e) => setUserName(e.target.value)} required />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        </label>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? 'Logging in…' : 'Log in'}
        </button>
      </form>
    </main>
  );
}
