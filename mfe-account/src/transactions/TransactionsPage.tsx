// /transactions and /transactions-details/{type}/{refrenceNo}: deposits and withdrawals with
// amount, method, UTR or destination, status (the operator's reason when rejected) and times.
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatRupees, type PaymentTransaction } from '@khel/shared-kernel';
import { Notice, PlayerPage } from '../common/AccountPage';
import { getData } from '../common/http';
import { useLoad } from '../common/hooks';
import { When } from '../common/time';

export function StatusBadge({ status }: { status: PaymentTransaction['status'] }) {
  const { t } = useTranslation();
  return <span className={`status status--${status}`}>{t(`accountPages.status_${status}`)}</span>;
}

const destinationText = (d: Record<string, unknown> | null): string =>
  !d ? '-' : d.type === 'upi' ? String(d.upi_id ?? '') : [d.bank_name, d.account_number, d.ifsc].filter(Boolean).join(' · ');

export function TransactionsPage() {
  const { t } = useTranslation();
  return <PlayerPage title={t('accountPages.transactions')} wide>{() => <TransactionList />}</PlayerPage>;
}

export function TransactionList({ type, limit = 150, reloadKey = 0 }: { type?: 'deposit' | 'withdrawal'; limit?: number; reloadKey?: number }) {
  const { t } = useTranslation();
  const path = `payments/transactions?limit=${limit}${type ? `&type=${type}` : ''}`;
  const list = useLoad<{ items: PaymentTransaction[] }>(`${path}#${reloadKey}`, () => getData(path));
  const items = list.data?.items ?? [];
  if (list.error) return <Notice kind="error">{list.error}</Notice>;
  if (!list.loading && items.length === 0) return <p data-testid="no-transactions">{t('accountPages.noTransactions')}</p>;
  const link = (x: PaymentTransaction) => `/transactions-details/${x.type}/${x.referenceNo}`;
  return (
    <div data-testid="transactions">
      <table className="account-table account-table--cards">
        <thead>
          <tr>
            <th>{t('accountPages.date')}</th>
            <th>{t('accountPages.reference')}</th>
            <th>{t('accountPages.type')}</th>
            <th>{t('accountPages.method')}</th>
            <th className="num">{t('accountPages.amount')}</th>
            <th>{t('accountPages.status')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((x) => (
            <tr key={x.referenceNo}>
              <td><When at={x.createdAt} /></td>
              <td><Link to={link(x)}>{x.referenceNo}</Link></td>
              <td>{t(`accountPages.type_${x.type}`)}</td>
              <td>{x.type === 'deposit' ? `${t(x.method === 'upi' ? 'accountPages.methodUpi' : 'accountPages.methodBank')} · ${x.utr ?? ''}` : destinationText(x.destination)}</td>
              <td className="num">{formatRupees(x.amount)}</td>
              <td><StatusBadge status={x.status} />{x.status === 'rejected' && x.note ? ` (${x.note})` : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="account-cards">
        {items.map((x) => (
          <Link key={x.referenceNo} to={link(x)} className="account-list-card" style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}>
            <div className="account-list-card__head">
              <span>{t(`accountPages.type_${x.type}`)} · {formatRupees(x.amount)}</span>
              <StatusBadge status={x.status} />
            </div>
            <div>{x.referenceNo} · <When at={x.createdAt} /></div>
            {x.status === 'rejected' && x.note && <div>{t('accountPages.reason')}: {x.note}</div>}
          </Link>
        ))}
      </div>
    </div>
  );
}

export function TransactionDetailsPage() {
  const { t } = useTranslation();
  const { type = '', refrenceNo = '' } = useParams();
  return (
    <PlayerPage title={t('accountPages.transactionDetails')}>
      {() => <TransactionDetails type={type} referenceNo={refrenceNo} />}
    </PlayerPage>
  );
}

function TransactionDetails({ type, referenceNo }: { type: string; referenceNo: string }) {
  const { t } = useTranslation();
  const path = `payments/transactions/${encodeURIComponent(type)}/${encodeURIComponent(referenceNo)}`;
  const one = useLoad<PaymentTransaction>(path, () => getData(path));
  if (one.error) return <Notice kind="error">{one.error}</Notice>;
  const x = one.data;
  if (!x) return null;
  return (
    <div className="account-card" data-testid="transaction-details">
      <dl className="account-kv">
        <dt>{t('accountPages.reference')}</dt>
        <dd>{x.referenceNo}</dd>
        <dt>{t('accountPages.type')}</dt>
        <dd>{t(`accountPages.type_${x.type}`)}</dd>
        <dt>{t('accountPages.amount')}</dt>
        <dd>{formatRupees(x.amount)}</dd>
        <dt>{t('accountPages.method')}</dt>
        <dd>{t(x.method === 'upi' ? 'accountPages.methodUpi' : 'accountPages.methodBank')}</dd>
        {x.utr && (
          <>
            <dt>{t('accountPages.utr')}</dt>
            <dd>{x.utr}</dd>
          </>
        )}
        {x.destination && (
          <>
            <dt>{t('accountPages.payTo')}</dt>
            <dd>{destinationText(x.destination)}</dd>
          </>
        )}
        <dt>{t('accountPages.status')}</dt>
        <dd><StatusBadge status={x.status} /></dd>
        {x.note && (
          <>
            <dt>{t('accountPages.reason')}</dt>
            <dd>{x.note}</dd>
          </>
        )}
        <dt>{t('accountPages.requestedAt')}</dt>
        <dd><When at={x.createdAt} /></dd>
        <dt>{t('accountPages.decidedAt')}</dt>
        <dd><When at={x.decidedAt} /></dd>
      </dl>
      <p><Link to="/transactions">{t('accountPages.allTransactions')}</Link></p>
    </div>
  );
}
