import { describe, expect, it } from 'vitest';
import { IANAZone } from 'luxon';
import { cronTimeEdit, movedCron, wallTimeIn } from '../../src/domain/calendar/cronTimeEdit';

// Spec README decision: an edit that does not move the time keeps the expression as stored; moving
// one time of a list replaces that time in the list; a range or step cannot be moved from the calendar.

describe('how an event time may be edited', () => {
  it('a cron naming one time is free, at its own time (whatever the event shows)', () => {
    expect(cronTimeEdit('cron(30 9 ? * MON-FRI *)', '09:30')).toEqual({ kind: 'free', time: '09:30' });
    expect(cronTimeEdit('0 18 ? * * *', undefined)).toEqual({ kind: 'free', time: '18:00' });
  });

  it('a list of hours at one minute moves the hour; a list of minutes of one hour moves the minute', () => {
    expect(cronTimeEdit('cron(0 8,14 ? * MON-FRI *)', '14:00')).toEqual({ kind: 'hour', time: '14:00' });
    expect(cronTimeEdit('cron(0,30 9 ? * * *)', '09:30')).toEqual({ kind: 'minute', time: '09:30' });
  });

  it("a range, a step, '*', lists in both fields, or an event that is none of the times is fixed", () => {
    expect(cronTimeEdit('cron(0 9-17 ? * MON-FRI *)', '11:00')).toEqual({ kind: 'fixed', time: '11:00' });
    expect(cronTimeEdit('cron(0 */4 ? * * *)', '08:00')).toEqual({ kind: 'fixed', time: '08:00' });
    expect(cronTimeEdit('cron(0/15 9 ? * * *)', '09:15')).toEqual({ kind: 'fixed', time: '09:15' });
    expect(cronTimeEdit('cron(* * ? * * *)', '12:00')).toEqual({ kind: 'fixed', time: '12:00' });
    expect(cronTimeEdit('cron(0,30 8,14 ? * * *)', '08:30')).toEqual({ kind: 'fixed', time: '08:30' });
    expect(cronTimeEdit('cron(0 8,14 ? * MON-FRI *)', '07:00')).toEqual({ kind: 'fixed', time: '07:00' });
    expect(cronTimeEdit('cron(0 8,14 ? * MON-FRI *)', undefined)).toEqual({ kind: 'fixed', time: '' });
    expect(cronTimeEdit('cron(0 8 ? * *)', '08:00')).toEqual({ kind: 'fixed', time: '08:00' });
  });
});

describe('the cron after an edit', () => {
  it('keeps the expression exactly as stored when the time does not move', () => {
    for (const [cron, time] of [
      ['cron(0 8,14 ? * MON-FRI *)', '14:00'],
      ['cron(0 9-17 ? * MON-FRI *)', '11:00'],
      ['cron(0 */4 ? * * *)', '08:00'],
      ['cron(30 9 ? * MON-FRI *)', '09:30'],
    ] as const) {
      expect(movedCron(cron, cronTimeEdit(cron, time), time)).toEqual({ ok: true, expression: cron });
    }
  });

  it('moves a one-time cron to the new minute and hour, the days kept', () => {
    const cron = 'cron(30 9 ? * MON-FRI *)';
    expect(movedCron(cron, cronTimeEdit(cron, '09:30'), '16:05')).toEqual({ ok: true, expression: 'cron(5 16 ? * MON-FRI *)' });
  });

  it('replaces the moved time in its list', () => {
    const cron = 'cron(0 8,14 ? * MON-FRI *)';
    expect(movedCron(cron, cronTimeEdit(cron, '14:00'), '15:00')).toEqual({ ok: true, expression: 'cron(0 8,15 ? * MON-FRI *)' });
    expect(movedCron(cron, cronTimeEdit(cron, '08:00'), '06:00')).toEqual({ ok: true, expression: 'cron(0 6,14 ? * MON-FRI *)' });
    // Onto a time the list already has: the two become one.
    expect(movedCron(cron, cronTimeEdit(cron, '14:00'), '08:00')).toEqual({ ok: true, expression: 'cron(0 8 ? * MON-FRI *)' });
    const minutes = 'cron(0,30 9 ? * * *)';
    expect(movedCron(minutes, cronTimeEdit(minutes, '09:30'), '09:45')).toEqual({ ok: true, expression: 'cron(0,45 9 ? * * *)' });
  });

  it('refuses to move what the other times share, and any move of a fixed time', () => {
    const cron = 'cron(0 8,14 ? * MON-FRI *)';
    expect(movedCron(cron, cronTimeEdit(cron, '14:00'), '14:30')).toEqual({ ok: false, reason: 'hourOnly' });
    const minutes = 'cron(0,30 9 ? * * *)';
    expect(movedCron(minutes, cronTimeEdit(minutes, '09:30'), '10:30')).toEqual({ ok: false, reason: 'minuteOnly' });
    const range = 'cron(0 9-17 ? * MON-FRI *)';
    expect(movedCron(range, cronTimeEdit(range, '11:00'), '12:00')).toEqual({ ok: false, reason: 'fixed' });
  });
});

describe("an event's time in the schedule's zone", () => {
  it('reads the Winnipeg time on that day in the zone', () => {
    const toronto = IANAZone.create('America/Toronto');
    // 2027-03-01: Winnipeg is UTC−05 all year (from 2026-11-01), Toronto UTC−05 in winter.
    expect(wallTimeIn(toronto, '2027-03-01', '14:00')).toBe('14:00');
    // 2027-07-01: Toronto is UTC−04.
    expect(wallTimeIn(toronto, '2027-07-01', '14:00')).toBe('15:00');
    expect(wallTimeIn(toronto, '2027-02-30', '14:00')).toBeUndefined();
  });
});
