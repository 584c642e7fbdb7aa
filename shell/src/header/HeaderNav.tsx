// The header's section links (§2.3) in the room the header leaves them: the links that fit show
// in the bar, the rest are under a 'More' menu, so no link is ever cut or runs under the search
// box, at any width or in any language.
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HEADER_NAV } from '../frame/nav';
import { NavLinks, useShownNav } from '../frame/NavLinks';
import { fittingLinkCount } from '../frame/nav-fit';
import { useOutsideClick } from '../hooks/useOutsideClick';
import { measureAfterLayout } from '../hooks/measure-after-layout';

export function HeaderNav() {
  const { t } = useTranslation();
  const shown = useShownNav(HEADER_NAV);
  const navRef = useRef<HTMLElement>(null);
  const moreRef = useRef<HTMLDivElement>(null);
  const [fitting, setFitting] = useState(shown.length);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(moreRef, open, close);

  useLayoutEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const measure = () => {
      // hidden links stay in the page (out of the flow), so each one's width is always known
      const links = [...nav.querySelectorAll<HTMLElement>(':scope > a')];
      const more = moreRef.current?.querySelector<HTMLElement>('.header__more');
      const gap = Number.parseFloat(getComputedStyle(nav).columnGap) || 0;
      const moreWidth = more?.getBoundingClientRect().width ?? 0;
      // the bar never gets narrower than its 'More' button: the other parts of the header give way
      nav.style.minWidth = `${Math.ceil(moreWidth)}px`;
      setFitting(fittingLinkCount(links.map((l) => l.getBoundingClientRect().width), gap, nav.clientWidth, moreWidth));
    };
    return measureAfterLayout([nav, ...nav.querySelectorAll(':scope > a')], measure);
  }, [shown.length, t]);

  const overflowing = fitting < shown.length;
  return (
    <nav className="header__nav" aria-label={t('landmarks.main')} ref={navRef} data-fitting={fitting}>
      <NavLinks entries={HEADER_NAV} hiddenFrom={fitting} />
      <div className={`header__more-wrap${overflowing ? '' : ' nav-overflow'}`} ref={moreRef} aria-hidden={overflowing ? undefined : true}>
        <button
          type="button"
          className="header__more"
          aria-expanded={open}
          aria-haspopup="true"
          tabIndex={overflowing ? undefined : -1}
          data-testid="nav-more"
          onClick={() => setOpen((o) => !o)}
        >
          {t('headerNav.more')} ▾
        </button>
        {open && overflowing && (
          <div className="header__dropdown" data-testid="nav-more-panel">
            <NavLinks entries={HEADER_NAV} from={fitting} onNavigate={close} />
          </div>
        )}
      </div>
    </nav>
  );
}
