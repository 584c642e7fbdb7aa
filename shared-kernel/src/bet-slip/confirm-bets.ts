// The player's §4.5 confirmation setting: with it on, Place Bet first shows a confirmation stage.
// Set on the settings page (the account remote), honoured by the slip (the sports remote); kept on
// this device (localStorage), as the spec shows no call that saves it.
import { BehaviorSubject, type Observable } from 'rxjs';

export const CONFIRM_BETS_KEY = 'confirm_bets';

function stored(): boolean {
  try {
    return globalThis.localStorage?.getItem(CONFIRM_BETS_KEY) === '1';
  } catch {
    return false;
  }
}

const confirmBets = new BehaviorSubject<boolean>(stored());
export const confirmBets$: Observable<boolean> = confirmBets.asObservable();
export const currentConfirmBets = (): boolean => confirmBets.getValue();

export function setConfirmBets(on: boolean): void {
  try {
    if (on) globalThis.localStorage?.setItem(CONFIRM_BETS_KEY, '1');
    else globalThis.localStorage?.removeItem(CONFIRM_BETS_KEY);
  } catch {
    // storage refused (private mode): the setting holds for this visit
  }
  if (confirmBets.getValue() !== on) confirmBets.next(on);
}
