import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A value with a button that copies it (bank details, UPI id). */
export function CopyLine({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(() => setCopied(true), () => setCopied(false));
  };
  return (
    <div className="account-copy">
      <span>
        {label}: <strong>{value}</strong>
      </span>
      <button type="button" className="account-btn account-btn--ghost account-btn--small" onClick={copy} aria-label={`${t('accountPages.copy')} ${label}`}>
        {copied ? t('accountPages.copied') : t('accountPages.copy')}
      </button>
    </div>
  );
}
