// Messages: the host operator's channels (its WhatsApp sender, SMTP server, webhook; secrets are
// written here and never shown again) and its recent deliveries with what became of each one.
import { useState } from 'react';
import type { ChannelSettings, ChannelSettingsRequest, Delivery, DeliveryAttempt } from '@khel/shared-kernel/contract';
import { api } from '../app/api';
import { formatTime } from '../app/format';
import { Notice } from '../app/Notice';
import { useLoad } from '../app/useLoad';

const STATUSES = ['', 'queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'unknown'] as const;

export function MessagingPage() {
  return (
    <section>
      <h1>Messages</h1>
      <div className="grid2">
        <ChannelsCard />
        <DeliveriesCard />
      </div>
    </section>
  );
}

type Field = { key: keyof ChannelSettingsRequest; label: string; secret?: keyof ChannelSettings; placeholder?: string; type?: string };
const WHATSAPP: Field[] = [
  { key: 'whatsapp_phone_number_id', label: 'Phone number id', placeholder: 'digits, from WhatsApp Manager' },
  { key: 'whatsapp_template', label: 'Authentication template', placeholder: 'e.g. login_code' },
  { key: 'whatsapp_language', label: 'Template language', placeholder: 'en or en_US' },
  { key: 'whatsapp_api_version', label: 'Graph API version', placeholder: 'v23.0' },
  { key: 'whatsapp_token', label: 'Access token', secret: 'whatsapp_token_set', type: 'password' },
  { key: 'whatsapp_app_secret', label: 'App secret', secret: 'whatsapp_app_secret_set', type: 'password' },
  { key: 'whatsapp_verify_token', label: 'Webhook verify token', secret: 'whatsapp_verify_token_set', type: 'password' },
];
const SMTP: Field[] = [
  { key: 'smtp_host', label: 'SMTP host', placeholder: 'smtp.example.com' },
  { key: 'smtp_port', label: 'Port', placeholder: '587', type: 'number' },
  { key: 'smtp_user', label: 'User' },
  { key: 'smtp_password', label: 'Password', secret: 'smtp_password_set', type: 'password' },
  { key: 'smtp_from', label: 'Sender', placeholder: 'Site <no-reply@example.com>' },
  { key: 'webhook_url', label: 'Webhook (other channels)', placeholder: 'https://…' },
];

function ChannelsCard() {
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
      setMessage({ text: 'Channels saved' });
      reload();
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
    }
  };
  const input = (f: Field) => (
    <label key={f.key}>
      {f.label}
      {f.secret && data && <span className="muted"> · {data[f.secret] ? 'set (type to replace)' : 'not set'}</span>}
      <input
        type={f.type ?? 'text'}
        autoComplete="off"
        value={value(f)}
        placeholder={f.placeholder ?? ''}
        onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.value }))}
      />
    </label>
  );
  return (
    <div className="card">
      <h2>Channels</h2>
      <Notice text={message?.text ?? error} error={message ? message.error : Boolean(error)} />
      <h3>WhatsApp (Cloud API)</h3>
      {WHATSAPP.map(input)}
      {data && (
        <p className="muted">
          Status webhook for Meta: <span className="mono">{data.status_webhook_path}</span> (callback URL on this site's domain; subscribe to the messages field)
        </p>
      )}
      <h3>E-mail (SMTP) and webhook</h3>
      {SMTP.map(input)}
      <label className="check">
        <input type="checkbox" checked={secure ?? data?.smtp_secure ?? false} onChange={(e) => setSecure(e.target.checked)} /> TLS from the start (port 465)
      </label>
      <button type="button" onClick={save} disabled={Object.keys(draft).length === 0 && secure === null}>
        Save channels
      </button>
    </div>
  );
}

function DeliveriesCard() {
  const [status, setStatus] = useState('');
  const { data, error } = useLoad<Delivery[]>(`operator/messaging/deliveries?${new URLSearchParams({ status, limit: '50' })}`, 10_000);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="card">
      <div className="spread">
        <h2>Recent deliveries</h2>
        <label>
          Status
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s || 'All'}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Notice text={error} error />
      {data && data.length === 0 && <p className="muted">No messages.</p>}
      <div className="table-wrap">
        <table className="stack">
          <thead>
            <tr>
              <th>#</th>
              <th>To</th>
              <th>What</th>
              <th>Status</th>
              <th>Time</th>
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
  const { data: attempts } = useLoad<DeliveryAttempt[]>(open ? `operator/messaging/deliveries/${d.id}/attempts` : '');
  return (
    <>
      <tr data-testid={`delivery-${d.id}`}>
        <td data-label="#">{d.id}</td>
        <td data-label="To" className="mono">
          <div>
            {d.recipient}
            <div className="muted">{d.channel}{d.via ? ` via ${d.via}` : ''}</div>
          </div>
        </td>
        <td data-label="What">{d.purpose.replace(/_/g, ' ')}</td>
        <td data-label="Status">
          <div>
            <span className={`badge ${d.status === 'failed' ? 'rejected' : d.status === 'queued' || d.status === 'sending' ? 'pending' : 'approved'}`}>{d.status}</span>
            {d.maybe_duplicate && <div className="muted">may have been sent twice</div>}
            {d.last_error && <div className="muted detail">{d.last_error}</div>}
            <div>
              <button type="button" className="link" onClick={onToggle}>
                {open ? 'Hide attempts' : `Attempts (${d.attempts})`}
              </button>
            </div>
          </div>
        </td>
        <td data-label="Time">
          <div>
            {formatTime(d.created_at)}
            {d.status_at && <div className="muted">{formatTime(d.status_at)}</div>}
          </div>
        </td>
      </tr>
      {open && (
        <tr>
          <td colSpan={5}>
            {attempts?.length === 0 && <span className="muted">No attempt yet.</span>}
            {attempts?.map((a) => (
              <div key={a.attempt} className="muted">
                {a.attempt}. {formatTime(a.started_at)} · {a.instance} · {a.via ?? '—'} · {a.outcome ?? 'under way'}
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
