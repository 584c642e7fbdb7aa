// /casino-lobby/*: the live casino and slots lobbies (tabs of §3) and provider pages, each the
// provider's lobby in a frame (§2.12). A provider Khel has no games from shows an empty state.
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCasinoAccess } from '../access/useCasinoAccess';
import { BonusToggle, GamePage } from '../game/GamePage';
import { lobbyUrl } from '../launch/launch';
import { BUILT_IN_PROVIDER, gameTypeOf, LIVE_TABS, lobbyViewOf, SLOT_TABS } from './lobby-path';
import '../game/casino.css';

const tabKey = (tab: string) => `casino.tab${tab[0]!.toUpperCase()}${tab.slice(1)}`;

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

function OtherProvider({ provider }: { provider: string }) {
  const { t } = useTranslation();
  const allowed = useCasinoAccess();
  if (!allowed) return null;
  return (
    <section className="casino-page" data-testid="casino-lobby">
      <div className="casino-page__head">
        <h1>{t('casino.providerGames', { provider })}</h1>
        <BonusToggle />
      </div>
      <p className="casino-empty" data-testid="casino-provider-empty">
        {t('casino.providerEmpty', { provider })}
      </p>
    </section>
  );
}

export function LobbyPage() {
  const { t } = useTranslation();
  const view = lobbyViewOf(useParams()['*'] ?? '');
  if (view.kind === 'provider' && view.provider.toLowerCase() !== BUILT_IN_PROVIDER) return <OtherProvider provider={view.provider} />;
  const gameType = gameTypeOf(view);
  return (
    <GamePage
      title={view.kind === 'live' ? t('casino.liveCasino') : t('casino.slotGames')}
      launch={() => lobbyUrl({ game_type: gameType })}
      launchKey={gameType}
      testId="casino-lobby"
    >
      {view.kind === 'live' && <Tabs base="/casino-lobby/casino" tabs={LIVE_TABS} current={view.tab} />}
      {view.kind === 'slots' && <Tabs base="/casino-lobby/slot-games" tabs={SLOT_TABS} current={view.tab} />}
    </GamePage>
  );
}
