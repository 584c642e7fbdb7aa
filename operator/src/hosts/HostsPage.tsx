// A host's white-label settings: name, colour, features, contacts, limits, bet delays, notices;
// its domains, logo and favicon; and its sections. Changes are read by that host's player site at
// its next load (no restart); each save is one audited change. Its money mode: MoneyMode.tsx; its liquidity factor: Liquidity.tsx.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetDelays } from '@khel/shared-kernel/betting';
import { HOST_IMAGE_MAX_KIB, type HostContact, type HostFlag, type HostImageKind, type OperatorHost as Host, type OperatorHostPatch, type OperatorSectionWrite, type SectionName } from '@khel/shared-kernel/contract';
import { api } from '../app/api';
import { Notice } from '../app/Notice';
import { useLoad } from '../app/useLoad';
import { MoneyMode } from './MoneyMode';
import { Liquidity } from './Liquidity';

const FLAG_LABELS = {
  showSignupOption: 'hosts.flagSignup',
  showSignupbyRefer: 'hosts.flagSignupByRefer',
  showLoginWithOtp: 'hosts.flagLoginWithOtp',
  isWhatsappOnSignUp: 'hosts.flagWhatsappOnSignup',
  showDeposit: 'hosts.flagDeposit',
  showWithdrawal: 'hosts.flagWithdrawal',
  showContact: 'hosts.flagContact',
  whatsAppMagicLink: 'hosts.flagMagicLink',
} as const satisfies Record<HostFlag, string>;
type LimitKey = keyof Host['limits'];
const LIMITS = [
  ['minDeposit', 'hosts.minDeposit'],
  ['maxDeposit', 'hosts.maxDeposit'],
  ['minWithdrawal', 'hosts.minWithdrawal'],
  ['maxWithdrawal', 'hosts.maxWithdrawal'],
] as const satisfies readonly (readonly [LimitKey, string])[];
const DELAYS = [
  ['matchoddsBetDelay', 'hosts.delayMatchOdds'],
  ['soccerBetDelay', 'hosts.delaySoccer'],
  ['tennisBetDelay', 'hosts.delayTennis'],
  ['bookmakerBetDelay', 'hosts.delayBookmaker'],
  ['fancyBetDelay', 'hosts.delayFancy'],
  ['ballbyballBetDelay', 'hosts.delayBallByBall'],
  ['virtualBetDelay', 'hosts.delayVirtual'],
] as const satisfies readonly (readonly [keyof BetDelays, string])[];
const CONTACT_LABELS = {
  whatsapp: 'hosts.whatsapp',
  telegram: 'hosts.telegram',
  instagram: 'hosts.instagram',
  facebook: 'hosts.facebook',
  youtube: 'hosts.youtube',
  twitter: 'hosts.twitter',
  email: 'hosts.supportEmail',
  supportMessage: 'hosts.supportMessage',
} as const satisfies Record<HostContact, string>;
const SECTION_NAMES = {
  sports: 'hosts.sectionSports',
  racing: 'hosts.sectionRacing',
  casino: 'hosts.sectionCasino',
  account: 'hosts.sectionAccount',
} as const satisfies Record<SectionName, string>;
/** Each image's texts, by kind. */
const IMAGE_TEXTS = {
  logo: { label: 'hosts.logo', file: 'hosts.logoFile', current: 'hosts.currentLogo', saved: 'hosts.logoSaved', removed: 'hosts.logoRemoved', tooBig: 'hosts.logoTooBig' },
  favicon: { label: 'hosts.favicon', file: 'hosts.faviconFile', current: 'hosts.currentFavicon', saved: 'hosts.faviconSaved', removed: 'hosts.faviconRemoved', tooBig: 'hosts.faviconTooBig' },
} as const;

export function HostsPage() {
  const { t } = useTranslation();
  const { data: hosts, error, reload } = useLoad<Host[]>('operator/hosts');
  const [selected, setSelected] = useState<number | null>(null);
  const host = hosts?.find((h) => h.id === selected) ?? hosts?.[0];
  return (
    <section>
      <h1>{t('nav.hosts')}</h1>
      <Notice text={error} error />
      <div className="toolbar">
        <label>
          {t('common.host')}
          <select aria-label={t('common.host')} value={host?.id ?? ''} onChange={(e) => setSelected(Number(e.target.value))}>
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
  const { t } = useTranslation();
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
      setMessage({ text: t('hosts.saved') });
      onSaved();
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
    }
  };

  return (
    <div className="grid2">
      <form className="card" onSubmit={save} aria-label={t('hosts.settings')}>
        <h2>{t('hosts.site')}</h2>
        <label>
          {t('hosts.name')}
          <input value={form.siteName} maxLength={60} onChange={(e) => setForm({ ...form, siteName: e.target.value })} />
        </label>
        <label>
          {t('hosts.themeColour')}
          <span className="row">
            <input type="color" aria-label={t('hosts.themeColourPicker')} value={form.themeColor} onChange={(e) => setForm({ ...form, themeColor: e.target.value })} />
            <input value={form.themeColor} pattern="#[0-9a-fA-F]{6}" onChange={(e) => setForm({ ...form, themeColor: e.target.value })} />
          </span>
        </label>
        <label>
          {t('hosts.commission')}
          <input type="number" min={0} max={10000} value={form.commissionBps} onChange={(e) => setForm({ ...form, commissionBps: e.target.value })} />
        </label>
        <fieldset>
          <legend>{t('hosts.features')}</legend>
          {(Object.keys(FLAG_LABELS) as HostFlag[]).map((f) => (
            <label key={f} className="check">
              <input type="checkbox" checked={Boolean(form.flags[f])} onChange={(e) => setForm({ ...form, flags: { ...form.flags, [f]: e.target.checked } })} />
              {t(FLAG_LABELS[f])}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('hosts.socials')}</legend>
          {(Object.keys(CONTACT_LABELS) as HostContact[]).map((c) => (
            <label key={c}>
              {t(CONTACT_LABELS[c])}
              <input value={form.contacts[c] ?? ''} maxLength={200} onChange={(e) => setForm({ ...form, contacts: { ...form.contacts, [c]: e.target.value } })} />
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('hosts.limits')}</legend>
          <p className="muted">{t('hosts.limitsHelp')}</p>
          <div className="grid4">
            {LIMITS.map(([k, label]) => (
              <label key={k}>
                {t(label)}
                <input inputMode="numeric" value={form.limits[k]} onChange={(e) => setForm({ ...form, limits: { ...form.limits, [k]: e.target.value } })} />
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('hosts.delays')}</legend>
          <p className="muted">{t('hosts.delaysHelp')}</p>
          <div className="grid4">
            {DELAYS.map(([k, label]) => (
              <label key={k}>
                {t(label)}
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
          {t('hosts.notices')}
          <textarea rows={3} value={form.notices} onChange={(e) => setForm({ ...form, notices: e.target.value })} />
        </label>
        <Notice text={message?.text ?? null} error={message?.error} />
        <button type="submit">{t('hosts.save')}</button>
      </form>
      <div>
        <MoneyMode host={host} onSaved={onSaved} />
        <Liquidity host={host} onSaved={onSaved} />
        <Domains host={host} onSaved={onSaved} />
        <Images host={host} onSaved={onSaved} />
      <div className="card">
        <h2>{t('hosts.sections')}</h2>
        <p className="muted">{t('hosts.sectionsHelp')}</p>
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
  const { t } = useTranslation();
  const [domain, setDomain] = useState('');
  const { message, run } = useAction(onSaved);
  const add = async (e: FormEvent) => {
    e.preventDefault();
    const name = domain.trim().toLowerCase();
    const said = (answer: Host) => t(answer.pendingDomains.includes(name) ? 'hosts.domainAddedPending' : 'hosts.domainAdded', { domain: name });
    if (await run(() => api<Host>('POST', `operator/hosts/${host.id}/domains`, { domain: domain.trim() }), said)) setDomain('');
  };
  return (
    <form className="card" onSubmit={add} aria-label={t('hosts.domains')}>
      <h2>{t('hosts.domains')}</h2>
      <p className="muted">{t('hosts.domainsHelp')}</p>
      <ul className="plain" data-testid="domains">
        {host.domains.map((d) => (
          <li key={d} className="spread">
            <span className="mono">{d}</span>
            <button
              type="button"
              className="link"
              aria-label={t('hosts.removeDomain', { domain: d })}
              disabled={host.domains.length === 1}
              onClick={() => window.confirm(t('hosts.stopAnswering', { domain: d })) && run(() => api('DELETE', `operator/hosts/${host.id}/domains/${encodeURIComponent(d)}`), t('hosts.domainRemoved', { domain: d }))}
            >
              {t('common.remove')}
            </button>
          </li>
        ))}
        {host.pendingDomains.map((d) => (
          <li key={d} className="spread" data-testid={`pending-${d}`}>
            <span>
              <span className="mono">{d}</span> <span className="badge pending">{t('hosts.waitingForApproval')}</span>
            </span>
            <button
              type="button"
              className="link"
              aria-label={t('hosts.withdrawDomain', { domain: d })}
              onClick={() => run(() => api('DELETE', `operator/hosts/${host.id}/domains/${encodeURIComponent(d)}`), t('hosts.domainWithdrawn', { domain: d }))}
            >
              {t('hosts.withdraw')}
            </button>
          </li>
        ))}
      </ul>
      <div className="row" style={{ marginTop: 8 }}>
        <input aria-label={t('hosts.newDomain')} placeholder="play.example.com" maxLength={253} value={domain} onChange={(e) => setDomain(e.target.value)} />
        <button type="submit" disabled={!domain.trim()}>
          {t('hosts.addDomain')}
        </button>
      </div>
      <Notice text={message?.text ?? null} error={message?.error} />
    </form>
  );
}

function Images({ host, onSaved }: { host: Host; onSaved: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="card">
      <h2>{t('hosts.images')}</h2>
      <p className="muted">{t('hosts.imagesHelp')}</p>
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
  const { t } = useTranslation();
  const texts = IMAGE_TEXTS[kind];
  const upload = async () => {
    if (!file) return;
    if (file.size > HOST_IMAGE_MAX_KIB[kind] * 1024) return run(() => Promise.reject(new Error(t(texts.tooBig, { kib: HOST_IMAGE_MAX_KIB[kind] }))), '');
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    if (await run(() => api('PUT', `operator/hosts/${hostId}/images/${kind}`, { data: btoa(binary) }), t(texts.saved))) {
      setFile(null);
      setPicker((n) => n + 1);
    }
  };
  return (
    <div className="image-row" data-testid={`image-${kind}`}>
      <strong>{t(texts.label)}</strong>
      <span className={`preview ${kind}`}>{url ? <img src={url} alt={t(texts.current)} /> : <span className="muted">{t('common.noneWord')}</span>}</span>
      <input key={picker} type="file" aria-label={t(texts.file)} accept="image/png,image/svg+xml,image/x-icon,image/vnd.microsoft.icon,image/webp,.ico" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      <span className="row">
        <button type="button" disabled={!file} onClick={upload}>
          {t('hosts.upload')}
        </button>
        {url && (
          <button type="button" className="link" onClick={() => run(() => api('DELETE', `operator/hosts/${hostId}/images/${kind}`), t(texts.removed))}>
            {t('common.remove')}
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
  const { t } = useTranslation();
  const name = t(SECTION_NAMES[p.section]);
  useEffect(() => setEnabled(p.enabled), [p.enabled]);
  const save = async () => {
    try {
      await api('PUT', `operator/hosts/${p.hostId}/sections/${p.section}`, { enabled, manifestUrl: url.trim() || null } satisfies OperatorSectionWrite);
      setMessage({ text: t('hosts.sectionSaved') });
      p.onSaved();
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
    }
  };
  return (
    <div className="section-row" data-testid={`section-${p.section}`}>
      <label className="check">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} aria-label={t('hosts.sectionOn', { section: name })} />
        <strong>{name}</strong>
      </label>
      <input aria-label={t('hosts.sectionManifest', { section: name })} placeholder={t('hosts.defaultBuild')} value={url} disabled={!enabled} onChange={(e) => setUrl(e.target.value)} />
      <button type="button" onClick={save}>
        {t('common.save')}
      </button>
      <Notice text={message?.text ?? null} error={message?.error} />
    </div>
  );
}
