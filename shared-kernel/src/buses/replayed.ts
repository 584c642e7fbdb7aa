// The value a bus replays at once on subscribe (the kernel's buses and BehaviorSubjects do).
import type { Observable } from 'rxjs';

/**
 * What `source` replays synchronously on subscribe, else `initial`. A React hook reading a bus starts
 * from it, so its first render shows the bus's current value instead of `initial` followed by a second
 * render once its effect subscribes (issue #20: every match row rendered twice on home).
 */
export function replayedOr<T>(source: Observable<T>, initial: T): T {
  let value = initial;
  source.subscribe((v) => (value = v)).unsubscribe();
  return value;
}
