// The static pages (§2.1): responsible gambling (with the player's limits below the text),
// privacy, exclusion, rules and regulations, and app download (install the site as a web app).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../common/AccountPage';
import { RgLimits } from '../responsible-gambling/RgLimits';

/** Each page's text as headings (h…) and paragraphs (p…), keys of the accountPolicy group. */
export const POLICY_TEXT = {
  'responsible-gambling': ['rgP1', 'rgH1', 'rgP2', 'rgH2', 'rgP3', 'rgH3', 'rgP4', 'rgP5'],
  'privacy-policy': ['prP1', 'prH1', 'prP2', 'prH2', 'prP3', 'prH3', 'prP4', 'prH4', 'prP5'],
  'exclusion-policy': ['exP1', 'exH1', 'exP2', 'exH2', 'exP3', 'exH3', 'exP4'],
  'rules-regulations': ['ruP1', 'ruH1', 'ruP2', 'ruH2', 'ruP3', 'ruH3', 'ruP4', 'ruH4', 'ruP5'],
} as const;

const TITLES = {
  'responsible-gambling': 'accountPolicy.rgTitle',
  'privacy-policy': 'accountPolicy.prTitle',
  'exclusion-policy': 'accountPolicy.exTitle',
  'rules-regulations': 'accountPolicy.ruTitle',
} as const;

export function PolicyText({ page }: { page: keyof typeof POLICY_TEXT }) {
  const { t } = useTranslation();
  return (
    <div className="account-card account-policy" data-testid="policy-text">
      {POLICY_TEXT[page].map((key) => (/H\d$/.test(key) ? <h2 key={key}>{t(`accountPolicy.${key}`)}</h2> : <p key={key}>{t(`accountPolicy.${key}`)}</p>))}
    </div>
  );
}

export function PolicyPage({ page }: { page: keyof typeof POLICY_TEXT }) {
  const { t } = useTranslation();
  return (
    <AccountPage title={t(TITLES[page])}>
      <PolicyText page={page} />
      {page === 'responsible-gambling' && <RgLimits />}
    </AccountPage>
  );
}

interface InstallPrompt extends Event {
  prompt(): Promise<void>;
}

/** /app-download: Khel has no native app; the site installs as a web app (per-host manifest). */
export function AppDownloadPage() {
  const { t } = useTranslation();
  const [prompt, setPrompt] = useState<InstallPrompt | null>(null);
  const [installed, setInstalled] = useState(() => typeof window !== 'undefined' && window.matchMedia?.('(display-mode: standalone)').matches);
  useEffect(() => {
    const onPrompt = (e: Event) => {
      e.preventDefault();
      setPrompt(e as InstallPrompt);
    };
    const onInstalled = () => setInstalled(true);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);
  return (
    <AccountPage title={t('accountPolicy.appTitle')}>
      <div className="account-card account-policy">
        <p>{t('accountPolicy.appIntro')}</p>
        {installed ? (
          <p role="status">{t('accountPolicy.appInstalled')}</p>
        ) : (
          prompt && (
            <button type="button" className="account-btn" onClick={() => void prompt.prompt().then(() => setPrompt(null))}>
              {t('accountPolicy.appInstall')}
            </button>
          )
        )}
        <h2>{t('accountPolicy.appAndroidH')}</h2>
        <ol>
          <li>{t('accountPolicy.appAndroid1')}</li>
          <li>{t('accountPolicy.appAndroid2')}</li>
          <li>{t('accountPolicy.appAndroid3')}</li>
        </ol>
        <h2>{t('accountPolicy.appIosH')}</h2>
        <ol>
          <li>{t('accountPolicy.appIos1')}</li>
          <li>{t('accountPolicy.appIos2')}</li>
          <li>{t('accountPolicy.appIos3')}</li>
        </ol>
      </div>
    </AccountPage>
  );
}
