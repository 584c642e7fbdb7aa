// §2.3, §2.4: choosing horse or greyhound racing from the menu reloads the racing data, even on the
// racing page already. The shell announces the choice; whatever shows racing data (the shell's
// sidebar races, the racing remote's pages) refetches for that sport id.
import { Subject, type Observable } from 'rxjs';

const reloads = new Subject<number>();

/** Sport ids (7 horse racing, 4339 greyhound racing) whose racing data should be fetched again. */
export const racingReloads$: Observable<number> = reloads.asObservable();

export function requestRacingReload(sportId: number): void {
  reloads.next(sportId);
}
