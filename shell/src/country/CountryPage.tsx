// Why a real-money host refuses the visitor's country (issue 33): the host takes real-money players only
// from the countries its operator's licence allows (GET site/country, decided by the server from the
// client address). The visitor may go on browsing; sign-up, deposits, bets and games are refused by the
// server, and the kernel brings the visitor here when one of them is (COUNTRY_PAGE_PATH).
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api, type Envelope } from '@khel/shared-kernel';
import { useSite } from '../site/SiteContext';

interface SiteCountry {
  country: string | null;
  allowed: boolean;
}

/** The country's name in the player's language ('PK' → 'Pakistan', 'पाकिस्तान'…), the code if the browser has none. */
function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language, 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function CountryPage() {
  const { t, i18n } = useTranslation();
  const site = useSite();
  const [found, setFound] = useState<SiteCountry | null>(null);
  useEffect(() => {
    let live = true;
    api.get<Envelope<SiteCountry>>('site/country').then(
      ({ data }) => live && setFound(data.data),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <section className="country-page" data-testid="country-page">
      <h1>{t('countryPage.title')}</h1>
      <p>{t('countryPage.licence', { site: site.siteName })}</p>
      {found && <p data-testid="country-page-from">{found.country ? t('countryPage.from', { country: countryName(found.country, i18n.language) }) : t('countryPage.unknown')}</p>}
      <p>{t('countryPage.browse')}</p>
      <Link to="/" className="btn btn--primary" data-testid="country-page-home">
        {t('countryPage.home')}
      </Link>
    </section>
  );
}
