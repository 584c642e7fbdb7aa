// The slip's stake buttons and their editor (§2.12 stake-edit pop-up): the kernel's one preset
// editor, shown with the list of this screen's size (a phone's or a desktop's) and saved to it.
import { useEffect, useState } from 'react';
import { currentSession, session$ } from '@khel/shared-kernel';
import { presetsOf, stakeEditRefusal, StakePresetEditor } from '@khel/shared-kernel/preset-editor';
import { useObservable } from './use-observable';
import { PHONE_QUERY, presetListFor, savePresets as savePresetsOnServer } from './stake-presets';

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
  const session = useObservable(session$, currentSession());
  // a phone shows the phone's presets (§3 mobileStakesSettings), a desktop presetStakeSettings.settings
  const list = presetListFor(usePhone());
  return <StakePresetEditor presets={presetsOf(session.user, list)} refusal={stakeEditRefusal(session)} save={(stakes) => save(session, stakes, list)} onPick={onPick} />;
}
