// §4.6 countdown label of races and events: 'Opens in {d} days {h} hours' or
// 'Opens in {h} hours {m} minutes'; once past, 'Started on …' with the same parts.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function countdownLabel(startMs: number, nowMs: number): string {
  const past = startMs <= nowMs;
  const gap = Math.abs(startMs - nowMs);
  const days = Math.floor(gap / DAY);
  const hours = Math.floor((gap % DAY) / HOUR);
  const minutes = Math.floor((gap % HOUR) / MINUTE);
  const amount = days > 0 ? `${days} days ${hours} hours` : `${hours} hours ${minutes} minutes`;
  return `${past ? 'Started on' : 'Opens in'} ${amount}`;
}
