import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { BUSINESS_ZONE, TZDATA_VERSION, ZONES, zoneNamed } from '../../../../shared/time/zones';
import { base60, unpackZone } from '../../../../shared/time/unpackZone';

const at = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' }).toMillis();
const hoursAt = (zone: keyof typeof ZONES, iso: string) => ZONES[zone].offset(at(iso)) / 60;

describe('the shipped tz data is 2026e or later (not the runtime ICU copy)', () => {
  it('keeps Manitoba at UTC−05 after 2026-11-01 and Alberta at UTC−06', () => {
    expect(hoursAt('America/Winnipeg', '2026-12-14T21:00:00')).toBe(-5);
    expect(hoursAt('America/Edmonton', '2026-12-14T21:00:00')).toBe(-6);
    expect(DateTime.fromISO('2026-12-14T21:00:00Z').setZone(BUSINESS_ZONE).toFormat('yyyy-MM-dd HH:mm')).toBe('2026-12-14 16:00');
  });

  it('keeps Regina at UTC−06 in January and July', () => {
    expect(hoursAt('America/Regina', '2026-01-15T12:00:00')).toBe(-6);
    expect(hoursAt('America/Regina', '2026-07-15T12:00:00')).toBe(-6);
  });

  it('still has the 2026 spring change in Winnipeg (CST −06 until 2026-03-08 08:00 UTC, then −05)', () => {
    expect(hoursAt('America/Winnipeg', '2026-03-08T07:59:59')).toBe(-6);
    expect(hoursAt('America/Winnipeg', '2026-03-08T08:00:00')).toBe(-5);
    expect(ZONES['America/Winnipeg'].offsetName(at('2026-01-10T12:00:00'))).toBe('CST');
    expect(TZDATA_VERSION >= '2026e').toBe(true);
  });

  it('keeps the other zones as IANA has them (Toronto and Halifax change; Montreal is Toronto)', () => {
    expect(hoursAt('America/Toronto', '2026-12-14T12:00:00')).toBe(-5);
    expect(hoursAt('America/Toronto', '2026-07-14T12:00:00')).toBe(-4);
    expect(hoursAt('America/Vancouver', '2026-01-14T12:00:00')).toBe(-8);
    expect(hoursAt('America/Vancouver', '2026-12-14T12:00:00')).toBe(-7); // British Columbia stays at −07 from 2026-11 (tzdata 2026)
    expect(hoursAt('America/Halifax', '2026-07-14T12:00:00')).toBe(-3);
    expect(hoursAt('America/Montreal', '2026-07-14T12:00:00')).toBe(-4);
    expect(ZONES['America/Montreal'].name).toBe('America/Montreal');
  });

  it('works as a luxon zone both ways (local wall time to instant, formats its offset)', () => {
    const local = DateTime.fromObject({ year: 2026, month: 12, day: 14, hour: 15, minute: 55 }, { zone: BUSINESS_ZONE });
    expect(local.toUTC().toISO()).toBe('2026-12-14T20:55:00.000Z');
    expect(local.toFormat('ZZ')).toBe('-05:00');
    expect(local.toISO()).toBe('2026-12-14T15:55:00.000-05:00');
    expect(BUSINESS_ZONE.equals(ZONES['America/Winnipeg'])).toBe(true);
    expect(BUSINESS_ZONE.equals(ZONES['America/Regina'])).toBe(false);
  });

  it('knows only the zones it lists', () => {
    expect(zoneNamed('America/Regina')).toBe(ZONES['America/Regina']);
    expect(zoneNamed('Mars/Olympus')).toBeUndefined();
  });
});

describe('unpackZone', () => {
  it('reads base-60 numbers with sign and fraction', () => {
    expect(base60('60')).toBe(360);
    expect(base60('-1a')).toBe(-70);
    expect(base60('6s.A')).toBeCloseTo(388 + 36 / 60);
  });

  it('turns a packed line into periods with offsets east of UTC and absolute ends', () => {
    const zone = unpackZone('Test/Zone|LMT CST CDT|6s.A 60 50|0121|-1 1 1|1e3');
    expect(zone.abbrs).toEqual(['LMT', 'CST', 'CDT', 'CST']);
    expect(zone.offsets.slice(1)).toEqual([-360, -300, -360]);
    expect(zone.untils).toEqual([-60000, 0, 60000, Infinity]);
  });

  it('reads a zone with one period and refuses what is not a packed line', () => {
    expect(unpackZone('Etc/UTC|UTC|0|0||').untils).toEqual([Infinity]);
    expect(() => unpackZone('nonsense')).toThrow('Not a packed zone');
  });
});
