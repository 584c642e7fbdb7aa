// /withdraw: saved payout accounts (UPI id, or bank account with a checked IFSC), add and remove;
// an amount up to the available balance shown here; the hold shows at once in the header balance
// (the balance bus is refreshed); pending requests listed and, while pending, cancellable.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIndianNumber, refreshBalance, balance$, currentBalance, type PaymentMethods, type PaymentTransaction, type PayoutAccount, type PayoutAccountRequest, type WithdrawRequest } from '@khel/shared-kernel';
import { Notice, PlayerPage } from '../common/AccountPage';
import { deleteData, getData, messageOf, newRequestId, postData } from '../common/http';
import { useLoad } from '../common/hooks';
import { useSectionFlag } from '../common/site';
import { checkAmount, IFSC_PATTERN, limitsOf, UPI_PATTERN } from '../deposit/rules';
import { StatusBadge } from '../transactions/TransactionsPage';
import { When } from '../common/time';

const useBalance = () =>
  useSyncExternalStore(
    (cb) => {
      const s = balance$.subscribe(cb);
      return () => s.unsubscribe();
    },
    currentBalance,
    currentBalance,
  );

export function WithdrawPage() {
  const { t } = useTranslation();
  return <PlayerPage title={t('accountPages.withdraw')}>{() => <WithdrawForm />}</PlayerPage>;
}

const accountLabel = (a: PayoutAccount) => (a.type === 'upi' ? `UPI · ${a.upi_id}` : `${a.bank_name ?? ''} ${a.account_number} · ${a.ifsc}`.trim());

export function WithdrawForm() {
  const { t } = useTranslation();
  useSectionFlag('showWithdrawal');
  const balance = useBalance();
  useEffect(() => void refreshBalance(), []);
  const [round, setRound] = useState(0);
  const methods = useLoad<PaymentMethods>('methods', () => getData('payments/methods'));
  const accounts = useLoad<PayoutAccount[]>(`accounts#${round}`, () => getData('payments/payout-accounts'));
  const pending = useLoad<{ items: PaymentTransaction[] }>(`pending#${round}`, () => getData('payments/transactions?type=withdrawal&limit=20'));
  const limits = limitsOf(methods.data);
  const available = balance?.balance ?? 0;
  const [accountId, setAccountId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const requestId = useRef<{ values: string; id: string } | null>(null);

  const chosen = accountId ?? accounts.data?.[0]?.id ?? null;
  const max = Math.min(limits.maxWithdrawal, available);
  const amountCheck = checkAmount(amount, limits.minWithdrawal, Math.max(max, 0));
  const amountMessage =
    amountCheck && amountCheck.key === 'accountPages.amountMax' && Number(amount) > available && available < limits.maxWithdrawal
      ? t('accountPages.overBalance', { balance: formatIndianNumber(available) })
      : amountCheck
        ? t(amountCheck.key, { min: formatIndianNumber(limits.minWithdrawal, 0), max: formatIndianNumber(max) })
        : null;

  const refresh = () => {
    setRound((r) => r + 1);
    void refreshBalance();
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (amountCheck || chosen === null || sending) return;
    const values = `${amount}|${chosen}`;
    if (requestId.current?.values !== values) requestId.current = { values, id: newRequestId() };
    setSending(true);
    setError(null);
    setDone(null);
    try {
      const { data } = await postData<PaymentTransaction>('payments/withdraw', { amount: Number(amount), payout_account_id: chosen, request_id: requestId.current.id } satisfies WithdrawRequest);
      setDone(t('accountPages.withdrawSent', { reference: data.referenceNo }));
      setAmount('');
      setTouched(false);
      requestId.current = null;
      refresh();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setSending(false);
    }
  };

  const cancel = async (referenceNo: string) => {
    setError(null);
    try {
      await postData(`payments/withdrawals/${referenceNo}/cancel`, {});
      setDone(t('accountPages.withdrawCancelled', { reference: referenceNo }));
      refresh();
    } catch (err) {
      setError(messageOf(err));
    }
  };

  const remove = async (id: number) => {
    try {
      await deleteData(`payments/payout-accounts/${id}`);
      if (accountId === id) setAccountId(null);
      refresh();
    } catch (err) {
      setError(messageOf(err));
    }
  };

  const pendingItems = (pending.data?.items ?? []).filter((w) => w.status === 'pending');

  return (
    <>
      <div className="account-card">
        <dl className="account-kv">
          <dt>{t('accountPages.available')}</dt>
          <dd data-testid="withdraw-available">₹ {formatIndianNumber(available)}</dd>
        </dl>
      </div>
      {done && <Notice kind="success">{done}</Notice>}
      {error && <Notice kind="error">{error}</Notice>}
      <form className="account-card" onSubmit={submit} noValidate>
        <h2>{t('accountPages.payTo')}</h2>
        {(accounts.data ?? []).length === 0 && <p>{t('accountPages.noPayoutAccounts')}</p>}
        {(accounts.data ?? []).map((a) => (
          <div key={a.id} className="account-copy">
            <label className="account-row">
              <input type="radio" name="payout" checked={chosen === a.id} onChange={() => setAccountId(a.id)} />
              <span>{accountLabel(a)}</span>
            </label>
            <button type="button" className="account-btn account-btn--ghost account-btn--small" onClick={() => void remove(a.id)}>
              {t('accountPages.remove')}
            </button>
          </div>
        ))}
        <div className="account-field" style={{ marginTop: 12 }}>
          <label htmlFor="withdraw-amount">{t('accountPages.amount')}</label>
          <input id="withdraw-amount" inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))} />
          <span className="account-field__hint">{t('accountPages.limitsHint', { min: formatIndianNumber(limits.minWithdrawal, 0), max: formatIndianNumber(limits.maxWithdrawal, 0) })}</span>
          {touched && amountMessage && <span className="account-field__error">{amountMessage}</span>}
          {touched && chosen === null && <span className="account-field__error">{t('accountPages.choosePayout')}</span>}
        </div>
        <button type="submit" className="account-btn" disabled={sending}>
          {sending ? t('accountPages.sending') : t('accountPages.submitWithdraw')}
        </button>
      </form>
      <AddPayoutAccount onAdded={refresh} />
      <div className="account-card">
        <h2>{t('accountPages.pendingWithdrawals')}</h2>
        {pendingItems.length === 0 && <p>{t('accountPages.noPending')}</p>}
        {pendingItems.map((w) => (
          <div key={w.referenceNo} className="account-copy" data-testid="pending-withdrawal">
            <span>
              {w.referenceNo} · ₹ {formatIndianNumber(w.amount)} · <When at={w.createdAt} /> · <StatusBadge status={w.status} />
            </span>
            <button type="button" className="account-btn account-btn--ghost account-btn--small" onClick={() => void cancel(w.referenceNo)}>
              {t('accountPages.cancelRequest')}
            </button>
          </div>
        ))}
      </div>
    </>
  );
}

export function checkPayout(kind: 'upi' | 'bank', v: { upi: string; name: string; number: string; ifsc: string }): string | null {
  if (kind === 'upi') return UPI_PATTERN.test(v.upi.trim()) ? null : 'accountPages.upiInvalid';
  if (!v.name.trim()) return 'accountPages.accountNameRequired';
  if (!/^\d{9,18}$/.test(v.number)) return 'accountPages.accountNumberInvalid';
  if (!IFSC_PATTERN.test(v.ifsc)) return 'accountPages.ifscInvalid';
  return null;
}

function AddPayoutAccount({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<'upi' | 'bank'>('upi');
  const [v, setV] = useState({ upi: '', name: '', number: '', ifsc: '', bank: '' });
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problem = checkPayout(kind, v);
  const set = (field: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const raw = e.target.value;
    const value = field === 'number' ? raw.replace(/\D/g, '').slice(0, 18) : field === 'ifsc' ? raw.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 11) : raw;
    setV((old) => ({ ...old, [field]: value }));
  };
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem || sending) return;
    setSending(true);
    setError(null);
    try {
      await postData('payments/payout-accounts', (kind === 'upi' ? { type: 'upi', upi_id: v.upi.trim() } : { type: 'bank', account_name: v.name.trim(), account_number: v.number, ifsc: v.ifsc, bank_name: v.bank.trim() || undefined }) satisfies PayoutAccountRequest);
      setV({ upi: '', name: '', number: '', ifsc: '', bank: '' });
      setTouched(false);
      onAdded();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="account-card" onSubmit={submit} noValidate data-testid="add-payout">
      <h2>{t('accountPages.addPayout')}</h2>
      <div className="account-tabs">
        {(['upi', 'bank'] as const).map((k) => (
          <button key={k} type="button" className="account-chip" aria-pressed={kind === k} onClick={() => setKind(k)}>
            {t(k === 'upi' ? 'accountPages.methodUpi' : 'accountPages.methodBank')}
          </button>
        ))}
      </div>
      {kind === 'upi' ? (
        <div className="account-field">
          <label htmlFor="payout-upi">{t('accountPages.upiId')}</label>
          <input id="payout-upi" value={v.upi} onChange={set('upi')} placeholder="name@bank" autoComplete="off" />
        </div>
      ) : (
        <>
          <div className="account-field">
            <label htmlFor="payout-name">{t('accountPages.accountName')}</label>
            <input id="payout-name" value={v.name} onChange={set('name')} />
          </div>
          <div className="account-field">
            <label htmlFor="payout-number">{t('accountPages.accountNumber')}</label>
            <input id="payout-number" inputMode="numeric" value={v.number} onChange={set('number')} />
          </div>
          <div className="account-field">
            <label htmlFor="payout-ifsc">{t('accountPages.ifsc')}</label>
            <input id="payout-ifsc" value={v.ifsc} onChange={set('ifsc')} placeholder="ABCD0123456" />
          </div>
          <div className="account-field">
            <label htmlFor="payout-bank">{t('accountPages.bankName')}</label>
            <input id="payout-bank" value={v.bank} onChange={set('bank')} />
          </div>
        </>
      )}
      {touched && problem && <p className="account-field__error">{t(problem)}</p>}
      {error && <Notice kind="error">{error}</Notice>}
      <button type="submit" className="account-btn account-btn--ghost" disabled={sending}>
        {t('accountPages.save')}
      </button>
    </form>
  );
}
