// Messages: the host operator's channels (its WhatsApp sender, SMTP server, webhook; secrets are
// written here and never shown again) and its recent deliveries with what became of each one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import type { ChannelSettings, ChannelSettingsRequest, Delivery, DeliveryAttempt } from '@khel/shared-kernel/contract';
import { api } from '../app/api';
import { formatTime } from '../app/format';
import { Notice } from '../app/Notice';
import { statusText } from '../app/terms';
import { useLoad } from '../app/useLoad';

const STATUSES = ['', 'queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'unknown'] as const;

/** What a message was for, as the server words it, translated (one it does not know: as sent, spaced). */
const PURPOSES: Record<string, ParseKeys> = {
  signup_otp: 'messages.purposeSignupOtp',
  reset_otp: 'messages.purposeResetOtp',
  signup_registered: 'messages.purposeSignupRegistered',
  magic_link: 'messages.purposeMagicLink',
  email_verification: 'messages.purposeEmailVerification',
};

export function MessagingPage() {
  const { t } = useTranslation();
  return (
    <section>
      <h1>{t('nav.messages')}</h1>
      <div className="grid2">
        <ChannelsCard />
        <DeliveriesCard />
      </div>
    </section>
  );
}

/** A channel setting's field: its label and hint are translation keys; `example` is shown as it is. */
type Field = { key: keyof ChannelSettingsRequest; label: ParseKeys; secret?: keyof ChannelSettings; hint?: ParseKeys; example?: string; type?: string };
const WHATSAPP: Field[] = [
  { key: 'whatsapp_phone_number_id', label: 'messages.phoneNumberId', hint: 'messages.phoneNumberIdHint' },
  { key: 'whatsapp_template', label: 'messages.template', hint: 'messages.templateHint' },
  { key: 'whatsapp_language', label: 'messages.templateLanguage', hint: 'messages.templateLanguageHint' },
  { key: 'whatsapp_api_version', label: 'messages.apiVersion', example: 'v23.0' },
  { key: 'whatsapp_token', label: 'messages.accessToken', secret: 'whatsapp_token_set', type: 'password' },
  { key: 'whatsapp_app_secret', label: 'messages.appSecret', secret: 'whatsapp_app_secret_set', type: 'password' },
  { key: 'whatsapp_verify_token', label: 'messages.verifyToken', secret: 'whatsapp_verify_token_set', type: 'password' },
];
const SMTP: Field[] = [
  { key: 'smtp_host', label: 'messages.smtpHost', example: 'smtp.example.com' },
  { key: 'smtp_port', label: 'messages.port', example: '587', type: 'number' },
  { key: 'smtp_user', label: 'messages.user' },
  { key: 'smtp_password', label: 'messages.password', secret: 'smtp_password_set', type: 'password' },
  { key: 'smtp_from', label: 'messages.sender', hint: 'messages.senderHint' },
  { key: 'webhook_url', label: 'messages.webhook', example: 'https://…' },
];

function ChannelsCard() {
  const { t } = useTranslation();
  const { data, error, reload } = useLoad<ChannelSettings>('operator/messaging/channels');
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [secure, setSecure] = useState<boolean | null>(null);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);

  const value = (f: Field) => draft[f.key] ?? (f.secret ? '' : String((data?.[f.key as keyof ChannelSettings] as string | number | null) ?? ''));
  const save = async () => {
    const body: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(draft)) body[k] = k === 'smtp_port' ? (v.trim() ? Number(v) : null) : v.trim() || null;
    if (secure !== null) body.smtp_secure = secure;
    try {
      await api('PUT', 'operator/messaging/channels', body);
      setDraft({});
      setSecure(null);
      setMessage({ text: t('messages.saved') });
      reload();
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
    }
  };
  const input = (f: Field) => (
    <label key={f.key}>
      {t(f.label)}
      {f.secret && data && <span className="muted"> · {t(data[f.secret] ? 'messages.secretSet' : 'messages.secretNotSet')}</span>}
      <input
        type={f.type ?? 'text'}
        autoComplete="off"
        value={value(f)}
        placeholder={f.hint ? t(f.hint) : (f.example ?? '')}
        onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.value }))}
      />
    </label>
  );
  return (
    <div className="card">
      <h2>{t('messages.channels')}</h2>
      <Notice text={message?.text ?? error} error={message ? message.error : Boolean(error)} />
      <h3>{t('messages.whatsapp')}</h3>
      {WHATSAPP.map(input)}
      {data && (
        <p className="muted">
          {t('messages.statusWebhook')} <span className="mono">{data.status_webhook_path}</span> {t('messages.statusWebhookHelp')}
        </p>
      )}
      <h3>{t('messages.email')}</h3>
      {SMTP.map(input)}
      <label className="check">
        <input type="checkbox" checked={secure ?? data?.smtp_secure ?? false} onChange={(e) => setSecure(e.target.checked)} /> {t('messages.tls')}
      </label>
      <button type="button" onClick={save} disabled={Object.keys(draft).length === 0 && secure === null}>
        {t('messages.save')}
      </button>
    </div>
  );
}

function DeliveriesCard() {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const { data, error } = useLoad<Delivery[]>(`operator/messaging/deliveries?${new URLSearchParams({ status, limit: '50' })}`, 10_000);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="card">
      <div className="spread">
        <h2>{t('messages.deliveries')}</h2>
        <label>
          {t('common.status')}
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s ? statusText(t, s) : t('common.all')}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Notice text={error} error />
      {data && data.length === 0 && <p className="muted">{t('messages.noMessages')}</p>}
      <div className="table-wrap">
        <table className="stack">
          <thead>
            <tr>
              <th>#</th>
              <th>{t('messages.to')}</th>
              <th>{t('messages.what')}</th>
              <th>{t('common.status')}</th>
              <th>{t('messages.time')}</th>
            </tr>
          </thead>
          <tbody>
            {data?.map((d) => (
              <DeliveryRow key={d.id} d={d} open={open === d.id} onToggle={() => setOpen(open === d.id ? null : d.id)} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function DeliveryRow({ d, open, onToggle }: { d: Delivery; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const { data: attempts } = useLoad<DeliveryAttempt[]>(open ? `operator/messaging/deliveries/${d.id}/attempts` : '');
  return (
    <>
      <tr data-testid={`delivery-${d.id}`}>
        <td data-label="#">{d.id}</td>
        <td data-label={t('messages.to')} className="mono">
          <div>
            {d.recipient}
            <div className="muted">{d.via ? t('messages.via', { channel: d.channel, via: d.via }) : d.channel}</div>
          </div>
        </td>
        <td data-label={t('messages.what')}>{PURPOSES[d.purpose] ? t(PURPOSES[d.purpose]!) : d.purpose.replace(/_/g, ' ')}</td>
        <td data-label={t('common.status')}>
          <div>
            <span className={`badge ${d.status === 'failed' ? 'rejected' : d.status === 'queued' || d.status === 'sending' ? 'pending' : 'approved'}`}>{statusText(t, d.status)}</span>
            {d.maybe_duplicate && <div className="muted">{t('messages.maybeTwice')}</div>}
            {d.last_error && <div className="muted detail">{d.last_error}</div>}
            <div>
              <button type="button" className="link" onClick={onToggle}>
                {open ? t('messages.hideAttempts') : t('messages.attempts', { count: d.attempts })}
              </button>
            </div>
          </div>
        </td>
        <td data-label={t('messages.time')}>
          <div>
            {formatTime(d.created_at)}
            {d.status_at && <div className="muted">{formatTime(d.status_at)}</div>}
          </div>
        </td>
      </tr>
      {open && (
        <tr>
          <td colSpan={5}>
            {attempts?.length === 0 && <span className="muted">{t('messages.noAttempt')}</span>}
            {attempts?.map((a) => (
              <div key={a.attempt} className="muted">
                {a.attempt}. {formatTime(a.started_at)} · {a.instance} · {a.via ?? '—'} · {a.outcome ? statusText(t, a.outcome) : t('messages.underWay')}
                {a.error_code ? ` · ${a.error_code}` : ''}
                {a.error ? ` · ${a.error}` : ''}
              </div>
            ))}
          </td>
        </tr>
      )}
    </>
  );
}
