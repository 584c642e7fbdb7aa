// The header's logo (§2.3): the host's image from getLogo with the site name as its alt text, or
// the name itself when the host has no logo or its image fails to load.
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useSite } from '../site/SiteContext';

export function SiteLogo() {
  const { logo, siteName } = useSite();
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = logo !== '' && failed !== logo;
  return (
    <NavLink to="/" className={`header__logo${showImage ? ' header__logo--image' : ''}`} data-testid="site-name">
      {showImage ? <img src={logo} alt={siteName} data-testid="site-logo" onError={() => setFailed(logo)} /> : siteName}
    </NavLink>
  );
}
