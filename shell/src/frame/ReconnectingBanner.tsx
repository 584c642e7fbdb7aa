// 'Reconnecting…' under the header while the API client retries calls that got no response (issue 34:
// the kernel's `reconnecting$`, api/reconnect.ts); gone as soon as the server answers.
import { reconnecting$ } from '@khel/shared-kernel';
import { useTranslation } from 'react-i18next';
import { useObservable } from '../hooks/useObservable';

export function ReconnectingBanner() {
  const { t } = useTranslation();
  const reconnecting = useObservable(reconnecting$, false);
  if (!reconnecting) return null;
  return (
    <div className="reconnecting-banner" role="status" aria-live="polite" data-testid="reconnecting">
      {t('connection.reconnecting')}
    </div>
  );
}
