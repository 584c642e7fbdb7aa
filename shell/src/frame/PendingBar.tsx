// A thin busy line under the header while requests are pending (§4.1's pending-requests counter).
import { pendingRequests$ } from '@khel/shared-kernel';
import { useTranslation } from 'react-i18next';
import { useObservable } from '../hooks/useObservable';

export function PendingBar() {
  const { t } = useTranslation();
  const pending = useObservable(pendingRequests$, 0);
  if (pending === 0) return null;
  return <div className="pending-bar" role="progressbar" aria-busy="true" aria-label={t('common.loading')} data-testid="pending-requests" data-count={pending} />;
}
