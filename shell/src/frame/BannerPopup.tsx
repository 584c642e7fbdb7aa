// The banner popup (§4.1, §9): open from the start with the host's first promotion banner; 6.5 s
// after the start a flag turns on for 20 s, then off (the banner is highlighted while it is on).
// A banner is its art (issue 34): it shows once its image has loaded, and not at all without one (no
// bare title strip on every page).
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSite } from '../site/SiteContext';

export const BANNER_FLAG_DELAY_MS = 6500;
export const BANNER_FLAG_ON_MS = 20_000;

/** The flag's timeline: off, on at 6.5 s, off again at 26.5 s. */
export function useBannerFlag(): boolean {
  const [flag, setFlag] = useState(false);
  useEffect(() => {
    let off: ReturnType<typeof setTimeout> | undefined;
    const on = setTimeout(() => {
      setFlag(true);
      off = setTimeout(() => setFlag(false), BANNER_FLAG_ON_MS);
    }, BANNER_FLAG_DELAY_MS);
    return () => {
      clearTimeout(on);
      clearTimeout(off);
    };
  }, []);
  return flag;
}

export function BannerPopup() {
  const { t } = useTranslation();
  const [slide] = useSite().slider;
  const [open, setOpen] = useState(true);
  const [art, setArt] = useState<'loading' | 'loaded' | 'missing'>('loading');
  const flag = useBannerFlag();
  if (!open || !slide?.image || art === 'missing') return null;
  const title = slide.title || slide.link || '';
  const image = <img className="banner-popup__art" src={slide.image} alt={title} data-testid="banner-popup-art" onLoad={() => setArt('loaded')} onError={() => setArt('missing')} />;
  return (
    <aside className={`banner-popup${flag ? ' banner-popup--flag' : ''}`} data-testid="banner-popup" data-flag={flag} hidden={art !== 'loaded'}>
      {slide.link?.startsWith('/') ? <Link to={slide.link}>{image}</Link> : image}
      <button type="button" className="banner-popup__close" aria-label={t('auth.close')} data-testid="banner-popup-close" onClick={() => setOpen(false)}>
        ×
      </button>
    </aside>
  );
}
