// The operator console's frame: login, then one page per area chosen from the navigation (the
// address keeps the page, #/payments, so a reload stays there).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { LanguageChooser } from '../i18n/LanguageChooser';

const PAGES = [
  { id: 'risk', label: 'nav.risk', Page: RiskPage },
  { id: 'payments', label: 'nav.payments', Page: PaymentsPage },
  { id: 'reconcile', label: 'nav.reconcile', Page: ReconciliationPage },
  { id: 'players', label: 'nav.players', Page: PlayersPage },
  { id: 'hosts', label: 'nav.hosts', Page: HostsPage },
  { id: 'messages', label: 'nav.messages', Page: MessagingPage },
  { id: 'domains', label: 'nav.domains', Page: DomainsPage, platformOnly: true },
  { id: 'markets', label: 'nav.markets', Page: MarketsPage, platformOnly: true },
  { id: 'blogs', label: 'nav.blogs', Page: BlogsPage },
  { id: 'audit', label: 'nav.audit', Page: AuditPage },
] as const;
type PageId = (typeof PAGES)[number]['id'];

const pageFromHash = (): PageId => {
  const id = window.location.hash.replace(/^#\/?/, '');
  return (PAGES.find((p) => p.id === id)?.id ?? 'risk') as PageId;
};

export function App() {
  const { t } = useTranslation();
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

  if (checking) return <p className="muted pad">{t('frame.loading')}</p>;
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
        <strong className="brand">{t('frame.brand')}</strong>
        <nav aria-label={t('frame.navLabel')}>
          {visible.map((p) => (
            <a key={p.id} href={`#/${p.id}`} aria-current={p.id === current.id ? 'page' : undefined}>
              {t(p.label)}
            </a>
          ))}
        </nav>
        <span className="who" data-testid="operator-who">
          {me.operator.userName} · {me.role === 'platform' ? t('frame.platformOperator') : t('frame.hostOperator', { id: me.operator.operatorId })}
        </span>
        <LanguageChooser />
        <button type="button" className="link" onClick={logout}>
          {t('frame.logout')}
        </button>
      </header>
      <main className="content">
        <current.Page />
      </main>
    </div>
  );
}
