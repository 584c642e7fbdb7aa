// Times on screen (spec §1, §9): the India zone (offset 330 minutes, labelled 'GMT +5.5:30'),
// or the device or system zone per the player's time setting.
// moment-timezone's core only: the full zone table is over a megabyte, so it is loaded on demand
// (loadZoneData) for the 'system' setting, which until then reads like the device zone.
// Imported as `@khel/shared-kernel/time` (not in the kernel's main entry, which the first page loads).
import moment from 'moment-timezone/moment-timezone';
import type { TimeZoneSetting } from '../contract/account';
import { INDIA_OFFSET_MINUTES, systemZoneName } from './zone';

export * from './zone';

type PackedZones = Parameters<typeof moment.tz.load>[0];
let zoneData: Promise<void> | null = null;

/** Loads the IANA zone table (a separate chunk); call when the player's setting is 'system'. */
export function loadZoneData(): Promise<void> {
  zoneData ??= import('moment-timezone/data/packed/latest.json').then((data: { default?: PackedZones } & Partial<PackedZones>) => {
    moment.tz.load(data.default ?? (data as PackedZones));
  });
  return zoneData;
}

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

export const formatTime = (date: Date | number | string, setting: TimeZoneSetting, pattern = 'DD/MM/YYYY HH:mm:ss'): string =>
  inZone(date, setting).format(pattern);
