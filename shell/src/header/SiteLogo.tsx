// The header's logo (§2.3): the host's image from getLogo with the site name as its alt text, or
// the name itself when the host has no logo or its image fails to load. Below 1024px the logo has
// the room the header's controls leave it; when that is too little for the wordmark to show at a
// readable height, the host's square badge (its favicon) shows instead.
import { useLayoutEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useSite } from '../site/SiteContext';
import { measureAfterLayout } from '../hooks/measure-after-layout';

/** The lowest height at which a wordmark still reads, in CSS pixels. */
export const MIN_WORDMARK_HEIGHT = 20;

/** Whether a wordmark of the given natural size shows at a readable height in `roomWidth`. */
export const wordmarkFits = (roomWidth: number, naturalWidth: number, naturalHeight: number): boolean =>
  naturalWidth <= 0 || naturalHeight <= 0 || roomWidth >= (naturalWidth / naturalHeight) * MIN_WORDMARK_HEIGHT;

export function SiteLogo() {
  const { logo, logoBadge, siteName } = useSite();
  const [failed, setFailed] = useState<string | null>(null);
  const [badge, setBadge] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const wordmarkRef = useRef<HTMLImageElement>(null);
  const showImage = logo !== '' && failed !== logo;

  useLayoutEffect(() => {
    const link = linkRef.current;
    const img = wordmarkRef.current;
    if (!link || !img || !logoBadge) return;
    const check = () => setBadge(!wordmarkFits(link.clientWidth, img.naturalWidth, img.naturalHeight));
    img.addEventListener('load', check);
    const stop = measureAfterLayout([link], check);
    return () => {
      img.removeEventListener('load', check);
      stop();
    };
  }, [showImage, logoBadge]);

  return (
    <NavLink to="/" ref={linkRef} className={`header__logo${showImage ? ' header__logo--image' : ''}`} data-fit={badge ? 'badge' : 'wordmark'} data-testid="site-name">
      {showImage ? (
        <>
          <img ref={wordmarkRef} className="header__logo-wordmark" src={logo} alt={siteName} data-testid="site-logo" onError={() => setFailed(logo)} />
          {logoBadge && <img className="header__logo-badge" src={logoBadge} alt={siteName} data-testid="site-logo-badge" />}
        </>
      ) : (
        siteName
      )}
    </NavLink>
  );
}
