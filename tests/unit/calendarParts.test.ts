import { describe, expect, it } from 'vitest';
import { dayMarks } from '../../src/domain/calendar/dayMarks';
import { scheduleReportId } from '../../src/domain/calendar/scheduleReportId';
import { scheduleZone } from '../../src/domain/calendar/scheduleZone';
import { wallTimeInstant } from '../../src/domain/calendar/wallTimeInstant';
import { ZONES } from '../../shared/time/zones';

const TORONTO = ZONES['America/Toronto'];

describe('wallTimeInstant', () => {
  it('reads an ordinary wall time at its offset', () => {
    expect(wallTimeInstant(TORONTO, 2027, 6, 7, 9, 0)).toBe(Date.parse('2027-06-07T13:00:00Z'));
    expect(wallTimeInstant(TORONTO, 2027, 1, 7, 9, 0)).toBe(Date.parse('2027-01-07T14:00:00Z'));
  });

  it('gives nothing for a wall time the spring-forward skips, the first instant for one the fall-back repeats', () => {
    expect(wallTimeInstant(TORONTO, 2027, 3, 14, 2, 30)).toBeUndefined();
    expect(wallTimeInstant(TORONTO, 2027, 3, 14, 3, 0)).toBe(Date.parse('2027-03-14T07:00:00Z'));
    expect(wallTimeInstant(TORONTO, 2027, 11, 7, 1, 30)).toBe(Date.parse('2027-11-07T05:30:00Z'));
  });
});

describe('scheduleZone', () => {
  it('takes scheduleExpressionTimezone, else timezone, else Winnipeg; UTC is known; other names are not', () => {
    expect(scheduleZone({ scheduleExpressionTimezone: 'America/Toronto', timezone: 'America/Vancouver' })?.name).toBe('America/Toronto');
    expect(scheduleZone({ scheduleExpressionTimezone: ' ', timezone: 'America/Vancouver' })?.name).toBe('America/Vancouver');
    expect(scheduleZone({})?.name).toBe('America/Winnipeg');
    expect(scheduleZone({ timezone: 'Etc/UTC' })?.offset(0)).toBe(0);
    expect(scheduleZone({ timezone: 'Europe/Paris' })).toBeUndefined();
  });
});

describe('scheduleReportId', () => {
  it('reads the uuid of a {"uuid": …} JSON text and nothing else', () => {
    expect(scheduleReportId('{"uuid": " abc "}')).toBe('abc');
    expect(scheduleReportId('{"uuid": ""}')).toBeUndefined();
    expect(scheduleReportId('{"uuid": 5}')).toBeUndefined();
    expect(scheduleReportId('["abc"]')).toBeUndefined();
    expect(scheduleReportId('not json')).toBeUndefined();
    expect(scheduleReportId(undefined)).toBeUndefined();
  });
});

describe('dayMarks', () => {
  it("reads one report's closed day and override of a day", () => {
    const flags = { startTime: '08:00', endTime: '08:30', status: 'enabled', notes: '' };
    const overrides = { closed: [{ id: 'r1', closed_dates: ['2026-12-07'] }], override: [{ id: 'r1', '2026-12-08': flags }, { id: 'r2', '2026-12-07': flags }] };
    expect(dayMarks(overrides, 'r1', '2026-12-07')).toEqual({ closed: true });
    expect(dayMarks(overrides, 'r1', '2026-12-08')).toEqual({ closed: false, override: flags });
    expect(dayMarks(overrides, 'r2', '2026-12-08')).toEqual({ closed: false });
    expect(dayMarks(overrides, 'r1', 'id')).toEqual({ closed: false });
  });
});
