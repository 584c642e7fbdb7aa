// The right sidebar (§2.7: desktop, logged in only; the frame leaves it out for a visitor, whose slip is
// §2.12's centred box): balance panel, Betslip / Open Bets tabs from the sports remote. Edit Stakes
// is the slip's own button. Figures read as the header's do: on a play-money host, the host's coins.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FRAGMENTS, openBets$ } from '@khel/shared-kernel';
import { useObservable } from '../hooks/useObservable';
import { FragmentSlot } from '../federation/FragmentSlot';
import { HeaderAmount } from '../header/HeaderAmount';
import { useBalance, useSession } from '../session/useSession';
import { useSite } from '../site/SiteContext';

export function RightSidebar() {
  const { t } = useTranslation();
  const site = useSite();
  const balance = useBalance();
  const { isLogin } = useSession();
  const [tab, setTab] = useState<'betslip' | 'openBets'>('betslip');
  const openBets = useObservable(openBets$, null);
  return (
    <aside className="right-sidebar" data-testid="right-sidebar">
      {isLogin && (
        <section className="balance-panel" data-testid="balance-panel">
          <h3>{t('balance.title')}</h3>
          <dl>
            <dt>{t('header.availableBalance')}</dt>
            <dd data-testid="balance-available"><HeaderAmount value={balance?.balance ?? 0} /></dd>
            <dt>{t('balance.netExposure')}</dt>
            <dd data-testid="balance-exposure"><HeaderAmount value={balance?.liability ?? 0} /></dd>
            <dt>{t('balance.freeCash')}</dt>
            <dd><HeaderAmount value={0} /></dd>
            <dt>{t('balance.bonusBalance')}</dt>
            <dd>0</dd>
          </dl>
        </section>
      )}
      {site.has('sports') && (
        <section className="slip-tabs">
          <div role="tablist" className="tabs">
            <button type="button" role="tab" aria-selected={tab === 'betslip'} data-testid="tab-betslip" onClick={() => setTab('betslip')}>
              {t('rightbar.betslip')}
            </button>
            <button type="button" role="tab" aria-selected={tab === 'openBets'} data-testid="tab-open-bets" onClick={() => setTab('openBets')}>
              {t('rightbar.openBets')}
              {isLogin && openBets && (
                <span className="tabs__count" data-testid="open-bets-count">
                  {openBets.length}
                </span>
              )}
            </button>
          </div>
          {tab === 'betslip' ? (
            <FragmentSlot section={FRAGMENTS.betSlip.section} module={FRAGMENTS.betSlip.module} testId="betslip-slot" />
          ) : (
            <FragmentSlot section={FRAGMENTS.openBets.section} module={FRAGMENTS.openBets.module} testId="open-bets-slot" />
          )}
        </section>
      )}
    </aside>
  );
}
