// /account-statement, /transfer-statement, /bonus-statement: ledger lines with date and time (in the
// player's time setting), description, credit, debit and running balance; a date range and a type
// filter; pages of 150 (§9). A settled market's line opens its bets (/account-statement-details).
// /betting-profit-loss: per settled market, totals and commission; a row opens its bets.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatFigure, formatIndianNumber, formatRupees, moneyLabel, paiseToRupees, rupeesToPaise, type OpenBetWire } from '@khel/shared-kernel';
import type { ProfitLossRow, StatementLine } from '@khel/shared-kernel/contract';
import { formatTime, offsetMinutesIn } from '@khel/shared-kernel/time';
import { Notice, PlayerPage } from '../common/AccountPage';
import { postData } from '../common/http';
import { useLoad, useTimeSetting } from '../common/hooks';
import { When } from '../common/time';

export const PAGE_SIZE = 150;

/** One line of a statement: the server's answer type (shared-kernel's schema). */
type Line = StatementLine;

export const FILTERS: Record<string, string[] | null> = {
  all: null,
  sports: ['bet_hold', 'bet_release', 'bet_win', 'bet_loss', 'bet_commission'],
  casino: ['casino_debit', 'casino_credit', 'casino_rollback'],
  payments: ['deposit', 'withdrawal_hold', 'withdrawal_release', 'withdrawal_paid'],
  bonus: ['bonus_grant', 'bonus_expire', 'bonus_release'],
};

/** The default range: the last 7 days, as 'YYYY-MM-DD' in the player's zone. */
function defaultRange(setting: ReturnType<typeof useTimeSetting>) {
  const now = Date.now();
  return { from: formatTime(now - 6 * 86_400_000, setting, 'YYYY-MM-DD'), to: formatTime(now, setting, 'YYYY-MM-DD') };
}

function DateRange({ range, onChange, children }: { range: { from: string; to: string }; onChange: (r: { from: string; to: string }) => void; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="account-filters">
      <div className="account-field">
        <label htmlFor="range-from">{t('accountPages.from')}</label>
        <input id="range-from" type="date" value={range.from} max={range.to} onChange={(e) => onChange({ ...range, from: e.target.value })} />
      </div>
      <div className="account-field">
        <label htmlFor="range-to">{t('accountPages.to')}</label>
        <input id="range-to" type="date" value={range.to} min={range.from} onChange={(e) => onChange({ ...range, to: e.target.value })} />
      </div>
      {children}
    </div>
  );
}

const money = (n: number) => (n ? formatIndianNumber(n) : '-');
const marketOf = (reference: string | null) => (reference && /^market:/.test(reference) ? reference.slice('market:'.length) : null);

/** What a line is about: the event and market (or session) of a bet's line, the game of a casino line (names as the server has them). */
export const subjectOf = (l: Pick<Line, 'eventName' | 'marketName' | 'gameName'>): string[] =>
  l.gameName ? [l.gameName] : [l.eventName, l.marketName].filter((n): n is string => Boolean(n));

/** how the server marks a line of a voided market or session (server/src/exchange/settle.ts) */
const VOID_PREFIX = 'Void: ';

export function StatementPage({ kind }: { kind: 'account' | 'transfer' | 'bonus' }) {
  const { t } = useTranslation();
  const title = t(kind === 'account' ? 'accountPages.accountStatement' : kind === 'transfer' ? 'accountPages.transferStatement' : 'accountPages.bonusStatement');
  return <PlayerPage title={title} wide>{() => <Statement kind={kind} />}</PlayerPage>;
}

function Statement({ kind }: { kind: 'account' | 'transfer' | 'bonus' }) {
  const { t } = useTranslation();
  const setting = useTimeSetting();
  // the last 7 days in the player's zone until the player picks days (the setting may arrive after the page)
  const [picked, setRange] = useState<{ from: string; to: string } | null>(null);
  const range = picked ?? defaultRange(setting);
  const [filter, setFilter] = useState('all');
  const [page, setPage] = useState(1);
  const path = kind === 'account' ? 'account/statement' : kind === 'transfer' ? 'account/transfer-statement' : 'account/bonus-statement';
  const list = useLoad(`${path}|${range.from}|${range.to}|${setting}|${page}`, async () => (await postData<{ items: Line[] }>(path, { from_date: range.from, to_date: range.to, utc_offset: offsetMinutesIn(setting), page, limit: PAGE_SIZE })).data.items);
  const kinds = FILTERS[filter];
  const lines = (list.data ?? []).filter((l) => !kinds || kinds.includes(l.kind));
  // A voided market's lines carry the operator's reason ('Void: <reason>' from the server): shown with it.
  const describe = (l: Line) => {
    const what = l.description.startsWith(VOID_PREFIX) ? t('accountPages.statementVoid', { reason: l.description.slice(VOID_PREFIX.length) }) : t(`accountPages.kind_${l.kind}`, { defaultValue: l.description });
    return [what, ...subjectOf(l)].join(' · ');
  };
  const open = (l: Line) => marketOf(l.reference);
  return (
    <>
      <DateRange range={range} onChange={(r) => { setRange(r); setPage(1); }}>
        {kind === 'account' && (
          <div className="account-field">
            <label htmlFor="statement-type">{t('accountPages.type')}</label>
            <select id="statement-type" value={filter} onChange={(e) => setFilter(e.target.value)}>
              {Object.keys(FILTERS).map((f) => (
                <option key={f} value={f}>{t(`accountPages.filter_${f}`)}</option>
              ))}
            </select>
          </div>
        )}
      </DateRange>
      {list.error && <Notice kind="error">{list.error}</Notice>}
      {!list.loading && lines.length === 0 && <p>{t('accountPages.noRecords')}</p>}
      {lines.length > 0 && (
        <div data-testid="statement">
          <table className="account-table account-table--cards">
            <thead>
              <tr>
                <th>{t('accountPages.date')}</th>
                <th>{t('accountPages.description')}</th>
                <th className="num">{t('accountPages.credit')}</th>
                <th className="num">{t('accountPages.debit')}</th>
                <th className="num">{t('accountPages.balance')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((l) => (
                <tr key={l.transferId}>
                  <td data-testid="statement-date"><When at={l.date} /></td>
                  <td>{open(l) ? <Link to={`/account-statement-details?market=${open(l)}`}>{describe(l)}</Link> : describe(l)}</td>
                  <td className="num credit">{money(l.credit)}</td>
                  <td className="num debit">{money(l.debit)}</td>
                  <td className="num">{formatFigure(l.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="account-cards">
            {lines.map((l) => (
              <div key={l.transferId} className="account-list-card">
                <div className="account-list-card__head">
                  <span>{open(l) ? <Link to={`/account-statement-details?market=${open(l)}`}>{describe(l)}</Link> : describe(l)}</span>
                  <span className={l.credit ? 'credit' : 'debit'}>{l.credit ? `+${formatIndianNumber(l.credit)}` : `-${formatIndianNumber(l.debit)}`}</span>
                </div>
                <div className="account-row" style={{ justifyContent: 'space-between' }}>
                  <When at={l.date} />
                  <span>{t('accountPages.balance')}: {formatFigure(l.balance)}</span>
                </div>
              </div>
            ))}
          </div>
        </div>
      )}
      <Pager page={page} setPage={setPage} full={(list.data?.length ?? 0) >= PAGE_SIZE} />
    </>
  );
}

function Pager({ page, setPage, full }: { page: number; setPage: (p: number) => void; full: boolean }) {
  const { t } = useTranslation();
  if (page === 1 && !full) return null;
  return (
    <div className="account-row" style={{ justifyContent: 'center', marginTop: 8 }}>
      <button type="button" className="account-btn account-btn--ghost account-btn--small" disabled={page === 1} onClick={() => setPage(page - 1)}>{t('accountPages.previous')}</button>
      <span>{page}</span>
      <button type="button" className="account-btn account-btn--ghost account-btn--small" disabled={!full} onClick={() => setPage(page + 1)}>{t('accountPages.next')}</button>
    </div>
  );
}

type PnlRow = ProfitLossRow;

export interface PnlGroup<T> {
  key: string;
  name: string;
  netPaise: number;
  items: T[];
}

/** Groups rows by a key, keeping first-seen order, with each group's net in paise (no float sums). */
export function groupPnl<T extends { net: number }>(rows: readonly T[], keyOf: (r: T) => string, nameOf: (r: T) => string): PnlGroup<T>[] {
  const groups = new Map<string, PnlGroup<T>>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key) ?? { key, name: nameOf(row), netPaise: 0, items: [] };
    group.netPaise += rupeesToPaise(row.net);
    group.items.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export function ProfitLossPage() {
  const { t } = useTranslation();
  return <PlayerPage title={t('accountPages.profitLoss')} wide>{() => <ProfitLoss />}</PlayerPage>;
}

const signed = (paise: number) => <span className={paise >= 0 ? 'credit' : 'debit'}>{formatIndianNumber(paiseToRupees(paise))}</span>;

function ProfitLoss() {
  const { t } = useTranslation();
  const setting = useTimeSetting();
  // the last 7 days in the player's zone until the player picks days (the setting may arrive after the page)
  const [picked, setRange] = useState<{ from: string; to: string } | null>(null);
  const range = picked ?? defaultRange(setting);
  const [page, setPage] = useState(1);
  const list = useLoad(`pnl|${range.from}|${range.to}|${setting}|${page}`, async () => (await postData<{ items: PnlRow[] }>('account/profit-loss', { from_date: range.from, to_date: range.to, utc_offset: offsetMinutesIn(setting), page, limit: PAGE_SIZE })).data.items);
  const rows = list.data ?? [];
  const total = rows.reduce((s, r) => ({ net: s.net + rupeesToPaise(r.net), commission: s.commission + rupeesToPaise(r.commission) }), { net: 0, commission: 0 });
  const detail = (r: PnlRow) =>
    r.reference.startsWith('fancy:') ? `/betting-profit-loss-details?match=${r.eventId ?? ''}&fancy=${r.reference.slice(6)}` : `/betting-profit-loss-details?market=${r.reference.slice(7)}`;
  const sports = groupPnl(rows, (r) => String(r.sportId ?? 'other'), (r) => r.sportName ?? t('accountPages.market'));
  return (
    <>
      <DateRange range={range} onChange={(r) => { setRange(r); setPage(1); }} />
      {list.error && <Notice kind="error">{list.error}</Notice>}
      <div className="account-card" data-testid="pnl-total">
        <dl className="account-kv">
          <dt>{t('accountPages.netProfitLoss')}</dt>
          <dd>{moneyLabel() ? <>{signed(total.net)} {moneyLabel()}</> : <>₹ {signed(total.net)}</>}</dd>
          <dt>{t('accountPages.commission')}</dt>
          <dd>{formatRupees(paiseToRupees(total.commission))}</dd>
        </dl>
      </div>
      {!list.loading && rows.length === 0 && <p>{t('accountPages.noRecords')}</p>}
      <div data-testid="pnl">
        {sports.map((sport) => (
          <section key={sport.key} className="account-card" data-testid="pnl-sport">
            <h2 className="account-list-card__head">
              <span>{sport.name}</span>
              {signed(sport.netPaise)}
            </h2>
            {groupPnl(sport.items, (r) => String(r.eventId ?? r.reference), (r) => r.eventName ?? r.reference).map((event) => (
              <div key={event.key} className="account-list-card">
                <div className="account-list-card__head">
                  <span>{event.name}</span>
                  {signed(event.netPaise)}
                </div>
                {event.items.map((r) => (
                  <div key={r.reference} className="account-copy">
                    <span>
                      <Link to={detail(r)}>{r.marketName ?? r.reference}</Link>
                      <br />
                      <small><When at={r.settledAt} />{r.commission ? ` · ${t('accountPages.commission')} ${formatRupees(r.commission)}` : ''}</small>
                    </span>
                    {signed(rupeesToPaise(r.net))}
                  </div>
                ))}
              </div>
            ))}
          </section>
        ))}
      </div>
      <Pager page={page} setPage={setPage} full={rows.length >= PAGE_SIZE} />
    </>
  );
}

/** /account-statement-details and /betting-profit-loss-details: the settled bets of one market (?market=). */
export function MarketBetsPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return <PlayerPage title={t(titleKey)} wide>{() => <MarketBets />}</PlayerPage>;
}

function MarketBets() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // a market's bets (?market=), or a session line's (?match=&fancy=: listed by match, kept by line)
  const marketId = params.get('market');
  const matchId = Number(params.get('match'));
  const fancyId = Number(params.get('fancy'));
  const search = marketId ? { market_id: marketId } : matchId > 0 && fancyId > 0 ? { match_id: matchId } : null;
  const bets = useLoad(search ? `bets|${JSON.stringify(search)}` : null, async () => {
    const { data } = await postData<OpenBetWire[]>('bet/settledBets', { page: 1, limit: PAGE_SIZE, search });
    return marketId ? data : data.filter((b) => b.fancy_id === fancyId);
  });
  if (!search) return <p>{t('accountPages.noRecords')}</p>;
  if (bets.error) return <Notice kind="error">{bets.error}</Notice>;
  const rows = bets.data ?? [];
  return (
    <>
      {rows[0] && <h2>{rows[0].match_name} · {rows[0].market_name}</h2>}
      {!bets.loading && rows.length === 0 && <p>{t('accountPages.noRecords')}</p>}
      {rows.length > 0 && (
        // a phone scrolls the table sideways rather than cutting it off
        <div className="account-table-scroll">
        <table className="account-table" data-testid="market-bets">
          <thead>
            <tr>
              <th>{t('accountPages.date')}</th>
              <th>{t('accountPages.selection')}</th>
              <th>{t('accountPages.side')}</th>
              <th className="num">{t('accountPages.odds')}</th>
              <th className="num">{t('accountPages.stake')}</th>
              <th className="num">{t('accountPages.netProfitLoss')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((b) => (
              <tr key={b.bet_id}>
                <td><When at={b.createdAt} /></td>
                <td>{b.selection_name}</td>
                <td>{t(b.is_back ? 'accountPages.back' : 'accountPages.lay')}</td>
                <td className="num">{b.odds}</td>
                <td className="num">{formatIndianNumber(b.stack)}</td>
                <td className="num">{b.pnl == null ? "-" : formatIndianNumber(b.pnl)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      )}
    </>
  );
}
