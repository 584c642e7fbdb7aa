// The slip's stake buttons and their editor (§2.12 stake-edit pop-up): Edit Stakes toggles the
// buttons into inputs; UPDATE checks the §5 rules and saves. Visitors and demo ids are refused.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentSession, formatIndianNumber, session$ } from '@khel/shared-kernel';
import { useObservable } from './use-observable';
import { LOGIN_TO_CHANGE_STAKES, PHONE_QUERY, presetEditProblem, presetListFor, presetsOf, savePresets as savePresetsOnServer, stakeEditRefusal } from './stake-presets';

/** Whether the page is a phone's (below 1024px); false where the browser cannot say. */
function usePhone(): boolean {
  const query = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null;
  const [phone, setPhone] = useState(() => query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const follow = () => setPhone(query.matches);
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
    // one query per mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return phone;
}

export interface StakePresetsProps {
  onPick: (stake: number) => void;
  save?: typeof savePresetsOnServer;
}

export function StakePresets({ onPick, save = savePresetsOnServer }: StakePresetsProps) {
  const { t } = useTranslation();
  const session = useObservable(session$, currentSession());
  // a phone shows the phone's presets (§3 mobileStakesSettings), a desktop presetStakeSettings.settings
  const list = presetListFor(usePhone());
  const presets = presetsOf(session, list);
  const [editing, setEditing] = useState<string[] | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const startEditing = () => {
    const refusal = stakeEditRefusal(session);
    if (refusal) setMessage({ text: t(refusal), error: true });
    else {
      setMessage(null);
      setEditing(presets.map(String));
    }
  };

  const update = async () => {
    if (!editing) return;
    const problem = presetEditProblem(editing);
    if (problem) {
      setMessage({ text: t(problem), error: true });
      return;
    }
    const result = await save(session, editing.map(Number), list);
    const fallback = result.ok ? 'sportsSlip.stakesSaved' : session.user ? 'sportsSlip.somethingWrong' : LOGIN_TO_CHANGE_STAKES;
    setMessage({ text: result.message ?? t(fallback), error: !result.ok });
    if (result.ok) setEditing(null);
  };

  return (
    <div className="bet-slip__stakes" data-testid="slip-stakes">
      {editing ? (
        <div className="bet-slip__presets">
          {editing.map((value, i) => (
            <input
              key={i}
              aria-label={t('sportsSlip.stakeButton', { n: i + 1 })}
              data-testid={`stake-edit-${i}`}
              inputMode="numeric"
              value={value}
              onChange={(e) => setEditing(editing.map((v, j) => (j === i ? e.target.value : v)))}
            />
          ))}
        </div>
      ) : (
        <div className="bet-slip__presets">
          {presets.map((preset) => (
            <button key={preset} type="button" data-testid={`slip-preset-${preset}`} onClick={() => onPick(preset)}>
              {formatIndianNumber(preset, 0)}
            </button>
          ))}
        </div>
      )}
      {message && (
        <p className={message.error ? 'bet-slip__error' : 'bet-slip__saved'} role={message.error ? 'alert' : 'status'} data-testid="stake-edit-message">
          {message.text}
        </p>
      )}
      {editing ? (
        <button type="button" className="bet-slip__edit" data-testid="stake-edit-update" onClick={() => void update()}>
          {t('sportsSlip.update')}
        </button>
      ) : (
        <button type="button" className="bet-slip__edit" data-testid="stake-edit-open" onClick={startEditing}>
          {t('sportsSlip.editStakes')}
        </button>
      )}
    </div>
  );
}
