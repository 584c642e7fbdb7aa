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
