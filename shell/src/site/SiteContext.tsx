// The host's site (name, colour, sections), loaded once at start from the server's registry.
import { createContext, startTransition, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { isLoggedIn$, type SectionName, type SiteRemotes, type SupportContact } from '@khel/shared-kernel';
import { useObservable } from '../hooks/useObservable';
import { fetchSiteRemotes, registerSiteRemotes } from '../federation/registry';
import { endFirstPaint } from '../first-paint';
import { siteFlagsOf, type SiteFlags } from './flags';
import { applyHostIcons, applySiteSetting, fetchAppConfig, fetchLogo, fetchPromotions, fetchSiteSetting, fetchSupportContact, redirectTargetOf, type Promotions } from './site-config';

export interface Site extends SiteRemotes {
  has(section: SectionName): boolean;
  flags: SiteFlags;
  /** socials from the promotions call (footer, floating WhatsApp button) */
  socials: Promotions['socials'];
  /** promotion banners (the banner popup) */
  slider: Promotions['slider'];
  /** the support contact, null when its call failed */
  contact: SupportContact | null;
  /** the host's logo image URL from getLogo; '' when it has none (the header shows the name) */
  logo: string;
  /** the host's square badge (its favicon), shown where the logo has too little room; '' when none */
  logoBadge: string;
}

/** Lets tests and stories render the frame with a site of their own. */
export const SiteTestProvider = ({ site, children }: { site: Site; children: ReactNode }) => (
  <SiteContext.Provider value={site}>{children}</SiteContext.Provider>
);

const SiteContext = createContext<Site | null>(null);

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside SiteProvider');
  return site;
}

/** Applies the host's white-label to the document: title and theme colour. */
function applyWhiteLabel(site: SiteRemotes): void {
  document.title = site.siteName;
  document.documentElement.style.setProperty('--khel-theme', site.themeColor);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', site.themeColor);
}

export function SiteProvider({ children }: { children: ReactNode }) {
  const [site, setSite] = useState<Site | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    const hostname = window.location.hostname;
    Promise.all([fetchSiteRemotes(controller.signal), fetchSiteSetting(hostname), fetchPromotions(i18next.language), fetchAppConfig(), fetchSupportContact(hostname, i18next.language), fetchLogo(hostname)])
      .then(([remotes, setting, promotions, appConfig, contact, logo]) => {
        if (controller.signal.aborted) return;
        const target = redirectTargetOf(appConfig, hostname);
        if (target) {
          window.location.replace(`${window.location.protocol}//${target}${window.location.port ? `:${window.location.port}` : ''}${window.location.pathname}${window.location.search}`);
          return;
        }
        registerSiteRemotes(remotes);
        applyWhiteLabel(remotes);
        applySiteSetting(setting, remotes.siteName);
        applyHostIcons(logo);
        const sections = new Set(remotes.remotes.map((r) => r.name));
        // the frame's first render, in slices (a transition) as the first render (bootstrap.tsx)
        startTransition(() => setSite({
          ...remotes,
          has: (s) => sections.has(s),
          flags: siteFlagsOf(setting, promotions && { showMagicLink: promotions.whatsAppMagicLink }),
          socials: promotions?.socials ?? {},
          slider: promotions?.slider ?? [],
          contact,
          logo: logo?.logo ?? '',
          logoBadge: logo?.favicon ?? '',
        }));
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        console.error('site registry failed', err);
        setFailed(true);
      });
    return () => controller.abort();
  }, [attempt]);

  // The texts an operator wrote per language (promotion titles, the support message) follow the
  // player's language: asked again when it changes, the current ones shown until the new arrive. The
  // support contact is a logged-in player's getUserWpNumber (§7.1; the frame's first calls ask a visitor's).
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const loggedIn = useObservable(isLoggedIn$, false);
  const askedIn = useRef(i18next.language);
  const loaded = site !== null;
  useEffect(() => {
    const newLanguage = askedIn.current !== language;
    if (!loaded || (!newLanguage && !loggedIn)) return undefined;
    askedIn.current = language;
    let live = true;
    void Promise.all([newLanguage ? fetchPromotions(language) : null, fetchSupportContact(window.location.hostname, language, loggedIn)]).then(([promotions, contact]) => {
      if (!live) return;
      setSite((current) => current && { ...current, slider: promotions?.slider ?? current.slider, contact: contact ?? current.contact });
    });
    return () => {
      live = false;
    };
  }, [language, loaded, loggedIn]);

  if (failed) {
    endFirstPaint(); // the server's first paint would hide the problem (shell/src/first-paint.ts)
    return (
      <div className="boot-problem" role="alert" data-testid="boot-problem">
        <p>{t('connection.serverNotResponding')}</p>
        <button type="button" onClick={() => setAttempt((n) => n + 1)}>
          {t('commonMessages.tryAgain')}
        </button>
      </div>
    );
  }
  if (!site) return <div className="boot-loading" aria-busy="true" data-testid="boot-loading" />;
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}
