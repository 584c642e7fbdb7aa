// The host's money on screen (issue 33): rupees ('₹ 1,23,456.50') on a real-money host, or the play
// host's coin label after the figure ('1,23,456.50 coins'). The shell sets the label from the host's
// site configuration (getSetting's moneyMode and coinLabel) before the frame renders; every remote reads
// it through the kernel's formatting (rupees.ts), so a figure's grouping never changes, only its unit.
import { BehaviorSubject } from 'rxjs';

/** '' on a real-money host (amounts in rupees); the coin label on a play-money host. */
export const moneyLabel$ = new BehaviorSubject<string>('');

/** The host's coin label from its configuration; '' (rupees) unless the host is a play-money host. */
export function setMoneyLabel(setting: { moneyMode?: unknown; coinLabel?: unknown } | null | undefined): void {
  const label = setting?.moneyMode === 'play' && typeof setting.coinLabel === 'string' ? setting.coinLabel.trim() : '';
  if (label !== moneyLabel$.value) moneyLabel$.next(label);
}

/** The coin label in force ('' for rupees). */
export const moneyLabel = (): string => moneyLabel$.value;
