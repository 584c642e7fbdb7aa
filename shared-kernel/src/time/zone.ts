// Time zones without moment (spec §1, §9): the India zone (offset 330 minutes, labelled 'GMT +5.5:30'),
// the default setting, and the session's last-visit stamp. In the kernel's main entry; the formatting
// in any zone (moment-timezone) is `@khel/shared-kernel/time`, loaded by the pages that show times.
import type { TimeZoneSetting } from '../contract/account';

/** The operating system's named zone (for example 'Europe/London'), as the browser reports it. */
export const systemZoneName = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const INDIA_OFFSET_MINUTES = 330;
export const INDIA_ZONE_LABEL = 'GMT +5.5:30';
export const DEFAULT_TIME_SETTING: TimeZoneSetting = 'india';

const two = (n: number) => String(n).padStart(2, '0');

/** 'DD/MM/YYYY HH:mm' (or with ':ss') in India time, without moment (for what the first page shows). */
export function indiaDateTime(date: Date | number | string, seconds = false): string {
  const d = new Date(new Date(date).getTime() + INDIA_OFFSET_MINUTES * 60_000);
  const time = `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}${seconds ? `:${two(d.getUTCSeconds())}` : ''}`;
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${time}`;
}

/** lastVisitTime of the session (§3): day/month/year plus 24-hour time, in India time. */
export const lastVisitStamp = (date: Date): string => indiaDateTime(date, true);
