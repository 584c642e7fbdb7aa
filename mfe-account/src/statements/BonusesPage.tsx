// /bonuses: each bonus wallet (sports, casino) with its balance and wagering progress
// (GET account/wagering-details?walletType=…, read as {success, result}).
import { useTranslation } from 'react-i18next';
import { api, formatRupees, type SuccessEnvelope } from '@khel/shared-kernel';
import { Notice, PlayerPage } from '../common/AccountPage';
import { useLoad } from '../common/hooks';
import { When } from '../common/time';

interface Wagering {
  bonusBalance: number;
  wageringRequired: number;
  wageringCompleted: number;
  wageringRemaining: number;
  activeBonuses: { id: number; amount: number; wageringRequired: number; wagered: number; expiresAt: string }[];
}

const WALLETS = ['sports', 'casino'] as const;

export function BonusesPage() {
  const { t } = useTranslation();
  return <PlayerPage title={t('accountPages.bonuses')}>{() => <>{WALLETS.map((w) => <BonusWallet key={w} wallet={w} />)}</>}</PlayerPage>;
}

function BonusWallet({ wallet }: { wallet: (typeof WALLETS)[number] }) {
  const { t } = useTranslation();
  const details = useLoad<Wagering>(`wagering|${wallet}`, async () => (await api.get<SuccessEnvelope<Wagering>>(`account/wagering-details?walletType=${wallet}`)).data.result);
  const d = details.data;
  const percent = d && d.wageringRequired > 0 ? Math.min(100, Math.floor((d.wageringCompleted / d.wageringRequired) * 100)) : 0;
  return (
    <div className="account-card" data-testid={`bonus-${wallet}`}>
      <h2>{t(`accountPages.wallet_${wallet}`)}</h2>
      {details.error && <Notice kind="error">{details.error}</Notice>}
      {d && (
        <>
          <dl className="account-kv">
            <dt>{t('accountPages.bonusBalance')}</dt>
            <dd>{formatRupees(d.bonusBalance)}</dd>
            <dt>{t('accountPages.wagering')}</dt>
            <dd>{formatRupees(d.wageringCompleted)} / {formatRupees(d.wageringRequired)}</dd>
          </dl>
          <progress max={100} value={percent} style={{ width: '100%' }} aria-label={t('accountPages.wagering')} />
          {d.activeBonuses.length === 0 && <p>{t('accountPages.noBonuses')}</p>}
          {d.activeBonuses.map((b) => (
            <p key={b.id}>
              {formatRupees(b.amount)} · {t('accountPages.wagering')} {formatRupees(b.wagered)} / {formatRupees(b.wageringRequired)} · {t('accountPages.expires')} <When at={b.expiresAt} />
            </p>
          ))}
        </>
      )}
    </div>
  );
}
