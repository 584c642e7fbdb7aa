// The player's responsible-gambling controls under the policy text: deposit and net-loss limits
// (a decrease applies now, an increase or removal after 24 hours: the page says when), a reality
// check, a cool-off and self-exclusion (each confirmed first), and the recorded changes.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  currentTimeSetting,
  formatIndianNumber,
  formatRupees,
  paiseToRupees,
  requestLogin,
  RG_COOL_OFF_HOURS,
  RG_REALITY_CHECK_MINUTES,
  RG_SELF_EXCLUSION_MONTHS,
  type RgChangeRequest,
  type RgLimitKind,
  type RgPeriod,
  type RgView,
} from '@khel/shared-kernel';
import { formatTime } from '@khel/shared-kernel/time';
import { Notice } from '../common/AccountPage';
import { getData, messageOf, postData } from '../common/http';
import { useLoad, useSession } from '../common/hooks';
import { When } from '../common/time';
import { AMOUNT_PATTERN } from '../deposit/rules';

const PERIODS: RgPeriod[] = ['day', 'week', 'month'];

export function RgLimits() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session.isLogin || !session.user) {
    return (
      <div className="account-card account-gate">
        <p>{t('accountPages.rgLogin')}</p>
        <button type="button" className="account-btn" data-testid="rg-login" onClick={() => requestLogin(1, '/responsible-gambling')}>{t('header.login')}</button>
      </div>
    );
  }
  if (session.user.is_demo) return <Notice kind="info">{t('accountPages.demoRefusal')}</Notice>;
  return <RgControls />;
}

function RgControls() {
  const { t } = useTranslation();
  const [view, setView] = useState<RgView | null>(null);
  const loaded = useLoad<RgView>('rg', () => getData('account/responsible-gambling'));
  const rg = view ?? loaded.data;
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (change: RgChangeRequest) => {
    if (sending) return;
    setSending(true);
    setMessage(null);
    try {
      const { data } = await postData<RgView>('account/responsible-gambling', change);
      setView(data);
      const pending = change.type === 'limit' || change.type === 'remove-limit' ? data[change.kind][change.period].pending : null;
      setMessage({ kind: 'success', text: pending ? t('accountPages.rgAppliesAt', { when: formatTime(pending.effectiveAt, currentTimeSetting()) }) : t('accountPages.rgAppliesNow') });
    } catch (err) {
      setMessage({ kind: 'error', text: messageOf(err) });
    } finally {
      setSending(false);
    }
  };

  if (loaded.error) return <Notice kind="error">{loaded.error}</Notice>;
  if (!rg) return null;
  return (
    <div data-testid="rg-controls">
      {(rg.coolOffUntil || rg.selfExcludedUntil) && (
        <Notice kind="info">
          {rg.selfExcludedUntil ? t('accountPages.rgExcludedUntil') : t('accountPages.rgCoolOffUntil')} <When at={rg.selfExcludedUntil ?? rg.coolOffUntil} />
        </Notice>
      )}
      {message && <Notice kind={message.kind}>{message.text}</Notice>}
      {(['deposit', 'loss'] as RgLimitKind[]).map((kind) => (
        <div key={kind} className="account-card">
          <h2>{t(kind === 'deposit' ? 'accountPages.rgDepositLimits' : 'accountPages.rgLossLimits')}</h2>
          {PERIODS.map((period) => (
            <LimitRow key={period} kind={kind} period={period} rg={rg} disabled={sending} onSend={send} />
          ))}
        </div>
      ))}
      <div className="account-card">
        <h2>{t('accountPages.rgRealityCheck')}</h2>
        <p className="account-field__hint">{t('accountPages.rgRealityHint')}</p>
        <div className="account-chips">
          {RG_REALITY_CHECK_MINUTES.map((m) => (
            <button key={m} type="button" className="account-chip" disabled={sending} aria-pressed={(rg.realityCheckMinutes ?? 0) === m} onClick={() => void send({ type: 'reality-check', minutes: m })}>
              {m === 0 ? t('accountPages.off') : t('accountPages.everyMinutes', { minutes: m })}
            </button>
          ))}
        </div>
      </div>
      <BreakCard
        title={t('accountPages.rgCoolOff')}
        hint={t('accountPages.rgCoolOffHint')}
        options={RG_COOL_OFF_HOURS.map((h) => ({ value: h, label: t(`accountPages.coolOff_${h}`) }))}
        confirmText={t('accountPages.rgConfirmBreak')}
        disabled={sending}
        testId="cool-off"
        onChoose={(hours) => void send({ type: 'cool-off', hours })}
      />
      <BreakCard
        title={t('accountPages.rgSelfExclusion')}
        hint={t('accountPages.rgSelfExclusionHint')}
        options={RG_SELF_EXCLUSION_MONTHS.map((m) => ({ value: m, label: t(`accountPages.exclusion_${m}`) }))}
        confirmText={t('accountPages.rgConfirmBreak')}
        disabled={sending}
        testId="self-exclusion"
        onChoose={(months) => void send({ type: 'self-exclusion', months: months as 6 })}
      />
      {rg.history.length > 0 && (
        <div className="account-card">
          <h2>{t('accountPages.rgHistory')}</h2>
          <ul>
            {rg.history.map((h, i) => (
              <li key={i}>
                <When at={h.createdAt} /> · {describeChange(h.change, t)} · {t('accountPages.rgEffective')} <When at={h.effectiveAt} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function describeChange(c: Record<string, unknown>, t: TFunction): string {
  if (c.type === 'limit') {
    const name = t(`accountPages.rg_${String(c.kind)}_${String(c.period)}`);
    return c.valuePaise === null ? `${name}: ${t('accountPages.removed')}` : `${name}: ${formatRupees(paiseToRupees(Number(c.valuePaise)))}`;
  }
  if (c.type === 'reality-check') return `${t('accountPages.rgRealityCheck')}: ${c.minutes === null ? t('accountPages.off') : t('accountPages.everyMinutes', { minutes: c.minutes })}`;
  if (c.type === 'cool-off') return `${t('accountPages.rgCoolOff')}: ${t(`accountPages.coolOff_${String(c.hours)}`, { defaultValue: `${String(c.hours)} h` })}`;
  return `${t('accountPages.rgSelfExclusion')}: ${t(`accountPages.exclusion_${String(c.months)}`)}`;
}

function LimitRow({ kind, period, rg, disabled, onSend }: { kind: RgLimitKind; period: RgPeriod; rg: RgView; disabled: boolean; onSend: (c: RgChangeRequest) => Promise<void> }) {
  const { t } = useTranslation();
  const limit = rg[kind][period];
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = `rg-${kind}-${period}`;
  const save = () => {
    if (!AMOUNT_PATTERN.test(value.trim()) || Number(value) < 1) return setProblem(t('accountPages.amountInvalid'));
    setProblem(null);
    void onSend({ type: 'limit', kind, period, amount: Number(value) }).then(() => setValue(''));
  };
  return (
    <div className="account-field" data-testid={id}>
      <label htmlFor={id}>{t(`accountPages.rg_${kind}_${period}`)}</label>
      <span className="account-field__hint">
        {t('accountPages.rgCurrent')}: {limit.amount === null ? t('accountPages.noLimit') : `${formatRupees(limit.amount)}`}
        {limit.pending && (
          <>
            {' · '}
            {t('accountPages.rgPending', { amount: limit.pending.amount === null ? t('accountPages.noLimit') : `${formatRupees(limit.pending.amount)}` })} <When at={limit.pending.effectiveAt} />
          </>
        )}
      </span>
      <div className="account-row">
        <input id={id} inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value.replace(/[^\d.]/g, ''))} style={{ flex: '1 1 120px' }} />
        <button type="button" className="account-btn account-btn--small" disabled={disabled} onClick={save}>{t('accountPages.setLimit')}</button>
        {limit.amount !== null && (
          <button type="button" className="account-btn account-btn--ghost account-btn--small" disabled={disabled} onClick={() => void onSend({ type: 'remove-limit', kind, period })}>
            {t('accountPages.remove')}
          </button>
        )}
      </div>
      {problem && <span className="account-field__error">{problem}</span>}
    </div>
  );
}

function BreakCard(props: { title: string; hint: string; options: { value: number; label: string }[]; confirmText: string; disabled: boolean; testId: string; onChoose: (v: number) => void }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<number | null>(null);
  return (
    <div className="account-card" data-testid={props.testId}>
      <h2>{props.title}</h2>
      <p className="account-field__hint">{props.hint}</p>
      <div className="account-chips">
        {props.options.map((o) => (
          <button key={o.value} type="button" className="account-chip" aria-pressed={choice === o.value} onClick={() => setChoice(o.value)}>
            {o.label}
          </button>
        ))}
      </div>
      {choice !== null && (
        <div className="account-notice account-notice--info">
          <p>{props.confirmText}</p>
          <div className="account-row">
            <button type="button" className="account-btn" disabled={props.disabled} onClick={() => { props.onChoose(choice); setChoice(null); }}>{t('accountPages.confirm')}</button>
            <button type="button" className="account-btn account-btn--ghost" onClick={() => setChoice(null)}>{t('accountPages.cancel')}</button>
          </div>
        </div>
      )}
    </div>
  );
}
