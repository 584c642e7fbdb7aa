// The operator console's frame: login, then one page per area chosen from the navigation (the
// address keeps the page, #/payments, so a reload stays there).
import { useEffect, useState } from 'react';
import { api, getToken, setToken, whenLoggedOut } from './api';
import type { OperatorMe as Me } from '@khel/shared-kernel/contract';
import { LoginPage } from '../login/LoginPage';
import { HostsPage } from '../hosts/HostsPage';
import { PaymentsPage } from '../payments/PaymentsPage';
import { PlayersPage } from '../players/PlayersPage';
import { RiskPage } from '../risk/RiskPage';
import { AuditPage } from '../audit/AuditPage';
import { MarketsPage } from '../markets/MarketsPage';
import { BlogsPage } from '../blogs/BlogsPage';
import { MessagingPage } from '../messaging/MessagingPage';
import { ReconciliationPage } from '../reconciliation/ReconciliationPage';
import { DomainsPage } from '../domains/DomainsPage';

const PAGES = [
  { id: 'risk', label: 'Risk', Page: RiskPage },
  { id: 'payments', label: 'Payments', Page: PaymentsPage },
  { id: 'reconcile', label: 'Reconcile', Page: ReconciliationPage },
  { id: 'players', label: 'Players', Page: PlayersPage },
  { id: 'hosts', label: 'Hosts', Page: HostsPage },
  { id: 'messages', label: 'Messages', Page: MessagingPage },
  { id: 'domains', label: 'Domains', Page: DomainsPage, platformOnly: true },
  { id: 'markets', label: 'Markets', Page: MarketsPage, platformOnly: true },
  { id: 'blogs', label: 'Blogs & News', Page: BlogsPage },
  { id: 'audit', label: 'Audit log', Page: AuditPage },
] as const;
type PageId = (typeof PAGES)[number]['id'];

const pageFromHash = (): PageId => {
  const id = window.location.hash.replace(/^#\/?/, '');
  return (PAGES.find((p) => p.id === id)?.id ?? 'risk') as PageId;
};

export function App() {
  const [me, setMe] = useState<Me | null>(null);
  const [checking, setChecking] = useState(Boolean(getToken()));
  const [page, setPage] = useState<PageId>(pageFromHash);

  useEffect(() => {
    whenLoggedOut(() => setMe(null));
    const onHash = () => setPage(pageFromHash());
    window.addEventListener('hashchange', onHash);
    if (getToken()) {
      api<Me>('GET', 'operator/me')
        .then(setMe)
        .catch(() => setMe(null))
        .finally(() => setChecking(false));
    }
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  if (checking) return <p className="muted pad">Loading…</p>;
  if (!me) return <LoginPage onLoggedIn={setMe} />;

  const logout = async () => {
    await api('POST', 'operator/logout').catch(() => undefined);
    setToken(null);
    setMe(null);
  };
  const visible = PAGES.filter((p) => !('platformOnly' in p) || me.role === 'platform');
  const current = visible.find((p) => p.id === page) ?? visible[0]!;

  return (
    <div className="frame">
      <header className="topbar">
        <strong className="brand">Khel operator</strong>
        <nav aria-label="Console">
          {visible.map((p) => (
            <a key={p.id} href={`#/${p.id}`} aria-current={p.id === current.id ? 'page' : undefined}>
              {p.label}
            </a>
          ))}
        </nav>
        <span className="who" data-testid="operator-who">
          {me.operator.userName} · {me.role === 'platform' ? 'Platform operator' : `Host operator #${me.operator.operatorId}`}
        </span>
        <button type="button" className="link" onClick={logout}>
          Log out
        </button>
      </header>
      <main className="content">
        <current.Page />
      </main>
    </div>
  );
}
