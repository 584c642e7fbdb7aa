// /deposit: the host's UPI id (with a QR carrying payee, name and amount) and bank accounts, the
// amount with quick chips and the host's limits, the 12-digit UTR; one request per submission
// (an idempotency key kept until the values change), the server's msg on refusal, values kept.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatIndianNumber, type DepositRequest, type PaymentMethods, type PaymentTransaction } from '@khel/shared-kernel';
import { Notice, PlayerPage } from '../common/AccountPage';
import { CopyLine } from '../common/CopyButton';
import { getData, messageOf, newRequestId, postData } from '../common/http';
import { useLoad } from '../common/hooks';
import { useSectionFlag } from '../common/site';
import { StatusBadge } from '../transactions/TransactionsPage';
import { checkAmount, checkUtr, limitsOf, QUICK_AMOUNTS, upiPayUri, type Check } from './rules';
import { UpiQr } from './UpiQr';

export function DepositPage() {
  const { t } = useTranslation();
  return <PlayerPage title={t('accountPages.deposit')}>{() => <DepositForm />}</PlayerPage>;
}

export function DepositForm() {
  const { t } = useTranslation();
  const site = useSectionFlag('showDeposit');
  const methods = useLoad<PaymentMethods>('methods', () => getData<PaymentMethods>('payments/methods'));
  const limits = limitsOf(methods.data);
  const [method, setMethod] = useState<'upi' | 'bank'>('upi');
  const [amount, setAmount] = useState('');
  const [utr, setUtr] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<PaymentTransaction | null>(null);
  // One key per set of values: a double click or a retry of the same values cannot make two requests.
  const requestId = useRef<{ values: string; id: string } | null>(null);
  // the confirmation stands above the form: on a phone the player is at the form's foot when it comes
  const sentCard = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!sent) return;
    sentCard.current?.scrollIntoView?.({ block: 'start' });
    sentCard.current?.focus({ preventScroll: true });
  }, [sent]);

  const amountCheck = checkAmount(amount, limits.minDeposit, limits.maxDeposit);
  const utrCheck = checkUtr(utr);
  const say = (c: Check) => (c ? t(c.key, { ...c.values, min: formatIndianNumber(limits.minDeposit, 0), max: formatIndianNumber(limits.maxDeposit, 0) }) : null);
  const upiId = methods.data?.upi?.upiId ?? null;
  const payee = site?.appName || window.location.hostname;
  const uri = useMemo(() => (upiId ? upiPayUri(upiId, payee, amount) : ''), [upiId, payee, amount]);
  const effectiveMethod = upiId ? method : 'bank';

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (amountCheck || utrCheck || sending) return;
    const values = `${amount}|${utr}|${effectiveMethod}`;
    if (requestId.current?.values !== values) requestId.current = { values, id: newRequestId() };
    setSending(true);
    setError(null);
    try {
      const { data } = await postData<PaymentTransaction>('payments/deposit', { amount: Number(amount), utr, method: effectiveMethod, request_id: requestId.current.id } satisfies DepositRequest);
      setSent(data);
      setAmount('');
      setUtr('');
      setTouched(false);
      requestId.current = null;
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      {methods.error && <Notice kind="error">{methods.error}</Notice>}
      {sent && (
        <div className="account-card account-card--confirmation" data-testid="deposit-sent" ref={sentCard} tabIndex={-1}>
          <Notice kind="success">{t('accountPages.depositSent')}</Notice>
          <dl className="account-kv">
            <dt>{t('accountPages.reference')}</dt>
            <dd>
              <Link to={`/transactions-details/deposit/${sent.referenceNo}`}>{sent.referenceNo}</Link>
            </dd>
            <dt>{t('accountPages.amount')}</dt>
            <dd>₹ {formatIndianNumber(sent.amount)}</dd>
            <dt>{t('accountPages.status')}</dt>
            <dd>
              <StatusBadge status={sent.status} />
            </dd>
          </dl>
        </div>
      )}
      <div className="account-card">
        {upiId && (methods.data?.bankAccounts.length ?? 0) > 0 && (
          <div className="account-tabs" role="tablist">
            {(['upi', 'bank'] as const).map((m) => (
              <button key={m} type="button" role="tab" aria-selected={effectiveMethod === m} aria-pressed={effectiveMethod === m} className="account-chip" onClick={() => setMethod(m)}>
                {t(m === 'upi' ? 'accountPages.methodUpi' : 'accountPages.methodBank')}
              </button>
            ))}
          </div>
        )}
        {effectiveMethod === 'upi' && upiId && (
          <div>
            <p className="account-field__hint">{t('accountPages.upiHint')}</p>
            <UpiQr uri={uri} />
            <CopyLine label={t('accountPages.upiId')} value={upiId} />
          </div>
        )}
        {effectiveMethod === 'bank' &&
          methods.data?.bankAccounts.map((b) => (
            <div key={b.accountNumber} className="account-card" data-testid="bank-account">
              <CopyLine label={t('accountPages.bankName')} value={b.bankName} />
              <CopyLine label={t('accountPages.accountName')} value={b.accountName} />
              <CopyLine label={t('accountPages.accountNumber')} value={b.accountNumber} />
              <CopyLine label={t('accountPages.ifsc')} value={b.ifsc} />
            </div>
          ))}
      </div>
      <form className="account-card" onSubmit={submit} noValidate>
        <div className="account-field">
          <label htmlFor="deposit-amount">{t('accountPages.amount')}</label>
          <input id="deposit-amount" inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))} />
          <span className="account-field__hint">{t('accountPages.limitsHint', { min: formatIndianNumber(limits.minDeposit, 0), max: formatIndianNumber(limits.maxDeposit, 0) })}</span>
          {touched && amountCheck && <span className="account-field__error">{say(amountCheck)}</span>}
        </div>
        <div className="account-chips">
          {QUICK_AMOUNTS.filter((a) => a >= limits.minDeposit && a <= limits.maxDeposit).map((a) => (
            <button key={a} type="button" className="account-chip" aria-pressed={amount === String(a)} onClick={() => setAmount(String(a))}>
              ₹ {formatIndianNumber(a, 0)}
            </button>
          ))}
        </div>
        <div className="account-field">
          <label htmlFor="deposit-utr">{t('accountPages.utr')}</label>
          <input id="deposit-utr" inputMode="numeric" autoComplete="off" maxLength={12} value={utr} onChange={(e) => setUtr(e.target.value.replace(/\D/g, '').slice(0, 12))} />
          <span className="account-field__hint">{t('accountPages.utrHint')}</span>
          {touched && utrCheck && <span className="account-field__error">{say(utrCheck)}</span>}
        </div>
        {error && <Notice kind="error">{error}</Notice>}
        <button type="submit" className="account-btn" disabled={sending}>
          {sending ? t('accountPages.sending') : t('accountPages.submitDeposit')}
        </button>
      </form>
    </>
  );
}
