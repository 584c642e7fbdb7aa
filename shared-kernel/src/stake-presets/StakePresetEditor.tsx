// Khel's one stake-preset editor (§2.12 stake-edit pop-up, §5 rules), shown by the bet slip and by
// the /settings page: the preset buttons, Edit Stakes turning them into inputs, UPDATE checking the
// §5 rules and saving. It holds only the edit in progress: the presets, who may edit and the save
// come from the app showing it (a remote never imports another; both import this from the kernel,
// `@khel/shared-kernel/preset-editor`, kept out of the kernel's first-load entry).
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIndianNumber } from '../format/rupees';
import { PRESET_PROBLEM_TEXT, presetsProblem, type PresetEditRefusal, type PresetSaveResult } from './rules';

/** The editor's class names, so each screen styles it its own way (the slip's by default). */
export interface PresetEditorClasses {
  root: string;
  buttons: string;
  error: string;
  saved: string;
  edit: string;
  /** a preset shown without a pick (the /settings page) */
  chip: string;
}

const SLIP_CLASSES: PresetEditorClasses = { root: 'bet-slip__stakes', buttons: 'bet-slip__presets', error: 'bet-slip__error', saved: 'bet-slip__saved', edit: 'bet-slip__edit', chip: 'bet-slip__preset' };

export interface StakePresetEditorProps {
  /** the list shown (saved, or the §9 defaults) */
  presets: readonly number[];
  /** why this player may not edit, or null */
  refusal: PresetEditRefusal | null;
  /** saves the checked list (the app's call to account/{id}/settings/…) */
  save: (stakes: number[]) => Promise<PresetSaveResult>;
  /** the slip: a preset button sets the stake; without it the buttons only show the list */
  onPick?: (stake: number) => void;
  title?: ReactNode;
  testId?: string;
  classes?: Partial<PresetEditorClasses>;
}

export function StakePresetEditor({ presets, refusal, save, onPick, title, testId = 'slip-stakes', classes }: StakePresetEditorProps) {
  const { t } = useTranslation();
  const css = { ...SLIP_CLASSES, ...classes };
  const [editing, setEditing] = useState<string[] | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [sending, setSending] = useState(false);

  const startEditing = () => {
    if (refusal) return setMessage({ text: t(refusal), error: true });
    setMessage(null);
    setEditing(presets.map(String));
  };

  const update = async () => {
    if (!editing || sending) return;
    const problem = presetsProblem(editing);
    if (problem) return setMessage({ text: t(PRESET_PROBLEM_TEXT[problem]), error: true });
    setSending(true);
    try {
      const result = await save(editing.map(Number));
      setMessage({ text: result.message ?? t(result.ok ? 'sportsSlip.stakesSaved' : 'sportsSlip.somethingWrong'), error: !result.ok });
      if (result.ok) setEditing(null);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={css.root} data-testid={testId}>
      {title}
      <div className={css.buttons}>
        {editing
          ? editing.map((value, i) => (
              <input
                key={i}
                aria-label={t('sportsSlip.stakeButton', { n: i + 1 })}
                data-testid={`stake-edit-${i}`}
                inputMode="numeric"
                value={value}
                onChange={(e) => setEditing(editing.map((v, j) => (j === i ? e.target.value : v)))}
              />
            ))
          : presets.map((preset, i) =>
              onPick ? (
                <button key={preset} type="button" data-testid={`slip-preset-${preset}`} onClick={() => onPick(preset)}>
                  {formatIndianNumber(preset, 0)}
                </button>
              ) : (
                <span key={i} className={css.chip}>
                  {formatIndianNumber(preset, 0)}
                </span>
              ),
            )}
      </div>
      {message && (
        <p className={message.error ? css.error : css.saved} role={message.error ? 'alert' : 'status'} data-testid="stake-edit-message">
          {message.text}
        </p>
      )}
      {editing ? (
        <button type="button" className={css.edit} data-testid="stake-edit-update" disabled={sending} onClick={() => void update()}>
          {t('sportsSlip.update')}
        </button>
      ) : (
        <button type="button" className={css.edit} data-testid="stake-edit-open" onClick={startEditing}>
          {t('sportsSlip.editStakes')}
        </button>
      )}
    </div>
  );
}
