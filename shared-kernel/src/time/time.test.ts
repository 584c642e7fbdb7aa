import { formatTime, indiaDateTime, INDIA_ZONE_LABEL, inZone, lastVisitStamp, loadZoneData, systemZoneName, zoneLabel, eventNameIn, offsetMinutesIn } from './time';

describe('time zones', () => {
  const noonUtc = new Date('2026-03-01T12:00:00Z');

  it('India is UTC+330 minutes, labelled GMT +5.5:30', () => {
    expect(inZone(noonUtc, 'india').utcOffset()).toBe(330);
    expect(formatTime(noonUtc, 'india', 'HH:mm')).toBe('17:30');
    expect(zoneLabel('india')).toBe(INDIA_ZONE_LABEL);
    expect(INDIA_ZONE_LABEL).toBe('GMT +5.5:30');
  });

  it('device and system follow the local zone', () => {
    const local = 0 - noonUtc.getTimezoneOffset() || 0;
    expect(inZone(noonUtc, 'device').utcOffset() + 0).toBe(local);
    expect(inZone(noonUtc, 'system').utcOffset() + 0).toBe(local);
    expect(zoneLabel('device', noonUtc)).toMatch(/^GMT [+-]\d+:\d{2}$/);
  });

  it('the system setting uses the named zone once the zone table is loaded', async () => {
    await loadZoneData();
    expect(inZone(noonUtc, 'system').tz()).toBe(systemZoneName());
  });

  it('lastVisitTime is day/month/year and 24-hour time', () => {
    expect(lastVisitStamp(new Date('2026-03-01T20:15:09Z'))).toBe('02/03/2026 01:45:09');
  });
});

describe('race names in the player time setting', () => {
  const off = '2026-11-26T06:05:00Z';

  it('says the leading off time of a race in India time (the name carried UTC)', () => {
    expect(eventNameIn('06:05 Kempton', off, 'india')).toBe('11:35 Kempton');
    expect(eventNameIn('11:35 Kempton', off, 'india')).toBe('11:35 Kempton');
  });

  it('follows the device zone when the player chose it', () => {
    const device = new Date(off);
    const hh = String(device.getHours()).padStart(2, '0');
    const mm = String(device.getMinutes()).padStart(2, '0');
    expect(eventNameIn('06:05 Kempton', off, 'device')).toBe(`${hh}:${mm} Kempton`);
  });

  it('leaves names without a leading clock, or without a start, as they are', () => {
    expect(eventNameIn('Chennai v Mumbai', off, 'india')).toBe('Chennai v Mumbai');
    expect(eventNameIn('06:05 Kempton', null, 'india')).toBe('06:05 Kempton');
    expect(eventNameIn('Race 10:30', off, 'india')).toBe('Race 10:30');
  });

  it('knows the offset a setting means', () => {
    expect(offsetMinutesIn('india')).toBe(330);
  });
});

describe('indiaDateTime (no moment)', () => {
  it('writes India time as moment would', () => {
    for (const iso of ['2026-03-01T20:15:09Z', '2026-12-31T18:29:59Z', '2027-01-01T00:00:00Z']) {
      expect(indiaDateTime(iso)).toBe(formatTime(iso, 'india', 'DD/MM/YYYY HH:mm'));
      expect(indiaDateTime(new Date(iso), true)).toBe(formatTime(iso, 'india', 'DD/MM/YYYY HH:mm:ss'));
    }
  });
});
