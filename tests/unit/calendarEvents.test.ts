import { describe, expect, it } from 'vitest';
import { CALENDAR_TIMES, cronEventsForDay } from '../../src/domain/calendar/cronEventsForDay';
import type { CalendarOverrides, CalendarReport, CalendarSchedule } from '../../src/domain/calendar/types';
import type { OrderPullConfig, OrderPullSchedule, ScheduleOverrides } from '../../runtime/generated/entities';

const LABELS = { disabledThisDay: 'Disabled This Day', overridden: 'Overrided', disabled: 'Disabled' };
const SAME_DAY = '11111111-1111-4111-8111-111111111111';
const NEXT_DAY = '22222222-2222-4222-8222-222222222222';
const REPORTS: CalendarReport[] = [
  { id: SAME_DAY, reportName: 'WINNIPEG_SAME_DAY', reportType: 'ORDER_REPORT_SAME_DAY', deliveryRegion: ['Winnipeg'] },
  { id: NEXT_DAY, reportName: 'ALBERTA_NEXT_DAY', reportType: 'ORDER_REPORT_NEXT_DAY', deliveryRegion: ['Calgary', 'Edmonton'] },
];
const NONE: CalendarOverrides = { closed: [], override: [] };

function schedule(name: string, scheduleExpression: string, extra: Partial<CalendarSchedule> = {}): CalendarSchedule {
  return { name, state: 'ENABLED', description: `${name} pull`, scheduleExpression, scheduleExpressionTimezone: 'America/Winnipeg', input: JSON.stringify({ uuid: SAME_DAY }), ...extra };
}

/** The 'HH:mm–HH:mm' of each event of the day. */
function times(day: string, schedules: CalendarSchedule[], overrides = NONE): string[] {
  return cronEventsForDay(day, schedules, REPORTS, overrides, LABELS, CALENDAR_TIMES).map((event) => `${event.start}-${event.end}`);
}

// 2026-12-06 is a Sunday, 2026-12-12 a Saturday.
const WEEK = ['2026-12-06', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12'];

describe('cronEventsForDay', () => {
  it('a weekday cron shows Monday to Friday at its time, 30 minutes long, and not on Saturday or Sunday', () => {
    const weekdays = [schedule('EXP_WEEKDAYS', 'cron(30 9 ? * MON-FRI *)')];
    expect(WEEK.map((day) => times(day, weekdays))).toEqual([[], ['09:30-10:00'], ['09:30-10:00'], ['09:30-10:00'], ['09:30-10:00'], ['09:30-10:00'], []]);
    const numeric = [schedule('EXP_NUMERIC', 'cron(30 9 ? * 2-6 *)')];
    expect(WEEK.map((day) => times(day, numeric).length)).toEqual([0, 1, 1, 1, 1, 1, 0]);
  });

  it('an every-day cron (* or ?) shows on each day of the week', () => {
    expect(WEEK.map((day) => times(day, [schedule('EXP_DAILY', 'cron(0 18 ? * * *)')]))).toEqual(WEEK.map(() => ['18:00-18:30']));
    expect(WEEK.map((day) => times(day, [schedule('EXP_DAILY', '0 18 * * ? *')]).length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });

  it("a '*' hour is 12 and a '*' minute 0", () => {
    expect(times('2026-12-07', [schedule('EXP_STAR', 'cron(* * ? * * *)')])).toEqual(['12:00-12:30']);
    expect(times('2026-12-07', [schedule('EXP_STAR', 'cron(45 * ? * * *)')])).toEqual(['12:45-13:15']);
  });

  it('a five-field or seven-field cron gives nothing', () => {
    expect(times('2026-12-07', [schedule('EXP_FIVE', '0 9 * * 1'), schedule('EXP_SEVEN', 'cron(0 9 ? * * * 2026)')])).toEqual([]);
  });

  it('skips a schedule whose input names no listed report, or whose input is unreadable', () => {
    const schedules = [
      schedule('EXP_UNKNOWN', 'cron(0 9 ? * * *)', { input: JSON.stringify({ uuid: '99999999-9999-4999-8999-999999999999' }) }),
      schedule('EXP_BROKEN', 'cron(0 10 ? * * *)', { input: '{"uuid": ' }),
      schedule('EXP_NO_UUID', 'cron(0 11 ? * * *)', { input: '{"id": "x"}' }),
      schedule('EXP_KNOWN', 'cron(0 12 ? * * *)'),
    ];
    expect(cronEventsForDay('2026-12-07', schedules, REPORTS, NONE, LABELS, CALENDAR_TIMES).map((event) => event.scheduleId)).toEqual(['EXP_KNOWN']);
  });

  it('fills each event from its schedule and report, sorted by start then report name', () => {
    const schedules = [
      schedule('EXP_B', 'cron(0 9 ? * * *)', { state: 'DISABLED', description: 'Alberta', input: JSON.stringify({ uuid: NEXT_DAY }) }),
      schedule('EXP_A', 'cron(0 9 ? * * *)'),
      schedule('EXP_C', 'cron(0 8 ? * * *)'),
    ];
    const events = cronEventsForDay('2026-12-07', schedules, REPORTS, NONE, LABELS, CALENDAR_TIMES);
    expect(events.map((event) => [event.start, event.reportName])).toEqual([
      ['08:00', 'WINNIPEG_SAME_DAY'],
      ['09:00', 'ALBERTA_NEXT_DAY'],
      ['09:00', 'WINNIPEG_SAME_DAY'],
    ]);
    expect(events[1]).toEqual({
      id: 'EXP_B@09:00',
      scheduleId: 'EXP_B',
      reportId: NEXT_DAY,
      reportName: 'ALBERTA_NEXT_DAY',
      reportType: 'ORDER_REPORT_NEXT_DAY',
      deliveryRegion: ['Calgary', 'Edmonton'],
      start: '09:00',
      end: '09:30',
      status: 'disabled',
      description: 'Alberta',
      isDisabledThisDay: false,
      isOverride: false,
      label: 'Disabled',
    });
    expect(events[0]).toMatchObject({ status: 'active', isDisabledThisDay: false, isOverride: false });
    expect(events[0]).not.toHaveProperty('label');
  });

  it('a schedule in another zone fires at its own wall time: Toronto 09:00 is 08:00 in Winnipeg in summer', () => {
    const toronto = [schedule('EXP_TORONTO', 'cron(0 9 ? * MON *)', { scheduleExpressionTimezone: 'America/Toronto' })];
    expect(times('2027-06-07', toronto)).toEqual(['08:00-08:30']);
    // Manitoba keeps UTC−05 all year from 2026-11-01 (shipped tz data 2026e): in winter Toronto's EST is Winnipeg's clock.
    expect(times('2026-12-07', toronto)).toEqual(['09:00-09:30']);
    // No zone given at all: Winnipeg (002 §9); the timezone field stands in for a missing scheduleExpressionTimezone.
    expect(times('2026-12-07', [schedule('EXP_PLAIN', 'cron(0 9 ? * MON *)', { scheduleExpressionTimezone: undefined })])).toEqual(['09:00-09:30']);
    expect(times('2026-12-07', [schedule('EXP_TZ', 'cron(0 9 ? * MON *)', { scheduleExpressionTimezone: undefined, timezone: 'America/Vancouver' })])).toEqual(['11:00-11:30']);
    // UTC 15:00 is 10:00 in Winnipeg.
    expect(times('2026-12-07', [schedule('EXP_UTC', 'cron(0 15 ? * * *)', { scheduleExpressionTimezone: 'UTC' })])).toEqual(['10:00-10:30']);
  });

  it("a firing on the zone's next or previous date can land on the asked Winnipeg day", () => {
    // Monday 00:30 in Halifax (UTC−04 in December) is Sunday 23:30 in Winnipeg.
    const halifax = [schedule('EXP_EARLY', 'cron(30 0 ? * MON *)', { scheduleExpressionTimezone: 'America/Halifax' })];
    expect(times('2026-12-06', halifax)).toEqual(['23:30-00:00']);
    expect(times('2026-12-07', halifax)).toEqual([]);
    // Sunday 22:30 in Vancouver (UTC−07) is Monday 00:30 in Winnipeg.
    const vancouver = [schedule('EXP_LATE', 'cron(30 22 ? * SUN *)', { scheduleExpressionTimezone: 'America/Vancouver' })];
    expect(times('2026-12-07', vancouver)).toEqual(['00:30-01:00']);
    expect(times('2026-12-06', vancouver)).toEqual([]);
  });

  it('skips a schedule whose zone the console does not know', () => {
    expect(times('2026-12-07', [schedule('EXP_MARS', 'cron(0 9 ? * * *)', { scheduleExpressionTimezone: 'Mars/Olympus' })])).toEqual([]);
  });

  it("2027-03-14 (Eastern spring-forward; Winnipeg's clock no longer changes): Winnipeg times stay, Toronto's move an hour earlier", () => {
    const hourly = [schedule('EXP_HOURLY', 'cron(0 0-23 ? * * *)')];
    expect(times('2027-03-14', hourly)).toHaveLength(24);
    expect(times('2027-03-14', [schedule('EXP_NIGHT', 'cron(30 2 ? * * *)')])).toEqual(['02:30-03:00']);
    const toronto = (cron: string) => [schedule('EXP_TORONTO', cron, { scheduleExpressionTimezone: 'America/Toronto' })];
    expect(times('2027-03-13', toronto('cron(0 9 ? * * *)'))).toEqual(['09:00-09:30']);
    expect(times('2027-03-14', toronto('cron(0 9 ? * * *)'))).toEqual(['08:00-08:30']);
    // 02:30 does not exist in Toronto that night: it does not fire.
    expect(times('2027-03-14', toronto('cron(30 2 ? * * *)'))).toEqual([]);
    expect(times('2027-03-15', toronto('cron(30 2 ? * * *)'))).toEqual(['01:30-02:00']);
    // Toronto's hourly cron fires 23 times on its own date; in Winnipeg's day its next midnight fills 23:00.
    const hours = times('2027-03-14', toronto('cron(0 0-23 ? * * *)')).map((event) => event.slice(0, 5));
    expect(hours).toEqual(Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`));
  });

  it("2027-11-07 (Eastern fall-back): Toronto's repeated 01:30 fires once, its times move back to Winnipeg's", () => {
    expect(times('2027-11-07', [schedule('EXP_HOURLY', 'cron(0 0-23 ? * * *)')])).toHaveLength(24);
    const toronto = (cron: string) => [schedule('EXP_TORONTO', cron, { scheduleExpressionTimezone: 'America/Toronto' })];
    expect(times('2027-11-06', toronto('cron(0 9 ? * * *)'))).toEqual(['08:00-08:30']);
    expect(times('2027-11-07', toronto('cron(0 9 ? * * *)'))).toEqual(['09:00-09:30']);
    // 01:30 EDT (05:30 UTC) is the first of Toronto's two 01:30s: 00:30 in Winnipeg.
    expect(times('2027-11-07', toronto('cron(30 1 ? * * *)'))).toEqual(['00:30-01:00']);
  });

  it("Winnipeg's own last changes: 2026-03-08 skips 02:30, 2025-11-02 fires its repeated 01:30 once", () => {
    const hourly = [schedule('EXP_HOURLY', 'cron(0 0-23 ? * * *)')];
    expect(times('2026-03-08', hourly)).toHaveLength(23);
    expect(times('2026-03-08', hourly).slice(0, 3)).toEqual(['00:00-00:30', '01:00-01:30', '03:00-03:30']);
    expect(times('2026-03-08', [schedule('EXP_GAP', 'cron(30 2 ? * * *)')])).toEqual([]);
    expect(times('2026-03-09', [schedule('EXP_GAP', 'cron(30 2 ? * * *)')])).toEqual(['02:30-03:00']);
    expect(times('2025-11-02', hourly)).toHaveLength(24);
    // The first 01:30 (CDT); 30 minutes later the clock reads 01:00 again.
    expect(times('2025-11-02', [schedule('EXP_REPEAT', 'cron(30 1 ? * * *)')])).toEqual(['01:30-01:00']);
  });

  it("labels a closed day 'Disabled This Day', an override 'Overrided' with its times, a disabled schedule 'Disabled'", () => {
    const overrides: CalendarOverrides = {
      closed: [{ id: SAME_DAY, closed_dates: ['2026-12-08'] }],
      override: [
        { id: SAME_DAY, '2026-12-09': { startTime: '11:00', endTime: '12:15', status: 'enabled', notes: 'late truck' }, '2026-12-10': { startTime: '07:00', endTime: '07:30', status: 'disabled', notes: '' } },
      ],
    };
    const daily = [schedule('EXP_DAILY', 'cron(30 9 ? * * *)'), schedule('EXP_OFF', 'cron(0 14 ? * * *)', { state: 'DISABLED', input: JSON.stringify({ uuid: NEXT_DAY }) })];
    const day = (date: string) => cronEventsForDay(date, daily, REPORTS, overrides, LABELS, CALENDAR_TIMES).map((event) => [event.id, event.start, event.end, event.isDisabledThisDay, event.isOverride, event.label]);
    expect(day('2026-12-07')).toEqual([
      ['EXP_DAILY@09:30', '09:30', '10:00', false, false, undefined],
      ['EXP_OFF@14:00', '14:00', '14:30', false, false, 'Disabled'],
    ]);
    expect(day('2026-12-08')).toEqual([
      ['EXP_DAILY@09:30', '09:30', '10:00', true, false, 'Disabled This Day'],
      ['EXP_OFF@14:00', '14:00', '14:30', false, false, 'Disabled'],
    ]);
    expect(day('2026-12-09')).toEqual([
      ['EXP_DAILY@11:00', '11:00', '12:15', false, true, 'Overrided'],
      ['EXP_OFF@14:00', '14:00', '14:30', false, false, 'Disabled'],
    ]);
    expect(day('2026-12-10')).toEqual([
      ['EXP_DAILY@07:00', '07:00', '07:30', true, true, 'Disabled This Day'],
      ['EXP_OFF@14:00', '14:00', '14:30', false, false, 'Disabled'],
    ]);
  });

  it('an override shows a schedule firing several times that day once, at the override’s times', () => {
    const overrides: CalendarOverrides = { closed: [], override: [{ id: SAME_DAY, '2026-12-07': { startTime: '10:00', endTime: '10:30', status: 'enabled', notes: '' } }] };
    expect(times('2026-12-07', [schedule('EXP_TWICE', 'cron(0 8,16 ? * * *)')], overrides)).toEqual(['10:00-10:30']);
    expect(times('2026-12-08', [schedule('EXP_TWICE', 'cron(0 8,16 ? * * *)')], overrides)).toEqual(['08:00-08:30', '16:00-16:30']);
  });

  it('gives nothing for a day that is no date', () => {
    expect(times('2026-02-30', [schedule('EXP_DAILY', 'cron(0 9 ? * * *)')])).toEqual([]);
    expect(times('tomorrow', [schedule('EXP_DAILY', 'cron(0 9 ? * * *)')])).toEqual([]);
  });

  it("takes the services' answers as they are typed (schedules, configs, override data)", () => {
    const services = (schedules: OrderPullSchedule[], configs: Pick<OrderPullConfig, 'id' | 'reportName' | 'reportType' | 'deliveryRegion'>[], overrides: ScheduleOverrides) =>
      cronEventsForDay('2026-12-07', schedules, configs, overrides, LABELS, CALENDAR_TIMES);
    const loaded: OrderPullSchedule = {
      name: 'EXP_LOADED',
      state: 'ENABLED',
      description: 'loaded',
      scheduleExpression: 'cron(0 16 ? * MON-FRI *)',
      scheduleExpressionTimezone: 'America/Winnipeg',
      timezone: 'America/Winnipeg',
      groupName: 'exporter-service',
      input: JSON.stringify({ uuid: SAME_DAY }),
      version: 1,
    };
    const config = { id: SAME_DAY, reportName: 'WINNIPEG_SAME_DAY', reportType: 'ORDER_REPORT_SAME_DAY' as const, deliveryRegion: ['Winnipeg'] };
    expect(services([loaded], [config], { closed: [], override: [] }).map((event) => event.id)).toEqual(['EXP_LOADED@16:00']);
  });
});
