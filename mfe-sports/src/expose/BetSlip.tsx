// The bet slip fragment the shell shows in its right panel and in the mobile modal. It reads the
// selection from shared-kernel's bet-slip bus, and the player's §4.5 confirmation setting (set on
// the settings page) from the kernel, so it needs no props.
import { confirmBets$, currentConfirmBets } from '@khel/shared-kernel';
import { BetSlipPanel } from '../bet-slip/BetSlipPanel';
import { useObservable } from '../bet-slip/use-observable';

export default function BetSlip() {
  const confirmBets = useObservable(confirmBets$, currentConfirmBets());
  return <BetSlipPanel confirmBets={confirmBets} />;
}
