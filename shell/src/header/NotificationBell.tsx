// §2.3: the bell's count is always 0; its panel (max height 300px) closes on an outside click.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutsideClick } from '../hooks/useOutsideClick';
import { BellIcon } from './icons';

/** §2.3: the count the bell shows. */
const UNREAD = 0;

export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(ref, open, close);
  return (
    <div className="bell" ref={ref}>
      {/* the name holds the count the button shows ('Notifications 0'): a name without its visible text
          fails WCAG 2.5.3 (axe label-content-name-mismatch) */}
      <button type="button" className="bell__button" aria-label={`${t('header.notifications')} ${UNREAD}`} aria-expanded={open} data-testid="notification-bell" onClick={() => setOpen((o) => !o)}>
        <BellIcon />
        <span className="bell__count" data-testid="notification-count">{UNREAD}</span>
      </button>
      {open && (
        <div className="bell__panel" role="region" aria-label={t('header.notifications')} data-testid="notification-panel">
          {t('header.allCaughtUp')}
        </div>
      )}
    </div>
  );
}
