// §4.6 countdown label of races and events: 'Opens in {d} days {h} hours' or
// 'Opens in {h} hours {m} minutes'; once past, 'Started on …' with the same parts.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The label's parts, for a screen that says them in another language. */
export function countdownParts(startMs: number, nowMs: number): { past: boolean; days: number; hours: number; minutes: number } {
  const gap = Math.abs(startMs - nowMs);
  return {
    past: startMs <= nowMs,
    days: Math.floor(gap / DAY),
    hours: Math.floor((gap % DAY) / HOUR),
    minutes: Math.floor((gap % HOUR) / MINUTE),
  };
}

export function countdownLabel(startMs: number, nowMs: number): string {
  const { past, days, hours, minutes } = countdownParts(startMs, nowMs);
  const amount = days > 0 ? `${days} days ${hours} hours` : `${hours} hours ${minutes} minutes`;
  return `${past ? 'Started on' : 'Opens in'} ${amount}`;
}

/** Says a label's words in the player's language: the kernel's i18n keys sports.opensInDays and the like. */
export type CountdownTranslate = (key: string, values: { days: number; hours: number; minutes: number }) => string;

/** The §4.6 label in the player's language ('Opens in 2 days 3 hours', 'Started on 1 hours 5 minutes'). */
export function countdownText(startMs: number, nowMs: number, t: CountdownTranslate): string {
  const { past, days, hours, minutes } = countdownParts(startMs, nowMs);
  const key = days > 0 ? (past ? 'sports.startedOnDays' : 'sports.opensInDays') : past ? 'sports.startedOnHours' : 'sports.opensInHours';
  return t(key, { days, hours, minutes });
}
