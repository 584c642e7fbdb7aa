// /casino-lobby/*: the live casino and slots lobbies (tabs of §3) and provider pages, drawn from the
// host's catalogue (catalogue.ts): a tile per game, leading to its page. Only tabs with games are
// shown — a tab without any sends the player to the first that has some — and a provider without
// games has no page (its address leads to the slots lobby).
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CasinoCatalogue } from '@khel/shared-kernel';
import { useCasinoAccess } from '../access/useCasinoAccess';
import { BonusToggle } from '../game/GamePage';
import { lobbyViewOf, type LobbyView } from './lobby-path';
import { studioKey, useCasinoCatalogue } from './catalogue';
import { GameTiles, TilesLoading } from './GameTiles';
import '../game/casino.css';

const tabKey = (tab: string) => `casino.tab${tab[0]!.toUpperCase()}${tab.slice(1)}`;
const LIVE_BASE = '/casino-lobby/casino';
const SLOTS_BASE = '/casino-lobby/slot-games';

function Tabs({ base, tabs, current }: { base: string; tabs: readonly string[]; current: string }) {
  const { t } = useTranslation();
  return (
    <nav className="casino-tabs" data-testid="casino-tabs">
      {tabs.map((tab) => (
        <Link key={tab} to={`${base}/${tab}`} aria-current={tab === current ? 'page' : undefined} data-testid={`casino-tab-${tab}`}>
          {t(tabKey(tab))}
        </Link>
      ))}
    </nav>
  );
}

function Page({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className="casino-page" data-testid={testId}>
      <div className="casino-page__head">
        <h1>{title}</h1>
        <BonusToggle />
      </div>
      {children}
    </section>
  );
}

/** What a view shows of the catalogue, or where to go instead when it has nothing. */
export function lobbyContent(view: LobbyView, catalogue: CasinoCatalogue): { redirect: string } | { tabs: readonly string[]; base: string; games: CasinoCatalogue['games'] } {
  if (view.kind === 'provider') {
    const games = catalogue.games.filter((g) => studioKey(g.provider) === studioKey(view.provider));
    return games.length ? { tabs: [], base: '', games } : { redirect: SLOTS_BASE };
  }
  const section = view.kind;
  const tabs = section === 'live' ? catalogue.liveCasino.tabs : catalogue.slotsGames.tabs;
  const base = section === 'live' ? LIVE_BASE : SLOTS_BASE;
  if (!tabs.length) {
    const other = section === 'live' ? catalogue.slotsGames.tabs : catalogue.liveCasino.tabs;
    return { redirect: other.length ? (section === 'live' ? SLOTS_BASE : LIVE_BASE) : '/' };
  }
  if (!tabs.includes(view.tab)) return { redirect: `${base}/${tabs[0]}` };
  return { tabs, base, games: catalogue.games.filter((g) => g.section === section && g.categories.includes(view.tab)) };
}

/** A section's lobby (or a provider's page) from the catalogue; `notice` goes above the tabs. */
export function CatalogueLobby({ view, title, testId, notice }: { view: LobbyView; title: string; testId: string; notice?: ReactNode }) {
  const { t } = useTranslation();
  const state = useCasinoCatalogue();
  if (state.kind === 'loading') {
    return (
      <Page title={title} testId={testId}>
        {notice}
        <TilesLoading />
      </Page>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Page title={title} testId={testId}>
        <p className="casino-frame__error" role="alert">
          {t('casino.catalogueFailed')}{' '}
          <button type="button" className="casino-retry" onClick={state.retry}>
            {t('casino.retry')}
          </button>
        </p>
      </Page>
    );
  }
  const content = lobbyContent(view, state.catalogue);
  if ('redirect' in content) return <Navigate to={content.redirect} replace />;
  return (
    <Page title={title} testId={testId}>
      {notice}
      {content.tabs.length > 0 && <Tabs base={content.base} tabs={content.tabs} current={view.kind === 'provider' ? '' : view.tab} />}
      <GameTiles games={content.games} />
    </Page>
  );
}

export function LobbyPage() {
  const { t } = useTranslation();
  const allowed = useCasinoAccess();
  const view = lobbyViewOf(useParams()['*'] ?? '');
  if (!allowed) return null;
  const provider = view.kind === 'provider' ? `${view.provider.charAt(0).toUpperCase()}${view.provider.slice(1)}` : '';
  const title = view.kind === 'provider' ? t('casino.providerGames', { provider }) : view.kind === 'live' ? t('casino.liveCasino') : t('casino.slotGames');
  return <CatalogueLobby key={view.kind === 'provider' ? view.provider : view.kind} view={view} title={title} testId="casino-lobby" />;
}
