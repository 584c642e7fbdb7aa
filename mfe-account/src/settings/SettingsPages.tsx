// /time-setting, /change-password and /settings.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyTimeSetting,
  currentConfirmBets,
  DEFAULT_STAKE_BUTTONS,
  LOGIN_PASSWORD_MAX,
  setConfirmBets,
  SIGNUP_PASSWORD_MIN,
  updateSessionUser,
  type LoginUser,
  type TimeZoneSetting,
  type UserSettings,
} from '@khel/shared-kernel';
import {
  PRESET_SAVE_PATH,
  presetsOf,
  stakeEditRefusal,
  StakePresetEditor,
  withPresets,
  type PresetEditorClasses,
  type PresetList,
  type PresetSaveResult,
} from '@khel/shared-kernel/preset-editor';
import { formatTime, zoneLabel } from '@khel/shared-kernel/time';
import type { ChangePasswordRequest } from '@khel/shared-kernel/contract';
import { Notice, PlayerPage } from '../common/AccountPage';
import { messageOf, postData } from '../common/http';
import { useTimeSetting } from '../common/hooks';
import { useEffect } from 'react';

const ZONES: TimeZoneSetting[] = ['india', 'device', 'system'];

export function TimeSettingPage() {
  const { t } = useTranslation();
  return <PlayerPage title={t('accountPages.timeSetting')}>{(s) => <TimeSetting userId={s.user.id} />}</PlayerPage>;
}

function Clock({ setting }: { setting: TimeZoneSetting }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p data-testid="zone-clock">
      <strong>{formatTime(now, setting, 'DD/MM/YYYY HH:mm:ss')}</strong> ({zoneLabel(setting, new Date(now))})
    </p>
  );
}

function TimeSetting({ userId }: { userId: number | string }) {
  const { t } = useTranslation();
  const current = useTimeSetting();
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  // Applied at once (every time on the site follows it), then saved; a refused save puts the old one back.
  const choose = async (zone: TimeZoneSetting) => {
    const before = current;
    setMessage(null);
    await applyTimeSetting(zone);
    try {
      await postData(`account/${userId}/settings/time-setting`, { settings: zone });
      setMessage({ kind: 'success', text: t('accountPages.saved') });
    } catch (err) {
      await applyTimeSetting(before);
      setMessage({ kind: 'error', text: messageOf(err) });
    }
  };
  return (
    <div className="account-card">
      <Clock setting={current} />
      <fieldset style={{ border: 0, padding: 0 }}>
        {ZONES.map((zone) => (
          <label key={zone} className="account-row" style={{ padding: '8px 0' }}>
            <input type="radio" name="time-zone" value={zone} checked={current === zone} onChange={() => void choose(zone)} />
            <span>{t(`accountPages.zone_${zone}`)}</span>
          </label>
        ))}
      </fieldset>
      {message && <Notice kind={message.kind}>{message.text}</Notice>}
    </div>
  );
}

export function passwordProblems(v: { old: string; next: string; confirm: string }): Partial<Record<'old' | 'next' | 'confirm', string>> {
  const p: Partial<Record<'old' | 'next' | 'confirm', string>> = {};
  if (!v.old) p.old = 'accountPages.passwordRequired';
  if (!v.next) p.next = 'accountPages.passwordRequired';
  else if (v.next.length < SIGNUP_PASSWORD_MIN) p.next = 'accountPages.passwordMin';
  if (!v.confirm) p.confirm = 'accountPages.fieldRequired';
  else if (v.confirm !== v.next) p.confirm = 'accountPages.passwordMismatch';
  return p;
}

export function ChangePasswordPage() {
  const { t } = useTranslation();
  return <PlayerPage title={t('accountPages.changePassword')}>{(s) => (s.user.is_demo ? <Notice kind="error">{t('accountPages.demoRefusal')}</Notice> : <ChangePassword />)}</PlayerPage>;
}

export function ChangePassword() {
  const { t } = useTranslation();
  const [v, setV] = useState({ old: '', next: '', confirm: '' });
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const problems = passwordProblems(v);
  const field = (name: 'old' | 'next' | 'confirm', label: string) => (
    <div className="account-field">
      <label htmlFor={`password-${name}`}>{label}</label>
      <input id={`password-${name}`} type="password" autoComplete={name === 'old' ? 'current-password' : 'new-password'} maxLength={LOGIN_PASSWORD_MAX} value={v[name]} onChange={(e) => setV({ ...v, [name]: e.target.value })} />
      {touched && problems[name] && <span className="account-field__error">{t(problems[name]!, { min: SIGNUP_PASSWORD_MIN })}</span>}
    </div>
  );
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(problems).length > 0 || sending) return;
    setSending(true);
    setResult(null);
    try {
      await postData('user/selfChangePassword', { oldPassword: v.old, newPassword: v.next, confirmPassword: v.confirm } satisfies ChangePasswordRequest);
      setResult({ kind: 'success', text: t('accountPages.passwordChanged') });
      setV({ old: '', next: '', confirm: '' });
      setTouched(false);
    } catch (err) {
      setResult({ kind: 'error', text: messageOf(err) });
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="account-card" onSubmit={submit} noValidate>
      {field('old', t('accountPages.oldPassword'))}
      {field('next', t('accountPages.newPassword'))}
      {field('confirm', t('accountPages.confirmPassword'))}
      {result && <Notice kind={result.kind}>{result.text}</Notice>}
      <button type="submit" className="account-btn" disabled={sending}>{t('accountPages.changePassword')}</button>
    </form>
  );
}

const PRESET_SETS: { field: PresetList; key: string }[] = [
  { field: 'settings', key: 'accountPages.stakesDesktop' },
  { field: 'mobileStakesSettings', key: 'accountPages.stakesMobile' },
  { field: 'mobileStakesExchangeGameSettings', key: 'accountPages.stakesGames' },
];

export function SettingsPage() {
  const { t } = useTranslation();
  return <PlayerPage title={t('accountPages.settings')}>{(s) =>
        s.user.is_demo ? (
          <>
            <Notice kind="error">{t('accountPages.demoRefusal')}</Notice>
            {/* kept on the device: a demo player may have it too */}
            <ConfirmBets />
          </>
        ) : (
          <Settings user={s.user} />
        )
      }</PlayerPage>;
}

function listOf(values: unknown): number[] {
  return Array.isArray(values) && values.length > 0 ? (values as number[]) : [...DEFAULT_STAKE_BUTTONS];
}

function Settings({ user }: { user: LoginUser }) {
  return (
    <>
      {PRESET_SETS.map((set) => (
        <PresetEditor key={set.field} user={user} set={set} />
      ))}
      <OneClick user={user} />
      <ConfirmBets />
    </>
  );
}

const ACCOUNT_EDITOR: Partial<PresetEditorClasses> = { root: 'account-card', buttons: 'account-chips', chip: 'account-chip', error: 'account-notice account-notice--error', saved: 'account-notice account-notice--success', edit: 'account-btn' };

/** One of the player's three lists in the kernel's one preset editor (the slip's pop-up shows the same). */
export function PresetEditor({ user, set }: { user: LoginUser; set: (typeof PRESET_SETS)[number] }) {
  const { t } = useTranslation();
  const save = async (stakes: number[]): Promise<PresetSaveResult> => {
    try {
      const { msg } = await postData<UserSettings>(`account/${user.id}/settings/${PRESET_SAVE_PATH[set.field]}`, { settings: stakes });
      updateSessionUser({ settings: withPresets(user.settings, set.field, stakes) });
      return { ok: true, message: msg || null };
    } catch (err) {
      return { ok: false, message: messageOf(err) };
    }
  };
  return (
    <StakePresetEditor
      presets={presetsOf(user, set.field)}
      refusal={stakeEditRefusal({ isLogin: true, user })}
      save={save}
      title={<h2>{t(set.key)}</h2>}
      testId={`presets-${PRESET_SAVE_PATH[set.field]}`}
      classes={ACCOUNT_EDITOR}
    />
  );
}

function OneClick({ user }: { user: LoginUser }) {
  const { t } = useTranslation();
  const saved = user.settings?.oneClickSettings;
  const stakes = listOf(saved?.settings?.length ? saved.settings : user.settings?.presetStakeSettings?.settings);
  const [active, setActive] = useState(Boolean(saved?.active));
  const [selected, setSelected] = useState(Math.min(saved?.selected ?? 0, stakes.length - 1));
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const save = async () => {
    try {
      const oneClickSettings = { active, settings: stakes, selected };
      await postData(`account/${user.id}/settings/one-click`, { settings: oneClickSettings });
      updateSessionUser({ settings: { ...user.settings, oneClickSettings } });
      setResult({ kind: 'success', text: t('accountPages.saved') });
    } catch (err) {
      setResult({ kind: 'error', text: messageOf(err) });
    }
  };
  return (
    <div className="account-card" data-testid="one-click">
      <h2>{t('accountPages.oneClick')}</h2>
      <label className="account-row">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
        <span>{t('accountPages.oneClickOn')}</span>
      </label>
      <div className="account-chips" style={{ marginTop: 8 }}>
        {stakes.map((s, i) => (
          <button key={i} type="button" className="account-chip" aria-pressed={selected === i} onClick={() => setSelected(i)}>
            {s}
          </button>
        ))}
      </div>
      {result && <Notice kind={result.kind}>{result.text}</Notice>}
      <button type="button" className="account-btn" onClick={() => void save()}>{t('accountPages.save')}</button>
    </div>
  );
}

/** §4.5: with it on, Place Bet first asks the player to confirm (the slip reads it from the kernel). */
export function ConfirmBets() {
  const { t } = useTranslation();
  const [on, setOn] = useState(currentConfirmBets);
  const [saved, setSaved] = useState(false);
  const change = (next: boolean) => {
    setConfirmBets(next);
    setOn(next);
    setSaved(true);
  };
  return (
    <div className="account-card" data-testid="confirm-bets">
      <h2>{t('accountPages.confirmBets')}</h2>
      <label className="account-row">
        <input type="checkbox" data-testid="confirm-bets-on" checked={on} onChange={(e) => change(e.target.checked)} />
        <span>{t('accountPages.confirmBetsOn')}</span>
      </label>
      {saved && <Notice kind="success">{t('accountPages.saved')}</Notice>}
    </div>
  );
}
