// A host's white-label settings: name, colour, features, contacts, limits, bet delays, notices;
// its domains, logo and favicon; and its sections. Changes are read by that host's player site at
// its next load (no restart); each save is one audited change. Its money mode: MoneyMode.tsx; its liquidity factor: Liquidity.tsx.
import { useEffect, useState, type FormEvent } from 'react';
import type { BetDelays } from '@khel/shared-kernel/betting';
import { HOST_IMAGE_MAX_KIB, type HostContact, type HostFlag, type HostImageKind, type OperatorHost as Host, type OperatorHostPatch, type OperatorSectionWrite, type SectionName } from '@khel/shared-kernel/contract';
import { api } from '../app/api';
import { Notice } from '../app/Notice';
import { useLoad } from '../app/useLoad';
import { MoneyMode } from './MoneyMode';
import { Liquidity } from './Liquidity';

const FLAG_LABELS: Record<HostFlag, string> = {
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
const DELAYS: [keyof BetDelays, string][] = [
  ['matchoddsBetDelay', 'Cricket match odds'],
  ['soccerBetDelay', 'Football'],
  ['tennisBetDelay', 'Tennis'],
  ['bookmakerBetDelay', 'Bookmaker'],
  ['fancyBetDelay', 'Fancy (session)'],
  ['ballbyballBetDelay', 'Ball by ball'],
  ['virtualBetDelay', 'Virtual'],
];
const CONTACT_LABELS: Record<HostContact, string> = {
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
    betDelays: Object.fromEntries(DELAYS.map(([k]) => [k, host.betDelaysSet[k]?.toString() ?? ''])) as Record<keyof BetDelays, string>,
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
        betDelays: Object.fromEntries(DELAYS.map(([k]) => [k, form.betDelays[k].trim() === '' ? null : Number(form.betDelays[k])])),
      } satisfies OperatorHostPatch);
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
          {(Object.keys(FLAG_LABELS) as HostFlag[]).map((f) => (
            <label key={f} className="check">
              <input type="checkbox" checked={Boolean(form.flags[f])} onChange={(e) => setForm({ ...form, flags: { ...form.flags, [f]: e.target.checked } })} />
              {FLAG_LABELS[f]}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Socials and support</legend>
          {(Object.keys(CONTACT_LABELS) as HostContact[]).map((c) => (
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
        <fieldset>
          <legend>Bet delays (seconds, in play)</legend>
          <p className="muted">How long an in-play bet of this host's players waits; empty = the default shown. A player's own delay (Players page) goes first.</p>
          <div className="grid4">
            {DELAYS.map(([k, label]) => (
              <label key={k}>
                {label}
                <input
                  inputMode="numeric"
                  placeholder={String(host.betDelays[k])}
                  value={form.betDelays[k]}
                  onChange={(e) => setForm({ ...form, betDelays: { ...form.betDelays, [k]: e.target.value } })}
                />
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
      <div>
        <MoneyMode host={host} onSaved={onSaved} />
        <Liquidity host={host} onSaved={onSaved} />
        <Domains host={host} onSaved={onSaved} />
        <Images host={host} onSaved={onSaved} />
      <div className="card">
        <h2>Sections</h2>
        <p className="muted">Off: the section leaves this host's navigation and its pages go home. A manifest URL rolls another build out to this host only; empty = the default build.</p>
        {host.sections.map((s) => (
          <SectionRow key={s.section} hostId={host.id} section={s.section} enabled={s.enabled} manifestUrl={s.manifestUrl} onSaved={onSaved} />
        ))}
      </div>
      </div>
    </div>
  );
}

type Message = { text: string; error?: boolean } | null;

/** Runs one call and says how it went. */
function useAction(onSaved: () => void) {
  const [message, setMessage] = useState<Message>(null);
  const run = async <T,>(work: () => Promise<T>, done: string | ((answer: T) => string)) => {
    try {
      const answer = await work();
      setMessage({ text: typeof done === 'string' ? done : done(answer) });
      onSaved();
      return true;
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
      return false;
    }
  };
  return { message, run };
}

function Domains({ host, onSaved }: { host: Host; onSaved: () => void }) {
  const [domain, setDomain] = useState('');
  const { message, run } = useAction(onSaved);
  const add = async (e: FormEvent) => {
    e.preventDefault();
    const name = domain.trim().toLowerCase();
    const said = (answer: Host) => (answer.pendingDomains.includes(name) ? `${name} added: it routes once the platform operator approves it` : `${name} added`);
    if (await run(() => api<Host>('POST', `operator/hosts/${host.id}/domains`, { domain: domain.trim() }), said)) setDomain('');
  };
  return (
    <form className="card" onSubmit={add} aria-label="Domains">
      <h2>Domains</h2>
      <p className="muted">The site answers on each; a domain belongs to one host. Point its DNS here first. A domain a host operator adds waits for the platform operator's approval.</p>
      <ul className="plain" data-testid="domains">
        {host.domains.map((d) => (
          <li key={d} className="spread">
            <span className="mono">{d}</span>
            <button
              type="button"
              className="link"
              aria-label={`Remove ${d}`}
              disabled={host.domains.length === 1}
              onClick={() => window.confirm(`Stop answering on ${d}?`) && run(() => api('DELETE', `operator/hosts/${host.id}/domains/${encodeURIComponent(d)}`), `${d} removed`)}
            >
              Remove
            </button>
          </li>
        ))}
        {host.pendingDomains.map((d) => (
          <li key={d} className="spread" data-testid={`pending-${d}`}>
            <span>
              <span className="mono">{d}</span> <span className="badge pending">waiting for approval</span>
            </span>
            <button
              type="button"
              className="link"
              aria-label={`Withdraw ${d}`}
              onClick={() => run(() => api('DELETE', `operator/hosts/${host.id}/domains/${encodeURIComponent(d)}`), `${d} withdrawn`)}
            >
              Withdraw
            </button>
          </li>
        ))}
      </ul>
      <div className="row" style={{ marginTop: 8 }}>
        <input aria-label="New domain" placeholder="play.example.com" maxLength={253} value={domain} onChange={(e) => setDomain(e.target.value)} />
        <button type="submit" disabled={!domain.trim()}>
          Add domain
        </button>
      </div>
      <Notice text={message?.text ?? null} error={message?.error} />
    </form>
  );
}

function Images({ host, onSaved }: { host: Host; onSaved: () => void }) {
  return (
    <div className="card">
      <h2>Logo and favicon</h2>
      <p className="muted">PNG, SVG (no scripts), ICO or WebP. The player site shows them at its next load; without a logo it shows the site name.</p>
      {(['logo', 'favicon'] as const).map((kind) => (
        <ImageRow key={kind} hostId={host.id} kind={kind} url={host.images[kind]} onSaved={onSaved} />
      ))}
    </div>
  );
}

function ImageRow({ hostId, kind, url, onSaved }: { hostId: number; kind: HostImageKind; url: string; onSaved: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [picker, setPicker] = useState(0); // a new key empties the file input after an upload
  const { message, run } = useAction(onSaved);
  const label = kind === 'logo' ? 'Logo' : 'Favicon';
  const upload = async () => {
    if (!file) return;
    if (file.size > HOST_IMAGE_MAX_KIB[kind] * 1024) return run(() => Promise.reject(new Error(`The ${kind} must be at most ${HOST_IMAGE_MAX_KIB[kind]} KB`)), '');
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    if (await run(() => api('PUT', `operator/hosts/${hostId}/images/${kind}`, { data: btoa(binary) }), `${label} saved`)) {
      setFile(null);
      setPicker((n) => n + 1);
    }
  };
  return (
    <div className="image-row" data-testid={`image-${kind}`}>
      <strong>{label}</strong>
      <span className={`preview ${kind}`}>{url ? <img src={url} alt={`Current ${kind}`} /> : <span className="muted">none</span>}</span>
      <input key={picker} type="file" aria-label={`${label} file`} accept="image/png,image/svg+xml,image/x-icon,image/vnd.microsoft.icon,image/webp,.ico" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      <span className="row">
        <button type="button" disabled={!file} onClick={upload}>
          Upload
        </button>
        {url && (
          <button type="button" className="link" onClick={() => run(() => api('DELETE', `operator/hosts/${hostId}/images/${kind}`), `${label} removed`)}>
            Remove
          </button>
        )}
      </span>
      <Notice text={message?.text ?? null} error={message?.error} />
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
      await api('PUT', `operator/hosts/${p.hostId}/sections/${p.section}`, { enabled, manifestUrl: url.trim() || null } satisfies OperatorSectionWrite);
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
