// A host's white-label settings and its sections. Changes are read by that host's player site at
// its next load (no restart); each save is one audited change.
import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../app/api';
import { Notice } from '../app/Notice';
import type { Host, SectionName } from '../app/types';
import { useLoad } from '../app/useLoad';

const FLAG_LABELS: Record<string, string> = {
  showSignupOption: 'Sign-up',
  showSignupbyRefer: 'Sign-up by referral',
  showLoginWithOtp: 'Login with OTP',
  isWhatsappOnSignUp: 'WhatsApp on sign-up',
  showDeposit: 'Deposit',
  showWithdrawal: 'Withdrawal',
  showContact: 'Contact',
  whatsAppMagicLink: 'Magic link (Google / WhatsApp)',
};
type LimitKey = keyof Host['limits'];
const LIMITS: [LimitKey, string][] = [
  ['minDeposit', 'Minimum deposit (₹)'],
  ['maxDeposit', 'Maximum deposit (₹)'],
  ['minWithdrawal', 'Minimum withdrawal (₹)'],
  ['maxWithdrawal', 'Maximum withdrawal (₹)'],
];
const CONTACT_LABELS: Record<string, string> = {
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  twitter: 'X (Twitter)',
  email: 'Support email',
  supportMessage: 'Support message',
};

export function HostsPage() {
  const { data: hosts, error, reload } = useLoad<Host[]>('operator/hosts');
  const [selected, setSelected] = useState<number | null>(null);
  const host = hosts?.find((h) => h.id === selected) ?? hosts?.[0];
  return (
    <section>
      <h1>Hosts</h1>
      <Notice text={error} error />
      <div className="toolbar">
        <label>
          Host
          <select aria-label="Host" value={host?.id ?? ''} onChange={(e) => setSelected(Number(e.target.value))}>
            {hosts?.map((h) => (
              <option key={h.id} value={h.id}>
                {h.siteName} ({h.domains.join(', ') || h.code})
              </option>
            ))}
          </select>
        </label>
      </div>
      {host && <HostEditor key={host.id} host={host} onSaved={reload} />}
    </section>
  );
}

function HostEditor({ host, onSaved }: { host: Host; onSaved: () => void }) {
  const [form, setForm] = useState(() => ({
    siteName: host.siteName,
    themeColor: host.themeColor,
    commissionBps: String(host.commissionBps),
    flags: host.flags,
    contacts: host.contacts,
    notices: host.notices.join('\n'),
    limits: Object.fromEntries(LIMITS.map(([k]) => [k, String(host.limits[k])])) as Record<LimitKey, string>,
  }));
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await api('PATCH', `operator/hosts/${host.id}`, {
        siteName: form.siteName,
        themeColor: form.themeColor,
        commissionBps: Number(form.commissionBps),
        flags: form.flags,
        contacts: form.contacts,
        notices: form.notices.split('\n').map((n) => n.trim()).filter(Boolean),
        limits: Object.fromEntries(LIMITS.map(([k]) => [k, form.limits[k].trim() === '' ? null : Number(form.limits[k])])),
      });
      setMessage({ text: 'Host saved' });
      onSaved();
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
    }
  };

  return (
    <div className="grid2">
      <form className="card" onSubmit={save} aria-label="Host settings">
        <h2>Site</h2>
        <label>
          Name
          <input value={form.siteName} maxLength={60} onChange={(e) => setForm({ ...form, siteName: e.target.value })} />
        </label>
        <label>
          Theme colour
          <span className="row">
            <input type="color" aria-label="Theme colour picker" value={form.themeColor} onChange={(e) => setForm({ ...form, themeColor: e.target.value })} />
            <input value={form.themeColor} pattern="#[0-9a-fA-F]{6}" onChange={(e) => setForm({ ...form, themeColor: e.target.value })} />
          </span>
        </label>
        <label>
          Commission (basis points, 100 = 1%)
          <input type="number" min={0} max={10000} value={form.commissionBps} onChange={(e) => setForm({ ...form, commissionBps: e.target.value })} />
        </label>
        <fieldset>
          <legend>Features</legend>
          {Object.keys(FLAG_LABELS).map((f) => (
            <label key={f} className="check">
              <input type="checkbox" checked={Boolean(form.flags[f])} onChange={(e) => setForm({ ...form, flags: { ...form.flags, [f]: e.target.checked } })} />
              {FLAG_LABELS[f]}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Socials and support</legend>
          {Object.keys(CONTACT_LABELS).map((c) => (
            <label key={c}>
              {CONTACT_LABELS[c]}
              <input value={form.contacts[c] ?? ''} maxLength={200} onChange={(e) => setForm({ ...form, contacts: { ...form.contacts, [c]: e.target.value } })} />
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Limits</legend>
          <p className="muted">Whole rupees; empty = the default. Players' own bet limits and delays are set on the Players page.</p>
          <div className="grid4">
            {LIMITS.map(([k, label]) => (
              <label key={k}>
                {label}
                <input inputMode="numeric" value={form.limits[k]} onChange={(e) => setForm({ ...form, limits: { ...form.limits, [k]: e.target.value } })} />
              </label>
            ))}
          </div>
        </fieldset>
        <label>
          Header notices (one a line)
          <textarea rows={3} value={form.notices} onChange={(e) => setForm({ ...form, notices: e.target.value })} />
        </label>
        <Notice text={message?.text ?? null} error={message?.error} />
        <button type="submit">Save host</button>
      </form>
      <div className="card">
        <h2>Sections</h2>
        <p className="muted">Off: the section leaves this host's navigation and its pages go home. A manifest URL rolls another build out to this host only; empty = the default build.</p>
        {host.sections.map((s) => (
          <SectionRow key={s.section} hostId={host.id} section={s.section} enabled={s.enabled} manifestUrl={s.manifestUrl} onSaved={onSaved} />
        ))}
        <p className="muted">Domains: {host.domains.join(', ') || '—'}</p>
      </div>
    </div>
  );
}

function SectionRow(p: { hostId: number; section: SectionName; enabled: boolean; manifestUrl: string | null; onSaved: () => void }) {
  const [enabled, setEnabled] = useState(p.enabled);
  const [url, setUrl] = useState(p.manifestUrl ?? '');
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  useEffect(() => setEnabled(p.enabled), [p.enabled]);
  const save = async () => {
    try {
      await api('PUT', `operator/hosts/${p.hostId}/sections/${p.section}`, { enabled, manifestUrl: url.trim() || null });
      setMessage({ text: 'Saved' });
      p.onSaved();
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
    }
  };
  return (
    <div className="section-row" data-testid={`section-${p.section}`}>
      <label className="check">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} aria-label={`${p.section} on`} />
        <strong>{p.section}</strong>
      </label>
      <input aria-label={`${p.section} manifest URL`} placeholder="default build" value={url} disabled={!enabled} onChange={(e) => setUrl(e.target.value)} />
      <button type="button" onClick={save}>
        Save
      </button>
      <Notice text={message?.text ?? null} error={message?.error} />
    </div>
  );
}
