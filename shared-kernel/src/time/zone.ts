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

/**
 * Minutes east of UTC that `setting` means at `at` (India: 330; the device's zone, or the system's named
 * zone through Intl, with daylight saving following the date), without moment.
 */
export function offsetMinutesIn(setting: TimeZoneSetting, at: Date | number | string = Date.now()): number {
  if (setting === 'india') return INDIA_OFFSET_MINUTES;
  const ms = new Date(at).getTime();
  if (setting === 'device') return -new Date(ms).getTimezoneOffset();
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: systemZoneName(),
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  for (const part of format.formatToParts(ms)) parts[part.type] = part.value;
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour) % 24, Number(parts.minute), Number(parts.second));
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** The wall clock of `date` in the player's setting, as a Date whose UTC fields read that clock. */
const wallClock = (date: Date | number | string, setting: TimeZoneSetting): Date => {
  const ms = new Date(date).getTime();
  return new Date(ms + offsetMinutesIn(setting, ms) * 60_000);
};

/** 'DD/MM/YYYY HH:mm' (or with ':ss') in the player's setting, without moment (for what the first page shows). */
export function dateTimeIn(date: Date | number | string, setting: TimeZoneSetting, seconds = false): string {
  const d = wallClock(date, setting);
  const time = `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}${seconds ? `:${two(d.getUTCSeconds())}` : ''}`;
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${time}`;
}

/** 'DD/MM/YYYY HH:mm' (or with ':ss') in India time, without moment. */
export const indiaDateTime = (date: Date | number | string, seconds = false): string => dateTimeIn(date, 'india', seconds);

/** 'GMT +5.5:30' for India (§9), otherwise the zone's offset like 'GMT +1:00' or 'GMT -4:30' (no moment). */
export function zoneLabel(setting: TimeZoneSetting, at: Date | number = Date.now()): string {
  if (setting === 'india') return INDIA_ZONE_LABEL;
  const offset = offsetMinutesIn(setting, at);
  const abs = Math.abs(offset);
  return `GMT ${offset < 0 ? '-' : '+'}${Math.floor(abs / 60)}:${two(abs % 60)}`;
}

/** A race's name leads with its off time ('06:05 Kempton', as the feed and exchanges name races). */
const LEADING_CLOCK = /^\d{1,2}[:.]\d{2}(?=\s)/;

/**
 * A race's name with its leading off time said in the player's setting ('11:35 Kempton' for India),
 * so the name never contradicts the start time shown beside it. Other names come back as they are.
 */
export function eventNameIn(name: string, start: Date | number | string | null | undefined, setting: TimeZoneSetting): string {
  if (start === null || start === undefined || !LEADING_CLOCK.test(name)) return name;
  if (!Number.isFinite(new Date(start).getTime())) return name;
  const d = wallClock(start, setting);
  return name.replace(LEADING_CLOCK, `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`);
}

/** lastVisitTime of the session (§3): day/month/year plus 24-hour time, in India time. */
export const lastVisitStamp = (date: Date): string => indiaDateTime(date, true);
