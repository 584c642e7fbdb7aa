// The notification widget at bottom right (§2.2): when the browser blocks notifications it says so
// and offers the 'Unblock Notifications' instructions.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const notificationsBlocked = (): boolean => typeof Notification !== 'undefined' && Notification.permission === 'denied';

export function PushWidget() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || !notificationsBlocked()) return null;
  return (
    <>
      <div className="push-widget" data-testid="push-widget">
        <span>{t('push.blocked')}</span>
        <button type="button" className="link" data-testid="push-unblock" onClick={() => setDialog(true)}>
          {t('push.unblock')}
        </button>
        <button type="button" className="push-widget__close" aria-label={t('auth.close')} onClick={() => setDismissed(true)}>
          ×
        </button>
      </div>
      {dialog && (
        <div className="overlay" onMouseDown={(e) => e.target === e.currentTarget && setDialog(false)}>
          <div className="popup" role="dialog" aria-modal="true" data-testid="push-dialog">
            <h2>{t('push.unblock')}</h2>
            <p>{t('push.steps')}</p>
            <div className="popup__actions">
              <button type="button" className="btn btn--primary" onClick={() => setDialog(false)}>
                {t('common.ok')}
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
