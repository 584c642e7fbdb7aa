// Times on screen (spec §1, §9): the India zone (offset 330 minutes, labelled 'GMT +5.5:30'),
// or the device or system zone per the player's time setting.
// moment-timezone's core only: the full zone table is over a megabyte, so it is loaded on demand
// (loadZoneData) for the 'system' setting, which until then reads like the device zone.
import moment from 'moment-timezone/moment-timezone';
import type { TimeZoneSetting } from '../contract/account';

type PackedZones = Parameters<typeof moment.tz.load>[0];
let zoneData: Promise<void> | null = null;

/** Loads the IANA zone table (a separate chunk); call when the player's setting is 'system'. */
export function loadZoneData(): Promise<void> {
  zoneData ??= import('moment-timezone/data/packed/latest.json').then((data: { default?: PackedZones } & Partial<PackedZones>) => {
    moment.tz.load(data.default ?? (data as PackedZones));
  });
  return zoneData;
}

/** The operating system's named zone (for example 'Europe/London'), as the browser reports it. */
export const systemZoneName = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const INDIA_OFFSET_MINUTES = 330;
export const INDIA_ZONE_LABEL = 'GMT +5.5:30';
export const DEFAULT_TIME_SETTING: TimeZoneSetting = 'india';

/** The zone a setting means, as a moment in that zone. */
export function inZone(date: Date | number | string, setting: TimeZoneSetting): moment.Moment {
  switch (setting) {
    case 'india':
      return moment(date).utcOffset(INDIA_OFFSET_MINUTES);
    case 'system': {
      const zone = moment.tz.zone(systemZoneName());
      return zone ? moment.tz(date, zone.name) : moment(date).local();
    }
    case 'device':
      return moment(date).local();
  }
}

/** 'GMT +5.5:30' for India (§9), otherwise the zone's offset like 'GMT +1:00' or 'GMT -4:30'. */
export function zoneLabel(setting: TimeZoneSetting, at: Date = new Date()): string {
  if (setting === 'india') return INDIA_ZONE_LABEL;
  const offset = inZone(at, setting).utcOffset();
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `GMT ${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

export const formatTime = (date: Date | number | string, setting: TimeZoneSetting, pattern = 'DD/MM/YYYY HH:mm:ss'): string =>
  inZone(date, setting).format(pattern);

/** lastVisitTime of the session (§3): day/month/year plus 24-hour time, in India time. */
export const lastVisitStamp = (date: Date): string => formatTime(date, 'india', 'DD/MM/YYYY HH:mm:ss');

/** A race's name leads with its off time ('06:05 Kempton', as the feed and exchanges name races). */
const LEADING_CLOCK = /^\d{1,2}[:.]\d{2}(?=\s)/;

/**
 * A race's name with its leading off time said in the player's setting ('11:35 Kempton' for India),
 * so the name never contradicts the start time shown beside it. Other names come back as they are.
 */
export function eventNameIn(name: string, start: Date | number | string | null | undefined, setting: TimeZoneSetting): string {
  if (start === null || start === undefined || !LEADING_CLOCK.test(name)) return name;
  const at = inZone(start, setting);
  return at.isValid() ? name.replace(LEADING_CLOCK, at.format('HH:mm')) : name;
}

/** Minutes east of UTC that `setting` means at `at` (India: 330; daylight saving follows the date). */
export const offsetMinutesIn = (setting: TimeZoneSetting, at: Date | number = Date.now()): number => inZone(at, setting).utcOffset();
