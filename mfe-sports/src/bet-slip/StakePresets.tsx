// The slip's stake buttons and their editor (§2.12 stake-edit pop-up): Edit Stakes toggles the
// buttons into inputs; UPDATE checks the §5 rules and saves. Visitors and demo ids are refused.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentSession, formatIndianNumber, session$ } from '@khel/shared-kernel';
import { useObservable } from './use-observable';
import { LOGIN_TO_CHANGE_STAKES, presetEditProblem, presetsOf, savePresets as savePresetsOnServer, stakeEditRefusal } from './stake-presets';

export interface StakePresetsProps {
  onPick: (stake: number) => void;
  save?: typeof savePresetsOnServer;
}

export function StakePresets({ onPick, save = savePresetsOnServer }: StakePresetsProps) {
  const { t } = useTranslation();
  const session = useObservable(session$, currentSession());
  const presets = presetsOf(session);
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
    const result = await save(session, editing.map(Number));
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
